import { useTranslation } from "~/i18n/react";
import { Dialog, DialogDescription, DialogTitle } from "./dialog";

/** What the confirm dialog asks (confirm-dialog.tsx). */
export interface ConfirmOptions {
  title: string;
  description?: string;
  submitLabel?: string;
  cancelLabel?: string;
  /** danger for destructive actions (blocking a user), primary otherwise. */
  type?: "danger" | "primary";
}

/** The confirm dialog's window (confirm-dialog.tsx holds its state and asks through it). */
export default function ConfirmWindow({
  open,
  options,
  onOpen,
  onSettle,
}: {
  open: boolean;
  options: ConfirmOptions | null;
  onOpen(): void;
  onSettle(value: boolean): void;
}) {
  const { t } = useTranslation();
  const danger = options?.type === "danger";
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpen() : onSettle(false))}
      testId="confirm-dialog"
      described
      overlayClassName="fixed inset-0 bg-black/60 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      className="card fixed left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 bg-surface-2 p-6 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
    >
      <DialogTitle className="font-display text-xl text-text">{options?.title}</DialogTitle>
      {options?.description ? (
        <DialogDescription className="mt-2 text-sm leading-relaxed text-muted">
          {options.description}
        </DialogDescription>
      ) : (
        <DialogDescription className="sr-only">{options?.title}</DialogDescription>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={() => onSettle(false)}>
          {options?.cancelLabel ?? t("confirm.cancel")}
        </button>
        <button
          type="button"
          className={danger ? "btn-primary bg-status-red shadow-none hover:bg-red-500" : "btn-primary"}
          onClick={() => onSettle(true)}
        >
          {options?.submitLabel ?? t("confirm.submit")}
        </button>
      </div>
    </Dialog>
  );
}
