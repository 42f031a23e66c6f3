import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  cheats,
  cheatTranslations,
  games,
  gameTranslations,
  PaymentStatus,
  purchases,
  statusAlertDeliveries,
  statusAlertJobs,
  statusFollows,
  users,
} from "~/db/schema";
import { action as unsubscribeAction, loader as unsubscribePage } from "~/routes/alerts.unsubscribe";
import { action as cheatAction, loader as cheatPage } from "~/routes/cheat";
import { action as personalAction } from "~/routes/profile.personal";
import { loader as rootLoader } from "~/root";
import { sendDueStatusAlerts } from "~/services/alerts/status-alerts.server";
import { unsubscribeToken } from "~/services/alerts/status-alert-mail.server";
import { setCheatStatus } from "~/services/catalogue/status-writes.server";
import { action as subscribeAction } from "~/routes/api/users.subscribe-notification";
import { startPushService, subscriptionFor, trustingSelfSigned } from "../mocks/push-service";
import { startSmtpCapture } from "../mocks/smtp-capture";
import { callRoute, postForm, postJson } from "../support/route-calls";
import {
  jarOf,
  liveBackings,
  makeActor,
  startLiveServer,
  type Actor,
  type LiveServer,
} from "../support/live-server";
import { minor } from "../support/money";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Status alerts (issue: support that knows the customer): who gets them, the hourly merge, the
 * retry of failed sends, the unsubscribe without signing in, following and the profile switch.
 */
