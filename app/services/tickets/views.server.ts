import type { Ticket, TicketFile, TicketMessage, User } from "~/db/schema";
import { can } from "~/utils/permissions";
import type { Reader } from "~/utils/ticket-access";
import type { MessageAuthorView, TicketFileView, TicketMessageView, TicketView } from "~/utils/tickets";

/**
 * The shapes a reader receives (utils/tickets.ts), with SPEC §6 login visibility: staff see real
 * logins, the author sees own login on own messages, and everybody else appears as the label
 * Owner or Tech support (the role, translated by the page) with no id or avatar.
 */

type AuthorRow = Pick<User, "id" | "login" | "role" | "avatarJpeg" | "avatarWebp">;

export function authorView(author: AuthorRow | null, reader: Reader): MessageAuthorView | null {
  if (!author) return null;
  if (can(reader.role, "supportDesk") || author.id === reader.id) {
    return {
      id: author.id,
      login: author.login,
      role: author.role,
      avatarJPEG: author.avatarJpeg,
      avatarWebP: author.avatarWebp,
    };
  }
  return { id: null, login: null, role: author.role, avatarJPEG: null, avatarWebP: null };
}

export function fileView(file: Pick<TicketFile, "id" | "width" | "height" | "order">): TicketFileView {
  return {
    id: file.id,
    path: `/api/tickets/files/${file.id}`,
    width: file.width,
    height: file.height,
    order: file.order,
  };
}

export function messageView(
  message: TicketMessage,
  author: AuthorRow | null,
  files: TicketFile[],
  reader: Reader,
): TicketMessageView {
  return {
    id: message.id,
    ticketId: message.ticketId,
    seq: message.seq,
    author: authorView(author, reader),
    text: message.text,
    type: message.type,
    createdAt: message.createdAt.toISOString(),
    files: files.map(fileView).sort((a, b) => a.order - b.order || a.id - b.id),
    clientId: message.authorId === reader.id ? message.clientId : null,
  };
}

export interface TicketRow extends Ticket {
  authorLogin: string;
  unread: number;
  preview: string;
}

export function ticketView(row: TicketRow, reader: Reader): TicketView {
  const staff = can(reader.role, "supportDesk");
  return {
    id: row.id,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closed: row.closed,
    needOwnerHelp: row.needOwnerHelp,
    authorId: row.authorId,
    authorLogin: staff || row.authorId === reader.id ? row.authorLogin : null,
    // SPEC §6: a customer learns a role label, never a staff member's id — their own id at most.
    lastSenderId: staff || row.lastSenderId === reader.id ? row.lastSenderId : null,
    techsupportId: staff ? row.techsupportId : null,
    ownerId: staff ? row.ownerId : null,
    lastMessageSeq: row.lastMessageSeq,
    lastMessageAt: row.lastMessageAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    rating: row.rating,
    ratingComment: row.ratingComment,
    purchaseId: row.purchaseId,
    unread: Number(row.unread),
    preview: row.preview.slice(0, 120),
  };
}
