import { Form } from "@remix-run/react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import type { ThreadData } from "~/services/tickets/pages.server";
import { type Reader } from "~/utils/ticket-access";
import { type TicketMessageView, type TicketNoteView, type TicketView } from "~/utils/tickets";
import type { PendingMessage } from "~/utils/ticket-live-client";
import { CustomerPanel } from "./customer-panel";
import { TicketPurchaseCard } from "./ticket-purchase";
import { TicketRating } from "./ticket-rating";
import { TicketTranscript } from "./ticket-transcript";
import { useLiveTickets } from "./live-provider";
import { MessageBubble, NoteBubble, PendingBubble } from "./ticket-bubbles";
import { ReplyBox } from "./reply-box";

const EMPTY: TicketMessageView[] = [];
const NO_NOTES: TicketNoteView[] = [];
const NO_PENDING: PendingMessage[] = [];

/**
 * One ticket's conversation (SPEC §2.3 /profile/ticket/{id} and the open rows of the lists): the
 * messages in a 338 px scroll (SPEC §9), then the reply box in the mode the reader's rights give
 * (SPEC §4.2). With JavaScript the thread is live and replies go through the socket's outbox;
 * without it every control is a form post and a reload shows the current state.
 */
export function TicketThread({ data, viewer }: { data: ThreadData; viewer: Reader }) {
  const { client, state } = useLiveTickets();
  const id = data.ticket.id;

  // The live client holds the thread once the page is hydrated; the loader's copy seeds it.
  useEffect(() => {
    if (!client) return;
    client.seed(data.ticket, data.messages);
    if (data.notes) client.seedNotes(data.ticket.id, data.notes);
  }, [client, data]);
  useEffect(() => {
    if (!client) return;
    client.open(id);
    return () => client.close(id);
  }, [client, id]);

  const subscribe = (cb: () => void) => (client ? client.subscribe(cb) : () => {});
  const liveMessages = useSyncExternalStore(
    subscribe,
    () => (client ? client.messages(id) : EMPTY),
    () => EMPTY,
  );
  const liveTicket = useSyncExternalStore(
    subscribe,
    () => client?.ticket(id),
    () => undefined,
  );
  const pending = useSyncExternalStore(
    subscribe,
    () => (client ? client.pendingFor(id) : NO_PENDING),
    () => NO_PENDING,
  );
  const typing = useSyncExternalStore(
    subscribe,
    () => client?.typingIn(id) ?? null,
    () => null,
  );
  const liveNotes = useSyncExternalStore(
    subscribe,
    () => (client ? client.notesOf(id) : NO_NOTES),
    () => NO_NOTES,
  );
  const messages = liveMessages.length ? liveMessages : data.messages;
  const notes = liveNotes.length ? liveNotes : (data.notes ?? NO_NOTES);
  const ticket: TicketView = liveTicket ?? data.ticket;

  // An open thread is read (SPEC §4.2): what was unread when the page loaded, and each message
  // arriving while it stays open. The page's GET wrote nothing; this event is the write.
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const unreadOnLoad = data.ticket.unread;
  useEffect(() => {
    if (client && (unreadOnLoad > 0 || lastSeq > data.ticket.lastMessageSeq))
      client.socket.emit("read-ticket-messages", { ticketId: id });
  }, [client, id, lastSeq, unreadOnLoad, data.ticket.lastMessageSeq]);

  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [messages.length, pending.length, notes.length]);

  return (
    <section
      className="card overflow-hidden"
      data-testid={`ticket-thread-${id}`}
      data-ticket-thread={id}
      aria-label={`#${id}`}
    >
      {data.customer ? <CustomerPanel customer={data.customer} /> : null}
      {data.purchase ? <TicketPurchaseCard ticketId={id} purchase={data.purchase} /> : null}
      {data.transcript ? (
        <TicketTranscript lines={data.transcript} isAuthor={data.ticket.authorId === viewer.id} />
      ) : null}
      <div
        ref={scroller}
        className="h-[338px] space-y-3 overflow-y-auto bg-bg/40 p-4"
        data-testid="ticket-messages"
        aria-live="polite"
      >
        {timeline(messages, notes).map((item) =>
          "seq" in item ? (
            <MessageBubble key={`m${item.id}`} message={item} viewer={viewer} />
          ) : (
            <NoteBubble key={`n${item.id}`} note={item} />
          ),
        )}
        {pending.map((p) => (
          <PendingBubble key={p.clientId} pending={p} onDiscard={() => client?.discard(p.clientId)} />
        ))}
      </div>
      <TypingLine from={typing} />
      {/* Without the live channel, reading is a form post of its own. */}
      {!client && unreadOnLoad > 0 ? <MarkReadForm ticketId={id} unread={unreadOnLoad} /> : null}
      <ReplyBox
        ticket={ticket}
        viewer={viewer}
        replyKey={data.replyKey}
        state={client ? state : null}
        mayNote={data.notes !== null}
        canned={data.canned}
        draft={data.draft}
      />
      <TicketRating ticket={ticket} isAuthor={ticket.authorId === viewer.id} />
    </section>
  );
}

/** Messages and internal notes in the order they were written (notes carry no sequence number). */
function timeline(messages: TicketMessageView[], notes: TicketNoteView[]) {
  if (!notes.length) return messages;
  const items: (TicketMessageView | TicketNoteView)[] = [...messages];
  for (const note of notes) {
    const after = items.findLastIndex((item) => item.createdAt <= note.createdAt);
    items.splice(after + 1, 0, note);
  }
  return items;
}

/** "Support is typing…" / "The customer is typing…" under the messages; the line keeps its height. */
function TypingLine({ from }: { from: "customer" | "staff" | null }) {
  const { t } = useTranslation();
  return (
    <p className="h-6 bg-bg/40 px-4 text-xs italic leading-6 text-muted" data-testid="typing-indicator">
      {from ? t(`tickets.typing.${from}`) : null}
    </p>
  );
}

function MarkReadForm({ ticketId, unread }: { ticketId: number; unread: number }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-accent/10 px-4 py-2.5 text-sm"
      data-testid="mark-read"
    >
      <input type="hidden" name="intent" value="read" />
      <input type="hidden" name="ticketId" value={ticketId} />
      <span className="text-text">{t("tickets.unread", { count: unread })}</span>
      <button type="submit" className="btn-ghost px-3 py-1.5 text-sm" data-testid="mark-read-submit">
        {t("tickets.markRead")}
      </button>
    </Form>
  );
}
