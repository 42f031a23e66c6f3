import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { purchases } from "~/db/schema";
import { env, sandboxPayments } from "~/env.server";
import { unavailableBecause } from "../stock/holds.server";
import { isHeldNow, stockIdFor } from "../stock/stock-keys.server";
import type { PurchasedItem } from "./items.server";
import type { Order } from "./orders.server";
import { issueSandboxInvoice, verifiedSandboxInvoice } from "./sandbox-invoice.server";
import { heldForHolder } from "./checkout.server";
import { couponUsePayable } from "../promotions/coupons.server";
import { handleNotification, signNotification, type Notification } from "./webhook.server";
import { decimalFromMinor } from "~/utils/money";
import { PaymentStatus } from "~/utils/payment-status";

/** The sandbox answers 404 where it is off (production without PAYMENT_SANDBOX=true). */
export function requireSandbox() {
  if (!sandboxPayments(env())) throw new Response("Not Found", { status: 404 });
}

/**
 * The sandbox aggregator's "Pay" or "Fail": it issues an invoice and hands the shop the signed
 * notification the real aggregator would POST to /api/payments/webhook — in process, through the
 * same verification. Never over HTTP to the request's own origin: that origin comes from the Host
 * header, and a visitor naming another host:port would make the server post there (SSRF).
 */
export async function sandboxSettle(
  { token, order, invoiceId }: { token: string; order: Order; invoiceId: string },
  email: string,
  outcome: Notification["status"],
  clientIp?: string,
) {
  const notification: Notification = {
    invoiceId,
    status: outcome,
    amount: decimalFromMinor(order.amountMinor),
    currency: order.currency === 1 ? "USD" : "RUB",
    email,
    order: token,
  };
  const body = JSON.stringify(notification);
  const result = await handleNotification(body, await signNotification(body), clientIp);
  const purchaseId = result.status === 200 && result.body.ok ? result.body.purchaseId : null;
  return { invoiceId, purchaseId };
}

/** A purchase by the aggregator's invoice id (the sandbox's purchase page). */
export async function purchaseByInvoice(invoiceId: string) {
  const [row] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
  return row;
}

export type SandboxOpening =
  | { invoice: string }
  | { unavailable: "sold" | "reserved" | "notStarted" | "couponGone" }
  | { settled: string };

/** An invoice past paying: its page is the purchase's (a reopened or reloaded payment page). */
const SETTLED: number[] = [PaymentStatus.Payed, PaymentStatus.Refunded, PaymentStatus.Expired];

/**
 * Opening the sandbox's payment page, as a real aggregator does: it reports the invoice pending,
 * which — for a checkout a buyer started with Buy (the signed order names its holder, and Buy
 * issued the invoice in the URL) — holds a key or a game account for them for RESERVATION_MINUTES
 * (recordPayment → reserveKey; at most MAX_OPEN_HOLDS per buyer). Reopening the page reports the
 * same invoice again and changes nothing; a coupon order whose use another order took, a later
 * Buy replaced or a withdrawal voided stops here. Once that invoice is paid, refunded or expired, its
 * purchase page answers instead (a new Buy opens a new invoice). A payment URL nobody started (a product page's link
 * opened directly) writes nothing and holds nothing: for an item from stock it sends the buyer to
 * Buy; an item without stock (a top-up, a device) gets an invoice of the page's own, as before.
 */
export async function openSandboxPayment(
  { token, order, item }: { token: string; order: Order; item: PurchasedItem },
  invoiceField: string | null,
  email: string,
  clientIp?: string,
): Promise<SandboxOpening> {
  const stockId = item.stock ? await stockIdFor(db(), item.stock) : null;
  const invoice = invoiceField ? await verifiedSandboxInvoice(token, invoiceField) : null;
  const existing = invoice ? await purchaseByInvoice(invoice) : undefined;
  if (existing && SETTLED.includes(existing.status)) return { settled: existing.invoiceId };
  // A coupon's price only while its use can still be this payment's (one use pays for one order):
  // said before anything is paid, not found out by a refund afterwards.
  if (order.couponUseId && !(await couponUsePayable(order.couponUseId, existing?.id ?? null)))
    return { unavailable: "couponGone" };
  if (stockId === null) return { invoice: invoice ? invoiceField! : await issueSandboxInvoice(token) };
  if (!invoice || !order.holder) return { unavailable: "notStarted" };
  const unique = item.kind === "account";
  // Another buyer's hold stops this one; the buyer's own (an earlier Buy) is taken over.
  if (unique && !existing && !(await heldForHolder(order.holder, stockId))) {
    const reason = await unavailableBecause(stockId);
    if (reason) return { unavailable: reason };
  }
  const { purchaseId } = await sandboxSettle(
    { token, order, invoiceId: invoice },
    email,
    "pending",
    clientIp,
  );
  // Two buyers opening at the same moment: the second found the account free and lost the race.
  if (unique && purchaseId !== null && !existing && !(await isHeldNow(db(), purchaseId)))
    return { unavailable: "reserved" };
  return { invoice: invoiceField! };
}
