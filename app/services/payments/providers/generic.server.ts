import { env } from "~/env.server";
import { ORDER_PARAM, signOrder, type Order } from "../orders.server";
import type { PaymentProvider } from "./provider";

/** The aggregator's link with the signed order appended as its custom parameter. */
async function withOrder(link: string | null | undefined, order: Order) {
  if (!link) return null;
  const url = new URL(link);
  url.searchParams.set(ORDER_PARAM, await signOrder(order));
  return url.toString();
}

/**
 * Any aggregator that speaks the shop's signed webhook (decision 0008): each option stores the
 * aggregator's payment link, the signed order rides along it and comes back in the notification.
 */
export const genericProvider: PaymentProvider = {
  name: "generic",
  chargesSignedAmount: true,
  optionUrl: (order, option) => withOrder(option.redirect, order),
  walletUrl: (order) => withOrder(env().PAYMENT_WALLET_URL, order),
  purchasePageUrl(purchase) {
    const template = env().PAYMENT_PURCHASE_URL;
    return template ? template.replace("{id}", encodeURIComponent(purchase.invoiceId)) : null;
  },
};
