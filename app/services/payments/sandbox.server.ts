import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { purchases } from "~/db/schema";
import { env, sandboxPayments } from "~/env.server";
import { randomToken, safeEqual } from "../auth/tokens.server";
import { signFor, type Order } from "./orders.server";
import { handleNotification, signNotification, type Notification } from "./webhook.server";

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
  outcome: "paid" | "failed",
  clientIp?: string,
) {
  const notification: Notification = {
    invoiceId,
    status: outcome,
    amount: (order.amountMinor / 100).toFixed(2),
    currency: order.currency === 1 ? "USD" : "RUB",
    email,
    order: token,
  };
  const body = JSON.stringify(notification);
  const result = await handleNotification(body, await signNotification(body), clientIp);
  const purchaseId = result.status === 200 && result.body.ok ? result.body.purchaseId : null;
  return { invoiceId, purchaseId };
}

const invoiceSignature = (token: string, invoiceId: string) =>
  signFor("sandbox-invoice", `${token}:${invoiceId}`);

/**
 * The sandbox's invoice for one opening of its payment page, signed to the order it is for (the
 * form's hidden field): a second Pay of the same page settles the same invoice — one purchase, one
 * key — and a visitor cannot name another buyer's invoice.
 */
export async function issueSandboxInvoice(token: string) {
  const invoiceId = `SBX-${randomToken(12)}`;
  return `${invoiceId}.${await invoiceSignature(token, invoiceId)}`;
}

/** The invoice id of a field issueSandboxInvoice made for this order; null otherwise. */
export async function verifiedSandboxInvoice(token: string, field: string) {
  const [invoiceId, signature, extra] = field.split(".");
  if (!invoiceId?.startsWith("SBX-") || !signature || extra !== undefined) return null;
  return safeEqual(signature, await invoiceSignature(token, invoiceId)) ? invoiceId : null;
}

/** A purchase by the aggregator's invoice id (the sandbox's purchase page). */
export async function purchaseByInvoice(invoiceId: string) {
  const [row] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
  return row;
}
