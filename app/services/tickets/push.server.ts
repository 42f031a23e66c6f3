import { singleton } from "~/utils/singleton.server";
import { and, eq, inArray } from "drizzle-orm";
import webpush from "web-push";
import { db } from "~/db/client.server";
import { pushSubscriptions, users, type Ticket, type TicketMessage } from "~/db/schema";
import { env } from "~/env.server";
import { langT } from "~/i18n/i18n.server";
import { localizePath, type Lang } from "~/utils/lang";
import { logger } from "../logger.server";
import { appSecret } from "../secrets.server";
import { liveHub } from "~/services/realtime/live-hub.server";
import { checkPushEndpoint, PinnedAgent } from "./push-endpoint.server";

/**
 * Web push (SPEC §4.3, §4.4): the browser's subscription is stored per user; a new message or a new
 * ticket is pushed to the people it concerns who are not looking at that ticket right now.
 * VAPID keys come from VAPID_* or are generated once and kept in the database (ARCHITECTURE §4).
 */

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair every instance shares. */
export async function vapidKeys(): Promise<VapidKeys> {
  const e = env();
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  const stored = await appSecret("vapid", undefined, () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(stored) as VapidKeys;
}

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Stores a browser's subscription for a user (an endpoint moves to whoever subscribed last). */
export async function saveSubscription(userId: number, sub: SubscriptionInput) {
  await db()
    .insert(pushSubscriptions)
    .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    });
}

/** Forgets a subscription of a user (logout). */
export async function removeSubscription(userId: number, endpoint: string) {
  await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

type Subscription = typeof pushSubscriptions.$inferSelect & { lang: Lang };

/** The push subscriptions of the users who are not blocked, each with its user's language. */
export async function subscriptionsOf(userIds: number[]): Promise<Subscription[]> {
  if (!userIds.length) return [];
  const rows = await db()
    .select({ subscription: pushSubscriptions, lang: users.lang })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.userId, userIds), eq(users.isBlocked, false)));
  return rows.map((row) => ({ ...row.subscription, lang: row.lang }));
}

/** Sends one notification to each subscription; dead endpoints are dropped. */
export async function pushTo(subs: Subscription[], build: (lang: Lang) => Promise<Record<string, string>>) {
  if (!subs.length) return;
  const keys = await vapidKeys();
  const e = env();
  const subject =
    e.VAPID_SUBJECT ?? `mailto:support@${new URL(e.PUBLIC_URL ?? "https://nocturn.gg").hostname}`;
  await Promise.all(
    subs.map(async (s) => {
      // Checked again at each delivery: the name may resolve elsewhere than when it was stored.
      const check = await checkPushEndpoint(s.endpoint, e.PUSH_ALLOW_PRIVATE_HOSTS);
      if (!check.ok) {
        logger().warn(
          { subscription: s.id, reason: check.reason },
          "web push refused: not a public push service",
        );
        return;
      }
      const payload = JSON.stringify(await build(s.lang));
      try {
        await webpush.sendNotification(
          { endpoint: check.target.url.href, keys: { p256dh: s.p256dh, auth: s.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
            agent: new PinnedAgent(check.target),
          },
        );
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
        } else {
          logger().warn({ err: error, status }, "web push failed");
        }
      }
    }),
  );
}

/**
 * Pushes a new message to the ticket's people other than its sender who do not have the ticket
 * open (a new ticket or a need-help request also goes to the desks that must act on it).
 * Runs in the background: a slow push service never delays the chat.
 */
export function notifyByPush(
  t: Ticket & { authorLogin: string },
  m: { message: TicketMessage },
  { newTicket }: { newTicket: boolean },
): void {
  const job = (async () => {
    const ids = new Set([t.authorId, t.techsupportId, t.ownerId].filter((id): id is number => id !== null));
    const desks: ("techsupport" | "owner")[] = [];
    if (newTicket) desks.push("techsupport", "owner");
    if (m.message.type === "need_help_request") desks.push("owner");
    if (desks.length) {
      const staff = await db().select({ id: users.id }).from(users).where(inArray(users.role, desks));
      for (const s of staff) ids.add(s.id);
    }
    if (m.message.authorId !== null) ids.delete(m.message.authorId);
    // Who could get a push at all comes first: usually nobody has subscribed, and then the
    // cluster-wide question of who is looking at the ticket is never asked.
    const subs = await subscriptionsOf([...ids]);
    if (!subs.length) return;
    const viewers = new Set((await liveHub()?.viewersOf(t.id)) ?? []);
    await pushTo(
      subs.filter((sub) => !viewers.has(sub.userId)),
      async (lang) => {
        const t2 = await langT(lang, "mail");
        return {
          title: t2(newTicket ? "push.newTicketTitle" : "push.newMessageTitle", { id: t.id }),
          body: m.message.text.slice(0, 140) || t2(`push.type.${m.message.type}`),
          url: localizePath(`/profile/ticket/${t.id}`, lang),
          tag: `ticket-${t.id}`,
        };
      },
    );
  })();
  const settled = job.catch((error: unknown) => logger().warn({ err: error }, "web push skipped"));
  pendingPushes().add(settled);
  void settled.finally(() => pendingPushes().delete(settled));
}

/** The pushes being decided or sent in the background (one set for both module graphs). */
const pendingPushes = () => singleton("tickets.pendingPushes", () => new Set<Promise<void>>());

/**
 * Resolves when every push started so far has been decided and sent (or skipped): a shutdown
 * lets them finish, and a test learns that a message caused no push without waiting a while.
 */
export async function pushesSettled() {
  while (pendingPushes().size) await Promise.all(pendingPushes());
}
