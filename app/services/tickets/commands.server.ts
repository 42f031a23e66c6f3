import { and, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Db, type Tx } from "~/db/client.server";
import { executedRows, fromJsonRow } from "~/db/json-rows.server";
import {
  purchases,
  pushSubscriptions,
  sessions,
  ticketFiles,
  ticketMessages,
  ticketReads,
  tickets,
  users,
  type Ticket,
  type TicketFile,
  type User,
} from "~/db/schema";
import { env } from "~/env.server";
import { can } from "~/utils/permissions";
import {
  canAskHelp,
  canBlock,
  canClose,
  canRead,
  canReply,
  canTake,
  canTakeHelp,
  type Reader,
} from "~/utils/ticket-access";
import {
  messageTypeFor,
  type MessageType,
  type TicketMessageView,
  type TicketSubject,
  type TicketView,
} from "~/utils/tickets";
import { signedInBySessionHash, touchSessionIfDue } from "../auth/session.server";
import { metrics } from "../observability/metrics.server";
import { blockUser } from "../users/users.server";
import { TicketError } from "./errors.server";
import {
  publishClosed,
  publishHelpRequested,
  publishMessage,
  publishNewTicket,
  publishRead,
  publishTaken,
  publishTicketState,
  withAuthor,
  type StoredMessage,
} from "./publish.server";
import { loadTicketRow } from "./queries.server";
import { attachTranscript } from "./transcripts.server";
import { mailIfAway } from "./away-mail.server";
import { messageView, ticketView } from "./views.server";
import { recordConsents } from "../users/consents.server";

/**
 * Every change to tickets (SPEC §4.2, §6, §7.2): each runs in one transaction that locks the
 * ticket row, checks the caller against the ticket, stores, and only then publishes. The row lock
 * makes the per-ticket sequence numbers gapless and the state moves (take, close) first-wins when
 * two staff members or two instances race.
 */

/** The caller's ticket, locked for this transaction; NOT_FOUND when it may not read it. */
async function lockTicket(tx: Tx, reader: Reader, id: number): Promise<Ticket> {
  const [t] = await tx.select().from(tickets).where(eq(tickets.id, id)).for("update");
  if (!t || !canRead(t, reader)) throw new TicketError("NOT_FOUND");
  return t;
}

/**
 * The ticket locked for a new message, with everything else the message needs read in the same
 * round trip (the live desk's hot path, docs/capacity.md): its author's login and role and the
 * sender's row (for publishing), the id of a message already stored under the client id (a
 * resend), whether anyone else on the ticket has a push subscription (usually nobody, and
 * then no push job runs at all), and how far the sender had read it (nothing unread: sending
 * leaves their own notification counters as they were, so they are not recomputed). A live
 * socket's send also re-checks its session here (given `sessionHash`) rather than in a query of
 * its own: the session must exist, be unexpired and belong to the sender, who must not be
 * blocked — the same rule as signedInBySessionHash — and the sender's current role decides.
 */
async function ticketForMessage(
  q: Db | Tx,
  reader: Reader,
  id: number,
  clientId: string | undefined,
  sessionHash: string | undefined,
  lock: boolean,
) {
  const sender = alias(users, "sender");
  const query = q
    .select({
      ticket: tickets,
      authorLogin: users.login,
      authorRole: users.role,
      sender: {
        id: sender.id,
        login: sender.login,
        role: sender.role,
        avatarJpeg: sender.avatarJpeg,
        avatarWebp: sender.avatarWebp,
        isBlocked: sender.isBlocked,
      },
      sessionSeenAt: sessionHash
        ? sql`(select s.last_seen_at from ${sessions} s where s.id_hash = ${sessionHash} and s.user_id = ${reader.id} and s.expires_at > now())`.mapWith(
            sessions.lastSeenAt,
          )
        : sql`null`.mapWith(sessions.lastSeenAt),
      duplicateId: clientId
        ? sql<
            number | null
          >`(select m.id from ${ticketMessages} m where m.ticket_id = ${tickets.id} and m.author_id = ${reader.id} and m.client_id = ${clientId})`
        : sql<null>`null`,
      senderReadSeq: sql<
        number | null
      >`(select r.last_read_seq from ${ticketReads} r where r.ticket_id = ${tickets.id} and r.user_id = ${reader.id})`,
      mayPush: sql<boolean>`exists (select 1 from ${pushSubscriptions} s where s.user_id in (${tickets.authorId}, ${tickets.techsupportId}, ${tickets.ownerId}) and s.user_id <> ${reader.id})`,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.authorId))
    .innerJoin(sender, eq(sender.id, reader.id))
    .where(eq(tickets.id, id));
  const [row] = lock ? await query.for("update", { of: tickets }) : await query;
  if (sessionHash) {
    const live = row
      ? row.sessionSeenAt !== null && !row.sender.isBlocked
      : (await signedInBySessionHash(sessionHash))?.user.id === reader.id;
    if (!live) throw new SessionEnded();
  }
  const current: Reader = row ? { id: reader.id, role: row.sender.role } : reader;
  if (!row || !canRead(row.ticket, current)) throw new TicketError("NOT_FOUND");
  return { ...row, reader: current };
}

