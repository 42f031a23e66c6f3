import { randomInt } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import {
  coupons,
  couponUses,
  CouponUseState,
  linkedAccounts,
  referralProgramme,
  referrals,
  ReferralState,
  sessions,
  users,
  type Purchase,
  type ReferralProgramme,
} from "~/db/schema";
import { isUniqueViolation } from "~/db/errors";
import { langT } from "~/i18n/i18n.server";
import { formatStatusDate, SHOP_TIME_ZONE } from "~/utils/dates";
import { localizePath, type Lang } from "~/utils/lang";
import { REFERRAL_ALPHABET, REFERRAL_CODE } from "~/utils/promotion-codes";
import { siteOrigin } from "~/utils/seo.server";
import { recordShopDecision } from "../audit/audit.server";
import { enqueueMail } from "../mail/outbox.server";
import { paragraphsMail } from "../mail/templates.server";
import { voidOpenUsesOf } from "./coupons.server";

/**
 * The referral programme (issue 59, decision 0051). Every customer has a link `/?ref=CODE`; a
 * visitor who registers through it is the customer's friend (one referrer per friend, recorded
 * at registration). The friend's first paid order decides the referral once, in the payment's
 * transaction: the referrer gets a one-use reward coupon — unless the programme is off, the two
 * are one person (same account, e-mail, address bucket or social account) or the referrer had
 * their month's rewards. A refund of that order within the window withdraws the reward if unused.
 * Every decision is in the audit log with its reason.
 */

type Select = Pick<Tx, "select">;

const DEFAULT_TERMS: ReferralProgramme = {
  id: 1,
  enabled: false,
  rewardPercent: 10,
  rewardDays: 60,
  welcomePercent: 0,
  monthlyCap: 10,
  refundWindowDays: 14,
  updatedAt: new Date(0),
};

/** The programme's terms as the owner set them (off, with the defaults, until then). */
export async function referralTerms(ex: Select = db()): Promise<ReferralProgramme> {
  const [row] = await ex.select().from(referralProgramme).where(eq(referralProgramme.id, 1));
  return row ?? DEFAULT_TERMS;
}

