import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, statusFollows, users } from "~/db/schema";
import { validUnsubscribe } from "./status-alert-mail.server";

/**
 * The customer's side of status alerts: the profile's switch, the e-mails' unsubscribe link
 * (no sign-in needed: the link is signed for that one user) and following a product.
 */

export async function setStatusAlerts(userId: number, on: boolean) {
  await db().update(users).set({ statusAlerts: on }).where(eq(users.id, userId));
}

/** The signed link's user, when the signature holds (and the user still exists). */
export async function unsubscribeTarget(userIdParam: string | null, token: string | null) {
  const userId = Number(userIdParam);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !token || !(await validUnsubscribe(userId, token)))
    return null;
  const [user] = await db()
    .select({ id: users.id, email: users.email, statusAlerts: users.statusAlerts })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

export async function isFollowing(userId: number, cheatId: number) {
  const [row] = await db()
    .select({ cheatId: statusFollows.cheatId })
    .from(statusFollows)
    .where(and(eq(statusFollows.userId, userId), eq(statusFollows.cheatId, cheatId)));
  return Boolean(row);
}

/** Follows or unfollows a published product; false when there is no such product. */
export async function setFollowing(userId: number, cheatId: number, follow: boolean) {
  const [cheat] = await db()
    .select({ id: cheats.id })
    .from(cheats)
    .where(and(eq(cheats.id, cheatId), eq(cheats.isPublished, true)));
  if (!cheat) return false;
  if (follow) await db().insert(statusFollows).values({ userId, cheatId }).onConflictDoNothing();
  else
    await db()
      .delete(statusFollows)
      .where(and(eq(statusFollows.userId, userId), eq(statusFollows.cheatId, cheatId)));
  return true;
}
