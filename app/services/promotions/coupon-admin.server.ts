import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { coupons, couponUses, CouponUseState, PaymentStatus, purchases, type CouponScope } from "~/db/schema";
import type { CouponForm } from "~/utils/coupon-form";
import { storedMinor } from "~/utils/money";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";

/** What a coupon applies to, from the owner's form. */
function scopeOf(form: CouponForm): CouponScope {
  switch (form.scope) {
    case "game":
      return { kind: "game", gameId: form.gameId! };
    case "category":
      return { kind: "category", category: form.category! };
    case "products": {
      const of = (kind: string) =>
        form.products.filter((p) => p.startsWith(`${kind}:`)).map((p) => Number(p.slice(kind.length + 1)));
      return { kind: "products", cheatIds: of("cheat"), accountIds: of("account") };
    }
    default:
      return { kind: "all" };
  }
}

/** Creates a code (owner only, audited); a code already taken is refused (CODE_TAKEN). */
export async function createCoupon(ctx: WriteContext, form: CouponForm) {
  requireRight(ctx.actor, "promotions.manage");
  const fixed = form.discount === "fixed";
  const values = {
    code: form.code,
    percent: fixed ? null : form.percent!,
    amountRubMinor: fixed ? (form.amountRub ?? null) : null,
    amountUsdMinor: fixed ? (form.amountUsd ?? null) : null,
    appliesTo: scopeOf(form),
    minRubMinor: form.minRub ?? null,
    minUsdMinor: form.minUsd ?? null,
    startsAt: form.starts ?? null,
    endsAt: form.ends ?? null,
    maxUses: form.maxUses ?? null,
    perCustomer: form.perCustomer ?? null,
  };
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx.insert(coupons).values(values).returning();
      await recordAudit(tx, ctx, {
        action: "coupon.create",
        entity: "coupon",
        entityId: row.id,
        before: null,
        after: { code: row.code, percent: row.percent, appliesTo: row.appliesTo, maxUses: row.maxUses },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConsoleError("CODE_TAKEN", 409);
    throw error;
  }
}

/** Pauses a code or lets it run again (owner only, audited); checkouts already holding a use keep it. */
export async function setCouponPaused(ctx: WriteContext, couponId: number, paused: boolean) {
  requireRight(ctx.actor, "promotions.manage");
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
    if (!row) throw new ConsoleError("NOT_FOUND", 404);
    if (row.paused === paused) return;
    await tx.update(coupons).set({ paused }).where(eq(coupons.id, couponId));
    await recordAudit(tx, ctx, {
      action: paused ? "coupon.pause" : "coupon.resume",
      entity: "coupon",
      entityId: couponId,
      before: { paused: row.paused },
      after: { paused },
    });
  });
}

/** Paid orders: what a coupon's revenue counts (a refunded order is not revenue). */
const PAID = [PaymentStatus.Payed];

/**
 * Every code, newest first, with its report: uses (paid, not given back), uses held right now by
 * checkouts being paid, and per currency the revenue of its paid orders and the discount it gave.
 */
export async function listCoupons() {
  // Personal codes (referral rewards and welcomes) are the programme's, reported with it.
  const rows = await db()
    .select()
    .from(coupons)
    .where(isNull(coupons.ownerId))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  if (!rows.length) return [];
  const list = rows.map((row) => row.id);
  const [uses, revenue] = await Promise.all([
    db()
      .select({
        couponId: couponUses.couponId,
        currency: couponUses.currency,
        used: sql<number>`count(*) filter (where ${couponUses.state} = ${CouponUseState.Used})::int`,
        held: sql<number>`count(*) filter (where ${couponUses.state} = ${CouponUseState.Held} and ${couponUses.heldUntil} >= now())::int`,
        discount: sql<string>`coalesce(sum(${couponUses.discountMinor}) filter (where ${couponUses.state} = ${CouponUseState.Used}), 0)`,
      })
      .from(couponUses)
      .where(inArray(couponUses.couponId, list))
      .groupBy(couponUses.couponId, couponUses.currency),
    db()
      .select({
        code: purchases.couponCode,
        currency: purchases.currency,
        revenue: sql<string>`sum(${purchases.amountMinor})`,
      })
      .from(purchases)
      .where(
        and(
          inArray(
            purchases.couponCode,
            rows.map((row) => row.code),
          ),
          inArray(purchases.status, PAID),
        ),
      )
      .groupBy(purchases.couponCode, purchases.currency),
  ]);
  return rows.map((row) => {
    const mine = uses.filter((u) => u.couponId === row.id);
    const byCurrency = [0, 1].map((currency) => ({
      currency,
      revenue: storedMinor(revenue.find((r) => r.code === row.code && r.currency === currency)?.revenue ?? 0),
      discount: storedMinor(mine.find((u) => u.currency === currency)?.discount ?? 0),
    }));
    return {
      ...row,
      used: mine.reduce((sum, u) => sum + u.used, 0),
      held: mine.reduce((sum, u) => sum + u.held, 0),
      money: byCurrency.filter((m) => m.revenue > 0 || m.discount > 0),
    };
  });
}
export type CouponRow = Awaited<ReturnType<typeof listCoupons>>[number];
