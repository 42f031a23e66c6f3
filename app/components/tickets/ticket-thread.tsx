import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { AlertTriangle, ChevronDown, Loader2, Lock, Send } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { UserAvatar } from "~/components/auth/user-avatar";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { useRootData } from "~/utils/use-root-data";
import type { ThreadData, TicketActionResult } from "~/services/tickets/pages.server";
import { formatMessageTime } from "~/utils/dates";
import { canAskHelp, canBlock, canClose, replyMode, type Reader } from "~/utils/ticket-access";
import { MESSAGE_MAX, type TicketMessageView, type TicketNoteView, type TicketView } from "~/utils/tickets";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang } from "~/utils/use-lang";
import type { PendingMessage } from "~/utils/ticket-live-client";
import { searchCannedReplies, slashQuery, type CannedReplyView } from "~/utils/canned-replies";
import { CannedMenu, SlashSuggestions } from "./canned-replies";
import { CustomerPanel } from "./customer-panel";
import { TicketPurchaseCard } from "./ticket-purchase";
import { TicketRating } from "./ticket-rating";
import { TicketTranscript } from "./ticket-transcript";
import { useLiveTickets, type ConnectionState } from "./live-provider";
import { UploadStrip } from "./upload-strip";
import { filesFrom, useImageUploads } from "./use-image-uploads";

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
    <section className="card overflow-hidden" data-testid={`ticket-thread-${id}`} aria-label={`#${id}`}>
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

