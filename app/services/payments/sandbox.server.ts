import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { purchases } from "~/db/schema";
import { env, sandboxPayments } from "~/env.server";
import { randomToken } from "../auth/tokens.server";
import type { Order } from "./orders.server";
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
  token: string,
  order: Order,
  email: string,
  outcome: "paid" | "failed",
  clientIp?: string,
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
  const result = await handleNotification(body, await signNotification(body), clientIp);
  const purchaseId = result.status === 200 && result.body.ok ? result.body.purchaseId : null;
  return { invoiceId, purchaseId };
}

/** A purchase by the aggregator's invoice id (the sandbox's purchase page). */
export async function purchaseByInvoice(invoiceId: string) {
  const [row] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
  return row;
}
