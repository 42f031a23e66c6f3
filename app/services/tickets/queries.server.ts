import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { ticketFiles, ticketMessages, ticketReads, tickets, users, type TicketFile } from "~/db/schema";
import { can, type Permission } from "~/utils/permissions";
import { canRead, type Reader } from "~/utils/ticket-access";
import type { TicketMessageView, TicketView } from "~/utils/tickets";
import { TicketError } from "./errors.server";
import { messageView, ticketView, type TicketRow } from "./views.server";

/** SPEC §4.2: the archive shows the last 150 closed tickets. */
export const ARCHIVE_SIZE = 150;
/** A list never sends more than this many tickets at once. */
const LIST_LIMIT = 300;

/** Messages by others after the reader's last read one (system messages count too). */
export function unreadSql(readerId: number) {
  // A closed ticket has nothing left for staff to read: its count resets for them (the author
  // still sees what came with the closing — an auto-close notice is news to them).
  return sql<number>`(case when ${tickets.closed} and ${tickets.authorId} <> ${readerId} then 0
    else (select count(*)::int from ${ticketMessages} m
    where m.ticket_id = ${tickets.id}
      and m.seq > coalesce((select r.last_read_seq from ${ticketReads} r
        where r.ticket_id = ${tickets.id} and r.user_id = ${readerId}), 0)
      and m.author_id is distinct from ${readerId}) end)`;
}

/** The newest words of a ticket (system notices and image-only messages have none). */
const previewSql = sql<string>`coalesce((select m.text from ${ticketMessages} m
  where m.ticket_id = ${tickets.id} and m.text <> '' order by m.seq desc limit 1), '')`;

function selectTickets(readerId: number, q: Db = db()) {
  return q
    .select({
      ticket: tickets,
      authorLogin: users.login,
      unread: unreadSql(readerId),
      preview: previewSql,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.authorId));
}

function toRow(r: {
  ticket: typeof tickets.$inferSelect;
  authorLogin: string;
  unread: number;
  preview: string;
}) {
  return {
    ...r.ticket,
    authorLogin: r.authorLogin,
    unread: Number(r.unread),
    preview: r.preview,
  } as TicketRow;
}

/**
 * The lists of SPEC §2.3 and §4.2: a customer's own tickets; tech support's review queue
 * (unassigned, oldest first), own work and the archive; the owner's need-help queue, own and all.
 */
export const TICKET_LISTS = {
  mine: { permission: "profile", where: (r) => eq(tickets.authorId, r.id), order: "recent" },
  review: {
    permission: "supportDesk",
    where: () => and(eq(tickets.closed, false), isNull(tickets.techsupportId)),
    order: "oldest",
  },
  techsupportMy: {
    permission: "supportDesk",
    where: (r) => and(eq(tickets.closed, false), eq(tickets.techsupportId, r.id)),
    order: "recent",
  },
  closed: { permission: "supportDesk", where: () => eq(tickets.closed, true), order: "closed" },
  ownerNeedHelp: {
    permission: "ownerDesk",
    where: () => and(eq(tickets.closed, false), eq(tickets.needOwnerHelp, true), isNull(tickets.ownerId)),
    order: "oldest",
  },
  ownerMy: {
    permission: "ownerDesk",
    where: (r) => and(eq(tickets.closed, false), eq(tickets.ownerId, r.id)),
    order: "recent",
  },
  all: { permission: "ownerDesk", where: () => undefined, order: "recent" },
} satisfies Record<
  string,
  { permission: Permission; where: (r: Reader) => SQL | undefined; order: "recent" | "oldest" | "closed" }
>;
export type TicketListName = keyof typeof TICKET_LISTS;

/** One list as a reader sees it; refused (FORBIDDEN) for a role without the desk. */
export async function listTickets(reader: Reader, list: TicketListName): Promise<TicketView[]> {
  const spec = TICKET_LISTS[list];
  if (!can(reader.role, spec.permission)) throw new TicketError("FORBIDDEN");
  const order =
    spec.order === "oldest"
      ? [asc(tickets.createdAt), asc(tickets.id)]
      : spec.order === "closed"
        ? [desc(tickets.closedAt), desc(tickets.id)]
        : // Open tickets first, then the most recently active.
          [asc(tickets.closed), desc(tickets.lastMessageAt), desc(tickets.id)];
  const rows = await selectTickets(reader.id)
    .where(spec.where(reader))
    .orderBy(...order)
    .limit(list === "closed" ? ARCHIVE_SIZE : LIST_LIMIT);
  return rows.map((r) => ticketView(toRow(r), reader));
}

/** A ticket row with the reader's unread count; null when missing. */
export async function loadTicketRow(id: number, readerId: number, q: Db = db()): Promise<TicketRow | null> {
  const [row] = await selectTickets(readerId, q).where(eq(tickets.id, id)).limit(1);
  return row ? toRow(row) : null;
}

/** A ticket the reader may read; NOT_FOUND otherwise (a guessed id learns nothing). */
export async function readableTicket(reader: Reader, id: number): Promise<TicketRow> {
  const row = await loadTicketRow(id, reader.id);
  if (!row || !canRead(row, reader)) throw new TicketError("NOT_FOUND");
  return row;
}

/** The reader's view of one ticket. */
export async function getTicket(reader: Reader, id: number): Promise<TicketView> {
  return ticketView(await readableTicket(reader, id), reader);
}

/** Message views for a reader, with their authors and files, in sequence order. */
export async function messagesWhere(reader: Reader, where: SQL | undefined, q: Db = db()) {
  const rows = await q
    .select({ message: ticketMessages, author: users })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .where(where)
    .orderBy(asc(ticketMessages.seq));
  const ids = rows.map((r) => r.message.id);
  const files = ids.length
    ? await q.select().from(ticketFiles).where(inArray(ticketFiles.messageId, ids))
    : [];
  const byMessage = new Map<number, TicketFile[]>();
  for (const f of files) byMessage.set(f.messageId!, [...(byMessage.get(f.messageId!) ?? []), f]);
  return rows.map((r) => messageView(r.message, r.author, byMessage.get(r.message.id) ?? [], reader));
}

/** A ticket's messages after `afterSeq` (all when 0), for a reader who may read it. */
export async function getMessages(
  reader: Reader,
  ticketId: number,
  afterSeq = 0,
): Promise<{ ticket: TicketView; messages: TicketMessageView[] }> {
  const row = await readableTicket(reader, ticketId);
  const messages = await messagesWhere(
    reader,
    and(eq(ticketMessages.ticketId, ticketId), gt(ticketMessages.seq, afterSeq)),
  );
  return { ticket: ticketView(row, reader), messages };
}

/** A customer's tickets, newest first, without `exceptId` (the one being read): for staff's views of the customer. */
export function ticketsOfAuthor(authorId: number, limit: number, exceptId?: number) {
  return db()
    .select({
      id: tickets.id,
      subject: tickets.subject,
      closed: tickets.closed,
      createdAt: tickets.createdAt,
      rating: tickets.rating,
    })
    .from(tickets)
    .where(
      exceptId === undefined
        ? eq(tickets.authorId, authorId)
        : and(eq(tickets.authorId, authorId), sql`${tickets.id} <> ${exceptId}`),
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(limit);
}
