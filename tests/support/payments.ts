import type { Price } from "~/db/schema";
import { signOrder, type Order } from "~/services/payments/orders.server";

/** The signed order a buy link of this price option carries, for a buyer (or a guest). */
export async function signedOrderFor(price: Price, userId: number | null = null) {
  const order: Order = {
    kind: "price",
    priceId: price.id,
    amountMinor: price.discountPriceMinor ?? price.priceMinor!,
    currency: price.currency!,
    userId,
    lang: price.lang,
  };
  return { order, token: await signOrder(order) };
}
