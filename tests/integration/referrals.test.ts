// The referral programme (issue 59, decision 0051): a friend who registers through a customer's
// link and pays for a first order rewards the customer once, with a personal one-use code mailed
// in their language — however often the payment is reported; no reward for one person's two
// accounts (address, mailbox, social account), with the programme off, or past the monthly cap,
// even when the friends pay at once; a refund within the window withdraws an unused reward.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  coupons,
  linkedAccounts,
  mailOutbox,
  purchases,
  referralProgramme,
  referrals,
  ReferralState,
  type Price,
  type User,
  users,
} from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as orderAction } from "~/routes/admin.order";
import { action as promotionsAction, loader as promotionsPage } from "~/routes/admin.promotions";
import { auditActors } from "~/services/audit/audit.server";
import { auditEntryViews } from "~/services/audit/audit-sentences.server";
import { loader as bonusesPage } from "~/routes/profile.bonuses";
import { loader as payPage } from "~/routes/sandbox.pay";
import { action as registerAction } from "~/routes/register";
import { startRegistration } from "~/services/auth/registration.server";
import { createSession } from "~/services/auth/session.server";
import { verifyOrder } from "~/services/payments/orders.server";
import { mailboxOf, referralCodeOf } from "~/services/promotions/referrals.server";
import { runWithRequestId } from "~/services/request-context.server";
import { resetSecretCache } from "~/services/secrets.server";
import { findUserByEmail } from "~/services/users/users.server";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import fs from "node:fs";
import { notifyOrder, notifyPayment, pressBuy, seededOption } from "../support/payments";
import { callRoute, CookieJar, postForm } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

const mailStrings = (lang: "ru" | "en") => JSON.parse(fs.readFileSync(`locales/${lang}/mail.json`, "utf8"));

