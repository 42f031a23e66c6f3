import { Form, useFetcher, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/utils/use-root-data";
import type { TicketActionResult } from "~/services/tickets/pages.server";
import { replyMode, type Reader } from "~/utils/ticket-access";
import { MESSAGE_MAX, type TicketView } from "~/utils/tickets";
import { useHydrated } from "~/utils/use-hydrated";
import type { CannedReplyView } from "~/utils/canned-replies";
import { CannedMenu, SlashSuggestions } from "./canned-replies";
import { useLiveTickets, type ConnectionState } from "./live-provider";
import { UploadStrip } from "./upload-strip";
import { filesFrom, useImageUploads } from "./use-image-uploads";
import { ActionError, ActionsMenu } from "./ticket-actions-menu";
import { useSlashCommands } from "./use-slash-commands";

const Loader2 = icon("loader-circle");
const Lock = icon("lock");
const Send = icon("send");

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

/**
 * The reply box in the mode the reader's rights give (SPEC §4.2): take the ticket in, answer (with
 * pictures, canned replies and, for staff on the live channel, internal notes), or read only.
 * Without JavaScript every control is a form post.
 */
export function ReplyBox({
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
  // "/" + words: the matching canned replies (use-slash-commands.ts).
  const slash = useSlashCommands({
    text,
    setText,
    canned,
    enabled: hydrated,
    listId: `canned-${ticket.id}`,
    onInsert: () => setError(null),
  });
  const { textarea, matches } = slash;
  // With the live channel, staff switch the box between a reply and an internal note.
  const [noteMode, setNoteMode] = useState(false);
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
            active={slash.active}
            onPick={slash.pick}
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
            slash.changed(e.target.value);
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
          {...slash.aria}
          onKeyDown={(e) => {
            if (slash.keyDown(e)) return;
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
          {/* Staff have up to four buttons here: on a phone they wrap, Send last and in view. */}
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            {mode === "close" ? <ActionsMenu ticket={ticket} viewer={viewer} formId={actionsForm} /> : null}
            {canned?.length ? (
              <CannedMenu
                ticketId={ticket.id}
                replies={canned}
                onInsert={hydrated ? (reply) => slash.insert(reply) : undefined}
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
