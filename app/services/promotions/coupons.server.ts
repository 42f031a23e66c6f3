import { and, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { coupons, couponUses, CouponUseState, type Coupon, type CouponScope } from "~/db/schema";
import { bestDiscount, subtractMinor, type CouponDiscount, type Minor } from "~/utils/money";
import { RESERVATION_MINUTES } from "../stock/stock-keys.server";
import { COUPON_CODE } from "~/utils/promotion-codes";

/**
 * Coupon codes (issue 59, decision 0050). A code is checked when Buy starts a checkout, and a use
 * is held for that checkout while it is being paid — the coupon's row locked while uses are
 * counted, so the last allowed use goes to one buyer and the others are told before they pay. The
 * payment turns the held use into a used one, once; a failure or a refund gives it back.
 */

/** A code as stored: upper-case, 4–32 of A–Z, 0–9 and dashes; null when the text is not one. */
export function normalizeCode(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const code = text.trim().toUpperCase();
  return COUPON_CODE.test(code) ? code : null;
}

/** Why a code does not apply, each said to the buyer in their language (`coupon.errors.*`). */
export const COUPON_REFUSALS = [
  "unknown",
  "paused",
  "notStarted",
  "expired",
  "notForThis",
  "minimum",
  "usedUp",
  "usedByYou",
  "notYours",
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** The option being bought, as a coupon's scope and minimum see it. */
export interface CouponTarget {
  priceId: number;
  cheatId: number | null;
  accountId: number | null;
  gameId: number | null;
  category: number | null;
  currency: number;
  /** The option's price before any discount of the buyer's (its own sale price included). */
  amountMinor: Minor;
}

function inScope(scope: CouponScope, target: CouponTarget) {
  switch (scope.kind) {
    case "all":
      return true;
    case "game":
      return target.gameId === scope.gameId;
    case "category":
      return target.cheatId !== null && target.category === scope.category;
    case "products":
      return (
        (target.cheatId !== null && scope.cheatIds.includes(target.cheatId)) ||
        (target.accountId !== null && scope.accountIds.includes(target.accountId))
      );
    case "options":
      return scope.priceIds.includes(target.priceId);
  }
}

/** The coupon's discount in the target's currency; null where it offers none (a fixed amount for the other site). */
export function discountOf(coupon: Coupon, currency: number): CouponDiscount | null {
  if (coupon.percent !== null) return { percent: coupon.percent };
  const amount = currency === 0 ? coupon.amountRubMinor : coupon.amountUsdMinor;
  return amount ? { amountMinor: amount } : null;
}

/**
 * The rules a code is checked by, apart from its counts: whose it is, paused, its time window, what it applies
 * to, its currency and its minimum order. Null when it applies.
 */
export function couponRefusal(
  coupon: Coupon,
  target: CouponTarget,
  buyer: Pick<CouponBuyer, "userId">,
  now = new Date(),
): CouponRefusal | null {
  // A personal code (a referral reward or welcome) is its owner's alone: signed in as them.
  if (coupon.ownerId !== null && coupon.ownerId !== buyer.userId) return "notYours";
  if (coupon.paused) return "paused";
  if (coupon.startsAt && now < coupon.startsAt) return "notStarted";
  if (coupon.endsAt && now >= coupon.endsAt) return "expired";
  if (!inScope(coupon.appliesTo, target) || !discountOf(coupon, target.currency)) return "notForThis";
  const minimum = target.currency === 0 ? coupon.minRubMinor : coupon.minUsdMinor;
  if (minimum !== null && target.amountMinor < minimum) return "minimum";
  return null;
}

/** Who is buying: the checkout's holder, and the account when signed in. */
export interface CouponBuyer {
  holder: string;
  userId: number | null;
  email: string | null;
}

/** What a code does for one checkout: the price to charge and, when the coupon gave it, the held use. */
export type CouponOutcome =
  | { refused: CouponRefusal }
  | { amountMinor: Minor; by: "none" | "bonus"; code: string }
  | { amountMinor: Minor; by: "coupon"; code: string; useId: number };

/** A use counts while it is used, or held by a checkout still being paid. */
const counts = () =>
  or(
    eq(couponUses.state, CouponUseState.Used),
    and(eq(couponUses.state, CouponUseState.Held), gte(couponUses.heldUntil, sql`now()`)),
  );

/**
 * Checks `text` for the option and, when the coupon takes off more than the buyer's loyalty bonus
 * (the one rule, money.ts `bestDiscount`), holds one of its uses for this checkout. Every count is
 * made with the coupon's row locked: of two buyers racing for its last use, the second waits for
 * the first's hold and is refused. A buyer's own earlier hold of the same code (an earlier Buy not
 * paid) is let go for good first, as a new Buy replaces a stock hold: the earlier link can no
 * longer be paid with the code (a payment of it is marked for refund, spendCouponUse).
 */
export async function holdCoupon(
  text: string,
  target: CouponTarget,
  buyer: CouponBuyer,
  bonusPercent: number,
): Promise<CouponOutcome> {
  const code = normalizeCode(text);
  if (!code) return { refused: "unknown" };
  return db().transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for("update");
    if (!coupon) return { refused: "unknown" as const };
    const refusal = couponRefusal(coupon, target, buyer);
    if (refusal) return { refused: refusal };
    const discount = discountOf(coupon, target.currency)!;
    const best = bestDiscount(target.amountMinor, bonusPercent, discount);
    if (best.by !== "coupon") return { amountMinor: best.amountMinor, by: best.by, code };
    const limit = await limitRefusal(tx, coupon, buyer);
    if (limit) return { refused: limit };
    await letGo(tx, CouponUseState.Void, and(eq(couponUses.couponId, coupon.id), ownOpenHold(buyer)));
    const [use] = await tx
      .insert(couponUses)
      .values({
        couponId: coupon.id,
        holder: buyer.holder,
        userId: buyer.userId,
        email: buyer.email,
        discountMinor: subtractMinor(target.amountMinor, best.amountMinor),
        currency: target.currency,
        heldUntil: sql`now() + make_interval(mins => ${RESERVATION_MINUTES})`,
      })
      .returning({ id: couponUses.id });
    return { amountMinor: best.amountMinor, by: "coupon" as const, code, useId: use.id };
  });
}

