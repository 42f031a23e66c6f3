import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users, type Ticket, type TicketFile, type TicketMessage, type User } from "~/db/schema";
import { can } from "~/utils/permissions";
import type { Reader } from "~/utils/ticket-access";
import type { TicketMessageView, TicketView } from "~/utils/tickets";
import { logger } from "../logger.server";
import { notificationCounters } from "./counters.server";
import { liveHub, rooms } from "~/services/realtime/live-hub.server";
import { notifyByPush } from "./push.server";
import { messageView, ticketView } from "./views.server";
import { singleton } from "~/utils/singleton.server";

/**
 * Live fan-out after a change is stored (never before: a client that receives an event can always
 * load what it describes). Each audience gets its own view (SPEC §6 login visibility): the
 * author's, and the staff view for the desks that may read the ticket. Events go to the roles SPEC
 * §6 lists; broadcast tickets carry unread 0, and each client keeps its own unread count rising
 * for tickets it does not have open (SPEC §4.2) until a list request brings the stored numbers.
 */

/** Any staff member: staff see every login. */
const STAFF_READER: Reader = { id: 0, role: "techsupport" };

export interface PublishedTicket extends Ticket {
  authorLogin: string;
  authorRole: User["role"];
}

type AuthorRow = Pick<User, "id" | "login" | "role" | "avatarJpeg" | "avatarWebp">;

/** Loads what the views need about a ticket's author. */
export async function withAuthor(ticket: Ticket): Promise<PublishedTicket> {
  const [author] = await db()
    .select({ login: users.login, role: users.role })
    .from(users)
    .where(eq(users.id, ticket.authorId));
  return { ...ticket, authorLogin: author?.login ?? "", authorRole: author?.role ?? "client" };
}

function broadcastView(t: PublishedTicket, reader: Reader): TicketView {
  return ticketView({ ...t, unread: 0, preview: "" }, reader);
}

/** The rooms whose sockets may read the ticket as staff. */
export function staffRooms(t: Ticket): string[] {
  const list = [rooms.owners];
  if (t.techsupportId === null && !t.closed) list.push(rooms.staff);
  if (t.techsupportId !== null) list.push(rooms.user(t.techsupportId));
  if (t.ownerId !== null) list.push(rooms.user(t.ownerId));
  return list;
}

/** The author's reader; a staff author is reached through the staff view. */
function authorReader(t: PublishedTicket): Reader | null {
  return can(t.authorRole, "supportDesk") ? null : { id: t.authorId, role: t.authorRole };
}

/** Sends `event` with a payload built per view to the author and to the ticket's desks. */
function toAudience(
  t: PublishedTicket,
  event: string,
  build: (reader: Reader) => unknown,
  extraStaffRooms: string[] = [],
) {
  const hub = liveHub();
  if (!hub) return;
  const author = authorReader(t);
  const staff = [...staffRooms(t), ...extraStaffRooms];
  if (!author) staff.push(rooms.user(t.authorId));
  hub.emit(staff, event, build(STAFF_READER));
  if (author) hub.emit([rooms.user(author.id)], event, build(author));
}

/** The users whose own counters a change of this ticket moves (and who see each other typing). */
export function participants(t: Ticket): number[] {
  return [t.authorId, t.techsupportId, t.ownerId].filter((id): id is number => id !== null);
}

/** Counter refreshes asked for within this window go out once (a burst costs one query per user). */
const COUNTERS_BATCH_MS = 100;
// One batch per process, whichever module graph asks (a form post's reply or a socket event).
const pendingCounters = singleton("pendingCounters", () => ({
  users: new Set<number>(),
  everyStaff: false,
  timer: null as NodeJS.Timeout | null,
}));

/** Recomputes and sends `send-notifications` to users (and, when asked, to every staff member). */
export async function refreshCounters(userIds: number[], everyStaff = false) {
  if (!liveHub()) return;
  for (const id of userIds) pendingCounters.users.add(id);
  pendingCounters.everyStaff ||= everyStaff;
  pendingCounters.timer ??= setTimeout(() => void flushCounters(), COUNTERS_BATCH_MS);
}

async function flushCounters() {
  const ids = new Set(pendingCounters.users);
  const everyStaff = pendingCounters.everyStaff;
  pendingCounters.users.clear();
  pendingCounters.everyStaff = false;
  pendingCounters.timer = null;
  const hub = liveHub();
  if (!hub) return;
  try {
    if (everyStaff) for (const id of await hub.usersIn(rooms.staff)) ids.add(id);
    if (!ids.size) return;
    const readers = await db()
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [...ids]));
    await Promise.all(
      readers.map(async (reader) =>
        hub.emit([rooms.user(reader.id)], "send-notifications", await notificationCounters(reader)),
      ),
    );
  } catch (error) {
    // Counters are a convenience; the next request-notifications corrects them.
    logger().warn({ err: error }, "could not refresh notification counters");
  }
}

