import { Suspense, createContext, lazy, useCallback, useContext, useRef, useState } from "react";
import type { ConfirmOptions } from "./confirm-window";
import { useFirstOpened } from "./first-opened";

// The window is fetched when it is first needed, not with every page (first-opened.ts).
const ConfirmWindow = lazy(() => import("./confirm-window"));

export type { ConfirmOptions } from "./confirm-window";

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the confirm dialog (SPEC §2.4) for the whole app. */
export function ConfirmProvider({ children }: { children: React.ReactNode }) {
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

  const opened = useFirstOpened(open);
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <ConfirmWindow open={open} options={options} onOpen={() => setOpen(true)} onSettle={settle} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** Asks the user to confirm; resolves true on submit, false on cancel, Escape or an outside click. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider");
  return confirm;
}