const randomCode = (length: number) =>
  Array.from({ length }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join("");

/** The customer's referral code, made on first use (a unique random one). */
export async function referralCodeOf(userId: number): Promise<string> {
  for (;;) {
    const [user] = await db().select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
    if (!user) throw new Error(`no user ${userId}`);
    if (user.code) return user.code;
    try {
      await db()
        .update(users)
        .set({ referralCode: randomCode(10) })
        .where(and(eq(users.id, userId), sql`${users.referralCode} is null`));
    } catch (error) {
      // Another customer drew the same code (one in 2^49): draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** Why a referral earns no reward, as the audit log and the console name it. */
export type ReferralRefusal =
  "off" | "referrerBlocked" | "selfAccount" | "sameEmail" | "sameAddress" | "sameSocial" | "monthlyCap";

/**
 * An address as one person's: lower-cased, without a `+tag`, and for Gmail without dots — the
 * ways one mailbox gets several addresses for several accounts.
 */
export function mailboxOf(email: string) {
  const [local, domain] = email.trim().toLowerCase().split("@");
  if (!domain) return email.trim().toLowerCase();
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  const box = local.split("+")[0];
  return `${gmail ? box.replaceAll(".", "") : box}@${gmail ? "gmail.com" : domain}`;
}

/** Each user's e-mails (the account's and every linked social account's) and social accounts. */
async function identitiesOf(ex: Select, userIds: number[]) {
  const [accounts, linked] = await Promise.all([
    ex.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
    ex
      .select({
        userId: linkedAccounts.userId,
        provider: linkedAccounts.provider,
        email: linkedAccounts.email,
        name: linkedAccounts.displayName,
      })
      .from(linkedAccounts)
      .where(inArray(linkedAccounts.userId, userIds)),
  ]);
  return (userId: number) => ({
    mailboxes: new Set(
      [
        accounts.find((a) => a.id === userId)?.email,
        ...linked.filter((l) => l.userId === userId).map((l) => l.email),
      ]
        .filter((e): e is string => Boolean(e))
        .map(mailboxOf),
    ),
    // A social account seen from the shop: its provider and its e-mail or name there.
    socials: new Set(
      linked
        .filter((l) => l.userId === userId)
        .flatMap((l) => [
          l.email && `${l.provider}:${mailboxOf(l.email)}`,
          l.name && `${l.provider}#${l.name.trim().toLowerCase()}`,
        ])
        .filter((s): s is string => Boolean(s)),
    ),
  });
}

/** The address buckets (keyed hashes) a user's sessions started from. */
async function addressesOf(ex: Select, userId: number) {
  const rows = await ex
    .select({ hash: sessions.addressHash })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.addressHash)));
  return new Set(rows.map((row) => row.hash!));
}

const overlaps = (a: Set<string>, b: Set<string>) => [...a].some((value) => b.has(value));

/**
 * Whether the friend is the referrer under another account: the same account, a shared mailbox,
 * a shared address bucket (the friend's at registration or any of their sessions') or the same
 * social account. Null when they look like two people.
 */
async function selfReferral(
  ex: Select,
  referral: { referrerId: number; friendId: number; friendAddress: string | null },
  orderEmail: string | null = null,
): Promise<ReferralRefusal | null> {
  if (referral.referrerId === referral.friendId) return "selfAccount";
  const identities = await identitiesOf(ex, [referral.referrerId, referral.friendId]);
  const referrer = identities(referral.referrerId);
  const friend = identities(referral.friendId);
  if (orderEmail) friend.mailboxes.add(mailboxOf(orderEmail));
  if (overlaps(referrer.mailboxes, friend.mailboxes)) return "sameEmail";
  if (overlaps(referrer.socials, friend.socials)) return "sameSocial";
  const friendAddresses = await addressesOf(ex, referral.friendId);
  if (referral.friendAddress) friendAddresses.add(referral.friendAddress);
  if (overlaps(await addressesOf(ex, referral.referrerId), friendAddresses)) return "sameAddress";
  return null;
}

/** A personal one-use coupon: a referrer's reward or a friend's welcome. */
async function personalCoupon(tx: Tx, ownerId: number, percent: number, days: number, prefix: string) {
  for (;;) {
    const code = `${prefix}-${randomCode(8)}`;
    const [row] = await tx
      .insert(coupons)
      .values({
        code,
        percent,
        ownerId,
        maxUses: 1,
        perCustomer: 1,
        endsAt: sql`now() + make_interval(days => ${days})`,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning({ id: coupons.id, code: coupons.code, endsAt: coupons.endsAt });
    if (row) return row;
  }
}

/**
 * A new account made through a referral link (registration.server.ts, with the link's code from
 * its cookie): records the friend under the link's owner while the programme is on, and gives
 * the friend the welcome code when the owner offers one and the two do not look like one person.
 * A code of no one, one's own, or a friend already referred is ignored.
 */
export async function recordReferral(
  friendId: number,
  code: string | undefined,
  friendAddress: string | null,
) {
  if (!code || !REFERRAL_CODE.test(code)) return;
  await db().transaction(async (tx) => {
    const terms = await referralTerms(tx);
    if (!terms.enabled) return;
    const [referrer] = await tx
      .select({ id: users.id, isBlocked: users.isBlocked })
      .from(users)
      .where(eq(users.referralCode, code));
    if (!referrer || referrer.isBlocked || referrer.id === friendId) return;
    const [referral] = await tx
      .insert(referrals)
      .values({ referrerId: referrer.id, friendId, friendAddress })
      .onConflictDoNothing()
      .returning();
    if (!referral || !terms.welcomePercent || (await selfReferral(tx, referral))) return;
    const welcome = await personalCoupon(tx, friendId, terms.welcomePercent, terms.rewardDays, "HELLO");
    await tx.update(referrals).set({ welcomeCouponId: welcome.id }).where(eq(referrals.id, referral.id));
  });
}

/**
 * The friend's first paid order (record.server.ts, in the payment's transaction): decides their
 * referral once — the pending row is claimed by this transaction, and the referrer's row is
 * locked while their month's rewards are counted, so two friends paying at once cannot pass the
 * cap together. A reward is a one-use coupon of the referrer's, e-mailed in their language.
 */
export async function decideReferral(tx: Tx, order: Pick<Purchase, "id" | "userId" | "email">) {
  if (order.userId === null) return;
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.friendId, order.userId), eq(referrals.state, ReferralState.Pending)))
    .for("update");
  if (!referral) return;
  const [referrer] = await tx
    .select({ email: users.email, lang: users.lang, isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.id, referral.referrerId))
    // "No key update": locks out another friend's decision, not inserts that reference the user.
    .for("no key update");
  const terms = await referralTerms(tx);
  // A referrer the owner blocked since the friend registered earns nothing more.
  const refusal: ReferralRefusal | null = !terms.enabled
    ? "off"
    : referrer?.isBlocked
      ? "referrerBlocked"
      : ((await selfReferral(tx, referral, order.email)) ??
        ((await rewardsThisMonth(tx, referral.referrerId)) >= terms.monthlyCap ? "monthlyCap" : null));
  const decided = { purchaseId: order.id, decidedAt: new Date() };
  if (refusal) {
    await tx
      .update(referrals)
      .set({ ...decided, state: ReferralState.Refused, reason: refusal })
      .where(eq(referrals.id, referral.id));
    await recordShopDecision(tx, {
      action: "referral.refuse",
      entity: "user",
      entityId: referral.referrerId,
      after: { friendId: referral.friendId, purchaseId: order.id, reason: refusal },
    });
    return;
  }
  const reward = await personalCoupon(
    tx,
    referral.referrerId,
    terms.rewardPercent,
    terms.rewardDays,
    "THANKS",
  );
  await tx
    .update(referrals)
    .set({ ...decided, state: ReferralState.Rewarded, rewardCouponId: reward.id })
    .where(eq(referrals.id, referral.id));
  await recordShopDecision(tx, {
    action: "referral.reward",
    entity: "user",
    entityId: referral.referrerId,
    after: {
      friendId: referral.friendId,
      purchaseId: order.id,
      code: reward.code,
      percent: terms.rewardPercent,
    },
  });
  if (referrer?.email)
    await enqueueMail(
      tx,
      await rewardMail(referrer.email, referrer.lang, reward.code, terms.rewardPercent, reward.endsAt!),
      { dedupe: `referral-reward:${referral.id}` },
    );
}

