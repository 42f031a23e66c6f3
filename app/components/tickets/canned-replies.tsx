import { Link, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { searchCannedReplies, type CannedReplyView } from "~/utils/canned-replies";

const MessageSquareText = icon("message-square-text");

/**
 * The canned replies of a reply box (issue: support that knows the customer). Two ways in: the
 * "Replies" menu — a <details> whose entries are links (`?canned=<ticket>:<reply>`) that fill the
 * box on a reload without JavaScript, and insert at once with it — and, with JavaScript, "/"
 * typed in the box, which lists the replies matching the words after it (SlashSuggestions).
 */
export function CannedMenu({
  ticketId,
  replies,
  onInsert,
}: {
  ticketId: number;
  replies: CannedReplyView[];
  /** Inserts into the box; absent before hydration (the links then navigate). */
  onInsert?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const shown = searchCannedReplies(replies, query);
  const href = (id: number) => {
    const params = new URLSearchParams(location.search);
    params.set("canned", `${ticketId}:${id}`);
    return `?${params.toString().replaceAll("%2C", ",").replaceAll("%3A", ":")}`;
  };
  return (
    <details
      className="relative"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="canned-menu"
    >
      <summary className="btn-ghost cursor-pointer list-none text-sm" title={t("tickets.canned.hint")}>
        <MessageSquareText className="size-4" aria-hidden />
        {t("tickets.canned.open")}
      </summary>
      <div className="absolute bottom-full right-0 z-20 mb-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface-2 p-2 shadow-xl">
        {onInsert ? (
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // Enter would submit the reply form around the menu: it inserts the first match.
              if (e.key !== "Enter") return;
              e.preventDefault();
              const first = shown.find((reply) => !reply.missing.length);
              if (!first) return;
              onInsert(first.text);
              setOpen(false);
              setQuery("");
            }}
            placeholder={t("tickets.canned.search")}
            aria-label={t("tickets.canned.search")}
            className="mb-2 w-full rounded-lg border border-line bg-surface px-3 py-1.5 text-sm text-text focus:border-accent focus:outline-none"
            data-testid="canned-search"
          />
        ) : null}
        <ul className="max-h-64 space-y-0.5 overflow-y-auto">
          {shown.map((reply) => (
            <li key={reply.id}>
              {reply.missing.length ? (
                <div
                  aria-disabled="true"
                  className="block cursor-not-allowed rounded-lg px-3 py-2 opacity-70"
                  data-testid="canned-item-missing"
                >
                  <span className="block text-sm font-semibold text-text">{reply.title}</span>
                  <span className="block text-xs text-warning">
                    {t("tickets.canned.missing", {
                      names: reply.missing.map((name) => t(`tickets.canned.variables.${name}`)).join(", "),
                    })}
                  </span>
                </div>
              ) : (
                <Link
                  to={href(reply.id)}
                  replace
                  preventScrollReset
                  className="block rounded-lg px-3 py-2 text-left hover:bg-surface-3"
                  onClick={(e) => {
                    if (!onInsert) return;
                    e.preventDefault();
                    onInsert(reply.text);
                    setOpen(false);
                    setQuery("");
                  }}
                  data-testid="canned-item"
                >
                  <span className="block text-sm font-semibold text-text">{reply.title}</span>
                  <span className="line-clamp-2 text-xs text-muted">{reply.text}</span>
                </Link>
              )}
            </li>
          ))}
          {shown.length ? null : <li className="px-3 py-2 text-sm text-muted">{t("tickets.canned.none")}</li>}
        </ul>
      </div>
    </details>
  );
}

/** The replies matching what follows "/" in the box, under it; the box's keys move the choice. */
export function SlashSuggestions({
  id,
  matches,
  active,
  onPick,
}: {
  id: string;
  matches: CannedReplyView[];
  active: number;
  onPick: (reply: CannedReplyView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-1.5" data-testid="canned-suggestions">
      <p className="px-2 pb-1 text-xs text-faint">{t("tickets.canned.slashHelp")}</p>
      {matches.length ? (
        <ul role="listbox" id={id} aria-label={t("tickets.canned.open")}>
          {matches.map((reply, index) => (
            <li
              key={reply.id}
              id={`${id}-${reply.id}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer rounded-lg px-3 py-1.5 ${index === active ? "bg-accent/15" : "hover:bg-surface-3"}`}
              // Keeps the focus in the box (a click would otherwise blur it first).
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(reply)}
              data-testid="canned-suggestion"
            >
              <span className="block text-sm font-semibold text-text">{reply.title}</span>
              <span className="line-clamp-1 text-xs text-muted">{reply.text}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-2 py-1.5 text-sm text-muted">{t("tickets.canned.none")}</p>
      )}
    </div>
  );
}
