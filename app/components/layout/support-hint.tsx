import { Link } from "@remix-run/react";
import { LifeBuoy, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useCreateTicketPanel } from "~/components/tickets/create-ticket-panel";
import { useRootData } from "~/utils/use-root-data";
import { useLocalize } from "~/utils/use-lang";

/** Remembers that the visitor has seen the hint once: from then on it stays a pill. */
const SEEN_KEY = "supportHintSeen";

/**
 * The header's support hint (SPEC §2.4): a register prompt for visitors, a create-ticket prompt
 * for signed-in users; the layout hides it on profile pages. It floats at the bottom left on
 * screens from 768 px (the AI assistant takes the bottom right). A 290 × 170 px card there covered
 * headings, prices and cards, so it opens as a card only on the first page a visitor sees, then
 * stays a small pill that does what the card offers (a new ticket, or sign-in for visitors) — a
 * plain link without JavaScript.
 */
export function SupportHint() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const signedIn = Boolean(useRootData()?.user);
  const panel = useCreateTicketPanel();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.localStorage.getItem(SEEN_KEY) === "true") return;
    window.localStorage.setItem(SEEN_KEY, "true");
    setOpen(true);
  }, []);
  const title = t(signedIn ? "tickets.hint.userTitle" : "tickets.hint.guestTitle");
  const ticketPath = localize("/profile/tickets?new#new-ticket");
  const openTicket = (event: React.MouseEvent) => {
    if (!panel) return;
    event.preventDefault();
    panel.open();
  };

  // The pill does what the card offers: opens the new-ticket panel, or sign-in for visitors.
  if (!open)
    return (
      <aside
        className="fixed bottom-5 left-5 z-30 hidden md:block"
        aria-label={title}
        data-testid="support-hint"
      >
        {signedIn ? (
          <Link to={ticketPath} className="support-pill" onClick={openTicket} data-testid="support-pill">
            <LifeBuoy className="size-4 text-accent" aria-hidden />
            {t("tickets.hint.pill")}
          </Link>
        ) : (
          <SignInLink className="support-pill" data-testid="support-pill">
            <LifeBuoy className="size-4 text-accent" aria-hidden />
            {t("tickets.hint.pill")}
          </SignInLink>
        )}
      </aside>
    );

  const action = "btn-primary px-3 py-1.5 text-sm";
  return (
    <aside
      className="fixed bottom-5 left-5 z-30 hidden w-72 rounded-2xl border border-line bg-surface-2 p-4 shadow-[0_20px_40px_-15px_#000] md:block"
      aria-label={title}
      data-testid="support-hint"
    >
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="absolute right-2 top-2 rounded-lg p-1 text-faint hover:bg-surface-3 hover:text-text"
        aria-label={t("tickets.hint.close")}
      >
        <X className="size-4" aria-hidden />
      </button>
      <p className="flex items-center gap-2 font-semibold text-text">
        <LifeBuoy className="size-4 text-accent" aria-hidden />
        {title}
      </p>
      <p className="mt-1.5 text-sm text-muted">
        {t(signedIn ? "tickets.hint.userText" : "tickets.hint.guestText")}
      </p>
      <div className="mt-3">
        {signedIn ? (
          <Link to={ticketPath} className={action} onClick={openTicket} data-testid="support-hint-action">
            {t("tickets.hint.userAction")}
          </Link>
        ) : (
          <SignInLink className={action} data-testid="support-hint-action">
            {t("tickets.hint.guestAction")}
          </SignInLink>
        )}
      </div>
    </aside>
  );
}
