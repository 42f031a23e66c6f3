import { localizePath } from "~/utils/lang";
import { ORDER_PARAM, signOrder } from "../orders.server";
import type { PaymentProvider } from "./provider";

/**
 * The built-in sandbox aggregator (decision 0008): its own pages take test payments and notify the
 * shop through the signed webhook. Active while no real provider is configured.
 */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  chargesSignedAmount: true,
  async optionUrl(order) {
    return `${localizePath("/sandbox/pay", order.lang)}?${ORDER_PARAM}=${await signOrder(order)}`;
  },
  async walletUrl(order) {
    return `${localizePath("/sandbox/pay", order.lang)}?${ORDER_PARAM}=${await signOrder(order)}`;
  },
  purchasePageUrl(purchase, localize) {
    return localize(`/sandbox/purchase/${encodeURIComponent(purchase.invoiceId)}`);
  },
};

/** Buying turned off (PAYMENT_SANDBOX=false and no provider): Buy says payment is not configured. */
export const noProvider: PaymentProvider = {
  name: "off",
  chargesSignedAmount: true,
  optionUrl: async () => null,
  walletUrl: async () => null,
  purchasePageUrl: () => null,
};
