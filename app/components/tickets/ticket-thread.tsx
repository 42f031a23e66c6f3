import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { AlertTriangle, ChevronDown, Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { UserAvatar } from "~/components/auth/user-avatar";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { useRootData } from "~/root";
import type { ThreadData, TicketActionResult } from "~/services/tickets/pages.server";
import { formatMessageTime } from "~/utils/dates";
import { canAskHelp, canBlock, canClose, replyMode, type Reader } from "~/utils/ticket-access";
import { MESSAGE_MAX, type TicketMessageView, type TicketView } from "~/utils/tickets";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang } from "~/utils/use-lang";
import type { PendingMessage } from "~/utils/ticket-live-client";
import { useLiveTickets, type ConnectionState } from "./live-provider";
import { UploadStrip } from "./upload-strip";
import { filesFrom, useImageUploads } from "./use-image-uploads";

const EMPTY: TicketMessageView[] = [];
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
  const messages = liveMessages.length ? liveMessages : data.messages;
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
  }, [messages.length, pending.length]);

  return (
    <section className="card overflow-hidden" data-testid={`ticket-thread-${id}`} aria-label={`#${id}`}>
      <div
        ref={scroller}
        className="h-[338px] space-y-3 overflow-y-auto bg-bg/40 p-4"
        data-testid="ticket-messages"
        aria-live="polite"
      >
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} viewer={viewer} />
        ))}
        {pending.map((p) => (
          <PendingBubble key={p.clientId} pending={p} onDiscard={() => client?.discard(p.clientId)} />
        ))}
      </div>
      <TypingLine from={typing} />
      {/* Without the live channel, reading is a form post of its own. */}
      {!client && unreadOnLoad > 0 ? <MarkReadForm ticketId={id} unread={unreadOnLoad} /> : null}
      <ReplyBox ticket={ticket} viewer={viewer} replyKey={data.replyKey} state={client ? state : null} />
    </section>
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
  pending: { message: string; error?: string; waiting?: string };
  onDiscard(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-row-reverse gap-2.5 opacity-70" data-testid="pending-message">
      <div className="max-w-[80%] space-y-1 text-right">
        <p className="inline-block whitespace-pre-wrap break-words rounded-2xl bg-accent/60 px-3.5 py-2 text-left text-sm text-white">
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
}: {
  ticket: TicketView;
  viewer: Reader;
  replyKey: string;
  state: ConnectionState | null;
}) {
  const { t } = useTranslation();
  const mode = replyMode(ticket, viewer);
  const hydrated = useHydrated();
  const { client } = useLiveTickets();
  const maxMb = useRootData()?.uploadMaxMb ?? 4;
  const uploads = useImageUploads(maxMb, ticket.id);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fetcher = useFetcher<TicketActionResult>();
  const location = useLocation();
  const actionsForm = `ticket-actions-${ticket.id}`;
  const query = new URLSearchParams(location.search);
  query.delete("confirm");
  const withoutConfirm = `${location.pathname}${query.size ? `?${query.toString().replaceAll("%2C", ",")}` : ""}`;

  if (mode === "disabled")
    return (
      <div
        className="flex items-center justify-between gap-3 border-t border-line p-4 text-sm text-muted"
        data-testid="reply-disabled"
      >
        <span data-testid="reply-disabled-notice">
          {ticket.closed ? t("tickets.closedNotice") : t("tickets.disabledNotice")}
        </span>
        {state ? <ConnectionPill state={state} /> : null}
      </div>
    );

  if (mode === "takeInWork" || mode === "takeNeedHelp")
    return (
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
    );

  const live = hydrated && client;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!live) return; // Without the live channel the form posts.
    event.preventDefault();
    const message = text.trim();
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
        <label htmlFor={`reply-${ticket.id}`} className="sr-only">
          {t("tickets.reply")}
        </label>
        <textarea
          id={`reply-${ticket.id}`}
          name="message"
          rows={3}
          maxLength={MESSAGE_MAX}
          required={!hydrated}
          value={hydrated ? text : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (live && e.target.value) client.typing(ticket.id);
          }}
          placeholder={t("tickets.replyPlaceholder")}
          className="w-full resize-y rounded-xl border border-line bg-surface-2 px-3.5 py-2.5 text-sm text-text placeholder:text-faint focus:border-accent focus:outline-none"
          data-testid="reply-input"
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
        />
        {live ? <UploadStrip uploads={uploads} /> : null}
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
            <button
              type="submit"
              className="btn-primary"
              disabled={live ? uploads.busy : false}
              data-testid="reply-send"
            >
              <Send className="size-4" aria-hidden />
              {t("tickets.send")}
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
