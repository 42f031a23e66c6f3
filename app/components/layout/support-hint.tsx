import { Link } from "@remix-run/react";
import { LifeBuoy, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useCreateTicketPanel } from "~/components/tickets/create-ticket-panel";
import { useRootData } from "~/root";
import { useLocalize } from "~/utils/use-lang";

const HIDDEN_KEY = "supportHintHidden";

/**
 * The header's support hint (SPEC §2.4): a register prompt for visitors, a create-ticket prompt
 * for signed-in users; the layout hides it on profile pages. It floats at the bottom left on
 * screens from 768 px (the AI assistant takes the bottom right) and can be dismissed.
 */
export function SupportHint() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const signedIn = Boolean(useRootData()?.user);
  const panel = useCreateTicketPanel();
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setHidden(window.localStorage.getItem(HIDDEN_KEY) === "true");
  }, []);
  if (hidden) return null;
  const action = "btn-primary px-3 py-1.5 text-sm";
  return (
    <aside
      className="fixed bottom-5 left-5 z-30 hidden w-72 rounded-2xl border border-line bg-surface-2 p-4 shadow-[0_20px_40px_-15px_#000] md:block"
      aria-label={t(signedIn ? "tickets.hint.userTitle" : "tickets.hint.guestTitle")}
      data-testid="support-hint"
    >
      <button
        type="button"
        onClick={() => {
          window.localStorage.setItem(HIDDEN_KEY, "true");
          setHidden(true);
        }}
        className="absolute right-2 top-2 rounded-lg p-1 text-faint hover:bg-surface-3 hover:text-text"
        aria-label={t("tickets.hint.close")}
      >
        <X className="size-4" aria-hidden />
      </button>
      <p className="flex items-center gap-2 font-semibold text-text">
        <LifeBuoy className="size-4 text-accent" aria-hidden />
        {t(signedIn ? "tickets.hint.userTitle" : "tickets.hint.guestTitle")}
      </p>
      <p className="mt-1.5 text-sm text-muted">
        {t(signedIn ? "tickets.hint.userText" : "tickets.hint.guestText")}
      </p>
      <div className="mt-3">
        {signedIn ? (
          <Link
            to={localize("/profile/tickets?new#new-ticket")}
            className={action}
            onClick={(e) => {
              if (!panel) return;
              e.preventDefault();
              panel.open();
            }}
            data-testid="support-hint-action"
          >
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
