import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { purchases } from "~/db/schema";
import { env, sandboxPayments } from "~/env.server";
import { randomToken } from "../auth/tokens.server";
import type { Order } from "./orders.server";
import { signNotification, SIGNATURE_HEADER, type Notification } from "./webhook.server";

/** The sandbox answers 404 where it is off (production without PAYMENT_SANDBOX=true). */
export function requireSandbox() {
  if (!sandboxPayments(env())) throw new Response("Not Found", { status: 404 });
}

/**
 * The sandbox aggregator's "Pay" or "Fail": it issues an invoice and notifies the shop exactly as
 * the real aggregator would — a signed POST to /api/payments/webhook over HTTP.
 */
export async function sandboxSettle(
  shopOrigin: string,
  token: string,
  order: Order,
  email: string,
  outcome: "paid" | "failed",
) {
  const invoiceId = `SBX-${randomToken(12)}`;
  const notification: Notification = {
    invoiceId,
    status: outcome,
    amount: (order.amountMinor / 100).toFixed(2),
    currency: order.currency === 1 ? "USD" : "RUB",
    email,
    order: token,
  };
  const body = JSON.stringify(notification);
  const response = await fetch(`${shopOrigin}/api/payments/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: await signNotification(body) },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  return { invoiceId, accepted: response.ok };
}

/** A purchase by the aggregator's invoice id (the sandbox's purchase page). */
export async function purchaseByInvoice(invoiceId: string) {
  const [row] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
  return row;
}