/** The buyer's own uses: their account's (and its e-mail's), or a guest's checkout holder's. */
function usesOf(buyer: CouponBuyer) {
  const mine =
    buyer.userId !== null ? eq(couponUses.userId, buyer.userId) : eq(couponUses.holder, buyer.holder);
  return buyer.email ? or(mine, eq(couponUses.email, buyer.email)) : mine;
}

/** The buyer's hold of an earlier Buy not paid: a new Buy takes it over instead of counting twice. */
const ownOpenHold = (buyer: CouponBuyer) =>
  and(eq(couponUses.state, CouponUseState.Held), sql`${couponUses.purchaseId} is null`, usesOf(buyer));

/** Used up, or used by this buyer as often as allowed; the buyer's own open hold is not counted. */
async function limitRefusal(
  ex: Pick<Tx, "select">,
  coupon: Coupon,
  buyer: CouponBuyer,
): Promise<CouponRefusal | null> {
  const count = async (whose?: ReturnType<typeof or>) => {
    const [row] = await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(couponUses)
      // Null (an unknown e-mail or account on someone else's use) is "not the buyer's": coalesced,
      // or `not` would leave other buyers' holds out of the count.
      .where(
        and(
          eq(couponUses.couponId, coupon.id),
          counts(),
          sql`not coalesce(${ownOpenHold(buyer)}, false)`,
          whose,
        ),
      );
    return row.n;
  };
  if (coupon.maxUses !== null && (await count()) >= coupon.maxUses) return "usedUp";
  if (coupon.perCustomer !== null && (await count(usesOf(buyer))) >= coupon.perCustomer) return "usedByYou";
  return null;
}

/**
 * What a code would do to each option for this buyer, as the buy block shows it before Buy: the
 * same rules and counts as Buy, without holding anything (so a quote may be overtaken by another
 * buyer's Buy, which Buy then says).
 */
export async function quoteCoupon(
  text: string,
  targets: CouponTarget[],
  buyer: CouponBuyer,
  bonusPercent: number,
): Promise<{ code: string | null; refused: CouponRefusal | null; amounts: Record<number, Minor> }> {
  const code = normalizeCode(text);
  const [coupon] = code ? await db().select().from(coupons).where(eq(coupons.code, code)) : [];
  if (!coupon) return { code, refused: "unknown", amounts: {} };
  const limit = await limitRefusal(db(), coupon, buyer);
  if (limit) return { code, refused: limit, amounts: {} };
  const amounts: Record<number, Minor> = {};
  let refused: CouponRefusal | null = null;
  for (const target of targets) {
    const refusal = couponRefusal(coupon, target, buyer);
    if (refusal) {
      refused ??= refusal;
      continue;
    }
    const best = bestDiscount(target.amountMinor, bonusPercent, discountOf(coupon, target.currency)!);
    if (best.by === "coupon") amounts[target.priceId] = best.amountMinor;
  }
  // A code that prices any option applies; the refusal is said only when it prices none.
  return { code, refused: Object.keys(amounts).length ? null : refused, amounts };
}