/** The referrer's rewards given this calendar month (shop time), withdrawn ones included. */
async function rewardsThisMonth(tx: Select, referrerId: number) {
  const month = (column: unknown) => sql`date_trunc('month', ${column} at time zone ${SHOP_TIME_ZONE})`;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        inArray(referrals.state, [ReferralState.Rewarded, ReferralState.Revoked]),
        sql`${month(referrals.decidedAt)} = ${month(sql`now()`)}`,
      ),
    );
  return row.n;
}

/** The reward e-mail, in the referrer's language: the code, what it takes off and until when. */
async function rewardMail(to: string, lang: Lang, code: string, percent: number, until: Date) {
  const t = await langT(lang, "mail");
  const date = formatStatusDate(until, lang);
  const { html, text } = paragraphsMail(lang, {
    title: t("referral.title"),
    lines: [t("referral.text", { percent }), t("referral.code", { code }), t("referral.until", { date })],
    button: { label: t("referral.button"), url: `${siteOrigin()}${localizePath("/profile/bonuses", lang)}` },
    footer: t("referral.footer"),
  });
  return { to, subject: t("referral.subject", { percent }), text, html };
}

/**
 * A refunded order (order-admin.server.ts, in the refund's transaction): when it was a friend's
 * first paid order that rewarded their referrer within the refund window, the reward is
 * withdrawn if it is still unused (its coupon paused and ended, a checkout holding it voided); a
 * used one stays, and says so.
 */
