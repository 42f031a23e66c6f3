import { Link } from "@remix-run/react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useCreateTicketPanel } from "~/components/tickets/create-ticket-panel";
import { useRootData } from "~/utils/use-root-data";
import {
  ASSISTANT_SESSION_KEY,
  parseReply,
  TICKET_LINK_PATH,
  ticketPreset,
  type ReplyPart,
} from "~/utils/assistant";
import { stripLangPrefix } from "~/utils/lang";

const linkClass =
  "font-medium text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent";

/**
 * A reply of the assistant: paragraphs, quoted passages and links to the shop's pages, all as
 * text (never HTML). The support-ticket link opens the creation panel, or sign-in for visitors.
 */
export function ReplyBody({ text, onNavigate }: { text: string; onNavigate(): void }) {
  return (
    <div className="space-y-2">
      {parseReply(text).map((block, index) =>
        block.kind === "quote" ? (
          <blockquote
            key={index}
            className="whitespace-pre-wrap border-l-2 border-accent/70 pl-3 text-[13px] leading-relaxed text-text/80"
          >
            {block.text}
          </blockquote>
        ) : (
          <p key={index} className="whitespace-pre-wrap">
            {block.parts.map((part, i) => (
              <ReplyPartView key={i} part={part} onNavigate={onNavigate} />
            ))}
          </p>
        ),
      )}
    </div>
  );
}

function ReplyPartView({ part, onNavigate }: { part: ReplyPart; onNavigate(): void }) {
  if (!("href" in part)) return <>{part.text}</>;
  if (stripLangPrefix(part.href.split(/[?#]/)[0]) === TICKET_LINK_PATH.split("?")[0])
    return <TicketLink label={part.text} href={part.href} onNavigate={onNavigate} />;
  return (
    <Link to={part.href} className={linkClass} onClick={onNavigate} data-testid="assistant-link">
      {part.text}
    </Link>
  );
}

function TicketLink({ label, href, onNavigate }: { label: string; href: string; onNavigate(): void }) {
  const signedIn = Boolean(useRootData()?.user);
  const panel = useCreateTicketPanel();
  if (!signedIn)
    return (
      <SignInLink className={linkClass} data-testid="assistant-ticket-link">
        {label}
      </SignInLink>
    );
  return (
    <Link
      to={href}
      className={linkClass}
      onClick={(event) => {
        onNavigate();
        if (!panel) return;
        event.preventDefault();
        // The conversation goes with the new ticket, so support need not ask again.
        panel.open({
          assistantSessionId: storedSessionId() ?? undefined,
          // A reply about an order links the form with the order chosen.
          preset: ticketPreset(new URL(href, window.location.origin).searchParams),
        });
      }}
      data-testid="assistant-ticket-link"
    >
      {label}
    </Link>
  );
}

function storedSessionId() {
  try {
    return window.localStorage.getItem(ASSISTANT_SESSION_KEY);
  } catch {
    return null;
  }
}