/** A held use of this coupon code, as a payment checks it: what it took off, or null when there is none. */
export async function heldUse(useId: number, code: string) {
  const [use] = await db()
    .select({ discountMinor: couponUses.discountMinor, currency: couponUses.currency })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .where(and(eq(couponUses.id, useId), eq(coupons.code, code)));
  return use ?? null;
}

/**
 * A use a new payment may still take: no order has taken it and it is not void (held, lapsed, or
 * given back by a failed payment — a Pay after the Fail takes it again).
 */
const takeable = () =>
  and(
    sql`${couponUses.purchaseId} is null`,
    inArray(couponUses.state, [CouponUseState.Held, CouponUseState.Returned]),
  );

/**
 * Whether a payment page may still ask for the price `useId` gave (sandbox.server.ts): the use can
 * be taken by a new payment, or it is already this order's. A link whose use a later Buy replaced,
 * another order took or a withdrawal voided says so before anyone pays.
 */
export async function couponUsePayable(useId: number, purchaseId: number | null) {
  const [use] = await db()
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.id, useId),
        or(takeable(), purchaseId === null ? undefined : eq(couponUses.purchaseId, purchaseId)),
      ),
    );
  return Boolean(use);
}

/**
 * The payment of an order that carried a held use (record.server.ts, in its transaction): the use
 * is used by this order — however late the payment comes (the buyer was promised the price), but
 * only if no other order took it and it was not voided. Returns false when it could not be taken:
 * one use pays for one order, so a second order paid from the same link, a link whose checkout a
 * later Buy replaced, or a withdrawn reward's is money received at a price nobody may have — the
 * caller marks it for refund.
 */
export async function spendCouponUse(
  tx: Tx,
  useId: number,
  order: { id: number; userId: number | null; email: string | null },
) {
  const taken = await tx
    .update(couponUses)
    .set({
      state: CouponUseState.Used,
      purchaseId: order.id,
      usedAt: new Date(),
      userId: sql`coalesce(${couponUses.userId}, ${order.userId})`,
      email: sql`coalesce(${order.email}, ${couponUses.email})`,
    })
    .where(and(eq(couponUses.id, useId), takeable()))
    .returning({ id: couponUses.id });
  return taken.length > 0;
}

/** The use, while a checkout still holds it. */
const stillHeld = (useId: number) => and(eq(couponUses.id, useId), eq(couponUses.state, CouponUseState.Held));

/** Gives the uses `where` selects back to the code (`Returned`) or lets them go for good (`Void`). */
function letGo(
  ex: Pick<Tx, "update">,
  state: typeof CouponUseState.Returned | typeof CouponUseState.Void,
  where: SQL | undefined,
) {
  return ex.update(couponUses).set({ state, returnedAt: new Date() }).where(where);
}

/** A use held for a checkout that made no payment link (payments off, or the provider cannot sell it). */
export async function voidCouponUse(useId: number) {
  await letGo(db(), CouponUseState.Void, stillHeld(useId));
}

/**
 * A withdrawn reward (referrals.server.ts, in the refund's transaction): its uses no order has
 * taken are voided, so a link Buy made with it before the withdrawal can no longer be paid with it.
 */
export async function voidOpenUsesOf(tx: Tx, couponId: number) {
  await letGo(tx, CouponUseState.Void, and(eq(couponUses.couponId, couponId), takeable()));
}

/** A failed payment lets its checkout's held use go (a Pay after the Fail takes it again). */
export async function releaseCouponUse(tx: Tx, useId: number) {
  await letGo(tx, CouponUseState.Returned, stillHeld(useId));
}

/** A refunded order gives its use back (order-admin.server.ts, in the refund's transaction). */
export async function returnCouponUseOf(tx: Tx, purchaseId: number) {
  await letGo(
    tx,
    CouponUseState.Returned,
    and(eq(couponUses.purchaseId, purchaseId), eq(couponUses.state, CouponUseState.Used)),
  );
}
