import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

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

/**
 * Placed after a part fetched on demand inside a dialog: once the part is there, the dialog's
 * first field takes the focus, as it would have on opening if the part had been there already
 * (the dialog focused what it had — the close button — while the part was on the way).
 */
export function FocusFirstField() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = marker.current?.closest('[role="dialog"]');
    const field = dialog?.querySelector<HTMLElement>(
      "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])",
    );
    const active = document.activeElement;
    // Only when the focus is still where the dialog put it, never away from a field the user chose.
    if (field && active && dialog?.contains(active) && !active.matches("input, select, textarea"))
      field.focus();
  }, []);
  return <span ref={marker} hidden />;
}