/** The sending socket's session ended (logout, expiry, block): the socket must go. */
export class SessionEnded extends Error {
  constructor() {
    super("UNAUTHORIZED");
    this.name = "SessionEnded";
  }
}

/** Staff-only actions refuse other roles before looking at the ticket. */
function requireStaff(reader: Reader, desk: "supportDesk" | "ownerDesk" = "supportDesk") {
  if (!can(reader.role, desk)) throw new TicketError("FORBIDDEN");
}

/** Binds the caller's unsent uploads to a message; anything else refuses the whole message. */
async function attachFiles(
  tx: Tx,
  uploaderId: number,
  ticketId: number,
  messageId: number,
  fileIds: number[],
) {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return [];
  const attached = await tx
    .update(ticketFiles)
    .set({ ticketId, messageId })
    .where(
      and(
        inArray(ticketFiles.id, ids),
        eq(ticketFiles.uploaderId, uploaderId),
        isNull(ticketFiles.messageId),
        sql`(${ticketFiles.ticketId} is null or ${ticketFiles.ticketId} = ${ticketId})`,
      ),
    )
    .returning();
  if (attached.length !== ids.length) throw new TicketError("FILES_INVALID", "files");
  return attached;
}

/** Appends a message with the next sequence number and moves the ticket's last-message fields. */
async function appendMessage(
  tx: Tx,
  t: Ticket,
  m: { authorId: number | null; type: MessageType; text: string; clientId?: string; fileIds?: number[] },
  extra: Partial<Ticket> = {},
) {
  const seq = t.lastMessageSeq + 1;
  const now = new Date();
  // Three independent writes sent together: postgres.js pipelines them on the transaction's
  // connection (one round trip instead of three; PGlite runs them in turn).
  const [[message], [ticket]] = await Promise.all([
    tx
      .insert(ticketMessages)
      .values({ ticketId: t.id, seq, authorId: m.authorId, type: m.type, text: m.text, clientId: m.clientId })
      .returning(),
    tx
      .update(tickets)
      .set({
        lastMessageSeq: seq,
        lastMessageAt: now,
        updatedAt: now,
        ...(m.authorId !== null ? { lastSenderId: m.authorId } : {}),
        // Staff's first answer to the customer (a help request to the owner is not one).
        ...(t.firstResponseAt === null && answersCustomer(t, m) ? { firstResponseAt: now } : {}),
        ...extra,
      })
      .where(eq(tickets.id, t.id))
      .returning(),
    // A sender has read everything up to their own message.
    m.authorId !== null ? markReadTo(tx, t.id, m.authorId, seq) : undefined,
  ]);
  const files = m.authorId ? await attachFiles(tx, m.authorId, t.id, message.id, m.fileIds ?? []) : [];
  return { ticket, message, files };
}

/** A message of staff to the customer: written by someone other than the author, not a notice. */
function answersCustomer(t: Ticket, m: { authorId: number | null; type: MessageType }) {
  return m.authorId !== null && m.authorId !== t.authorId && ANSWER_TYPES.has(m.type);
}
const ANSWER_TYPES = new Set<MessageType>(["text", "files", "text_with_files"]);

async function markReadTo(q: Db | Tx, ticketId: number, userId: number, seq: number) {
  await q
    .insert(ticketReads)
    .values({ ticketId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [ticketReads.ticketId, ticketReads.userId],
      set: {
        lastReadSeq: sql`greatest(${ticketReads.lastReadSeq}, excluded.last_read_seq)`,
        updatedAt: new Date(),
      },
    });
}