/** An internal note: styled apart from the conversation, and said to be for staff only. */
function NoteBubble({ note }: { note: TicketNoteView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const time = formatMessageTime(note.createdAt, lang, {
    today: (time) => t("tickets.today", { time }),
    yesterday: (time) => t("tickets.yesterday", { time }),
  });
  return (
    <div
      className="mx-auto max-w-[90%] rounded-xl border border-dashed border-warning/60 bg-warning/10 px-3.5 py-2 text-sm"
      data-testid="note"
    >
      <p className="flex items-center gap-1.5 text-xs text-warning">
        <Lock className="size-3.5" aria-hidden />
        <span className="font-semibold">{t("tickets.notes.label")}</span>
        <span className="text-faint">
          · {note.author?.login ?? t("tickets.author.system")} · {time}
        </span>
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-text" data-testid="note-text">
        {note.text}
      </p>
    </div>
  );
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

function MessageBubble({ message, viewer }: { message: TicketMessageView; viewer: Reader }) {
  const { t } = useTranslation();
  const lang = useLang();
  const time = formatMessageTime(message.createdAt, lang, {
    today: (time) => t("tickets.today", { time }),
    yesterday: (time) => t("tickets.yesterday", { time }),
  });
  if (message.type === "need_help_request" || message.type === "auto_closed") {
    return (
      <p
        className="mx-auto max-w-md rounded-xl bg-surface-3/70 px-3 py-2 text-center text-xs text-muted"
        data-testid="system-message"
      >
        {t(`tickets.system.${message.type}`)} <span className="text-faint">· {time}</span>
      </p>
    );
  }
  const mine = message.author?.id === viewer.id;
  const name = message.author?.login ?? t(`tickets.author.${message.author?.role ?? "system"}`);
  return (
    <div className={`flex gap-2.5 ${mine ? "flex-row-reverse" : ""}`} data-testid="message">
      <UserAvatar
        user={{
          login: name,
          avatarWebP: message.author?.avatarWebP ?? null,
          avatarJPEG: message.author?.avatarJPEG ?? null,
        }}
        size={32}
        className="shrink-0"
      />
      <div className={`max-w-[80%] space-y-1 ${mine ? "items-end text-right" : ""}`}>
        <p className="text-xs text-faint">
          <span className="font-semibold text-muted" data-testid="message-author">
            {name}
          </span>{" "}
          · {time}
        </p>
        {message.text ? (
          <p
            className={`inline-block whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-left text-sm ${
              mine ? "bg-accent-fill text-white" : "bg-surface-3 text-text"
            }`}
            data-testid="message-text"
          >
            {message.text}
          </p>
        ) : null}
        {message.files.length ? (
          <div className={`flex flex-wrap gap-1.5 ${mine ? "justify-end" : ""}`}>
            {message.files.map((f) => (
              <a
                key={f.id}
                href={f.path}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-lg border border-line"
              >
                <img
                  src={f.path}
                  alt={t("tickets.imageAlt", { order: f.order })}
                  width={f.width}
                  height={f.height}
                  loading="lazy"
                  className="h-24 w-auto max-w-40 object-cover"
                />
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function PendingBubble({
  pending,
  onDiscard,
}: {
  pending: { message: string; error?: string; waiting?: string; note?: boolean };
  onDiscard(): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-row-reverse gap-2.5 opacity-70"
      data-testid={pending.note ? "pending-note" : "pending-message"}
    >
      <div className="max-w-[80%] space-y-1 text-right">
        <p
          className={`inline-block whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-left text-sm ${
            pending.note
              ? "border border-dashed border-warning/60 bg-warning/10 text-text"
              : "bg-accent/60 text-white"
          }`}
        >
          {pending.message || t("tickets.filesOnly")}
        </p>
        <p className="text-xs text-faint">
          {pending.error ? (
            <>
              <span className="text-status-red">{t(`tickets.errors.${pending.error}`)}</span>{" "}
              <button type="button" className="underline" onClick={onDiscard}>
                {t("tickets.discard")}
              </button>
            </>
          ) : pending.waiting ? (
            t(`tickets.errors.${pending.waiting}`)
          ) : (
            t("tickets.sending")
          )}
        </p>
      </div>
    </div>
  );
}

/** The connection pill: the visible connection state of the live channel. */
function ConnectionPill({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  const colour =
    state === "connected" ? "bg-status-green" : state === "connecting" ? "bg-warning" : "bg-status-red";
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted"
      data-testid="connection-state"
      data-state={state}
    >
      <span className={`size-2 rounded-full ${colour}`} aria-hidden />
      {t(`tickets.connection.${state}`)}
    </span>
  );
}

function ReplyBox({
  ticket,
  viewer,
  replyKey,
  state,
  mayNote,
  canned,
  draft,
}: {
  ticket: TicketView;
  viewer: Reader;
  replyKey: string;
  state: ConnectionState | null;
  /** Staff who may keep internal notes on this ticket. */
  mayNote: boolean;
  /** Canned replies (staff answering), in the customer's language with variables filled in. */
  canned: CannedReplyView[] | null;
  /** What the box starts with (a canned reply picked without JavaScript). */
  draft: string;
}) {
  const { t } = useTranslation();
  const mode = replyMode(ticket, viewer);
  const hydrated = useHydrated();
  const { client } = useLiveTickets();
  const maxMb = useRootData()?.uploadMaxMb ?? 4;
  const uploads = useImageUploads(maxMb, ticket.id);
  const [text, setText] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  // "/" + words: the matching canned replies, the highlighted one, and a dismissed slash's place.
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const slash = hydrated && canned?.length ? slashQuery(text) : null;
  const matches =
    slash && slash.start !== dismissed ? searchCannedReplies(canned!, slash.query).slice(0, 6) : null;
  const textarea = useRef<HTMLTextAreaElement>(null);
  // With the live channel, staff switch the box between a reply and an internal note.
  const [noteMode, setNoteMode] = useState(false);
  const insertCanned = (reply: string, replaceFrom = text.length) => {
    const before = text.slice(0, replaceFrom);
    const next =
      replaceFrom < text.length || !before.trim() ? before + reply : `${before.trimEnd()}\n${reply}`;
    setText(next);
    setActive(0);
    setError(null);
    textarea.current?.focus();
  };
  const fetcher = useFetcher<TicketActionResult>();
  const location = useLocation();
  const actionsForm = `ticket-actions-${ticket.id}`;
  const query = new URLSearchParams(location.search);
  query.delete("confirm");
  const withoutConfirm = `${location.pathname}${query.size ? `?${query.toString().replaceAll("%2C", ",")}` : ""}`;

  // Staff who read a ticket they do not answer (closed, a colleague's, waiting to be taken) may
  // still leave a note for the others.
  const noteBox = mayNote ? <NoteBox ticketId={ticket.id} replyKey={replyKey} /> : null;

  if (mode === "disabled")
    return (
      <>
        <div
          className="flex items-center justify-between gap-3 border-t border-line p-4 text-sm text-muted"
          data-testid="reply-disabled"
        >
          <span data-testid="reply-disabled-notice">
            {ticket.closed ? t("tickets.closedNotice") : t("tickets.disabledNotice")}
          </span>
          {state ? <ConnectionPill state={state} /> : null}
        </div>
        {noteBox}
      </>
    );

  if (mode === "takeInWork" || mode === "takeNeedHelp")
    return (
      <>
        <fetcher.Form
          method="post"
          className="flex items-center justify-between gap-3 border-t border-line p-4"
        >
          <input type="hidden" name="ticketId" value={ticket.id} />
          <button
            type="submit"
            name="intent"
            value={mode === "takeInWork" ? "take" : "takeNeedHelp"}
            className="btn-primary"
            data-testid="take-in-work"
          >
            {fetcher.state !== "idle" ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            {t(mode === "takeInWork" ? "tickets.takeInWork" : "tickets.takeNeedHelp")}
          </button>
          <ActionError result={fetcher.data} />
          {state ? <ConnectionPill state={state} /> : null}
        </fetcher.Form>
        {noteBox}
      </>
    );

  const live = hydrated && client;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!live) return; // Without the live channel the form posts.
    event.preventDefault();
    const message = text.trim();
    // The mode decides, never the key or button that submitted: a note typed in note mode can
    // only ever become a note (Ctrl+Enter included).
    if (noteMode) {
      // A note is text only; pictures stay in the box for the reply.
      if (!message) return setError(t("validation.required"));
      if (message.length > MESSAGE_MAX) return setError(t("tickets.errors.replyLength"));
      client.addNote(ticket.id, message);
      setText("");
      setError(null);
      return;
    }
    if (uploads.busy) return setError(t("tickets.waitUploads"));
    if (!message && !uploads.ids.length) return setError(t("validation.required"));
    if (message.length > MESSAGE_MAX) return setError(t("tickets.errors.replyLength"));
    client.send(ticket.id, message, uploads.ids);
    setText("");
    setError(null);
    uploads.reset();
  };

  return (
    <div className="border-t border-line p-4">
      <Form
        method="post"
        onSubmit={submit}
        className="space-y-2"
        onPaste={(e) => live && uploads.add(filesFrom(e.clipboardData))}
        onDragOver={(e) => live && e.preventDefault()}
        onDrop={(e) => {
          if (!live) return;
          e.preventDefault();
          uploads.add(filesFrom(e.dataTransfer));
        }}
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="ticketId" value={ticket.id} />
        <input type="hidden" name="clientId" value={replyKey} />
        {live && mayNote ? (
          <div
            className="flex gap-1 rounded-xl bg-surface-3 p-1 text-sm"
            role="group"
            aria-label={t("tickets.notes.mode")}
          >
            {[false, true].map((note) => (
              <button
                key={String(note)}
                type="button"
                aria-pressed={noteMode === note}
                onClick={() => setNoteMode(note)}
                className={`inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 sm:flex-none ${
                  noteMode === note
                    ? note
                      ? "bg-warning/20 text-warning"
                      : "bg-surface text-text"
                    : "text-muted hover:text-text"
                }`}
                data-testid={note ? "note-mode" : "reply-mode"}
              >
                {note ? <Lock className="size-3.5" aria-hidden /> : <Send className="size-3.5" aria-hidden />}
                {t(note ? "tickets.notes.modeNote" : "tickets.reply")}
              </button>
            ))}
          </div>
        ) : null}
        <label htmlFor={`reply-${ticket.id}`} className="sr-only">
          {t(noteMode ? "tickets.notes.open" : "tickets.reply")}
        </label>
        {matches ? (
          <SlashSuggestions
            id={`canned-${ticket.id}`}
            matches={matches}
            active={Math.min(active, matches.length - 1)}
            onPick={(reply) => insertCanned(reply.text, slash!.start)}
          />
        ) : null}
        <textarea
          ref={textarea}
          id={`reply-${ticket.id}`}
          name="message"
          rows={3}
          maxLength={MESSAGE_MAX}
          required={!hydrated}
          value={hydrated ? text : undefined}
          defaultValue={hydrated ? undefined : draft}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            if (!slashQuery(e.target.value)) setDismissed(null);
            // A note is nobody's business but staff's: the customer does not see it being typed.
            if (live && e.target.value && !noteMode) client.typing(ticket.id);
          }}
          placeholder={t(
            noteMode
              ? "tickets.notes.hint"
              : canned?.length
                ? "tickets.replyPlaceholderStaff"
                : "tickets.replyPlaceholder",
          )}
          className={`w-full resize-y rounded-xl border bg-surface-2 px-3.5 py-2.5 text-sm text-text placeholder:text-faint focus:outline-none ${
            noteMode
              ? "border-dashed border-warning/70 focus:border-warning"
              : "border-line focus:border-accent"
          }`}
          data-testid="reply-input"
          aria-controls={matches?.length ? `canned-${ticket.id}` : undefined}
          aria-activedescendant={
            matches?.length
              ? `canned-${ticket.id}-${matches[Math.min(active, matches.length - 1)].id}`
              : undefined
          }
          onKeyDown={(e) => {
            if (matches?.length && slash) {
              const pick = matches[Math.min(active, matches.length - 1)];
              if (e.key === "ArrowDown" || e.key === "ArrowUp") {
                e.preventDefault();
                const step = e.key === "ArrowDown" ? 1 : matches.length - 1;
                return setActive((Math.min(active, matches.length - 1) + step) % matches.length);
              }
              if ((e.key === "Enter" && !e.ctrlKey && !e.metaKey && !e.shiftKey) || e.key === "Tab") {
                e.preventDefault();
                return insertCanned(pick.text, slash.start);
              }
              if (e.key === "Escape") {
                e.preventDefault();
                return setDismissed(slash.start);
              }
            }
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
        />
        {live && !noteMode ? <UploadStrip uploads={uploads} /> : null}
        {error ? (
          <p className="text-xs text-status-red" role="alert" data-testid="reply-error">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="text-xs tabular-nums text-faint" data-testid="reply-counter">
              {t("tickets.counter", { count: text.length, max: MESSAGE_MAX })}
            </span>
            {state ? <ConnectionPill state={state} /> : null}
          </div>
          <div className="flex items-center gap-2">
            {mode === "close" ? <ActionsMenu ticket={ticket} viewer={viewer} formId={actionsForm} /> : null}
            {canned?.length ? (
              <CannedMenu
                ticketId={ticket.id}
                replies={canned}
                onInsert={hydrated ? (reply) => insertCanned(reply) : undefined}
              />
            ) : null}
            {mayNote && !live ? (
              <button
                type="submit"
                name="kind"
                value="note"
                className="btn-ghost text-sm"
                title={t("tickets.notes.hint")}
                data-testid="note-send"
              >
                <Lock className="size-4" aria-hidden />
                {t("tickets.notes.add")}
              </button>
            ) : null}
            <button
              type="submit"
              className={noteMode ? "btn-primary bg-warning text-bg hover:bg-warning/90" : "btn-primary"}
              disabled={live && !noteMode ? uploads.busy : false}
              data-testid="reply-send"
            >
              {noteMode ? <Lock className="size-4" aria-hidden /> : <Send className="size-4" aria-hidden />}
              {t(noteMode ? "tickets.notes.add" : "tickets.send")}
            </button>
          </div>
        </div>
      </Form>
      {/* The ticket actions' own form (forms cannot nest): its buttons sit in the reply box and
          point here with the form attribute, so they post without JavaScript too. */}
      <Form id={actionsForm} method="post" action={withoutConfirm} hidden>
        <input type="hidden" name="ticketId" value={ticket.id} />
      </Form>
    </div>
  );
}

/** An internal note without a reply box: a <details> that opens without JavaScript. */
function NoteBox({ ticketId, replyKey }: { ticketId: number; replyKey: string }) {
  const { t } = useTranslation();
  const { client } = useLiveTickets();
  const hydrated = useHydrated();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!hydrated || !client) return;
    event.preventDefault();
    const note = text.trim();
    if (!note) return setError(t("validation.required"));
    client.addNote(ticketId, note);
    setText("");
    setError(null);
  };
  return (
    <details className="border-t border-line px-4 py-3" data-testid="note-box">
      <summary className="flex cursor-pointer items-center gap-1.5 text-sm text-muted hover:text-text">
        <Lock className="size-4" aria-hidden />
        {t("tickets.notes.open")}
      </summary>
      <Form method="post" onSubmit={submit} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="ticketId" value={ticketId} />
        <input type="hidden" name="clientId" value={replyKey} />
        <label htmlFor={`note-${ticketId}`} className="sr-only">
          {t("tickets.notes.open")}
        </label>
        <textarea
          id={`note-${ticketId}`}
          name="message"
          rows={2}
          maxLength={MESSAGE_MAX}
          required={!hydrated}
          value={hydrated ? text : undefined}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("tickets.notes.hint")}
          className="w-full resize-y rounded-xl border border-dashed border-warning/60 bg-surface-2 px-3.5 py-2.5 text-sm text-text placeholder:text-faint focus:border-warning focus:outline-none"
          data-testid="note-input"
        />
        {error ? (
          <p className="text-xs text-status-red" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-ghost text-sm" data-testid="note-box-send">
          <Lock className="size-4" aria-hidden />
          {t("tickets.notes.add")}
        </button>
      </Form>
    </details>
  );
}

function ActionError({ result }: { result?: TicketActionResult }) {
  const { t } = useTranslation();
  if (!result || result.ok) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-status-red" role="alert" data-testid="action-error">
      <AlertTriangle className="size-3.5" aria-hidden />
      {t(`tickets.errors.${result.error}`)}
    </p>
  );
}

/**
 * Staff at work: the Actions menu (SPEC §4.2 close mode) with Help when allowed, Block and Close.
 * A <details> menu opens without JavaScript; Block and Close ask for confirmation first — in the
 * confirm dialog with JavaScript, on an inline confirmation (?confirm=) without it.
 */
function ActionsMenu({ ticket, viewer, formId }: { ticket: TicketView; viewer: Reader; formId: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const fetcher = useFetcher<TicketActionResult>();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const asked = params.get("confirm");
  const confirmHref = (what: string) => {
    const next = new URLSearchParams(location.search);
    next.set("confirm", `${what}:${ticket.id}`);
    return `?${next.toString()}`;
  };
  const run = async (event: React.MouseEvent, intent: "block" | "close") => {
    event.preventDefault();
    const ok = await confirm({
      title: t(intent === "block" ? "tickets.blockConfirmTitle" : "tickets.closeConfirmTitle"),
      description:
        intent === "block"
          ? t("tickets.blockConfirmText", { login: ticket.authorLogin ?? "" })
          : t("tickets.closeConfirmText"),
      submitLabel: t(intent === "block" ? "tickets.block" : "tickets.close"),
      type: intent === "block" ? "danger" : "primary",
    });
    if (ok) fetcher.submit({ intent, ticketId: ticket.id }, { method: "post" });
  };
  const pendingConfirm = asked?.endsWith(`:${ticket.id}`) ? asked.split(":")[0] : null;
  const item = "block w-full rounded-lg px-3 py-2 text-left text-sm text-text hover:bg-surface-3";
  return (
    <div className="relative">
      <details className="group">
        <summary className="btn-ghost cursor-pointer list-none text-sm" data-testid="ticket-actions">
          {t("tickets.actions")}
          <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
        </summary>
        <div className="absolute bottom-full right-0 z-20 mb-2 w-64 rounded-xl border border-line bg-surface-2 p-1.5 shadow-xl">
          {canAskHelp(ticket, viewer) ? (
            <button
              type="submit"
              form={formId}
              name="intent"
              value="help"
              className={item}
              data-testid="action-help"
              onClick={(e) => {
                e.preventDefault();
                fetcher.submit({ intent: "help", ticketId: ticket.id }, { method: "post" });
              }}
            >
              {t("tickets.askHelp")}
            </button>
          ) : null}
          {canBlock(ticket, viewer) ? (
            <Link
              to={confirmHref("block")}
              className={item}
              onClick={(e) => run(e, "block")}
              data-testid="action-block"
              replace
            >
              {t("tickets.block")}
            </Link>
          ) : null}
          {canClose(ticket, viewer) ? (
            <Link
              to={confirmHref("close")}
              className={item}
              onClick={(e) => run(e, "close")}
              data-testid="action-close"
              replace
            >
              {t("tickets.close")}
            </Link>
          ) : null}
        </div>
      </details>
      {pendingConfirm === "block" || pendingConfirm === "close" ? (
        <NoScriptConfirm ticket={ticket} intent={pendingConfirm} formId={formId} />
      ) : null}
      <ActionError result={fetcher.data} />
    </div>
  );
}

/** The confirmation without JavaScript: the same question, answered by a form post. */
function NoScriptConfirm({
  ticket,
  intent,
  formId,
}: {
  ticket: TicketView;
  intent: "block" | "close";
  formId: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("confirm");
  const cancel = `${location.pathname}${params.size ? `?${params}` : ""}`;
  return (
    <div
      className="absolute bottom-full right-0 z-30 mb-2 w-72 rounded-xl border border-line bg-surface-2 p-4 shadow-xl"
      role="alertdialog"
      data-testid="inline-confirm"
    >
      <p className="font-semibold text-text">
        {t(intent === "block" ? "tickets.blockConfirmTitle" : "tickets.closeConfirmTitle")}
      </p>
      <p className="mt-1 text-sm text-muted">
        {intent === "block"
          ? t("tickets.blockConfirmText", { login: ticket.authorLogin ?? "" })
          : t("tickets.closeConfirmText")}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Link to={cancel} className="btn-ghost text-sm" replace>
          {t("confirm.cancel")}
        </Link>
        <button
          type="submit"
          form={formId}
          name="intent"
          value={intent}
          className="btn-primary text-sm"
          data-testid="inline-confirm-submit"
        >
          {t(intent === "block" ? "tickets.block" : "tickets.close")}
        </button>
      </div>
    </div>
  );
}
