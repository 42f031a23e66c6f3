import { createHash, createHmac } from "node:crypto";
import { z } from "zod";
import { db } from "~/db/client.server";
import { paymentEvents, PaymentStatus } from "~/db/schema";
import { env } from "~/env.server";
import { safeEqual } from "../auth/tokens.server";
import { consume } from "../rate-limit.server";
import { fillAwaiting, stocksWithAwaiting } from "../stock/stock-keys.server";
import { reviewStocks } from "../stock/stock-levels.server";
import { kickOutbox } from "../mail/outbox.server";
import { queueDeliveries } from "./delivery.server";
import { resolveItem } from "./items.server";
import { computeBonus } from "./purchases.server";
import { verifyOrder } from "./orders.server";
import { recordPayment, verifiedUserId } from "./record.server";
import { appSecret } from "../secrets.server";
import { applyBonus, subtractMinor } from "~/utils/money";
import { heldUse } from "../promotions/coupons.server";
import { storableJson } from "~/utils/plain-text";
import { minorFromAmount } from "~/utils/money";

/** Notifications older (or newer) than this are refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = "X-Signature";

/** The notification body the aggregator posts (documented in docs/decisions/0008). */
export const notificationSchema = z.object({
  invoiceId: z.string().min(1).max(128),
  status: z.enum(["pending", "paid", "failed"]),
  /** Major units as a decimal string, e.g. "299.00". */
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  currency: z.enum(["RUB", "USD"]),
  email: z.string().max(254).optional().default(""),
  /** The signed order the buy link carried. */
  order: z.string().min(1),
});
export type Notification = z.infer<typeof notificationSchema>;

const STATUS = {
  pending: PaymentStatus.WaitPay,
  paid: PaymentStatus.Payed,
  failed: PaymentStatus.Fail,
} as const;
const CURRENCY = { RUB: 0, USD: 1 } as const;

