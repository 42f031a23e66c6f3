import type { Role } from "~/db/schema/users";
import { can } from "./permissions";

/**
 * Who may do what with one ticket (SPEC §6, ARCHITECTURE §6: every ticket read and write checks
 * the caller against the ticket). The services enforce these; the pages use the same rules to
 * choose the reply box mode, so the buttons shown are exactly the actions allowed.
 */
export interface Reader {
  id: number;
  role: Role;
}

type TicketState = {
  authorId: number;
  closed: boolean;
  needOwnerHelp: boolean;
  techsupportId: number | null;
  ownerId: number | null;
};

const isStaff = (r: Reader) => can(r.role, "supportDesk");
const isOwner = (r: Reader) => can(r.role, "ownerDesk");
const assigned = (t: TicketState, r: Reader) => t.techsupportId === r.id || t.ownerId === r.id;

/** The author, the owners, and tech support for unassigned, own and archived tickets. */
export function canRead(t: TicketState, r: Reader) {
  if (t.authorId === r.id || isOwner(r)) return true;
  return isStaff(r) && (t.techsupportId === null || t.techsupportId === r.id || t.closed);
}

/** The author and the staff who took the ticket in work, while it is open. */
export function canReply(t: TicketState, r: Reader) {
  return !t.closed && (t.authorId === r.id || assigned(t, r));
}

/** Staff take an open ticket nobody took yet. */
export function canTake(t: TicketState, r: Reader) {
  return isStaff(r) && !t.closed && t.techsupportId === null && t.authorId !== r.id;
}

/**
 * Asking the owner for help is a tech-support right (SPEC §6): the tech support who took the
 * ticket asks once; hidden once flagged (SPEC §4.2). The customer never calls the owner.
 */
export function canAskHelp(t: TicketState, r: Reader) {
  if (t.closed || t.needOwnerHelp || t.ownerId !== null) return false;
  return isStaff(r) && t.techsupportId === r.id && t.authorId !== r.id;
}

/** An owner takes a ticket from the need-help queue. */
export function canTakeHelp(t: TicketState, r: Reader) {
  return isOwner(r) && !t.closed && t.needOwnerHelp && t.ownerId === null && t.authorId !== r.id;
}

/** The staff working on the ticket, or an owner, close it. */
export function canClose(t: TicketState, r: Reader) {
  return isStaff(r) && !t.closed && (assigned(t, r) || isOwner(r));
}

/** Staff who may read a ticket may block its author (never themselves). */
export function canBlock(t: TicketState, r: Reader) {
  return isStaff(r) && t.authorId !== r.id && canRead(t, r);
}

export type ReplyMode = "default" | "disabled" | "takeInWork" | "takeNeedHelp" | "close";

/**
 * SPEC §4.2 reply box modes: default (the author writes), disabled (closed, or nothing to do),
 * take-in-work (only the take button), close (staff at work: reply plus the Actions menu).
 */
export function replyMode(t: TicketState, r: Reader): ReplyMode {
  if (t.closed) return "disabled";
  if (t.authorId === r.id) return "default";
  if (canTake(t, r)) return "takeInWork";
  if (canTakeHelp(t, r)) return "takeNeedHelp";
  if (canReply(t, r)) return "close";
  return "disabled";
}
