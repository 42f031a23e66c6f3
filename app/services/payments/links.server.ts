import { env, paymentMode } from "~/env.server";
import { requestLang } from "~/i18n/i18n.server";
import { localizePath, type Lang } from "~/utils/lang";
import { effectivePrice, isInStock, type PriceView } from "~/utils/price";
import { getSignedIn } from "../auth/session.server";
import { applyBonus } from "~/utils/bonus";
import { signOrder, type Order } from "./orders.server";
import { computeBonus } from "./purchases.server";

/** The custom parameter the aggregator carries from the buy link back into its notification. */
export const ORDER_PARAM = "order";

/**
 * Where a buy goes: the built-in sandbox aggregator's page, or the aggregator's own link for the
 * option with the signed order appended; null when buying is off or the option has no link.
 */
export async function paymentUrl(order: Order, aggregatorLink: string | null): Promise<string | null> {
  const mode = paymentMode(env());
  if (mode === "off" || (mode === "live" && !aggregatorLink)) return null;
  const token = await signOrder(order);
  if (mode === "sandbox") return `${localizePath("/sandbox/pay", order.lang)}?${ORDER_PARAM}=${token}`;
  if (!aggregatorLink) return null;
  const url = new URL(aggregatorLink);
  url.searchParams.set(ORDER_PARAM, token);
  return url.toString();
}

/**
 * Replaces each buyable option's stored link by the payment URL for this request: signed for the
 * signed-in buyer (so the purchase is credited to them), anonymous otherwise. The sandbox needs
 * no stored link; a live aggregator does; with buying off every link is null.
 */
export async function withBuyLinks<T extends { prices: (PriceView & { id: number })[] }>(
  request: Request,
  item: T,
  lang: Lang = requestLang(request),
): Promise<T> {
  const userId = (await getSignedIn(request))?.user.id ?? null;
  // A signed-in buyer pays the price after their loyalty bonus; guests pay the list price.
  const percent = userId && item.prices.some(isInStock) ? (await computeBonus(userId)).bonus : 0;
  const prices = await Promise.all(
    item.prices.map(async (option) => {
      const amount = effectivePrice(option);
      if (!isInStock(option) || amount == null || typeof option.currency !== "number")
        return { ...option, redirect: null, bonus: null };
      const amountMinor = applyBonus(Math.round(amount * 100), percent);
      const order: Order = {
        kind: "price",
        priceId: option.id,
        amountMinor,
        currency: option.currency,
        userId,
        lang,
        ...(percent ? { bonusPercent: percent } : {}),
      };
      return {
        ...option,
        redirect: await paymentUrl(order, option.redirect ?? null),
        bonus: percent ? { percent, price: amountMinor / 100 } : null,
      };
    }),
  );
  return { ...item, prices };
}