async function authorRow(userId: number) {
  const [u] = await db()
    .select({
      id: users.id,
      login: users.login,
      role: users.role,
      avatarJpeg: users.avatarJpeg,
      avatarWebp: users.avatarWebp,
    })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

async function ticketViewFor(reader: Reader, id: number): Promise<TicketView> {
  const row = await loadTicketRow(id, reader.id);
  if (!row) throw new TicketError("NOT_FOUND");
  return ticketView(row, reader);
}

export interface NewTicket {
  subject: TicketSubject;
  message: string;
  files: number[];
  purchaseId?: number;
  assistantSessionId?: string;
}

/** Opens a ticket with its first message; refused past the open-ticket limit (SPEC §8). */
export async function createTicket(user: User, input: NewTicket): Promise<TicketView> {
  const { ticket, message, files } = await db().transaction(async (tx) => {
    // Serializes one user's concurrent creations, so the limit cannot be raced.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [{ open }] = await tx
      .select({ open: count() })
      .from(tickets)
      .where(and(eq(tickets.authorId, user.id), eq(tickets.closed, false)));
    if (open >= env().TICKET_OPEN_LIMIT) throw new TicketError("TICKET_LIMIT_EXCEEDED_ERROR", "subject");
    // Both boxes were ticked (the schema requires them): what the next form shows as given.
    await recordConsents(tx, user.id);
    if (input.purchaseId !== undefined) {
      // Only the author's own purchase; another's id looks the same as a missing one.
      const [own] = await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, user.id)));
      if (!own) throw new TicketError("PURCHASE_INVALID", "purchaseId");
    }
    const [created] = await tx
      .insert(tickets)
      .values({
        authorId: user.id,
        subject: input.subject,
        lastSenderId: user.id,
        purchaseId: input.purchaseId ?? null,
      })
      .returning();
    if (input.assistantSessionId) await attachTranscript(tx, created.id, user.id, input.assistantSessionId);
    return appendMessage(tx, created, {
      authorId: user.id,
      type: messageTypeFor(input.message, input.files.length),
      text: input.message,
      fileIds: input.files,
    });
  });
  const published = await withAuthor(ticket);
  await publishNewTicket(published, { message, author: await authorRow(user.id), files });
  return ticketViewFor(user, ticket.id);
}

type MessageContext = Awaited<ReturnType<typeof ticketForMessage>>;

/** What publishing a message needs besides the message, from its ticket's read. */
function publishingFacts(read: MessageContext) {
  return {
    author: read.sender,
    ticketAuthor: { login: read.authorLogin, role: read.authorRole },
    mayPush: read.mayPush,
    senderHadUnread: (read.senderReadSeq ?? 0) < read.ticket.lastMessageSeq,
    sessionSeenAt: read.sessionSeenAt,
  };
}

/**
 * A plain message (no files) in two round trips and no explicit transaction: the ticket is read
 * (with everything ticketForMessage reads), the caller's rights are checked, and one statement
 * bumps the ticket's sequence, inserts the message and moves the sender's read mark — only if
 * the ticket is still as read in everything the rights depend on (open, same author, same
 * assignees, no message since). Null sends the message down the locking path instead: a resend,
 * a refusal (answered there, under the lock) or a ticket that changed in between.
 */