/** The shared key: the aggregator's, or the sandbox's own (generated once, kept in the database). */
export function webhookSecret() {
  return appSecret("payment-webhook", env().PAYMENT_WEBHOOK_SECRET);
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as the aggregator signs. */
export async function signNotification(rawBody: string, at = Math.floor(Date.now() / 1000)) {
  const mac = createHmac("sha256", await webhookSecret())
    .update(`${at}.${rawBody}`)
    .digest("hex");
  return `t=${at},v1=${mac}`;
}

async function signatureValid(rawBody: string, header: string | null) {
  const parts = Object.fromEntries(
    (header ?? "").split(",").map((p) => p.trim().split("=") as [string, string]),
  );
  const at = Number(parts.t);
  if (!Number.isInteger(at) || !parts.v1) return false;
  if (Math.abs(Date.now() / 1000 - at) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", await webhookSecret())
    .update(`${at}.${rawBody}`)
    .digest("hex");
  return safeEqual(parts.v1, expected);
}

export type WebhookResult =
  | { status: 200; body: { ok: true; purchaseId: number; duplicate: boolean } }
  | { status: 400 | 401 | 422 | 429; body: { ok: false; error: string } };

/** How much of a refused notification the log keeps, next to its digest. */
const REFUSED_PREFIX_CHARS = 200;

/**
 * What the event log stores of a body: a signed notification as it was parsed (NUL made storable),
 * a refused one — which anybody can post — only as its SHA-256, length and first characters, so
 * unauthenticated posts cannot fill the database.
 */
function loggedPayload(rawBody: string, signed: boolean): object {
  if (!signed)
    return {
      refused: true,
      sha256: createHash("sha256").update(rawBody).digest("hex"),
      bytes: Buffer.byteLength(rawBody),
      prefix: storableJson(rawBody.slice(0, REFUSED_PREFIX_CHARS)),
    };
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (parsed && typeof parsed === "object") return storableJson(parsed) as object;
  } catch {
    // not JSON: kept as text below
  }
  return { raw: storableJson(rawBody.slice(0, 2000)) };
}

async function logEvent(
  rawBody: string,
  values: { invoiceId?: string; purchaseId?: number; signatureValid: boolean; outcome: string },
) {
  await db()
    .insert(paymentEvents)
    .values({
      invoiceId: values.invoiceId ?? null,
      purchaseId: values.purchaseId ?? null,
      signatureValid: values.signatureValid,
      outcome: values.outcome,
      payload: loggedPayload(rawBody, values.signatureValid),
    });
}

/**
 * POST /api/payments/webhook: verifies the signature and its time, checks the amount and currency
 * against the item, and records the notification once per invoice through the order life cycle
 * (lifecycle.ts): a repeated or concurrent delivery finds the invoice already there and the table
 * says what it means, so no sequence of deliveries makes two purchases, undoes a payment or drops
 * one. Every notification is logged with the move it made.
 */
export async function handleNotification(
  rawBody: string,
  signatureHeader: string | null,
  clientIp?: string,
): Promise<WebhookResult> {
  if (!(await signatureValid(rawBody, signatureHeader))) {
    // Anybody can post here: past the limit an address is refused without a trace in the log.
    const rule = {
      name: "webhook-refused",
      points: env().WEBHOOK_REFUSED_PER_10_MINUTES,
      durationSeconds: 600,
    };
    if (!(await consume([{ rule, key: clientIp ?? "unknown" }])))
      return { status: 429, body: { ok: false, error: "too-many-requests" } };
    await logEvent(rawBody, { signatureValid: false, outcome: "bad-signature" });
    return { status: 401, body: { ok: false, error: "bad-signature" } };
  }
  let parsed: ReturnType<typeof notificationSchema.safeParse>;
  try {
    parsed = notificationSchema.safeParse(JSON.parse(rawBody));
  } catch {
    parsed = notificationSchema.safeParse(null);
  }
  if (!parsed.success) {
    await logEvent(rawBody, { signatureValid: true, outcome: "bad-payload" });
    return { status: 400, body: { ok: false, error: "bad-payload" } };
  }
  const note = parsed.data;
  const refuse = async (status: 400 | 422, error: string) => {
    await logEvent(rawBody, { invoiceId: note.invoiceId, signatureValid: true, outcome: error });
    return { status, body: { ok: false as const, error } };
  };

  const order = await verifyOrder(note.order);
  if (!order) return refuse(400, "bad-order");
  const item = await resolveItem(order);
  if (!item) return refuse(422, "unknown-item");
  const paidMinor = minorFromAmount(note.amount);
  // The signed order may carry the buyer's loyalty discount: exactly that amount, for that buyer.
  const percent = order.bonusPercent ?? 0;
  // Signed links do not expire: the discount must still be the buyer's when they pay (a refund or
  // lower levels since the link was made take it back).
  if (percent && (!order.userId || percent > (await computeBonus(order.userId)).bonus))
    return refuse(422, "amount-mismatch");
  // Or a coupon's, by the use Buy held for it: what that use took off, in the order's currency.
  const coupon =
    order.couponUseId && order.couponCode ? await heldUse(order.couponUseId, order.couponCode) : null;
  if (order.couponUseId && (!coupon || coupon.currency !== item.currency))
    return refuse(422, "amount-mismatch");
  const dueMinor = coupon
    ? subtractMinor(item.amountMinor, coupon.discountMinor)
    : applyBonus(item.amountMinor, percent);
  if (paidMinor !== dueMinor || CURRENCY[note.currency] !== item.currency || order.amountMinor !== dueMinor)
    return refuse(422, "amount-mismatch");

  const email = note.email.trim().toLowerCase() || order.email?.toLowerCase() || null;
  const recorded = await recordPayment({
    invoiceId: note.invoiceId,
    status: STATUS[note.status],
    item,
    userId: order.userId ?? (email ? await verifiedUserId(email) : null),
    email,
    amountMinor: dueMinor,
    bonusPercent: percent,
    coupon: coupon ? { useId: order.couponUseId!, code: order.couponCode! } : null,
    lang: order.lang,
    holder: order.holder ?? null,
  });
  await logEvent(rawBody, {
    invoiceId: note.invoiceId,
    purchaseId: recorded.purchase.id,
    signatureValid: true,
    // What the life cycle made of it: "paid: failed → delivered", "failed: delivered → delivered".
    outcome: recorded.move ? `${note.status}: ${recorded.move.from} → ${recorded.move.to}` : "duplicate",
  });
  return {
    status: 200,
    body: { ok: true, purchaseId: recorded.purchase.id, duplicate: recorded.duplicate },
  };
}

/**
 * The maintenance sweep: paid purchases still waiting for a key (a concurrent payment held the
 * last free key and then rolled back, or keys came back through a refund) get one when their stock
 * has any, oldest first. Returns how many this call delivered.
 */
export async function deliverAwaitingPurchases() {
  let delivered = 0;
  for (const stockId of await stocksWithAwaiting(db())) {
    const served = await db().transaction(async (tx) => {
      const filled = await fillAwaiting(tx, stockId);
      await queueDeliveries(tx, filled);
      return filled;
    });
    if (!served.length) continue;
    delivered += served.length;
    kickOutbox();
    await reviewStocks([stockId]);
  }
  return delivered;
}
