import { Link, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import type { ThreadData } from "~/services/tickets/pages.server";
import { formatTicketListDate } from "~/utils/dates";
import type { Reader } from "~/utils/ticket-access";
import {
  byLongestWaiting,
  durationParts,
  minutesBetween,
  parseOpenTickets,
  ticketDisplayStatus,
  toggleOpenTicket,
  waitingSince,
  type TicketView,
} from "~/utils/tickets";
import { useNow } from "~/utils/use-now";
import { useLocalize } from "~/utils/use-lang";
import { TicketStatusBadge } from "./ticket-status-badge";
import { TicketThread } from "./ticket-thread";

const ArrowDownUp = icon("arrow-down-up");
const ChevronDown = icon("chevron-down");
const ExternalLink = icon("external-link");
const MessageSquareText = icon("message-square-text");

/**
 * A list of tickets whose rows open in place (SPEC §2.3: `?ticket=` holds the open ids; toggling
 * adds or removes one and replaces the URL). Used by the customer's tickets and by every desk tab.
 */
export function TicketList({
  list,
  threads,
  viewer,
  showAuthor = false,
  emptyText,
}: {
  list: TicketView[];
  threads: ThreadData[];
  viewer: Reader;
  showAuthor?: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const localize = useLocalize();
  const openIds = parseOpenTickets(new URLSearchParams(location.search).get("ticket"));
  // A ticket opened by id but no longer in this list (taken, closed) still shows its thread.
  const extra = threads.filter((th) => !list.some((x) => x.id === th.ticket.id)).map((th) => th.ticket);
  // The desk may sort by waiting time (?sort=waiting, a link, so it works without JavaScript).
  const search = new URLSearchParams(location.search);
  const byWaiting = showAuthor && search.get("sort") === "waiting";
  const rows = byWaiting ? byLongestWaiting([...extra, ...list]) : [...extra, ...list];
  const sortHref = () => {
    const params = new URLSearchParams(location.search);
    if (byWaiting) params.delete("sort");
    else params.set("sort", "waiting");
    const query = params.toString().replaceAll("%2C", ",");
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  if (!rows.length)
    return (
      <p className="card p-8 text-center text-muted" data-testid="tickets-empty">
        {emptyText}
      </p>
    );
  const toggleHref = (id: number) => {
    const params = new URLSearchParams(location.search);
    const next = toggleOpenTicket(openIds, id);
    if (next.length) params.set("ticket", next.join(","));
    else params.delete("ticket");
    params.delete("confirm");
    const query = params.toString().replaceAll("%2C", ",");
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <>
      {showAuthor ? (
        <div className="mb-3 flex justify-end">
          <Link
            to={sortHref()}
            replace
            preventScrollReset
            className="btn-ghost px-3 py-1.5 text-sm"
            data-testid="sort-waiting"
          >
            <ArrowDownUp className="size-4" aria-hidden />
            {t(byWaiting ? "tickets.times.sortDefault" : "tickets.times.sortWaiting")}
          </Link>
        </div>
      ) : null}
      <ul className="space-y-3" data-testid="ticket-list">
        {rows.map((ticket) => {
          const open = openIds.includes(ticket.id);
          const thread = threads.find((th) => th.ticket.id === ticket.id);
          const status = ticketDisplayStatus(ticket, viewer.id);
          return (
            <li key={ticket.id} data-testid={`ticket-row-${ticket.id}`} data-status={status}>
              <div
                className={`card flex flex-wrap items-center gap-x-4 gap-y-2 p-4 ${open ? "rounded-b-none border-b-0" : ""}`}
              >
                <MessageSquareText className="size-5 shrink-0 text-accent" aria-hidden />
                <div className="min-w-[11rem] flex-1 basis-[calc(100%-3rem)] sm:basis-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-text">
                    <span>{t("tickets.number", { id: ticket.id })}</span>
                    <span className="text-sm font-normal text-muted">
                      · {t(`tickets.subjects.${ticket.subject}`)}
                    </span>
                  </p>
                  <p className="truncate text-sm text-faint">
                    {showAuthor && ticket.authorLogin ? (
                      <span className="text-muted">{ticket.authorLogin} · </span>
                    ) : null}
                    {ticket.preview || t("tickets.filesOnly")}
                  </p>
                  {showAuthor ? <DeskTimes ticket={ticket} /> : null}
                </div>
                <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-2 pl-9 sm:w-auto sm:pl-0">
                  <TicketStatusBadge
                    status={status}
                    testId="ticket-status"
                    asAuthor={ticket.authorId === viewer.id}
                  />
                  {ticket.unread > 0 ? (
                    <span
                      className="grid min-w-6 place-items-center rounded-full bg-accent-fill px-1.5 text-xs font-bold text-white"
                      aria-label={t("tickets.unread", { count: ticket.unread })}
                      data-testid="ticket-unread"
                    >
                      {ticket.unread}
                    </span>
                  ) : null}
                  <time dateTime={ticket.createdAt} className="text-xs tabular-nums text-faint">
                    {formatTicketListDate(ticket.createdAt)}
                  </time>
                  <div className="ml-auto flex items-center gap-1">
                    <Link
                      to={toggleHref(ticket.id)}
                      replace
                      preventScrollReset
                      className="btn-ghost px-3 py-1.5 text-sm"
                      aria-expanded={open}
                      data-testid="ticket-toggle"
                    >
                      {open ? t("tickets.hide") : t("tickets.open")}
                      <ChevronDown className={`size-4 transition ${open ? "rotate-180" : ""}`} aria-hidden />
                    </Link>
                    <Link
                      to={localize(`/profile/ticket/${ticket.id}`)}
                      className="rounded-lg p-2 text-muted hover:bg-surface-3 hover:text-text"
                      aria-label={t("tickets.number", { id: ticket.id })}
                    >
                      <ExternalLink className="size-4" aria-hidden />
                    </Link>
                  </div>
                </div>
              </div>
              {open && thread ? (
                <div className="-mt-px">
                  <TicketThread data={thread} viewer={viewer} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * For staff: how fast the customer got a first answer (or how long they have had none) and how
 * long they have been waiting since their last message.
 */
function DeskTimes({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const now = useNow();
  const span = (from: string, to: string | number) => {
    const { key, d, h, m } = durationParts(minutesBetween(from, to));
    return t(`tickets.times.duration.${key}`, { d, h, m });
  };
  const since = waitingSince(ticket);
  const items = [
    ticket.firstResponseAt
      ? t("tickets.times.firstResponse", { time: span(ticket.createdAt, ticket.firstResponseAt) })
      : ticket.closed
        ? null
        : t("tickets.times.noAnswer", { time: span(ticket.createdAt, now) }),
    since && ticket.firstResponseAt ? t("tickets.times.waiting", { time: span(since, now) }) : null,
  ].filter(Boolean);
  if (!items.length) return null;
  return (
    <p
      className={`text-xs tabular-nums ${since ? "text-warning" : "text-faint"}`}
      data-testid="ticket-times"
      data-waiting={since ? "true" : "false"}
      suppressHydrationWarning
    >
      {items.join(" · ")}
    </p>
  );
}