async function sendAtOnce(caller: Reader, input: Reply, sessionHash: string | undefined) {
  const read = await ticketForMessage(db(), caller, input.ticketId, input.clientId, sessionHash, false);
  const t = read.ticket;
  if (read.duplicateId !== null || !canReply(t, read.reader)) return null;
  const now = new Date().toISOString();
  const type = messageTypeFor(input.message, 0);
  const result = await db().execute(sql`
    with t as (
      update ${tickets}
      set last_message_seq = last_message_seq + 1, last_message_at = ${now}::timestamptz,
          updated_at = ${now}::timestamptz, last_sender_id = ${read.reader.id}::int,
          first_response_at = coalesce(first_response_at,
            case when author_id <> ${read.reader.id}::int then ${now}::timestamptz end)
      where id = ${t.id}::int and closed = false and last_message_seq = ${t.lastMessageSeq}::int
        and author_id = ${t.authorId}::int
        and techsupport_id is not distinct from ${t.techsupportId}::int
        and owner_id is not distinct from ${t.ownerId}::int
      returning *
    ), m as (
      insert into ${ticketMessages} (ticket_id, seq, author_id, type, text, client_id)
      select id, last_message_seq, ${read.reader.id}::int, ${type}::ticket_message_type, ${input.message},
             ${input.clientId ?? null}::uuid
      from t
      returning *
    ), r as (
      insert into ${ticketReads} (ticket_id, user_id, last_read_seq, updated_at)
      select id, ${read.reader.id}::int, last_message_seq, ${now}::timestamptz from t
      on conflict (ticket_id, user_id) do update
      set last_read_seq = greatest(${ticketReads}.last_read_seq, excluded.last_read_seq),
          updated_at = excluded.updated_at
    )
    select (select row_to_json(t) from t) as ticket, (select row_to_json(m) from m) as message`);
  const [row] = executedRows<{
    ticket: Record<string, unknown> | null;
    message: Record<string, unknown> | null;
  }>(result);
  if (!row?.ticket || !row.message) return null;
  return {
    duplicate: false as const,
    reader: read.reader,
    ticket: fromJsonRow(tickets, row.ticket),
    message: fromJsonRow(ticketMessages, row.message),
    files: [] as TicketFile[],
    ...publishingFacts(read),
  };
}

export interface Reply {
  ticketId: number;
  message: string;
  files: number[];
  clientId?: string;
}

/**
 * Sends a message. With a client id the call is idempotent: a retry of a message already stored
 * returns the stored one and publishes nothing again, so a resend never duplicates.
 */
export async function sendMessage(
  caller: Reader,
  input: Reply,
  { sessionHash }: { sessionHash?: string } = {},
): Promise<{ message: TicketMessageView; duplicate: boolean }> {
  const received = performance.now();
  const fast = input.files.length === 0 ? await sendAtOnce(caller, input, sessionHash) : null;
  const result =
    fast ??
    (await db().transaction(async (tx) => {
      const locked = await ticketForMessage(tx, caller, input.ticketId, input.clientId, sessionHash, true);
      const reader = locked.reader;
      const t = locked.ticket;
      const people = { reader, ...publishingFacts(locked) };
      if (locked.duplicateId !== null) {
        const [existing] = await tx
          .select()
          .from(ticketMessages)
          .where(eq(ticketMessages.id, locked.duplicateId));
        return { duplicate: true as const, message: existing, ...people };
      }
      if (!canReply(t, reader)) throw new TicketError("NOT_ALLOWED");
      const stored = await appendMessage(tx, t, {
        authorId: reader.id,
        type: messageTypeFor(input.message, input.files.length),
        text: input.message,
        clientId: input.clientId,
        fileIds: input.files,
      });
      return { duplicate: false as const, ...stored, ...people };
    }));
  const { author, reader } = result;
  if (sessionHash && result.sessionSeenAt) await touchSessionIfDue(sessionHash, result.sessionSeenAt);
  if (result.duplicate) {
    const files = await db().select().from(ticketFiles).where(eq(ticketFiles.messageId, result.message.id));
    return { duplicate: true, message: messageView(result.message, author, files, reader) };
  }
  const stored: StoredMessage = { message: result.message, author, files: result.files };
  if (answersCustomer(result.ticket, result.message)) mailIfAway(result.ticket, result.message);
  await publishMessage(
    { ...result.ticket, authorLogin: result.ticketAuthor.login, authorRole: result.ticketAuthor.role },
    stored,
    { mayPush: result.mayPush, countersUnchangedFor: result.senderHadUnread ? null : reader.id },
  );
  // Stored, committed and handed to every reader's socket (here or, over Redis, elsewhere).
  metrics().messageDelivery.observe((performance.now() - received) / 1000);
  return { duplicate: false, message: messageView(result.message, author, result.files, reader) };
}

/** Marks everything in a ticket read by the reader (SPEC §4.2: unread resets to zero). */
export async function readTicket(
  reader: Reader,
  ticketId: number,
): Promise<{ ticketId: number; seq: number }> {
  const row = await loadTicketRow(ticketId, reader.id);
  if (!row || !canRead(row, reader)) throw new TicketError("NOT_FOUND");
  // Nothing new to read: no write and no event (a page that reloads on this event would loop).
  if (row.unread === 0) return { ticketId, seq: row.lastMessageSeq };
  await markReadTo(db(), ticketId, reader.id, row.lastMessageSeq);
  await publishRead(row, reader.id, row.lastMessageSeq);
  return { ticketId, seq: row.lastMessageSeq };
}

