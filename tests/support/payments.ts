import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, prices, type Price } from "~/db/schema";
import { action as webhook } from "~/routes/api/payments.webhook";
import { action as buyAction } from "~/routes/resources/buy";
import { loader as payPage } from "~/routes/sandbox.pay";
import { signOrder, type Order } from "~/services/payments/orders.server";
import { signNotification } from "~/services/payments/webhook.server";
import { callRoute, CookieJar, postForm } from "./route-calls";

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
export async function signedOrderFor(price: Price, userId: number | null = null, holder?: string) {
  const order: Order = {
    kind: "price",
    priceId: price.id,
    amountMinor: price.discountPriceMinor ?? price.priceMinor!,
    currency: price.currency!,
    userId,
    lang: price.lang,
    // A checkout started with Buy names who started it; a product page's link does not.
    ...(holder ? { holder } : {}),
  };
  return { order, token: await signOrder(order) };
}

/**
 * The aggregator's signed notification about an invoice of this option, posted to the shop's
 * webhook route in process; answers its HTTP status.
 */
export async function notifyPayment(price: Price, invoiceId: string, options: NotifyOptions = {}) {
  const { order, token } = await signedOrderFor(price, options.userId ?? null, options.holder);
  return notifyOrder(order, token, invoiceId, options);
}

interface NotifyOptions {
  status?: "paid" | "pending" | "failed";
  userId?: number | null;
  email?: string;
  /** The checkout's holder (Buy pressed); without one the pending payment holds nothing. */
  holder?: string;
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

/**
 * Buy pressed on the option's product page in `jar`'s browser from `ip` (both consents given), as
 * the buy form posts: the checkout's payment URL (the sandbox's, with its order and invoice), or
 * the reasons of a refusal and the product page it went back to.
 */
export async function pressBuy(
  price: Price,
  { jar = new CookieJar(), ip, coupon }: { jar?: CookieJar; ip?: string; coupon?: string } = {},
) {
  const response = await callRoute(buyAction, "/resources/buy", {
    jar,
    ip,
    init: postForm({
      option: String(price.id),
      terms: "on",
      personal: "on",
      lang: price.lang,
      // The block's coupon field, when the buyer typed a code.
      ...(coupon !== undefined ? { coupon } : {}),
    }),
  });
  const location = response.status === 303 ? response.headers.get("Location") : null;
  const query = location ? new URL(location, "http://shop.test").searchParams : null;
  // A refused Buy goes back to the product page, saying why (`?buy=`).
  const refused = query?.getAll("buy") ?? [];
  return {
    status: response.status,
    url: refused.length ? null : location,
    refused,
    back: refused.length ? location : null,
    token: query?.get("order") ?? "",
    setCookie: response.headers.get("Set-Cookie"),
    invoice: query?.get("invoice") ?? "",
  };
}

export interface PayPageData {
  invoice: string | null;
  unavailable: "sold" | "reserved" | "notStarted" | "couponGone" | null;
}

/** Buy, then the sandbox's payment page opened at the checkout's URL (which reports it pending). */
export async function openCheckout(price: Price, options: { jar?: CookieJar; ip?: string } = {}) {
  const bought = await pressBuy(price, options);
  if (!bought.url) throw new Error(`Buy answered ${bought.status} ${bought.refused.join(",")}`);
  const response = await callRoute(payPage as never, bought.url, { jar: options.jar, ip: options.ip });
  if (response.status !== 200) throw new Error(`the payment page answered ${response.status}`);
  return { token: bought.token, url: bought.url, page: (await response.json()) as PayPageData };
}
