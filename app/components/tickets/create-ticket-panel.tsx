import { useLocation } from "@remix-run/react";
import { Suspense, createContext, lazy, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useFirstOpened } from "~/components/ui/first-opened";
import type { PanelOptions } from "./create-ticket-window";

// The panel and its form are fetched when it first opens, not with every page.
const CreateTicketWindow = lazy(() => import("./create-ticket-window"));

/** SPEC §4.2: the ticket panel opens and closes with a 600 ms delay. */
export const PANEL_DELAY_MS = 600;

export type { PanelOptions } from "./create-ticket-window";

const PanelContext = createContext<{ open(options?: PanelOptions): void } | null>(null);

/**
 * The ticket creation panel (SPEC §2.4) for the whole app: the support hint, the tickets page and
 * the help pages open it. It slides in over 600 ms, closes on a route change and, on large
 * screens, on a click outside (below 768 px it fills the screen).
 */
export function CreateTicketProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<PanelOptions>({});
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setOpen(false);
  }, [location.pathname]);
  const value = useMemo(
    () => ({
      open: (next: PanelOptions = {}) => {
        setOptions(next);
        setOpen(true);
      },
    }),
    [],
  );
  const opened = useFirstOpened(open);
  return (
    <PanelContext.Provider value={value}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <CreateTicketWindow open={open} onOpenChange={setOpen} options={options} />
        </Suspense>
      ) : null}
    </PanelContext.Provider>
  );
}

/** Opens the creation panel; null outside the provider (tests of single components). */
export function useCreateTicketPanel() {
  return useContext(PanelContext);
}