/** Staff take an unassigned ticket in work; the first taker wins. */
export async function takeInWork(reader: Reader, ticketId: number): Promise<TicketView> {
  requireStaff(reader);
  const ticket = await db().transaction(async (tx) => {
    // Staff saw this ticket in the review queue: a colleague who took it first makes it
    // "not allowed" (already taken) rather than "not found".
    const [t] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for("update");
    if (!t) throw new TicketError("NOT_FOUND");
    if (!canTake(t, reader)) throw new TicketError("NOT_ALLOWED");
    const [updated] = await tx
      .update(tickets)
      .set({ techsupportId: reader.id, updatedAt: new Date() })
      .where(eq(tickets.id, t.id))
      .returning();
    return updated;
  });
  await publishTaken(await withAuthor(ticket), reader.id, "review");
  return ticketViewFor(reader, ticketId);
}

/** The assigned tech support asks the owner for help (a need_help_request message, SPEC §6). */
export async function requestHelp(reader: Reader, ticketId: number): Promise<TicketView> {
  requireStaff(reader);
  const stored = await db().transaction(async (tx) => {
    const t = await lockTicket(tx, reader, ticketId);
    if (!canAskHelp(t, reader)) throw new TicketError("NOT_ALLOWED");
    return appendMessage(
      tx,
      t,
      { authorId: reader.id, type: "need_help_request", text: "" },
      { needOwnerHelp: true },
    );
  });
  await publishHelpRequested(await withAuthor(stored.ticket), {
    message: stored.message,
    author: await authorRow(reader.id),
    files: [],
  });
  return ticketViewFor(reader, ticketId);
}

/** An owner takes a ticket from the need-help queue. */
export async function takeNeedHelpInWork(reader: Reader, ticketId: number): Promise<TicketView> {
  requireStaff(reader, "ownerDesk");
  const ticket = await db().transaction(async (tx) => {
    const t = await lockTicket(tx, reader, ticketId);
    if (!canTakeHelp(t, reader)) throw new TicketError("NOT_ALLOWED");
    const [updated] = await tx
      .update(tickets)
      .set({ ownerId: reader.id, needOwnerHelp: false, updatedAt: new Date() })
      .where(eq(tickets.id, t.id))
      .returning();
    return updated;
  });
  await publishTaken(await withAuthor(ticket), reader.id, "needHelp");
  return ticketViewFor(reader, ticketId);
}

/**
 * Closes a ticket, optionally with a system message (auto-close). Returns null if already closed.
 * `resolved`: whether staff finished with it (not so when its author was blocked: no work to credit).
 */
async function closeLocked(tx: Tx, t: Ticket, notice: boolean, resolved = true) {
  if (t.closed) return null;
  const now = new Date();
  if (notice) {
    const stored = await appendMessage(
      tx,
      t,
      { authorId: null, type: "auto_closed", text: "" },
      // Staff were done when they sent the answer the customer left unanswered.
      { closed: true, closedAt: now, resolvedAt: t.lastMessageAt },
    );
    return { before: t, ...stored };
  }
  const [ticket] = await tx
    .update(tickets)
    .set({ closed: true, closedAt: now, resolvedAt: resolved ? now : null, updatedAt: now })
    .where(eq(tickets.id, t.id))
    .returning();
  return { before: t, ticket, message: null, files: [] };
}

async function publishClose(closed: NonNullable<Awaited<ReturnType<typeof closeLocked>>>) {
  const published = await withAuthor(closed.ticket);
  if (closed.message) await publishMessage(published, { message: closed.message, author: null, files: [] });
  await publishClosed(published, closed.before);
}

/** Staff close a ticket they work on (an owner closes any). */
export async function closeTicket(reader: Reader, ticketId: number): Promise<TicketView> {
  requireStaff(reader);
  const closed = await db().transaction(async (tx) => {
    const t = await lockTicket(tx, reader, ticketId);
    if (!canClose(t, reader)) throw new TicketError("NOT_ALLOWED");
    return closeLocked(tx, t, false);
  });
  if (closed) await publishClose(closed);
  return ticketViewFor(reader, ticketId);
}

