import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { purchases, stockKeys } from "~/db/schema";
import { env, sandboxPayments } from "~/env.server";
import { requestCookie, setCookie } from "../auth/cookies.server";
import { randomToken, safeEqual } from "../auth/tokens.server";
import { unavailableBecause } from "../stock/holds.server";
import { RESERVATION_MINUTES, stockIdFor } from "../stock/stock-keys.server";
import type { PurchasedItem } from "./items.server";
import { signFor, type Order } from "./orders.server";
import { handleNotification, signNotification, type Notification } from "./webhook.server";
import { decimalFromMinor } from "~/utils/money";

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

/** The cookie that keeps one browser's invoice for one order while its hold lasts. */
const invoiceCookie = (token: string) =>
  `sandbox_${createHash("sha256").update(token).digest("base64url").slice(0, 16)}`;

export type SandboxOpening =
  { invoice: string; setCookie: string | null } | { unavailable: "sold" | "reserved" };

/**
 * Opening the sandbox's payment page, as a real aggregator does: it issues the invoice and reports
 * it pending, which holds a key (or a game account) for this buyer for RESERVATION_MINUTES
 * (recordPayment → reserveKey). The same browser reopening the page keeps its invoice and its hold
 * (a cookie per order); another buyer finds a unique item held and cannot start a payment for it.
 */
export async function openSandboxPayment(
  request: Request,
  { token, order, item }: { token: string; order: Order; item: PurchasedItem },
  email: string,
  clientIp?: string,
): Promise<SandboxOpening> {
  const kept = requestCookie(request, invoiceCookie(token));
  if (kept && (await verifiedSandboxInvoice(token, kept))) return { invoice: kept, setCookie: null };
  const stockId = item.stock ? await stockIdFor(db(), item.stock) : null;
  const unique = item.kind === "account";
  if (stockId !== null && unique) {
    const reason = await unavailableBecause(stockId);
    if (reason) return { unavailable: reason };
  }
  const invoice = await issueSandboxInvoice(token);
  if (stockId !== null) {
    const { purchaseId } = await sandboxSettle(
      { token, order, invoiceId: invoice.split(".")[0] },
      email,
      "pending",
      clientIp,
    );
    // Two buyers opening at the same moment: the second found the account free and lost the race.
    if (unique && purchaseId !== null && !(await holdsKey(purchaseId))) return { unavailable: "reserved" };
  }
  return {
    invoice,
    setCookie: setCookie(request, invoiceCookie(token), invoice, { maxAgeSeconds: RESERVATION_MINUTES * 60 }),
  };
}

async function holdsKey(purchaseId: number) {
  const [held] = await db()
    .select({ id: stockKeys.id })
    .from(stockKeys)
    .where(eq(stockKeys.purchaseId, purchaseId));
  return Boolean(held);
}
