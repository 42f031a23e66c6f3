import { useTranslation } from "~/i18n/react";
import { Dialog, DialogClose, DialogDescription, DialogTitle } from "./dialog";

/**
 * The shop's modal window (sign-in, wallet top-up): a title, a lead line and a close button; an
 * outside click, Escape or the button closes it, fading out over 600 ms (SPEC §4.4; the dialog
 * stays mounted until the animation ends, and reduced motion shortens it to nothing).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  testId: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      testId={testId}
      described
      overlayClassName="fixed inset-0 bg-black/60 backdrop-blur-sm data-[state=closed]:animate-modal-out data-[state=open]:animate-fade-in"
      className="card fixed left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-surface-2 p-6 data-[state=closed]:animate-modal-out data-[state=open]:animate-fade-in sm:p-8"
    >
      <DialogTitle className="pr-8 font-display text-2xl text-text">{title}</DialogTitle>
      <DialogDescription className="mb-5 mt-2 text-sm leading-relaxed text-muted">
        {description}
      </DialogDescription>
      {children}
      <DialogClose
        label={t("auth.close")}
        className="absolute right-4 top-4 grid size-9 place-items-center rounded-lg text-muted transition hover:bg-surface-3 hover:text-text"
      />
    </Dialog>
  );
}
