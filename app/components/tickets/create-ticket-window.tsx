import { useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { TicketPreset } from "~/utils/assistant";
import { useLocalize } from "~/utils/use-lang";
import { Dialog, DialogClose, DialogTitle } from "~/components/ui/dialog";
import { CreateTicketForm } from "./create-ticket-form";

/** What the panel may open with: the assistant chat to attach (issue: support that knows the customer). */
export interface PanelOptions {
  assistantSessionId?: string;
  /** What the form has chosen already: a link about an order chooses the payment subject and it. */
  preset?: TicketPreset;
}

/** The ticket creation panel's window, fetched with its form on first open (create-ticket-panel.tsx). */
export default function CreateTicketWindow({
  open,
  onOpenChange,
  options,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  options: PanelOptions;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { revalidate } = useRevalidator();
  const large = useLargeScreen();
  const onCreated = useCallback(
    (id: number) => {
      revalidate();
      window.setTimeout(() => {
        onOpenChange(false);
        navigate(localize(`/profile/tickets?ticket=${id}`));
      }, 900);
    },
    [localize, navigate, onOpenChange, revalidate],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      testId="create-ticket-panel"
      // Below 768 px the panel fills the screen: nothing is outside it.
      closeOnOutsideClick={large}
      overlayClassName="fixed inset-0 bg-black/60 backdrop-blur-sm data-[state=closed]:animate-[fade-out_600ms_ease] data-[state=open]:animate-[fade-in_600ms_ease]"
      className="fixed inset-y-0 right-0 flex w-full flex-col border-l border-line bg-surface shadow-2xl data-[state=closed]:animate-[panel-out_600ms_ease] data-[state=open]:animate-[panel-in_600ms_ease] md:max-w-xl"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <DialogTitle className="font-display text-xl text-text">{t("tickets.new")}</DialogTitle>
        <DialogClose
          label={t("tickets.hide")}
          className="rounded-lg p-1.5 text-muted hover:bg-surface-3 hover:text-text"
        />
      </div>
      <div className="flex-1 overflow-y-auto p-5">
        <CreateTicketForm
          onCreated={onCreated}
          assistantSessionId={options.assistantSessionId}
          preset={options.preset}
        />
      </div>
    </Dialog>
  );
}

function useLargeScreen() {
  const [large, setLarge] = useState(true);
  useEffect(() => {
    const query = window.matchMedia("(min-width: 768px)");
    const update = () => setLarge(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return large;
}
