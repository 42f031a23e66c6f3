import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, prices, type Price } from "~/db/schema";
import { action as webhook } from "~/routes/api/payments.webhook";
import { signOrder, type Order } from "~/services/payments/orders.server";
import { signNotification } from "~/services/payments/webhook.server";
import { callRoute } from "./route-calls";

/** A seeded cheat's price option by the cheat's slug, the period and the language. */
export async function seededOption(slug: string, periodDays: number, lang: "ru" | "en"): Promise<Price> {
  const [row] = await db()
    .select({ price: prices })
    .from(prices)
    .innerJoin(cheats, eq(cheats.id, prices.cheatId))
    .where(and(eq(cheats.slug, slug), eq(prices.periodDays, periodDays), eq(prices.lang, lang)));
  return row.price;
}

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

/**
 * The aggregator's signed notification about an invoice of this option, posted to the shop's
 * webhook route in process; answers its HTTP status.
 */
export async function notifyPayment(price: Price, invoiceId: string, options: NotifyOptions = {}) {
  const { order, token } = await signedOrderFor(price, options.userId ?? null);
  return notifyOrder(order, token, invoiceId, options);
}

interface NotifyOptions {
  status?: "paid" | "pending" | "failed";
  userId?: number | null;
  email?: string;
}

/** The aggregator's signed notification about an invoice of any signed order (a wallet top-up). */
export async function notifyOrder(
  order: Order,
  token: string,
  invoiceId: string,
  { status = "paid", email = `${invoiceId.toLowerCase()}@players.example` }: NotifyOptions = {},
) {
  const raw = JSON.stringify({
    invoiceId,
    status,
    amount: (order.amountMinor / 100).toFixed(2),
    currency: order.currency === 1 ? "USD" : "RUB",
    email,
    order: token,
  });
  const response = await callRoute(webhook, "/api/payments/webhook", {
    init: {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Signature": await signNotification(raw) },
      body: raw,
    },
  });
  return response.status;
}
