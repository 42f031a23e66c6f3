import type { Socket } from "socket.io-client";
import {
  TYPING_SEND_MS,
  TYPING_SHOW_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TicketMessagesPayload,
} from "./ticket-events";
import type { TicketMessageView, TicketNoteView, TicketView } from "./tickets";

export type TicketClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Refusals that a resend cannot cure; anything else (a timeout, a dropped socket) is retried. */
const FINAL_ERRORS = new Set([
  "NOT_FOUND",
  "FORBIDDEN",
  "NOT_ALLOWED",
  "FILES_INVALID",
  "INVALID",
  "UNAUTHORIZED",
]);
const ACK_TIMEOUT_MS = 8000;
/**
 * A thread with a hole (message 7 arrived, 6 did not) asks again after this long: live events of
 * messages sent at once can arrive out of order, and a server that stops mid-broadcast can deliver
 * the later one only.
 */
const GAP_RESYNC_MS = 1500;
/** Bounds on the wait a RATE_LIMITED answer asks for (a bad value must neither spin nor stall). */
const MIN_WAIT_MS = 250;
const MAX_WAIT_MS = 60_000;

export interface PendingMessage {
  clientId: string;
  ticketId: number;
  message: string;
  files: number[];
  /** Set when the server refused it for good. */
  error?: string;
  /** Set while the server asked to wait (RATE_LIMITED): it is resent after the wait. */
  waiting?: string;
  /** An internal note (staff), not a message to the customer. */
  note?: boolean;
}

type Listener = () => void;
type SendAnswer =
  | { ok: true; data: TicketMessageView | TicketNoteView }
  | { ok: false; error: string; retryAfterMs?: number };

/**
 * The browser's side of "nothing lost" (SPEC §4.2, issue: live tickets): every outgoing message
 * carries an idempotency key and is resent until the server acknowledges it (the server stores a
 * key once, so a resend never duplicates); on every reconnect each open ticket asks for the
 * messages after the last sequence number it saw. Threads are merged by message id, so an event
 * and a resync that overlap show each message once. Framework-free: the React hook wraps it, and
 * the integration tests drive it with socket.io-client in Node.
 */
export class TicketLiveClient {
  private threads = new Map<number, Map<number, TicketMessageView>>();
  /** Internal notes by id, for the tickets whose notes this (staff) client loaded. */
  private notes = new Map<number, Map<number, TicketNoteView>>();
  private tickets = new Map<number, TicketView>();
  private openTickets = new Set<number>();
  private pending = new Map<string, PendingMessage>();
  private inFlight = new Set<string>();
  private listeners = new Set<Listener>();
  private disposers: (() => void)[] = [];
  /** Who is typing in each ticket, until when (ms); and when this side last said it was typing. */
  private typingSeen = new Map<number, { from: "customer" | "staff"; until: number }>();
  private typingSent = new Map<number, number>();

