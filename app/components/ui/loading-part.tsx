import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";

const Loader2 = icon("loader-circle");

/**
 * What a part fetched on demand (a form in a dialog, the assistant's chat) shows for the moment
 * its code is on the way.
 */
export function LoadingPart() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-muted" role="status" data-testid="loading-part">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {t("loadingPart")}
    </p>
  );
}