describe("status alerts", () => {
  let server: LiveServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let owner: Actor,
    active: Actor,
    expired: Actor,
    failed: Actor,
    follower: Actor,
    quiet: Actor,
    stranger: Actor;
  let cheatId: number;
  const ctx = () => ({ actor: owner.user, via: "console" });
  const to = (actor: Actor) => (m: ParsedMail) =>
    (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(actor.user.email!));
  const mailsTo = (actor: Actor) => smtp.messages.filter(to(actor));
  const buy = (actor: Actor, daysAgo: number, status: number = PaymentStatus.Payed) =>
    db()
      .insert(purchases)
      .values({
        userId: actor.user.id,
        email: actor.user.email,
        invoiceId: `alert-${crypto.randomUUID()}`,
        cheatId,
        kind: "cheat",
        nameRu: "Фантом",
        nameEn: "Phantom",
        periodDays: 30,
        amountMinor: minor(50_000),
        currency: 0,
        status,
        createdAt: new Date(Date.now() - daysAgo * DAY),
      });
  const pendingJob = async () =>
    (await db().select().from(statusAlertJobs).where(eq(statusAlertJobs.cheatId, cheatId))).find(
      (j) => j.sentAt === null,
    );

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    pushService = await startPushService();
    // The push stand-in runs on loopback, which the public-push-service rule refuses otherwise.
    server = await startLiveServer(liveBackings().at(-1)!, {
      SMTP_URL: smtp.url,
      PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
    });
    owner = await makeActor("owner", "alert-owner");
    [active, expired, failed, follower, quiet, stranger] = await Promise.all(
      ["buyer-now", "buyer-old", "buyer-failed", "watcher", "quiet", "stranger"].map((login) =>
        makeActor("client", login),
      ),
    );
    await db().update(users).set({ lang: "ru" }).where(eq(users.id, follower.user.id));
    const [game] = await db().insert(games).values({ slug: "iron-frontier" }).returning();
    const [cheat] = await db()
      .insert(cheats)
      .values({ gameId: game.id, slug: "phantom-esp", name: "Phantom ESP", status: 1 })
      .returning();
    cheatId = cheat.id;
    await db()
      .insert(gameTranslations)
      .values([
        { gameId: game.id, lang: "ru", name: "Iron Frontier" },
        { gameId: game.id, lang: "en", name: "Iron Frontier" },
      ]);
    await db()
      .insert(cheatTranslations)
      .values([
        { cheatId, lang: "ru" },
        { cheatId, lang: "en" },
      ]);
    await buy(active, 5);
    await buy(expired, 40);
    await buy(failed, 1, PaymentStatus.Fail);
    await buy(stranger, 2);
    const unconfirmed = await makeActor("client", "unconfirmed");
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, unconfirmed.user.id));
    await db()
      .insert(statusFollows)
      .values([
        { userId: follower.user.id, cheatId },
        { userId: quiet.user.id, cheatId },
        // An address never confirmed may be someone else's: no e-mail goes there.
        { userId: unconfirmed.user.id, cheatId },
      ]);
    await db().update(users).set({ statusAlerts: false }).where(eq(users.id, quiet.user.id));
    // The stranger's purchase is of another product.
    const [other] = await db()
      .insert(cheats)
      .values({ gameId: game.id, slug: "specter-full", name: "Specter Full", status: 1 })
      .returning();
    await db().update(purchases).set({ cheatId: other.id }).where(eq(purchases.userId, stranger.user.id));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await pushService?.close();
  });

  it("reach buyers within their period and followers with alerts on, one e-mail and one push each, queued and never sent by the change itself", async () => {
    // A browser subscribed to push for the follower, the switched-off follower and the buyer whose period ended.
    for (const actor of [follower, quiet, expired]) {
      const saved = await callRoute(subscribeAction, "/api/users/subscribe/notification", {
        jar: jarOf(actor),
        init: postJson({ subscription: subscriptionFor(`${pushService.url}/push/${actor.user.id}`) }),
      });
      expect(saved.status).toBe(201);
    }
    await setCheatStatus(ctx(), cheatId, { status: 4, note: "Detected after the 2.1 patch" });
    // The request only queued it.
    expect(smtp.messages).toHaveLength(0);
    expect(pushService.deliveries).toHaveLength(0);
    expect(await pendingJob()).toMatchObject({ fromStatus: 1, toStatus: 4 });

    expect(await trustingSelfSigned(() => sendDueStatusAlerts())).toEqual({ sent: 1, retrying: 0 });
    // One push, to the follower's browser only.
    expect(pushService.deliveries.map((d) => d.path)).toEqual([`/push/${follower.user.id}`]);
    const reached = smtp.messages.map((m) => (Array.isArray(m.to) ? m.to : [m.to])[0]!.text).sort();
    expect(reached).toEqual([active.user.email, follower.user.email].sort());
    const [mail] = mailsTo(active);
    expect(mail.subject).toBe("Phantom ESP: Detected — pause using it");
    expect(mail.text).toContain("Undetected → Detected");
    expect(mail.text).toContain("Detected after the 2.1 patch");
    expect(mail.text).toContain("/cheat/iron-frontier/phantom-esp");
    const unsubscribe = `/alerts/unsubscribe?u=${active.user.id}&t=${await unsubscribeToken(active.user.id)}`;
    // As sent (the parser turns List-* headers into objects).
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? "";
    expect(header("list-unsubscribe")).toContain(unsubscribe);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // In the follower's language.
    expect(mailsTo(follower)[0].subject).toBe("Phantom ESP: обнаружен — не используйте пока");
    expect(mailsTo(follower)[0].text).toContain("/cheat/iron-frontier/phantom-esp");
    expect(mailsTo(follower)[0].text).not.toContain("/en/");
    // Nothing more to send.
    expect(await sendDueStatusAlerts()).toEqual({ sent: 0, retrying: 0 });
  });

  it("send at most one alert per product per hour, merged into the newest state; a round trip sends nothing", async () => {
    const before = smtp.messages.length;
    await setCheatStatus(ctx(), cheatId, { status: 3, note: "" });
    await setCheatStatus(ctx(), cheatId, { status: 1, note: "Fixed in loader 5.2" });
    const job = await pendingJob();
    expect(job).toMatchObject({ fromStatus: 4, toStatus: 1, note: "Fixed in loader 5.2" });
    // Due an hour after the last alert, not now.
    expect(job!.dueAt.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);
    expect(await sendDueStatusAlerts()).toEqual({ sent: 0, retrying: 0 });
    const pushesBefore = pushService.deliveries.length;
    expect(await trustingSelfSigned(() => sendDueStatusAlerts(new Date(Date.now() + HOUR + 60_000)))).toEqual(
      { sent: 1, retrying: 0 },
    );
    expect(smtp.messages.length - before).toBe(2);
    // Two changes, one push.
    expect(pushService.deliveries.length - pushesBefore).toBe(1);
    expect(mailsTo(active).at(-1)!.subject).toBe("Phantom ESP is Undetected again");
    expect(mailsTo(active).at(-1)!.text).toContain("Detected → Undetected");

    // 1 → 2 → 1 inside the next hour: buyers last heard "Undetected", so nothing goes out.
    await setCheatStatus(ctx(), cheatId, { status: 2, note: "" });
    await setCheatStatus(ctx(), cheatId, { status: 1, note: "" });
    expect(await pendingJob()).toMatchObject({ fromStatus: 1, toStatus: 1 });
    expect(await trustingSelfSigned(() => sendDueStatusAlerts(new Date(Date.now() + 3 * HOUR)))).toEqual({
      sent: 1,
      retrying: 0,
    });
    expect(smtp.messages.length - before).toBe(2);
    expect(pushService.deliveries.length - pushesBefore).toBe(1);
    expect(await pendingJob()).toBeUndefined();
  });

  it("retry a failed send for those not yet reached, and only them", async () => {
    const later = new Date(Date.now() + 6 * HOUR);
    await db()
      .update(statusAlertJobs)
      .set({ sentAt: new Date(0) })
      .where(eq(statusAlertJobs.cheatId, cheatId));
    smtp.refusing.add(follower.user.email!);
    const [activeBefore, followerBefore] = [mailsTo(active).length, mailsTo(follower).length];
    await setCheatStatus(ctx(), cheatId, { status: 4, note: "" });
    const pushesToFollower = () =>
      pushService.deliveries.filter((d) => d.path === `/push/${follower.user.id}`).length;
    const pushesBefore = pushesToFollower();
    expect(await trustingSelfSigned(() => sendDueStatusAlerts(later))).toEqual({ sent: 0, retrying: 1 });
    // Not reached by e-mail: no push either until the retry reaches them.
    expect(pushesToFollower()).toBe(pushesBefore);
    const job = (await pendingJob())!;
    expect(job.attempts).toBe(1);
    expect(job.lastError).toContain("1 not reached");
    // A minute after the round reached it (the round's clock runs on from `later`).
    expect(job.dueAt.getTime() - later.getTime()).toBeGreaterThanOrEqual(60_000);
    expect(job.dueAt.getTime() - later.getTime()).toBeLessThan(90_000);
    expect(mailsTo(active).length - activeBefore).toBe(1);
    // Reached: the buyer (and the unconfirmed follower, who gets the push alone); not the follower.
    const reached = await db()
      .select()
      .from(statusAlertDeliveries)
      .where(eq(statusAlertDeliveries.jobId, job.id));
    expect(reached.map((d) => d.userId)).toContain(active.user.id);
    expect(reached.map((d) => d.userId)).not.toContain(follower.user.id);

    // Not due yet; then the mailbox takes mail again and the retry reaches the follower alone.
    expect(await sendDueStatusAlerts(later)).toEqual({ sent: 0, retrying: 0 });
    smtp.refusing.clear();
    expect(
      await trustingSelfSigned(() => sendDueStatusAlerts(new Date(later.getTime() + 2 * 60_000))),
    ).toEqual({ sent: 1, retrying: 0 });
    expect(mailsTo(follower).length - followerBefore).toBe(1);
    expect(pushesToFollower()).toBe(pushesBefore + 1);
    expect(mailsTo(active).length - activeBefore).toBe(1);
  });

  it("drop a retry that a newer change made untrue; those not reached hear the newer state", async () => {
    const at = new Date(Date.now() + 10 * HOUR);
    smtp.refusing.add(follower.user.email!);
    const followerBefore = mailsTo(follower).length;
    // Detected → At your own risk: the follower's mailbox refuses it.
    await setCheatStatus(ctx(), cheatId, { status: 2, note: "" });
    expect(await sendDueStatusAlerts(at)).toEqual({ sent: 0, retrying: 1 });
    // Undetected again before the retry: a job of its own, due an hour after the first started.
    await setCheatStatus(ctx(), cheatId, { status: 1, note: "" });
    smtp.refusing.clear();
    // The retry ends without telling the follower "at your own risk"; the newer job waits its hour.
    expect(await sendDueStatusAlerts(new Date(at.getTime() + 2 * 60_000))).toEqual({ sent: 1, retrying: 0 });
    expect(mailsTo(follower).length).toBe(followerBefore);
    expect(await sendDueStatusAlerts(new Date(at.getTime() + 2 * HOUR))).toEqual({ sent: 1, retrying: 0 });
    expect(mailsTo(follower).length).toBe(followerBefore + 1);
    expect(mailsTo(follower).at(-1)!.subject).toBe("Phantom ESP снова не обнаруживается");
  });

  it("unsubscribe with the e-mail's link or a mail client's one-click POST, without signing in", async () => {
    const token = await unsubscribeToken(active.user.id);
    const path = (t: string, u = active.user.id) => `/en/alerts/unsubscribe?u=${u}&t=${t}`;
    expect((await callRoute(unsubscribePage, path(token))).status).toBe(200);
    // A wrong signature, or the signature of another user, is not found.
    expect((await callRoute(unsubscribePage, path("x".repeat(32)))).status).toBe(404);
    expect((await callRoute(unsubscribePage, path(token, follower.user.id))).status).toBe(404);
    expect(
      (await callRoute(unsubscribeAction, path(token, follower.user.id), { init: postForm({}) })).status,
    ).toBe(404);
    const [stillOn] = await db().select().from(users).where(eq(users.id, follower.user.id));
    expect(stillOn.statusAlerts).toBe(true);

    // The page only asks; the button's POST switches the alerts off.
    const [before] = await db().select().from(users).where(eq(users.id, active.user.id));
    expect(before.statusAlerts).toBe(true);
    const oneClick = await callRoute(unsubscribeAction, path(token), {
      init: postForm({ "List-Unsubscribe": "One-Click" }),
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe("Unsubscribed");
    const [after] = await db().select().from(users).where(eq(users.id, active.user.id));
    expect(after.statusAlerts).toBe(false);
    expect(await (await callRoute(unsubscribePage, path(token))).json()).toMatchObject({ off: true });
  });

  it("let a signed-in customer follow a product and switch alerts back on in the profile", async () => {
    const page = `/en/cheat/iron-frontier/phantom-esp`;
    const params = { gameSlug: "iron-frontier", cheatSlug: "phantom-esp" };
    const follow = (actor: Actor | null, intent: string) =>
      callRoute(cheatAction, page, {
        jar: actor ? jarOf(actor) : undefined,
        params,
        init: postForm({ intent }),
      });
    // A visitor cannot follow (the page offers sign-in instead).
    expect((await follow(null, "follow")).headers.get("Location")).toBe("/en");
    expect((await callRoute(cheatPage, page, { params })).status).toBe(200);
    expect((await follow(stranger, "follow")).status).toBe(302);
    const followed = () =>
      db()
        .select()
        .from(statusFollows)
        .where(and(eq(statusFollows.userId, stranger.user.id), eq(statusFollows.cheatId, cheatId)));
    expect(await followed()).toHaveLength(1);
    // The loader answers with data() (its headers beside it): read both.
    const load = async (actor: Actor | null) =>
      (await (
        await callRoute(cheatPage, page, { jar: actor ? jarOf(actor) : undefined, params })
      ).json()) as {
        data: { follow: unknown };
        init: { headers: Record<string, string> };
      };
    const shown = await load(stranger);
    expect(shown.data.follow).toEqual({ following: true, alertsOn: true });
    expect(shown.init.headers["Cache-Control"]).toContain("private");
    // A visitor's page stays shareable by caches, and asks no one who is signed in.
    const anonymous = await load(null);
    expect(anonymous.data.follow).toBeNull();
    expect(anonymous.init.headers["Cache-Control"]).toContain("public");
    expect((await follow(stranger, "unfollow")).status).toBe(302);
    expect(await followed()).toHaveLength(0);
    expect((await follow(stranger, "nonsense")).status).toBe(404);

    // The profile's switch: off, then on again.
    const save = (on: boolean) =>
      callRoute(personalAction, "/en/profile/personal", {
        jar: jarOf(active),
        init: postForm(on ? { intent: "alerts", statusAlerts: "on" } : { intent: "alerts" }),
      });
    expect(await (await save(true)).json()).toMatchObject({ intent: "alerts", done: true });
    const [on] = await db().select().from(users).where(eq(users.id, active.user.id));
    expect(on.statusAlerts).toBe(true);
    await save(false);
    const [off] = await db().select().from(users).where(eq(users.id, active.user.id));
    expect(off.statusAlerts).toBe(false);
  });

  it("are written in the language of the site the customer uses until they choose one in the profile, which stays", async () => {
    const langOf = async (actor: Actor) =>
      (await db().select({ lang: users.lang }).from(users).where(eq(users.id, actor.user.id)))[0].lang;
    await db().update(users).set({ lang: "ru" }).where(eq(users.id, quiet.user.id));
    // Any signed-in page of the English site makes English theirs, and the Russian one Russian.
    expect((await callRoute(rootLoader as never, "/en/catalog", { jar: jarOf(quiet) })).status).toBe(200);
    expect(await langOf(quiet)).toBe("en");
    await callRoute(rootLoader as never, "/catalog", { jar: jarOf(quiet) });
    expect(await langOf(quiet)).toBe("ru");
    // The profile's choice opens the profile on that language's site, saved.
    const chosen = await callRoute(personalAction, "/profile/personal", {
      jar: jarOf(quiet),
      init: postForm({ intent: "alerts", lang: "en" }),
    });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/en/profile/personal?saved=alerts");
    expect(await langOf(quiet)).toBe("en");
    // A language the shop does not have changes nothing.
    await callRoute(personalAction, "/en/profile/personal", {
      jar: jarOf(quiet),
      init: postForm({ intent: "alerts", lang: "de" }),
    });
    expect(await langOf(quiet)).toBe("en"); // Chosen, it stays: opening the Russian site no longer takes it back.
    await callRoute(rootLoader as never, "/catalog", { jar: jarOf(quiet) });
    expect(await langOf(quiet)).toBe("en");
    // Choosing the page's own language saves it too (no redirect, nothing else to open).
    const same = await callRoute(personalAction, "/profile/personal", {
      jar: jarOf(quiet),
      init: postForm({ intent: "alerts", lang: "ru" }),
    });
    expect(await same.json()).toMatchObject({ intent: "alerts", done: true });
    expect(await langOf(quiet)).toBe("ru");
    await callRoute(rootLoader as never, "/en/catalog", { jar: jarOf(quiet) });
    expect(await langOf(quiet)).toBe("ru");
  });
});
