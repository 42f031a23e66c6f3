import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ticketNotes, tickets, users, type Ticket, type TicketNote } from "~/db/schema";
import { can } from "~/utils/permissions";
import { canRead, type Reader } from "~/utils/ticket-access";
import type { TicketNoteView } from "~/utils/tickets";
import { TicketError } from "./errors.server";
import { liveHub, rooms } from "~/services/realtime/live-hub.server";
import { staffRooms } from "./publish.server";
import { loadTicketRow } from "./queries.server";
import { authorView } from "./views.server";

/**
 * Internal notes (issue: support that knows the customer): staff leave each other context in a
 * ticket ("refunded on the 12th", "second ban this month"). The guarantee is that a customer never
 * learns of a note through any channel. It rests on three things: notes live in their own table,
 * which no customer-facing query, payload, push or e-mail reads; the only readers are the
 * functions here, which let staff who may read the ticket through and refuse its author even when
 * the author is staff; and the live event goes to the staff rooms with the author's own room
 * excluded. A note is not a message: it takes no sequence number, moves no unread counter, last
 * message or waiting time, and sends no push.
 */

/** Staff who may read the ticket, except its author (a staff member's own ticket is a customer's). */
export function mayKeepNotes(t: Pick<Ticket, "authorId"> & Parameters<typeof canRead>[0], reader: Reader) {
  return can(reader.role, "supportDesk") && t.authorId !== reader.id && canRead(t, reader);
}

async function noteTicket(reader: Reader, ticketId: number) {
  if (!can(reader.role, "supportDesk")) throw new TicketError("FORBIDDEN");
  const t = await loadTicketRow(ticketId, reader.id);
  if (!t || !canRead(t, reader)) throw new TicketError("NOT_FOUND");
  if (!mayKeepNotes(t, reader)) throw new TicketError("FORBIDDEN");
  return t;
}

function selectNotes() {
  return db()
    .select({
      note: ticketNotes,
      author: {
        id: users.id,
        login: users.login,
        role: users.role,
        avatarJpeg: users.avatarJpeg,
        avatarWebp: users.avatarWebp,
      },
    })
    .from(ticketNotes)
    .leftJoin(users, eq(users.id, ticketNotes.authorId));
}

function noteView(
  note: TicketNote,
  author: Parameters<typeof authorView>[0],
  reader: Reader,
): TicketNoteView {
  return {
    id: note.id,
    ticketId: note.ticketId,
    author: authorView(author, reader),
    text: note.text,
    createdAt: note.createdAt.toISOString(),
    clientId: note.authorId === reader.id ? note.clientId : null,
  };
}

async function notesOf(reader: Reader, ticketId: number) {
  const rows = await selectNotes()
    .where(eq(ticketNotes.ticketId, ticketId))
    .orderBy(asc(ticketNotes.createdAt), asc(ticketNotes.id));
  return rows.map((r) => noteView(r.note, r.author, reader));
}

/** A ticket's notes, oldest first; refused to everyone who may not keep notes on it. */
export async function listNotes(reader: Reader, ticketId: number): Promise<TicketNoteView[]> {
  await noteTicket(reader, ticketId);
  return notesOf(reader, ticketId);
}

/** The notes a page shows with a thread: none (not an empty list) for anyone but note keepers. */
export async function notesForPage(
  reader: Reader,
  t: Parameters<typeof mayKeepNotes>[0] & { id: number },
): Promise<TicketNoteView[] | null> {
  return mayKeepNotes(t, reader) ? notesOf(reader, t.id) : null;
}

/**
 * Adds a note. With a client id the call is idempotent: a resent note is stored once and
 * published once. Other staff on the ticket see it live; the customer's sockets never get it.
 */
export async function addNote(
  reader: Reader,
  input: { ticketId: number; text: string; clientId?: string },
): Promise<{ note: TicketNoteView; duplicate: boolean }> {
  if (!can(reader.role, "supportDesk")) throw new TicketError("FORBIDDEN");
  // The ticket is read under a share lock, so a colleague taking it waits until the note is in,
  // and the live event goes to exactly those who could read the ticket when it was written.
  const { t, stored, id } = await db().transaction(async (tx) => {
    const [t] = await tx.select().from(tickets).where(eq(tickets.id, input.ticketId)).for("share");
    if (!t || !canRead(t, reader)) throw new TicketError("NOT_FOUND");
    if (!mayKeepNotes(t, reader)) throw new TicketError("FORBIDDEN");
    const [stored] = await tx
      .insert(ticketNotes)
      .values({ ticketId: t.id, authorId: reader.id, text: input.text, clientId: input.clientId })
      .onConflictDoNothing()
      .returning({ id: ticketNotes.id });
    // Without a client id nothing conflicts; with one, a resend finds the note stored first.
    const [existing] = stored
      ? [stored]
      : await tx
          .select({ id: ticketNotes.id })
          .from(ticketNotes)
          .where(
            and(
              eq(ticketNotes.ticketId, t.id),
              eq(ticketNotes.authorId, reader.id),
              sql`${ticketNotes.clientId} = ${input.clientId ?? null}::uuid`,
            ),
          );
    if (!existing) throw new TicketError("NOT_FOUND");
    return { t, stored: Boolean(stored), id: existing.id };
  });
  const [row] = await selectNotes().where(eq(ticketNotes.id, id));
  if (stored) {
    // Staff see every login, so one view serves every staff socket.
    liveHub()?.emit(
      [...staffRooms(t), rooms.user(reader.id)],
      "ticket-note",
      { ticketId: t.id, note: noteView(row.note, row.author, { id: 0, role: "techsupport" }) },
      [rooms.user(t.authorId)],
    );
  }
  return { note: noteView(row.note, row.author, reader), duplicate: !stored };
}
