import { localizePath } from "~/utils/lang";
import { ORDER_PARAM, signOrder, type Order } from "../orders.server";
import { INVOICE_PARAM, issueSandboxInvoice } from "../sandbox-invoice.server";
import type { PaymentProvider } from "./provider";

/**
 * The sandbox's payment page for an order. A checkout someone started with Buy (the order names its
 * holder) comes with an invoice of its own: each Buy opens a new one, and reopening the page keeps it.
 */
async function payUrl(order: Order) {
  const token = await signOrder(order);
  const query = new URLSearchParams({ [ORDER_PARAM]: token });
  if (order.holder) query.set(INVOICE_PARAM, await issueSandboxInvoice(token));
  return `${localizePath("/sandbox/pay", order.lang)}?${query}`;
}

/**
 * The built-in sandbox aggregator (decision 0008): its own pages take test payments and notify the
 * shop through the signed webhook. Active while no real provider is configured.
 */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  chargesSignedAmount: true,
  optionUrl: payUrl,
  walletUrl: payUrl,
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
