import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { linkedAccounts, PaymentStatus, purchases, sessions, users, type Role } from "~/db/schema";
import { escapeLike } from "../catalogue/games.server";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { endUserSessions } from "../auth/session.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { computeBonus } from "../payments/purchases.server";
import { liveHub } from "~/services/realtime/live-hub.server";
import { ticketsOfAuthor } from "../tickets/queries.server";

export const CUSTOMERS_PAGE = 50;

/** Customers (and staff) by e-mail or login, newest first, with their paid orders. */
export async function listCustomers({ q, page }: { q: string; page: number }) {
  const like = `%${escapeLike(q)}%`;
  const where = q ? or(ilike(users.email, like), ilike(users.login, like)) : undefined;
  // Table names written out: Drizzle leaves columns unqualified in one-table selects.
  const paid = sql<number>`${sql.raw(`(select count(*) from "purchases" p
    where p.user_id = "users"."id" and p.status = ${PaymentStatus.Payed})`)}`.mapWith(Number);
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select({
        id: users.id,
        login: users.login,
        email: users.email,
        role: users.role,
        isBlocked: users.isBlocked,
        createdAt: users.createdAt,
        paid,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(CUSTOMERS_PAGE)
      .offset((page - 1) * CUSTOMERS_PAGE),
    db().select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE)) };
}

/** One customer's page: purchases, tickets, bonus level, linked sign-ins and recent sessions. */
export async function customerDetails(userId: number) {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [bought, asked, bonus, providers, signIns] = await Promise.all([
    db()
      .select()
      .from(purchases)
      .where(eq(purchases.userId, userId))
      .orderBy(desc(purchases.createdAt))
      .limit(50),
    ticketsOfAuthor(userId, 50),
    computeBonus(userId),
    db()
      .select({
        provider: linkedAccounts.provider,
        name: linkedAccounts.displayName,
        email: linkedAccounts.email,
        createdAt: linkedAccounts.createdAt,
      })
      .from(linkedAccounts)
      .where(eq(linkedAccounts.userId, userId)),
    db()
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(20),
  ]);
  return { user, purchases: bought, tickets: asked, bonus, providers, signIns };
}

/**
 * The user, locked, and whether they are the shop's last active owner: every owner row is locked
 * too, so two owners demoting each other at once cannot both succeed.
 */
async function lockWithOwners(tx: Tx, userId: number) {
  const owners = await tx
    .select({ id: users.id, isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.role, "owner"))
    .for("update");
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw new ConsoleError("NOT_FOUND", 404);
  const active = owners.filter((o) => !o.isBlocked);
  const lastOwner = user.role === "owner" && !user.isBlocked && active.length <= 1;
  return { user, lastOwner };
}

/** Changes a user's role; the shop always keeps one active owner (409 LAST_OWNER). Audited. */
export async function setUserRole(ctx: WriteContext, userId: number, role: Role) {
  requireRight(ctx.actor, "users.manage");
  const changed = await db().transaction(async (tx) => {
    const { user, lastOwner } = await lockWithOwners(tx, userId);
    if (user.role === role) return false;
    if (lastOwner) throw new ConsoleError("LAST_OWNER", 409);
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordAudit(tx, ctx, {
      action: "user.role",
      entity: "user",
      entityId: userId,
      before: { role: user.role },
      after: { role },
    });
    return true;
  });
  // Live sockets joined the staff and owner rooms by the old role: a demoted tech support must
  // stop receiving the desk's events (internal notes among them) at once; the next page load
  // connects again with the new role's rooms.
  if (changed) liveHub()?.disconnectUser(userId);
}

/**
 * Blocks or unblocks a user. Blocking ends every session and live socket at once and refuses
 * sign-in from then on (as blocking from a ticket does); the last active owner cannot be blocked.
 */
export async function setUserBlocked(ctx: WriteContext, userId: number, blocked: boolean) {
  requireRight(ctx.actor, "users.manage");
  const changed = await db().transaction(async (tx) => {
    const { user, lastOwner } = await lockWithOwners(tx, userId);
    if (user.isBlocked === blocked) return false;
    if (blocked && (lastOwner || user.id === ctx.actor.id)) throw new ConsoleError("LAST_OWNER", 409);
    await tx.update(users).set({ isBlocked: blocked }).where(eq(users.id, userId));
    await recordAudit(tx, ctx, {
      action: blocked ? "user.block" : "user.unblock",
      entity: "user",
      entityId: userId,
      before: { isBlocked: user.isBlocked },
      after: { isBlocked: blocked },
    });
    return true;
  });
  if (changed && blocked) await endUserSessions(userId);
}
