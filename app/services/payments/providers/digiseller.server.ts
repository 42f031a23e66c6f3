import { env } from "~/env.server";
import { getSettings } from "~/services/settings.server";
import { localizePath, type Lang } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import { ORDER_PARAM, signOrder, type Order } from "../orders.server";
import type { BuyerContext, PaymentProvider } from "./provider";
import { decimalFromMinor } from "~/utils/money";

/** The setting holding the Digiseller product of wallet top-ups (one product, priced per unit). */
export const WALLET_PRODUCT_SETTING = "digisellerWalletProductId";

/** The return page the seller registers in Digiseller's "unique code" settings, per language. */
export function digisellerReturnUrl(lang: Lang) {
  return `${siteOrigin()}${localizePath("/payment/complete", lang)}`;
}

/** Digiseller's language codes for its payment page. */
const PAGE_LANG = { ru: "ru-RU", en: "en-US" } as const;

/**
 * Digiseller's payment page for a product: the buyer's language and address filled in, the
 * shop's return page for a payment not completed, and the signed order as an extra parameter,
 * which Digiseller passes back with the unique code (it names the signed-in buyer and, for a
 * top-up, the login and amount).
 */
async function payPage(
  productId: number,
  order: Order,
  buyer: BuyerContext,
  extra: Record<string, string> = {},
) {
  const url = new URL(env().DIGISELLER_PAY_URL);
  url.searchParams.set("id_d", String(productId));
  url.searchParams.set("lang", PAGE_LANG[buyer.lang]);
  if (buyer.email) url.searchParams.set("email", buyer.email);
  url.searchParams.set("failpage", digisellerReturnUrl(buyer.lang));
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  url.searchParams.set(ORDER_PARAM, await signOrder(order));
  return url.toString();
}

/** The Digiseller product wallet top-ups are sold as; null when the owner has not set one. */
export async function walletProductId(): Promise<number | null> {
  const value = Number((await getSettings("ru"))[WALLET_PRODUCT_SETTING]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Digiseller (Plati.market): each option is a Digiseller product with its own price, paid on
 * Digiseller's page; the buyer comes back to /payment/complete with a unique code the shop
 * verifies through the API (./digiseller-returns.server.ts).
 */
export const digisellerProvider: PaymentProvider = {
  name: "digiseller",
  // Digiseller charges the product's price as set in the seller's account, not a signed amount.
  chargesSignedAmount: false,
  async optionUrl(order, option, buyer) {
    return option.digisellerProductId ? payPage(option.digisellerProductId, order, buyer) : null;
  },
  async walletUrl(order, buyer) {
    const productId = await walletProductId();
    // The top-up is a product whose price the buyer sets: the link names the amount in rubles.
    return productId
      ? payPage(productId, order, buyer, { amount: decimalFromMinor(order.amountMinor) })
      : null;
  },
  purchasePageUrl(purchase, localize) {
    // Digiseller's own pages need the buyer's sign-in there; the shop's return page shows the
    // purchase to whoever holds its unique code, as Digiseller's e-mail to the buyer does.
    return purchase.uniqueCode
      ? localize(`/payment/complete?uniquecode=${encodeURIComponent(purchase.uniqueCode)}`)
      : null;
  },
};