  constructor(
    readonly socket: TicketClientSocket,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    const on = <E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]) => {
      socket.on(event, handler as never);
      this.disposers.push(() => socket.off(event, handler as never));
    };
    on("receive-message", ({ ticket, message }) => {
      // The message the other side was typing has arrived (this side's own echo changes nothing).
      const typing = this.typingSeen.get(message.ticketId);
      if (typing && (typing.from === "customer") === (message.author?.role === "client"))
        this.typingSeen.delete(message.ticketId);
      this.mergeTicket(ticket);
      this.merge(message.ticketId, [message]);
    });
    on("typing", ({ ticketId, from }) => {
      this.typingSeen.set(ticketId, { from, until: Date.now() + TYPING_SHOW_MS });
      this.changed();
      setTimeout(() => {
        const seen = this.typingSeen.get(ticketId);
        if (seen && seen.until <= Date.now()) {
          this.typingSeen.delete(ticketId);
          this.changed();
        }
      }, TYPING_SHOW_MS + 20);
    });
    on("send-ticket-messages", (payload) => this.mergePayload(payload));
    on("ticket-note", ({ ticketId, note }) => this.mergeNotes(ticketId, [note]));
    const onConnect = () => {
      this.gapAskedAfter.clear();
      // A recovered connection got what it missed from the server's buffer; a new one asks.
      if (!socket.recovered)
        for (const id of this.openTickets) {
          this.resync(id);
          if (this.notes.has(id)) this.loadNotes(id);
        }
      this.flush();
    };
    socket.on("connect", onConnect);
    this.disposers.push(() => socket.off("connect", onConnect));
  }

  /** Stops listening (the socket stays as it is). */
  dispose() {
    for (const dispose of this.disposers) dispose();
    for (const timer of this.gapTimers.values()) clearTimeout(timer);
    this.gapTimers.clear();
    this.listeners.clear();
  }

  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // Snapshots stay the same object until something changes (React's external stores need that).
  private snapshots = new Map<string, unknown>();

  private changed() {
    this.snapshots.clear();
    for (const listener of this.listeners) listener();
  }

  private snapshot<T>(key: string, build: () => T): T {
    if (!this.snapshots.has(key)) this.snapshots.set(key, build());
    return this.snapshots.get(key) as T;
  }

  /** The messages of a ticket in sequence order. */
  messages(ticketId: number): TicketMessageView[] {
    return this.snapshot(`m${ticketId}`, () =>
      [...(this.threads.get(ticketId)?.values() ?? [])].sort((a, b) => a.seq - b.seq),
    );
  }

  /** The internal notes of a ticket, oldest first (staff only; empty until seeded or loaded). */
  notesOf(ticketId: number): TicketNoteView[] {
    return this.snapshot(`n${ticketId}`, () =>
      [...(this.notes.get(ticketId)?.values() ?? [])].sort(
        (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
      ),
    );
  }

  /** Seeds a ticket's notes from the page and keeps them live (and reloaded on reconnect). */
  seedNotes(ticketId: number, notes: TicketNoteView[]) {
    if (!this.notes.has(ticketId)) this.notes.set(ticketId, new Map());
    this.mergeNotes(ticketId, notes);
    this.changed();
  }

  /** Loads a ticket's notes again (after a reconnect nothing missed stays missing). */
  loadNotes(ticketId: number) {
    if (!this.socket.connected) return;
    this.socket.emit("request-ticket-notes", { ticketId }, (answer) => {
      if (answer.ok) this.mergeNotes(ticketId, answer.data);
    });
  }

  /** Queues an internal note; it is resent until acknowledged, like a message. */
  addNote(ticketId: number, text: string): PendingMessage {
    const entry: PendingMessage = { clientId: this.newId(), ticketId, message: text, files: [], note: true };
    this.pending.set(entry.clientId, entry);
    this.changed();
    this.attempt(entry);
    return entry;
  }

  ticket(ticketId: number): TicketView | undefined {
    return this.tickets.get(ticketId);
  }

  /** Who is typing in a ticket right now ("customer" or "staff"), or null. */
  typingIn(ticketId: number): "customer" | "staff" | null {
    const seen = this.typingSeen.get(ticketId);
    return seen && seen.until > Date.now() ? seen.from : null;
  }

  /** Tells the ticket's other side that this one is typing (at most every TYPING_SEND_MS). */
  typing(ticketId: number) {
    const now = Date.now();
    if (!this.socket.connected || now - (this.typingSent.get(ticketId) ?? 0) < TYPING_SEND_MS) return;
    this.typingSent.set(ticketId, now);
    this.socket.emit("typing", { ticketId });
  }

  /** Messages not yet acknowledged (shown as sending) or refused (shown with their error). */
  pendingFor(ticketId: number): PendingMessage[] {
    return this.snapshot(`p${ticketId}`, () =>
      [...this.pending.values()].filter((p) => p.ticketId === ticketId),
    );
  }

  /**
   * The sequence number up to which this client holds every message of a ticket (0 when none):
   * what a resync asks after. Not the highest seen — after a hole that would skip the missing
   * message for good. A ticket's messages are numbered 1, 2, 3… and pages load them all.
   */
  lastSeq(ticketId: number) {
    const thread = this.threads.get(ticketId);
    let seq = 0;
    while (thread?.has(seq + 1)) seq++;
    return seq;
  }

  private gapTimers = new Map<number, ReturnType<typeof setTimeout>>();
  /** The sequence each ticket's last hole-filling resync asked after. */
  private gapAskedAfter = new Map<number, number>();

  /** A hole in an open thread that is still there after GAP_RESYNC_MS is filled by a resync. */
  private watchForGap(ticketId: number) {
    const thread = this.threads.get(ticketId);
    if (!thread || this.gapTimers.has(ticketId) || !this.openTickets.has(ticketId)) return;
    if (this.lastSeq(ticketId) === Math.max(...thread.keys())) return;
    this.gapTimers.set(
      ticketId,
      setTimeout(() => {
        this.gapTimers.delete(ticketId);
        const now = this.threads.get(ticketId);
        const after = this.lastSeq(ticketId);
        // Once per hole: a hole the server's answer did not fill is not asked about in a loop.
        if (!now || after === Math.max(...now.keys()) || this.gapAskedAfter.get(ticketId) === after) return;
        this.gapAskedAfter.set(ticketId, after);
        this.resync(ticketId);
      }, GAP_RESYNC_MS),
    );
  }

  /** Seeds a thread from the page's loader (the server-rendered state). */
  seed(ticket: TicketView, messages: TicketMessageView[]) {
    this.mergePayload({ ticket, messages });
  }

  /** Opens a ticket: its messages load (or resume after the last seen one) and it counts as viewed. */
  open(ticketId: number) {
    this.openTickets.add(ticketId);
    this.resync(ticketId);
  }

  close(ticketId: number) {
    this.openTickets.delete(ticketId);
    if (this.socket.connected) this.socket.emit("read-ticket-messages", { ticketId, open: false });
  }

  /** Asks for the messages after the last one seen. */
  resync(ticketId: number) {
    if (!this.socket.connected) return;
    this.socket.emit("request-ticket-messages", { ticketId, afterSeq: this.lastSeq(ticketId) }, (answer) => {
      if (answer.ok) this.mergePayload(answer.data);
    });
  }

  /** Queues a message and sends it until acknowledged; resolves with the stored message. */
  send(ticketId: number, message: string, files: number[] = []): PendingMessage {
    const entry: PendingMessage = { clientId: this.newId(), ticketId, message, files };
    this.pending.set(entry.clientId, entry);
    this.changed();
    this.attempt(entry);
    return entry;
  }

  /** Drops a refused message from the outbox. */
  discard(clientId: string) {
    this.pending.delete(clientId);
    this.changed();
  }

  /** Resends everything unacknowledged (on reconnect). */
  flush() {
    for (const entry of this.pending.values()) if (!entry.error) this.attempt(entry);
  }

  private attempt(entry: PendingMessage) {
    if (!this.socket.connected || this.inFlight.has(entry.clientId)) return;
    this.inFlight.add(entry.clientId);
    // The typed emit does not model timeout acknowledgements of optional callbacks.
    const timed = this.socket.timeout(ACK_TIMEOUT_MS);
    const emit = timed.emit.bind(timed) as unknown as (
      event: "send-message" | "add-note",
      payload:
        Parameters<ClientToServerEvents["send-message"]>[0] | Parameters<ClientToServerEvents["add-note"]>[0],
      ack: (timeout: Error | null, answer?: SendAnswer) => void,
    ) => void;
    const { ticketId, clientId } = entry;
    emit(
      entry.note ? "add-note" : "send-message",
      entry.note
        ? { ticketId, text: entry.message, clientId }
        : { ticketId, message: entry.message, files: entry.files, clientId },
      (timeout, answer) => {
        this.inFlight.delete(entry.clientId);
        if (!this.pending.has(entry.clientId)) return;
        if (!timeout && answer?.ok) {
          this.pending.delete(entry.clientId);
          if (entry.note) this.mergeNotes(ticketId, [answer.data as TicketNoteView]);
          else this.merge(ticketId, [answer.data as TicketMessageView]);
          return;
        }
        if (!timeout && answer && !answer.ok && FINAL_ERRORS.has(answer.error)) {
          entry.error = answer.error;
          entry.waiting = undefined;
          this.changed();
          return;
        }
        if (!timeout && answer && !answer.ok && answer.error === "RATE_LIMITED") {
          // Too many in a row: the same message (same key) goes again once the limit allows it.
          const wait = Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, answer.retryAfterMs ?? 1000));
          if (entry.waiting !== answer.error) {
            entry.waiting = answer.error;
            this.changed();
          }
          setTimeout(() => this.attempt(entry), wait);
          return;
        }
        // Lost or timed out: try again shortly if still connected (otherwise on reconnect).
        if (entry.waiting) {
          entry.waiting = undefined;
          this.changed();
        }
        setTimeout(() => this.attempt(entry), 500);
      },
    );
  }

  private mergePayload({ ticket, messages }: TicketMessagesPayload) {
    this.mergeTicket(ticket);
    this.merge(ticket.id, messages);
  }

  private mergeTicket(ticket: TicketView) {
    const known = this.tickets.get(ticket.id);
    // Broadcast views carry no unread count of their own; keep ours.
    this.tickets.set(ticket.id, { ...ticket, unread: known?.unread ?? ticket.unread });
    this.changed();
  }

  private mergeNotes(ticketId: number, notes: TicketNoteView[]) {
    const known = this.notes.get(ticketId);
    // Notes of a ticket this client never showed are not kept (nothing would read them).
    if (!known) return;
    for (const n of notes) {
      known.set(n.id, n);
      if (n.clientId) this.pending.delete(n.clientId);
    }
    this.changed();
  }

  private merge(ticketId: number, messages: TicketMessageView[]) {
    if (!messages.length) return;
    let thread = this.threads.get(ticketId);
    if (!thread) this.threads.set(ticketId, (thread = new Map()));
    for (const m of messages) {
      thread.set(m.seq, m);
      if (m.clientId) this.pending.delete(m.clientId);
    }
    this.changed();
    this.watchForGap(ticketId);
  }
}
