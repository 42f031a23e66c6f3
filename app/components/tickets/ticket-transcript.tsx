import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import type { TranscriptLine } from "~/db/schema/tickets";
import { parseReply } from "~/utils/assistant";
import { formatMessageTime } from "~/utils/dates";
import { useLang } from "~/utils/use-lang";

const Bot = icon("bot");

/** A reply of the assistant as plain text: quotes as they are, links as their labels. */
function plain(text: string) {
  return parseReply(text)
    .map((block) =>
      block.kind === "quote" ? `“${block.text}”` : block.parts.map((part) => part.text).join(""),
    )
    .join("\n\n");
}

/**
 * The assistant conversation a ticket was opened from, collapsed at the top of the thread for
 * its author and staff, so nobody asks the customer again what they already told the assistant.
 */
export function TicketTranscript({ lines, isAuthor }: { lines: TranscriptLine[]; isAuthor: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <details className="border-b border-line bg-surface-2/40 text-sm" data-testid="ticket-transcript">
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-2.5 text-muted hover:text-text">
        <Bot className="size-4" aria-hidden />
        {t("tickets.transcript.title", { count: lines.length })}
      </summary>
      <ol className="max-h-72 space-y-2 overflow-y-auto px-4 pb-3">
        {lines.map((line, index) => (
          <li key={index} className={line.isBot ? "text-muted" : "text-text"} data-testid="transcript-line">
            <span className="text-xs font-semibold text-faint">
              {line.isBot
                ? t("tickets.transcript.assistant")
                : t(isAuthor ? "tickets.transcript.you" : "tickets.transcript.customer")}{" "}
              ·{" "}
              {formatMessageTime(line.at, lang, {
                today: (time) => t("tickets.today", { time }),
                yesterday: (time) => t("tickets.yesterday", { time }),
              })}
            </span>
            <p className="whitespace-pre-wrap break-words">{line.isBot ? plain(line.text) : line.text}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
