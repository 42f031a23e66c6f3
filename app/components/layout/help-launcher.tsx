import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { Suspense, lazy, useCallback, useRef, useState } from "react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useCreateTicketPanel } from "~/components/tickets/create-ticket-panel";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/utils/use-root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { useLocalize } from "~/utils/use-lang";

const Bot = icon("bot");
const MessageCircleQuestion = icon("message-circle-question-mark");

// The chat (its messages, composer, reply rendering and validation) is a separate chunk that is
// fetched on the first "Ask the assistant": most visitors never open it.
const AssistantChat = lazy(() => import("~/components/assistant/assistant-chat"));

/**
 * The storefront's one floating helper (decision 0043): a button in the bottom-right corner with
 * one menu — ask the AI assistant, open a ticket, see my tickets. It was two widgets (the
 * assistant's button and a "Support" pill in the other corner) that covered content from both
 * sides. The menu is a <details>, so opening a ticket works without JavaScript; the assistant is a
 * live chat and is offered only once the page runs. Every page keeps a band at its bottom and a
 * scroll padding (app.css) so that nothing a reader reaches stops under it.
 */
export function HelpLauncher() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const localize = useLocalize();
  const signedIn = Boolean(useRootData()?.user);
  const panel = useCreateTicketPanel();
  const menu = useRef<HTMLDetailsElement>(null);
  const [chat, setChat] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const close = () => menu.current?.removeAttribute("open");

  const closeChat = useCallback(() => setChat(false), []);

  const openTicket = (event: React.MouseEvent) => {
    close();
    if (!panel) return;
    event.preventDefault();
    panel.open();
  };
  const item = "menu-item flex min-h-11 items-center gap-2.5";
  return (
    <div className="help-dock fixed bottom-5 right-5 z-40" data-testid="help-launcher">
      {loaded ? (
        <Suspense fallback={null}>
          <AssistantChat open={chat} onClose={closeChat} />
        </Suspense>
      ) : null}
      {/* While the chat is open its own header closes it: the button would only sit under it. */}
      {chat ? null : (
        <details ref={menu} className="relative">
          <summary className="help-button list-none" aria-label={t("helpMenu.open")} data-testid="help-open">
            <MessageCircleQuestion className="size-7" aria-hidden />
          </summary>
          <nav
            aria-label={t("helpMenu.title")}
            className="absolute bottom-full right-0 mb-3 w-64 rounded-2xl border border-line bg-surface-2 p-1.5 shadow-2xl"
          >
            {hydrated ? (
              <button
                type="button"
                className={`${item} w-full text-left`}
                onClick={() => {
                  close();
                  setChat(true);
                  setLoaded(true);
                }}
                data-testid="assistant-launcher"
              >
                <Bot className="size-4 shrink-0 text-accent" aria-hidden />
                {t("assistant.open")}
              </button>
            ) : null}
            {signedIn ? (
              <>
                <Link
                  to={localize("/profile/tickets?new#new-ticket")}
                  className={item}
                  onClick={openTicket}
                  data-testid="help-ticket"
                >
                  {t("helpMenu.ticket")}
                </Link>
                <Link
                  to={localize("/profile/tickets")}
                  className={item}
                  onClick={close}
                  data-testid="help-tickets"
                >
                  {t("helpMenu.tickets")}
                </Link>
              </>
            ) : (
              <>
                <SignInLink
                  redirectTo="/profile/tickets?new#new-ticket"
                  className={item}
                  data-testid="help-ticket"
                >
                  {t("helpMenu.ticket")}
                </SignInLink>
                <p className="px-3 pb-2 text-xs text-muted">{t("tickets.hint.guestText")}</p>
              </>
            )}
          </nav>
        </details>
      )}
    </div>
  );
}
