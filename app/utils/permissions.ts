import type { Role } from "~/db/schema/users";

/**
 * SPEC §6 in one table: what each role may do. Route guards and (later) socket handlers ask the
 * same question through `can`, so a rule changes in one place.
 */
const RIGHTS = {
  /** Profile, purchases, bonuses, own tickets, AI chat, changing avatar, e-mail and login. */
  profile: ["client", "techsupport", "owner"],
  /** The tech-support desk: take in work, answer, close, ask the owner for help, block by ticket. */
  supportDesk: ["techsupport", "owner"],
  /** The owner's desk: the need-help queue, own and all tickets. */
  ownerDesk: ["owner"],
  /** Opening the console at /admin (what it shows inside depends on the rights below). */
  console: ["techsupport", "owner"],
  /** Changing a product's status (SPEC §4.1): tech support sees detections first. */
  "catalogue.status": ["techsupport", "owner"],
  /** Creating, editing, publishing and deleting games, products, prices, accounts and problems. */
  "catalogue.edit": ["owner"],
  /** The banner, home slides and texts, links and bonus thresholds. */
  "settings.edit": ["owner"],
  /** Key stock, orders, refunds, customers and the sales figures. */
  "sales.manage": ["owner"],
  /** Staff roles, blocking, and the owner API's tokens. */
  "users.manage": ["owner"],
  /** Coupon codes and the referral programme (console → Promotions). */
  "promotions.manage": ["owner"],
  /** Running the desk: writing its canned replies (staff insert them) and its per-staff figures. */
  "desk.manage": ["owner"],
  /** Reading the audit log of console writes. */
  "audit.read": ["owner"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof RIGHTS;

/** Whether a role (null: signed out) has a permission. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? (RIGHTS[permission] as readonly Role[]).includes(role) : false;
}