describe.each(testDatabases({ both: true }))("the referral programme on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;
  let option: Price;
  let address = 0;
  let serial = 0;
  /** An address of its own for each visitor (the programme compares address buckets). */
  const freshIp = () => `198.51.100.${++address % 250}`;

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: `tmp/test-referrals-${database.name}`,
        PUBLIC_URL: "http://shop.test",
        CHECKOUT_STARTS_PER_10_MINUTES: "1000",
      }),
    );
    resetSecretCache();
    owner = await makeActor("owner");
    option = await seededOption("phantom-esp", 30, "ru");
    await terms({ enabled: true, rewardPercent: 15, welcomePercent: 5, monthlyCap: 2, refundWindowDays: 14 });
  });
  afterAll(() => setEnv(undefined));

  const terms = (values: Partial<typeof referralProgramme.$inferInsert>) =>
    db().update(referralProgramme).set(values).where(eq(referralProgramme.id, 1));

  /** A customer (English) signed in from `ip`: their session remembers the address's bucket, hashed. */
  async function customer(ip = freshIp()) {
    const actor = await makeActor("client", `ref${database.name}${++serial}`);
    await runWithRequestId(
      "sign-in",
      () => createSession(new Request("http://shop.test/"), actor.user.id),
      ip,
    );
    return actor;
  }

  /** A visitor who followed `code`'s link registers from `ip` with `email`, as the register form posts. */
  async function registerThrough(
    code: string | null,
    {
      ip = freshIp(),
      email = `friend${++serial}@mail.test`,
      social,
    }: {
      ip?: string;
      email?: string;
      /** Signing up with a social account (linked to the new account as it is made). */
      social?: { provider: "steam"; providerAccountId: string; displayName: string };
    } = {},
  ) {
    const jar = new CookieJar();
    if (code) jar.set("ref", code);
    const request = new Request("http://shop.test/register", { headers: { Cookie: jar.header() } });
    jar.take(
      new Response(null, {
        headers: {
          "Set-Cookie": await startRegistration(request, {
            email,
            emailVerified: true,
            lang: "ru",
            redirectTo: null,
            ...social,
          }),
        },
      }),
    );
    const done = await callRoute(registerAction, "/register", {
      jar,
      ip,
      init: postForm({ terms: "on", personalData: "on" }),
    });
    expect(done.headers.get("Location")).toBe("/profile/personal");
    return { user: (await findUserByEmail(email))!, jar, ip };
  }

  const referralOf = async (friendId: number) =>
    (await db().select().from(referrals).where(eq(referrals.friendId, friendId)))[0];

  /** The friend's order paid (reported `times` times, at once). */
  async function pays(friend: User, times = 1) {
    const invoice = `REF-${database.name}-${++serial}`;
    const statuses = await Promise.all(
      Array.from({ length: times }, () =>
        notifyPayment(option, invoice, { userId: friend.id, email: friend.email ?? undefined }),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    return (await db().select().from(purchases).where(eq(purchases.invoiceId, invoice)))[0];
  }

  const refund = (purchaseId: number) =>
    callRoute(orderAction as never, `/en/admin/orders/${purchaseId}`, {
      jar: jarOf(owner),
      params: { id: String(purchaseId) },
      init: {
        method: "POST",
        body: new URLSearchParams({ intent: "refund", confirm: "yes", reason: "Friend changed their mind" }),
      },
    });

  it("rewards the referrer once for a friend's first paid order, with a personal code mailed in their language", async () => {
    const referrer = await customer();
    const code = await referralCodeOf(referrer.user.id);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(await referralCodeOf(referrer.user.id)).toBe(code);

    const friend = await registerThrough(code);
    const pending = await referralOf(friend.user.id);
    expect(pending).toMatchObject({ referrerId: referrer.user.id, state: ReferralState.Pending });
    // The friend's welcome code is theirs alone.
    const [welcome] = await db().select().from(coupons).where(eq(coupons.id, pending.welcomeCouponId!));
    expect(welcome).toMatchObject({ ownerId: friend.user.id, percent: 5, maxUses: 1 });

    // The first paid order, reported three times at once, and a second order: one reward.
    const first = await pays(friend.user, 3);
    await pays(friend.user);
    const rewarded = await referralOf(friend.user.id);
    expect(rewarded).toMatchObject({ state: ReferralState.Rewarded, purchaseId: first.id });
    const owned = await db().select().from(coupons).where(eq(coupons.ownerId, referrer.user.id));
    expect(owned).toHaveLength(1);
    const [reward] = owned;
    expect(reward).toMatchObject({ id: rewarded.rewardCouponId, percent: 15, maxUses: 1, perCustomer: 1 });
    expect(reward.endsAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);

    // Mailed once, in the referrer's language, with the code.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, referrer.user.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(mailStrings("en").referral.subject.replace("{{percent}}", "15"));
    expect((mails[0].body as { text: string }).text).toContain(reward.code);
    // The shop's decision is in the audit log.
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "referral.reward"), eq(auditLog.entityId, String(referrer.user.id))));
    expect(audit).toMatchObject({
      via: "system",
      actorId: null,
      after: { friendId: friend.user.id, code: reward.code },
    });

    // The code is the referrer's alone: refused to the friend and to a guest, priced for them.
    for (const jar of [friend.jar, new CookieJar()])
      expect((await pressBuy(option, { jar, ip: freshIp(), coupon: reward.code })).refused).toEqual([
        "couponNotYours",
      ]);
    const own = await pressBuy(option, { jar: jarOf(referrer), ip: freshIp(), coupon: reward.code });
    expect(own.refused).toEqual([]);
    expect((await verifyOrder(own.token))?.couponCode).toBe(reward.code);

    // The profile shows the link, the counts and the code.
    const profile = await (
      await callRoute(bonusesPage as never, "/en/profile/bonuses", { jar: jarOf(referrer) })
    ).json();
    expect(profile.referral).toMatchObject({
      link: `http://shop.test/en?ref=${code}`,
      registered: 1,
      bought: 1,
      rewarded: 1,
      coupons: [{ code: reward.code, percent: 15, state: "unused" }],
    });
  });

  it("refuses one person's two accounts — a shared address, mailbox or social account — and a programme that is off", async () => {
    expect(mailboxOf(" Neo.Anderson+alt@GoogleMail.com")).toBe("neoanderson@gmail.com");
    expect(mailboxOf("neo+shop@mail.test")).toBe("neo@mail.test");

    // The same address bucket: the friend registers from where the referrer signs in (an IPv6
    // /64 is one bucket). No welcome code either.
    const home = "2001:db8:1:2::10";
    const atHome = await customer(home);
    const sameAddress = await registerThrough(await referralCodeOf(atHome.user.id), {
      ip: "2001:db8:1:2::beef",
    });
    expect((await referralOf(sameAddress.user.id)).welcomeCouponId).toBeNull();

    // The same mailbox behind a +tag.
    const boxed = await customer();
    const [local, domain] = boxed.user.email!.split("@");
    const sameMailbox = await registerThrough(await referralCodeOf(boxed.user.id), {
      email: `${local}+alt@${domain}`,
    });

    // The same social account (a provider and a name there): the friend signs up with it, so it
    // is linked at registration — no welcome code either.
    const social = await customer();
    await db()
      .insert(linkedAccounts)
      .values({
        userId: social.user.id,
        provider: "steam",
        providerAccountId: `s-${serial}-a`,
        displayName: "Neo",
      });
    const sameSocial = await registerThrough(await referralCodeOf(social.user.id), {
      social: { provider: "steam", providerAccountId: `s-${serial}-b`, displayName: " neo" },
    });
    expect((await referralOf(sameSocial.user.id)).welcomeCouponId).toBeNull();

    // The programme turned off after the friend registered.
    const late = await customer();
    const offFriend = await registerThrough(await referralCodeOf(late.user.id));

    const expected = [
      [sameAddress, "sameAddress"],
      [sameMailbox, "sameEmail"],
      [sameSocial, "sameSocial"],
    ] as const;
    for (const [friend] of expected) await pays(friend.user);
    await terms({ enabled: false });
    try {
      await pays(offFriend.user);
      // While off, a link records no new friend.
      const unrecorded = await registerThrough(await referralCodeOf(late.user.id));
      expect(await referralOf(unrecorded.user.id)).toBeUndefined();
    } finally {
      await terms({ enabled: true });
    }
    for (const [friend, reason] of [...expected, [offFriend, "off"] as const]) {
      expect(await referralOf(friend.user.id), reason).toMatchObject({
        state: ReferralState.Refused,
        reason,
      });
      const refusals = await db().select().from(auditLog).where(eq(auditLog.action, "referral.refuse"));
      expect(
        refusals.filter((row) => (row.after as { friendId: number }).friendId === friend.user.id),
        reason,
      ).toMatchObject([{ via: "system", after: { reason } }]);
    }
    for (const referrer of [atHome, boxed, social, late])
      expect(await db().select().from(coupons).where(eq(coupons.ownerId, referrer.user.id))).toEqual([]);
    // A code of no one records nothing.
    const stray = await registerThrough("ABCDEFGH23");
    expect(await referralOf(stray.user.id)).toBeUndefined();
  });

  it("keeps the monthly cap when friends pay at once", async () => {
    const popular = await customer();
    const code = await referralCodeOf(popular.user.id);
    const friends = [];
    for (let i = 0; i < 4; i++) friends.push(await registerThrough(code));
    await Promise.all(friends.map((friend) => pays(friend.user)));
    const decided = await db().select().from(referrals).where(eq(referrals.referrerId, popular.user.id));
    expect(decided.filter((r) => r.state === ReferralState.Rewarded)).toHaveLength(2);
    expect(
      decided.filter((r) => r.state === ReferralState.Refused && r.reason === "monthlyCap"),
    ).toHaveLength(2);
    expect(await db().select().from(coupons).where(eq(coupons.ownerId, popular.user.id))).toHaveLength(2);
  });

  it("withdraws an unused reward when the friend's order is refunded within the window, and keeps a used one", async () => {
    const referrer = await customer();
    const code = await referralCodeOf(referrer.user.id);
    const [unused, used, late] = [
      await registerThrough(code),
      await registerThrough(code),
      await registerThrough(code),
    ];
    // (The cap of 2 a month: the third friend's reward is checked after the window below.)
    const unusedOrder = await pays(unused.user);
    const usedOrder = await pays(used.user);

    expect((await refund(unusedOrder.id)).status).toBe(303);
    const withdrawn = await referralOf(unused.user.id);
    expect(withdrawn).toMatchObject({ state: ReferralState.Revoked, reason: "refunded" });
    const [dead] = await db().select().from(coupons).where(eq(coupons.id, withdrawn.rewardCouponId!));
    expect(dead.paused).toBe(true);
    expect(
      (await pressBuy(option, { jar: jarOf(referrer), ip: freshIp(), coupon: dead.code })).refused,
    ).toEqual(["couponPaused"]);

    // The other reward is spent first: the refund keeps it, and says so.
    const kept = await referralOf(used.user.id);
    const [keptCoupon] = await db().select().from(coupons).where(eq(coupons.id, kept.rewardCouponId!));
    const buy = await pressBuy(option, { jar: jarOf(referrer), ip: freshIp(), coupon: keptCoupon.code });
    const order = (await verifyOrder(buy.token))!;
    expect(await notifyOrder(order, buy.token, `REF-USE-${database.name}`)).toBe(200);
    expect((await refund(usedOrder.id)).status).toBe(303);
    expect(await referralOf(used.user.id)).toMatchObject({ state: ReferralState.Rewarded });
    const actions = (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(referrer.user.id)))
        .orderBy(asc(auditLog.id))
    ).map((row) => row.action);
    expect(actions).toEqual(["referral.reward", "referral.reward", "referral.revoke", "referral.keep"]);

    // Past the window a refund takes nothing back (a window of 0 days has always passed).
    await terms({ monthlyCap: 10, refundWindowDays: 0 });
    try {
      const lateOrder = await pays(late.user);
      expect((await refund(lateOrder.id)).status).toBe(303);
      expect(await referralOf(late.user.id)).toMatchObject({ state: ReferralState.Rewarded });
    } finally {
      await terms({ monthlyCap: 2, refundWindowDays: 14 });
    }
  });

  it("rewards no referrer the owner blocked after the friend registered", async () => {
    const referrer = await customer();
    const friend = await registerThrough(await referralCodeOf(referrer.user.id));
    await db().update(users).set({ isBlocked: true }).where(eq(users.id, referrer.user.id));
    await pays(friend.user);
    expect(await referralOf(friend.user.id)).toMatchObject({
      state: ReferralState.Refused,
      reason: "referrerBlocked",
      rewardCouponId: null,
    });
    expect(await db().select().from(coupons).where(eq(coupons.ownerId, referrer.user.id))).toHaveLength(0);
  });

  it("voids a reward a checkout holds when the friend's order is refunded: its link is refused before paying, and refunded if paid", async () => {
    const referrer = await customer();
    const friend = await registerThrough(await referralCodeOf(referrer.user.id));
    const friendOrder = await pays(friend.user);
    const reward = await referralOf(friend.user.id);
    const [rewardCoupon] = await db().select().from(coupons).where(eq(coupons.id, reward.rewardCouponId!));
    // The referrer starts paying with the reward, then the friend's order is refunded.
    const ip = freshIp();
    const buy = await pressBuy(option, { jar: jarOf(referrer), ip, coupon: rewardCoupon.code });
    expect(buy.refused).toEqual([]);
    expect((await refund(friendOrder.id)).status).toBe(303);
    expect(await referralOf(friend.user.id)).toMatchObject({ state: ReferralState.Revoked });
    const page = await callRoute(payPage as never, buy.url!, { jar: jarOf(referrer), ip });
    expect((await page.json()).unavailable).toBe("couponGone");
    // Paid anyway (an invoice opened before the refund): the money goes back, the reward stays withdrawn.
    const invoice = `REF-WITHDRAWN-${database.name}`;
    expect(await notifyOrder((await verifyOrder(buy.token))!, buy.token, invoice)).toBe(200);
    const [paid] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoice));
    expect(paid).toMatchObject({ needsRefundReason: "coupon", keyId: null });
    expect(await referralOf(friend.user.id)).toMatchObject({ state: ReferralState.Revoked });
  });

  it("lets the owner set the terms from the console, audited, and reports the top referrers; the log says the shop's decisions", async () => {
    const post = (actor: Actor, fields: Record<string, string>) =>
      callRoute(promotionsAction as never, "/en/admin/promotions", {
        jar: jarOf(actor),
        init: { method: "POST", body: new URLSearchParams({ intent: "referral", ...fields }) },
      });
    const form = {
      enabled: "on",
      rewardPercent: "15",
      rewardDays: "60",
      welcomePercent: "5",
      monthlyCap: "2",
      refundWindowDays: "14",
    };
    expect((await post(await makeActor("techsupport"), form)).status).toBe(403);
    const bad = await (await post(owner, { ...form, rewardPercent: "95", monthlyCap: "x" })).json();
    expect(bad.referral.result.error).toMatchObject({
      rewardPercent: ["console.referrals.errors.rewardPercent"],
      monthlyCap: ["console.referrals.errors.monthlyCap"],
    });
    // The same terms again change nothing; a new reward changes one field, audited.
    expect((await (await post(owner, form)).json()).referral.changed).toBe(0);
    expect((await (await post(owner, { ...form, rewardPercent: "20" })).json()).referral.changed).toBe(1);
    const [row] = await db().select().from(referralProgramme);
    expect(row).toMatchObject({ enabled: true, rewardPercent: 20 });
    const [changed] = await db().select().from(auditLog).where(eq(auditLog.action, "referral.terms"));
    expect(changed).toMatchObject({
      actorId: owner.user.id,
      before: { rewardPercent: 15 },
      after: { rewardPercent: 20 },
    });
    await terms({ rewardPercent: 15 });

    // The report: the totals, and the referrers with the most rewarded friends first.
    const page = await (
      await callRoute(promotionsPage as never, "/en/admin/promotions", { jar: jarOf(owner) })
    ).json();
    expect(page.terms.enabled).toBe("on");
    const { top, totals } = page.referrals;
    expect(totals.registered).toBeGreaterThanOrEqual(12);
    expect(totals.rewarded).toBeGreaterThanOrEqual(4);
    expect(top[0].rewarded).toBeGreaterThanOrEqual(top[top.length - 1].rewarded);

    // The audit log says the shop's decisions in sentences, in both languages.
    const entries = await db().select().from(auditLog).where(eq(auditLog.via, "system"));
    for (const lang of ["ru", "en"] as const) {
      const views = await auditEntryViews(entries, lang);
      const text = (action: string) =>
        views
          .find((view) => view.action === action)!
          .sentence.map((part) => part.text)
          .join("");
      const strings = JSON.parse(fs.readFileSync(`locales/${lang}/console.json`, "utf8"));
      for (const action of ["referral.reward", "referral.refuse", "referral.revoke", "referral.keep"])
        expect(text(action), action).toMatch(new RegExp(`^${strings.audit.system}`));
      // Each refusal names its reason in words.
      const refusals = views
        .filter((view) => view.action === "referral.refuse")
        .map((view) => view.sentence.map((part) => part.text).join(""));
      for (const reason of ["off", "sameEmail", "sameAddress", "sameSocial", "monthlyCap"])
        expect(
          refusals.some((sentence) => sentence.endsWith(strings.referrals.reasons[reason])),
          reason,
        ).toBe(true);
    }
    // No one to filter by: the "who" filter lists people only.
    expect((await auditActors()).every((actor) => actor.id !== null)).toBe(true);
  });
});
