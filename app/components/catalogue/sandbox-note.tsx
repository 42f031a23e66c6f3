import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";

const FlaskConical = icon("flask-conical");

/** Said wherever the built-in sandbox takes the payment: nobody should think money moved. */
export function SandboxNote() {
  const { t } = useTranslation();
  return (
    <p
      className="mt-3 flex items-center gap-2 rounded-lg bg-status-blue/10 px-3 py-2 text-xs font-medium text-status-blue"
      data-testid="sandbox-note"
    >
      <FlaskConical className="size-3.5 shrink-0" aria-hidden />
      {t("sandboxNote")}
    </p>
  );
}
