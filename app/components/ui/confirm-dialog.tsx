import { createContext, useCallback, useContext, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog, DialogDescription, DialogTitle } from "./dialog";

export interface ConfirmOptions {
  title: string;
  description?: string;
  submitLabel?: string;
  cancelLabel?: string;
  /** danger for destructive actions (blocking a user), primary otherwise. */
  type?: "danger" | "primary";
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the confirm dialog (SPEC §2.4) for the whole app. */
export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  const danger = options?.type === "danger";
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : settle(false))}
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
          <button type="button" className="btn-ghost" onClick={() => settle(false)}>
            {options?.cancelLabel ?? t("confirm.cancel")}
          </button>
          <button
            type="button"
            className={danger ? "btn-primary bg-status-red shadow-none hover:bg-red-500" : "btn-primary"}
            onClick={() => settle(true)}
          >
            {options?.submitLabel ?? t("confirm.submit")}
          </button>
        </div>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

/** Asks the user to confirm; resolves true on submit, false on cancel, Escape or an outside click. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider");
  return confirm;
}