export interface StoredMessage {
  message: TicketMessage;
  author: AuthorRow | null;
  files: TicketFile[];
}

function messagePayload(t: PublishedTicket, m: StoredMessage) {
  return (reader: Reader): { ticket: TicketView; message: TicketMessageView } => ({
    ticket: broadcastView(t, reader),
    message: messageView(m.message, m.author, m.files, reader),
  });
}

/** A new ticket: the desks see it in their queue, the author's other tabs see it in the list. */
export async function publishNewTicket(t: PublishedTicket, first: StoredMessage) {
  const hub = liveHub();
  if (hub) {
    const payload = messagePayload(t, first);
    hub.emit([rooms.staff], "new-ticket", { ticket: broadcastView(t, STAFF_READER) });
    const author = authorReader(t) ?? STAFF_READER;
    hub.emit([rooms.user(t.authorId)], "receive-message", payload({ ...author, id: t.authorId }));
  }
  await refreshCounters([t.authorId], true);
  notifyByPush(t, first, { newTicket: true });
}

/** A new message (a reply, a need-help request or an auto-close notice). */
export async function publishMessage(
  t: PublishedTicket,
  m: StoredMessage,
  {
    mayPush = true,
    countersUnchangedFor = null,
  }: { mayPush?: boolean; countersUnchangedFor?: number | null } = {},
) {
  toAudience(t, "receive-message", messagePayload(t, m));
  // The sender's own counters move only when sending marked earlier messages read.
  await refreshCounters(participants(t).filter((id) => id !== countersUnchangedFor));
  // The sender already knows that nobody on the ticket has a push subscription.
  if (mayPush) notifyByPush(t, m, { newTicket: false });
}

/** A change of the ticket's state without a message (taken, subject, closed): a state sync. */
export function publishTicketState(t: PublishedTicket, extraStaffRooms: string[] = []) {
  toAudience(
    t,
    "send-ticket-messages",
    (reader) => ({ ticket: broadcastView(t, reader), messages: [] }),
    extraStaffRooms,
  );
}

/** A reader read a ticket up to `seq`: their other tabs and the other side learn it. */
export async function publishRead(t: Ticket, readerId: number, seq: number) {
  const hub = liveHub();
  if (!hub) return;
  const payload = { ticketId: t.id, readerId, seq };
  const others = [...new Set([...participants(t), readerId])].filter((id) => id !== t.authorId);
  hub.emit(others.map(rooms.user), "ticket-messages-readed", payload);
  // The customer learns that their ticket was read, not which staff member read it.
  hub.emit([rooms.user(t.authorId)], "ticket-messages-readed", {
    ...payload,
    readerId: readerId === t.authorId ? readerId : null,
  });
  await refreshCounters([readerId]);
}

/** Taken in work: the ticket leaves the review queue, and the taker is sent to it (SPEC §2.3). */
export async function publishTaken(t: PublishedTicket, takerId: number, was: "review" | "needHelp") {
  const hub = liveHub();
  if (hub) {
    if (was === "review") hub.emit([rooms.staff], "remove-ticket", { ticketId: t.id, list: "review" });
    else hub.emit([rooms.owners], "remove-ticket", { ticketId: t.id, list: "needHelp" });
    hub.emit([rooms.user(takerId)], "redirect-to", {
      page: was === "review" ? "techsupport" : "owner",
      to: "my",
      ticketId: t.id,
    });
  }
  publishTicketState(t);
  await refreshCounters(participants(t), true);
}

/** Asked the owner for help: the owners' queue gains it. */
export async function publishHelpRequested(t: PublishedTicket, m: StoredMessage) {
  liveHub()?.emit([rooms.owners], "new-ticket-to-help", { ticket: broadcastView(t, STAFF_READER) });
  await publishMessage(t, m);
  await refreshCounters([], true);
}

/** Closed (by staff, by a block or by inactivity): it leaves every live list that held it. */
export async function publishClosed(t: PublishedTicket, before: Ticket) {
  const hub = liveHub();
  if (hub) {
    if (before.techsupportId === null)
      hub.emit([rooms.staff], "remove-ticket", { ticketId: t.id, list: "review" });
    else
      hub.emit([rooms.owners, rooms.user(before.techsupportId)], "remove-in-work-ticket", { ticketId: t.id });
    if (before.ownerId !== null || before.needOwnerHelp)
      hub.emit([rooms.owners], "remove-owner-my-ticket", { ticketId: t.id });
  }
  publishTicketState(t);
  await refreshCounters(participants(t), true);
}
