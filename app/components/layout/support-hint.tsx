import { Link } from "@remix-run/react";
import { LifeBuoy } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useCreateTicketPanel } from "~/components/tickets/create-ticket-panel";
import { useRootData } from "~/utils/use-root-data";
import { useLocalize } from "~/utils/use-lang";

/**
 * The header's support hint (SPEC §2.4): a register prompt for visitors, a create-ticket prompt
 * for signed-in users; the layout hides it on profile pages. It floats at the bottom left on
 * screens from 768 px (the AI assistant takes the bottom right) as a small pill that does what it
 * offers — a new ticket, or sign-in for visitors; a plain link without JavaScript. It used to
 * open as a 290 × 170 px card on a visitor's first page, where it covered the home page's
 * headline, prices and search results: nothing floats over content (decision 0036), so the
 * prompt is the pill's tooltip and accessible name.
 */
export function SupportHint() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const signedIn = Boolean(useRootData()?.user);
  const panel = useCreateTicketPanel();
  const prompt = t(signedIn ? "tickets.hint.userText" : "tickets.hint.guestText");
  const openTicket = (event: React.MouseEvent) => {
    if (!panel) return;
    event.preventDefault();
    panel.open();
  };
  return (
    <aside
      className="support-dock fixed bottom-5 left-5 z-30 hidden md:block"
      aria-label={t("tickets.hint.title")}
      data-testid="support-hint"
    >
      {signedIn ? (
        <Link
          to={localize("/profile/tickets?new#new-ticket")}
          className="support-pill"
          onClick={openTicket}
          title={prompt}
          data-testid="support-pill"
        >
          <LifeBuoy className="size-4 text-accent" aria-hidden />
          {t("tickets.hint.pill")}
        </Link>
      ) : (
        <SignInLink className="support-pill" title={prompt} data-testid="support-pill">
          <LifeBuoy className="size-4 text-accent" aria-hidden />
          {t("tickets.hint.pill")}
        </SignInLink>
      )}
    </aside>
  );
}
