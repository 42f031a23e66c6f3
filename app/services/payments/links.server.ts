import { inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prices as priceTable } from "~/db/schema";
import { requestLang } from "~/i18n/i18n.server";
import type { Lang } from "~/utils/lang";
import { effectivePrice, isInStock, type PriceView } from "~/utils/price";
import { getSignedIn } from "../auth/session.server";
import type { Order } from "./orders.server";
import {
  holdCoupon,
  voidCouponUse,
  type CouponRefusal,
  type CouponTarget,
} from "../promotions/coupons.server";
import { activeProvider } from "./providers/index.server";
import { computeBonus } from "./purchases.server";
import { applyBonus, fromMinor, minorFromAmount } from "~/utils/money";

/** Buy's checkout (checkout.server.ts): who started it, and the coupon code they typed. */
export interface Checkout {
  holder: string;
  coupon?: { text: string; target: Omit<CouponTarget, "priceId" | "currency" | "amountMinor"> };
}

/** The Digiseller product of each option (read only when that provider is active). */
async function digisellerProducts(optionIds: number[]) {
  if (!optionIds.length || activeProvider().name !== "digiseller") return new Map<number, number | null>();
  const rows = await db()
    .select({ id: priceTable.id, productId: priceTable.digisellerProductId })
    .from(priceTable)
    .where(inArray(priceTable.id, optionIds));
  return new Map(rows.map((row) => [row.id, row.productId]));
}

/**
 * Replaces each buyable option's stored link by the payment URL for this request, from the active
 * provider: signed for the signed-in buyer (so the purchase is credited to them), anonymous
 * otherwise; null when buying is off or the provider cannot sell the option.
 */
export async function withBuyLinks<T extends { prices: (PriceView & { id: number })[] }>(
  request: Request,
  item: T,
  lang: Lang = requestLang(request),
  /** Buy's checkout; page links carry none (they hold nothing and take no coupon). */
  checkout?: Checkout,
): Promise<T & { couponRefused?: CouponRefusal }> {
  const holder = checkout?.holder;
  const provider = activeProvider();
  const signedIn = (await getSignedIn(request))?.user ?? null;
  const userId = signedIn?.id ?? null;
  // A signed-in buyer pays the price after their loyalty bonus, where the provider charges the
  // signed amount; guests (and Digiseller, which charges its own price) pay the list price.
  const percent =
    userId && provider.chargesSignedAmount && item.prices.some(isInStock)
      ? (await computeBonus(userId)).bonus
      : 0;
  const products = await digisellerProducts(item.prices.filter(isInStock).map((option) => option.id));
  const buyer = { lang, email: signedIn?.email ?? null };
  let couponRefused: CouponRefusal | undefined;
  const prices = await Promise.all(
    item.prices.map(async (option) => {
      const amount = effectivePrice(option);
      if (!isInStock(option) || amount == null || typeof option.currency !== "number")
        return { ...option, redirect: null, bonus: null };
      const listMinor = minorFromAmount(amount)!;
      let amountMinor = applyBonus(listMinor, percent);
      let coupon: { couponUseId: number; couponCode: string } | null = null;
      // A coupon applies only where the provider charges the signed amount (not Digiseller's own
      // price), and only at Buy, which holds one of its uses for this checkout.
      if (checkout?.coupon && provider.chargesSignedAmount) {
        const target = { ...checkout.coupon.target, priceId: option.id, currency: option.currency };
        const outcome = await holdCoupon(
          checkout.coupon.text,
          { ...target, amountMinor: listMinor },
          { holder: checkout.holder, userId, email: signedIn?.email ?? null },
          percent,
        );
        if ("refused" in outcome) couponRefused = outcome.refused;
        else if (outcome.by === "coupon") {
          amountMinor = outcome.amountMinor;
          coupon = { couponUseId: outcome.useId, couponCode: outcome.code };
        }
      }
      const order: Order = {
        kind: "price",
        priceId: option.id,
        amountMinor,
        currency: option.currency,
        userId,
        lang,
        // Never both (money.ts bestDiscount): the order names the discount it was priced by.
        ...(coupon ?? (percent ? { bonusPercent: percent } : {})),
        ...(holder ? { holder } : {}),
      };
      const link = await provider.optionUrl(
        order,
        { redirect: option.redirect ?? null, digisellerProductId: products.get(option.id) ?? null },
        buyer,
      );
      // No link, nothing to pay: the use held for it would keep the code's last use from others.
      if (!link && coupon) await voidCouponUse(coupon.couponUseId);
      return {
        ...option,
        redirect: link,
        bonus: percent && !coupon ? { percent, price: fromMinor(amountMinor)! } : null,
      };
    }),
  );
  return { ...item, prices, ...(couponRefused ? { couponRefused } : {}) };
}