/**
 * Blocks a ticket's author (a customer, never staff): their open tickets close, every session
 * and socket of theirs ends (ARCHITECTURE §6).
 */
export async function blockTicketAuthor(reader: Reader, ticketId: number): Promise<{ userId: number }> {
  requireStaff(reader);
  const row = await loadTicketRow(ticketId, reader.id);
  if (!row || !canRead(row, reader)) throw new TicketError("NOT_FOUND");
  if (!canBlock(row, reader)) throw new TicketError("NOT_ALLOWED");
  const [author] = await db().select().from(users).where(eq(users.id, row.authorId));
  if (!author || author.role !== "client") throw new TicketError("NOT_ALLOWED");
  await blockUser(author.id);
  const open = await db()
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.authorId, author.id), eq(tickets.closed, false)));
  for (const { id } of open) {
    const closed = await db().transaction(async (tx) => {
      const [t] = await tx.select().from(tickets).where(eq(tickets.id, id)).for("update");
      return t ? closeLocked(tx, t, false, false) : null;
    });
    if (closed) await publishClose(closed);
  }
  return { userId: author.id };
}

/**
 * The author rates the help of a closed ticket (1–5, an optional comment). Rating again replaces
 * the rating (a misclick can be mended); staff see it on the ticket and in the desk figures.
 */
export async function rateTicket(
  reader: Reader,
  input: { ticketId: number; rating: number; comment: string },
): Promise<TicketView> {
  const ticket = await db().transaction(async (tx) => {
    const t = await lockTicket(tx, reader, input.ticketId);
    if (t.authorId !== reader.id || !t.closed) throw new TicketError("NOT_ALLOWED");
    const [updated] = await tx
      .update(tickets)
      .set({ rating: input.rating, ratingComment: input.comment || null, ratedAt: new Date() })
      .where(eq(tickets.id, t.id))
      .returning();
    return updated;
  });
  publishTicketState(await withAuthor(ticket));
  return ticketViewFor(reader, input.ticketId);
}

/** partial-update-ticket: the author or the assigned staff change an open ticket's subject. */
export async function updateTicketSubject(
  reader: Reader,
  input: { ticketId: number; subject: TicketSubject },
): Promise<TicketView> {
  const ticket = await db().transaction(async (tx) => {
    const t = await lockTicket(tx, reader, input.ticketId);
    if (!canReply(t, reader)) throw new TicketError("NOT_ALLOWED");
    const [updated] = await tx
      .update(tickets)
      .set({ subject: input.subject, updatedAt: new Date() })
      .where(eq(tickets.id, t.id))
      .returning();
    return updated;
  });
  publishTicketState(await withAuthor(ticket));
  return ticketViewFor(reader, input.ticketId);
}

/**
 * The auto-close job (SPEC §4.2): a ticket whose last message came from staff and that the
 * customer left unanswered for TICKET_AUTO_CLOSE_HOURS closes with an auto_closed message. A
 * ticket still waiting for staff (or for the owner) never closes by itself. Each candidate is
 * re-checked under its row lock, so instances running the job at once close it exactly once.
 */
export async function autoCloseIdleTickets(now = new Date()): Promise<number[]> {
  const cutoff = new Date(now.getTime() - env().TICKET_AUTO_CLOSE_HOURS * 60 * 60 * 1000);
  const idle = (t: Ticket) =>
    !t.closed &&
    !t.needOwnerHelp &&
    t.lastSenderId !== null &&
    t.lastSenderId !== t.authorId &&
    t.lastMessageAt.getTime() < cutoff.getTime();
  const candidates = await db()
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.closed, false),
        eq(tickets.needOwnerHelp, false),
        lt(tickets.lastMessageAt, cutoff),
        sql`${tickets.lastSenderId} is distinct from ${tickets.authorId}`,
      ),
    )
    .limit(500);
  const closedIds: number[] = [];
  for (const { id } of candidates) {
    const closed = await db().transaction(async (tx) => {
      const [t] = await tx.select().from(tickets).where(eq(tickets.id, id)).for("update");
      return t && idle(t) ? closeLocked(tx, t, true) : null;
    });
    if (closed) {
      closedIds.push(id);
      await publishClose(closed);
    }
  }
  return closedIds;
}
