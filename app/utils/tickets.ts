import { parseId } from "./id-values";

/**
 * The ticket model as both sides see it (SPEC §3 Ticket, Ticket message, Ticket file, Notification
 * counters; §4.2 display status; §5 and §9 limits). The server builds these shapes per reader
 * (login visibility of SPEC §6) in services/tickets/views.server.ts.
 */

export const TICKET_SUBJECTS = ["cheatProblem", "paymentProblem", "anotherQuestion"] as const;
export type TicketSubject = (typeof TICKET_SUBJECTS)[number];

export const MESSAGE_TYPES = [
  "text",
  "files",
  "text_with_files",
  "need_help_request",
  "auto_closed",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** SPEC §9: a message is at most 500 characters; a new ticket's first message at least 10. */
export const MESSAGE_MAX = 500;
export const CREATE_MESSAGE_MIN = 10;
/** Attachments a single message may carry. */
export const FILES_PER_MESSAGE_MAX = 10;
/** SPEC §5: PNG, JPEG, JPG. */
export const UPLOAD_TYPES = ["image/png", "image/jpeg"] as const;
export const UPLOAD_ACCEPT = ".png,.jpg,.jpeg,image/png,image/jpeg";
/** SPEC §9: sizes convert MB to bytes by 1024 × 1024. */
export const mbToBytes = (mb: number) => Math.round(mb * 1024 * 1024);

/** The author of a message as one reader may see it (SPEC §6 login visibility). */
export interface MessageAuthorView {
  /** Null when the reader may not know who exactly answered. */
  id: number | null;
  /** The real login, or null when the reader sees only the role label. */
  login: string | null;
  role: "client" | "techsupport" | "owner";
  avatarJPEG: string | null;
  avatarWebP: string | null;
}

export interface TicketFileView {
  id: number;
  /** Served only to readers of the ticket (GET /api/tickets/files/{id}). */
  path: string;
  width: number;
  height: number;
  order: number;
}

export interface TicketMessageView {
  id: number;
  ticketId: number;
  /** 1, 2, … per ticket: a reconnecting client asks for everything after the last one it saw. */
  seq: number;
  /** Null for a system message (auto_closed). */
  author: MessageAuthorView | null;
  text: string;
  type: MessageType;
  createdAt: string;
  files: TicketFileView[];
  /** The sender's idempotency key, so the sending tab can match its pending bubble. */
  clientId: string | null;
}

/** An internal note in a ticket: staff only, never shown or sent to the customer. */
export interface TicketNoteView {
  id: number;
  ticketId: number;
  author: MessageAuthorView | null;
  text: string;
  createdAt: string;
  /** The writer's idempotency key, so the writing tab can match its pending note. */
  clientId: string | null;
}

export interface TicketView {
  id: number;
  subject: TicketSubject;
  createdAt: string;
  updatedAt: string;
  closed: boolean;
  needOwnerHelp: boolean;
  authorId: number;
  /** Shown to staff only; null for the author (who sees "me"). */
  authorLogin: string | null;
  lastSenderId: number | null;
  techsupportId: number | null;
  ownerId: number | null;
  lastMessageSeq: number;
  lastMessageAt: string;
  /** When staff first answered the customer; null until then (the desk's first-response time). */
  firstResponseAt: string | null;
  /** The author's rating of the help after the close (1–5), and their comment; null until rated. */
  rating: number | null;
  ratingComment: string | null;
  /** The author's purchase the ticket is about, if one was picked. */
  purchaseId: number | null;
  /** Messages by others after what this reader has read. */
  unread: number;
  /** The first words of the newest message, for lists. */
  preview: string;
}

/** SPEC §3 Notification counters. */
export interface NotificationCounters {
  /** Open tickets nobody has taken (staff). */
  techSupport: number;
  /** Unread messages in tickets this staff member took in work. */
  techSupportMy: number;
  /** Unread messages in the reader's own tickets. */
  tickets: number;
  /** Open tickets asking for the owner that no owner took yet (owner). */
  ownerNeedHelp: number;
  /** Unread messages in need-help tickets the owner took (owner). */
  ownerMy: number;
}

export const ZERO_COUNTERS: NotificationCounters = {
  techSupport: 0,
  techSupportMy: 0,
  tickets: 0,
  ownerNeedHelp: 0,
  ownerMy: 0,
};

/** The header badge: everything waiting for this reader. */
export function badgeCount(c: NotificationCounters) {
  return c.tickets + c.techSupport + c.techSupportMy + c.ownerNeedHelp + c.ownerMy;
}

export type TicketDisplayStatus = "needHelp" | "newMessage" | "wait" | "review" | "closed";

/**
 * SPEC §4.2, in its order, for an open ticket: need help (never shown to the author), new message
 * (unread), wait when the last message is someone else's (the ticket waits for this reader's
 * answer), otherwise review (the reader wrote last); a closed ticket is closed.
 */
export function ticketDisplayStatus(
  ticket: Pick<TicketView, "closed" | "needOwnerHelp" | "unread" | "lastSenderId" | "authorId">,
  readerId: number,
): TicketDisplayStatus {
  if (ticket.closed) return "closed";
  if (ticket.needOwnerHelp && ticket.authorId !== readerId) return "needHelp";
  if (ticket.unread > 0) return "newMessage";
  if (ticket.lastSenderId !== readerId) return "wait";
  return "review";
}

/** The message type that a text and a number of files make. */
export function messageTypeFor(text: string, fileCount: number): MessageType {
  if (fileCount > 0) return text.trim() ? "text_with_files" : "files";
  return "text";
}

/** The `?ticket=` list of open ticket ids on /profile/tickets (SPEC §2.3). */
export function parseOpenTickets(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(",")
    .map((part) => parseId(part))
    .filter((id) => id !== null);
  return [...new Set(ids)];
}

/** Adds or removes one id of the `?ticket=` list. */
export function toggleOpenTicket(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** Since when the customer has waited for staff (open, and theirs is the newest message), or null. */
export function waitingSince(t: TicketView): string | null {
  return !t.closed && t.lastSenderId === t.authorId ? t.lastMessageAt : null;
}

/** Whole minutes from `from` to `to` (never negative). */
export function minutesBetween(from: string, to: string | number): number {
  return Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 60_000));
}

/** A span of minutes as the desk shows it: its two largest units (days and hours, or hours and minutes). */
export function durationParts(minutes: number): { key: "m" | "h" | "d"; d: number; h: number; m: number } {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return { key: d ? "d" : h ? "h" : "m", d, h, m };
}

/** The desk's "longest waiting first": waiting tickets by how long they wait, then the rest as they were. */
export function byLongestWaiting(list: TicketView[]): TicketView[] {
  return list
    .map((ticket, index) => ({ ticket, index, since: waitingSince(ticket) }))
    .sort((a, b) =>
      a.since && b.since
        ? a.since.localeCompare(b.since) || a.index - b.index
        : a.since
          ? -1
          : b.since
            ? 1
            : a.index - b.index,
    )
    .map((entry) => entry.ticket);
}

/**
 * A delivered key with nearly all of it hidden ("••••••••9F2A"): enough for the buyer and staff to
 * tell which key it is, never enough to use it from a screenshot or over a shoulder. Only a long
 * one-line key shows its last four characters; short keys and account credentials show nothing.
 */
export function maskKey(key: string): string {
  const chars = [...key.trim()];
  if (chars.length < 16 || key.includes("\n")) return "•".repeat(10);
  return `${"•".repeat(8)}${chars.slice(-4).join("")}`;
}