export async function withdrawRewardOf(tx: Tx, purchaseId: number) {
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.purchaseId, purchaseId), eq(referrals.state, ReferralState.Rewarded)))
    .for("update");
  if (!referral?.rewardCouponId || !referral.decidedAt) return;
  const terms = await referralTerms(tx);
  if (Date.now() - referral.decidedAt.getTime() > terms.refundWindowDays * 86_400_000) return;
  const [used] = await tx
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, referral.rewardCouponId), eq(couponUses.state, CouponUseState.Used)));
  const audit = { entity: "user", entityId: referral.referrerId };
  const after = { friendId: referral.friendId, purchaseId };
  if (used) {
    await recordShopDecision(tx, {
      ...audit,
      action: "referral.keep",
      after: { ...after, reason: "rewardUsed" },
    });
    return;
  }
  await tx
    .update(coupons)
    .set({ paused: true, endsAt: new Date() })
    .where(eq(coupons.id, referral.rewardCouponId));
  // A link Buy made with the reward before the refund can no longer be paid with it.
  await voidOpenUsesOf(tx, referral.rewardCouponId);
  await tx
    .update(referrals)
    .set({ state: ReferralState.Revoked, reason: "refunded" })
    .where(eq(referrals.id, referral.id));
  await recordShopDecision(tx, {
    ...audit,
    action: "referral.revoke",
    after: { ...after, reason: "refunded" },
  });
}

/** A reward or welcome code as its owner sees it on the profile. */
export type PersonalCouponState = "unused" | "used" | "expired" | "withdrawn";

/**
 * The profile's "Invite friends": how many friends registered and bought, and the customer's
 * personal codes (rewards and a welcome) with what became of each.
 */
export async function referralSummary(userId: number) {
  const [counts, personal] = await Promise.all([
    db()
      .select({
        registered: sql<number>`count(*)::int`,
        bought: sql<number>`count(${referrals.purchaseId})::int`,
        rewarded: sql<number>`count(*) filter (where ${referrals.state} = ${ReferralState.Rewarded})::int`,
      })
      .from(referrals)
      .where(eq(referrals.referrerId, userId)),
    db()
      .select({
        code: coupons.code,
        percent: coupons.percent,
        endsAt: coupons.endsAt,
        paused: coupons.paused,
        used: sql<boolean>`exists (select 1 from ${couponUses} where ${couponUses.couponId} = ${coupons.id} and ${couponUses.state} = ${CouponUseState.Used})`,
      })
      .from(coupons)
      .where(eq(coupons.ownerId, userId))
      .orderBy(desc(coupons.createdAt), desc(coupons.id)),
  ]);
  const now = Date.now();
  return {
    ...counts[0],
    coupons: personal.map((row) => ({
      code: row.code,
      percent: row.percent ?? 0,
      endsAt: row.endsAt,
      state: (row.used
        ? "used"
        : row.paused
          ? "withdrawn"
          : row.endsAt && row.endsAt.getTime() <= now
            ? "expired"
            : "unused") as PersonalCouponState,
    })),
  };
}

/**
 * The console's report: the customers who brought the most friends (registered, bought, rewarded,
 * refused, withdrawn) and the programme's totals.
 */
export async function referralReport(limit = 20) {
  const count = (state: number) => sql<number>`count(*) filter (where ${referrals.state} = ${state})::int`;
  const columns = {
    registered: sql<number>`count(*)::int`,
    bought: sql<number>`count(${referrals.purchaseId})::int`,
    rewarded: count(ReferralState.Rewarded),
    refused: count(ReferralState.Refused),
    revoked: count(ReferralState.Revoked),
  };
  const [top, [totals]] = await Promise.all([
    db()
      .select({ userId: referrals.referrerId, login: users.login, email: users.email, ...columns })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referrerId))
      .groupBy(referrals.referrerId, users.login, users.email)
      .orderBy(desc(columns.rewarded), desc(columns.bought), desc(columns.registered), referrals.referrerId)
      .limit(limit),
    db().select(columns).from(referrals),
  ]);
  return { top, totals };
}
