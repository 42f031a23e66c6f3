import { useTranslation } from "~/i18n/react";
import { Dialog, DialogClose, DialogDescription, DialogTitle } from "~/components/ui/dialog";

/** "How to buy?" as a modal, fetched on the first click (buying-instruction.tsx). */
export default function InstructionWindow({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      testId="instruction-modal"
      described
      overlayClassName="fixed inset-0 bg-black/70 backdrop-blur-sm data-[state=closed]:animate-modal-out data-[state=open]:animate-fade-in"
      className="card fixed left-1/2 top-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-surface-2 p-6 data-[state=closed]:animate-modal-out data-[state=open]:animate-fade-in"
    >
      <div className="mb-4 flex items-center justify-between">
        <DialogTitle className="font-display text-xl text-text">{title}</DialogTitle>
        <DialogClose label={t("cheat.close")} className="text-muted hover:text-text" />
      </div>
      <DialogDescription className="sr-only">{t("cheat.howToBuy")}</DialogDescription>
      {children}
    </Dialog>
  );
}
