import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { paymentEvents, PaymentStatus, prices, providerReturns, purchases, type Purchase } from "~/db/schema";
import { env } from "~/env.server";
import { logger } from "~/services/logger.server";
import type { Lang } from "~/utils/lang";
import { storableJson } from "~/utils/plain-text";
import { consume } from "../../rate-limit.server";
import { resolveItem, resolvePriceOption, type PurchasedItem } from "../items.server";
import { ORDER_PARAM, verifyOrder, type Order } from "../orders.server";
import { recordPayment, verifiedUserId } from "../record.server";
import {
  DigisellerUnavailable,
  findUniqueCode,
  INVOICE_FAILED_STATES,
  INVOICE_PAID,
  markDelivered,
  saleInfo,
  saleParameters,
  type SaleInfo,
  type UniqueCodePayment,
} from "./digiseller-api.server";
import { walletProductId } from "./digiseller.server";
import { fromMinor, minorFromAmount } from "~/utils/money";

/*
 * The buyer's return from Digiseller (GET /payment/complete?uniquecode=…, decision 0022) and the
 * reconciliation that settles what a return could not. Each step is idempotent per unique code and
 * per invoice: a code seen before shows the purchase recorded for it and never takes a second key.
 */

/** Digiseller's unique codes are short tokens of letters and digits. */
const CODE = /^[A-Za-z0-9]{6,64}$/;

export type ReturnError = "bad-code" | "unknown-code" | "foreign-product" | "amount-mismatch" | "too-many";

export type ReturnOutcome =
  | { kind: "purchase"; purchase: Purchase; replay: boolean }
  /** Digiseller did not answer: the code is kept and the reconciliation settles it later. */
  | { kind: "pending" }
  | { kind: "error"; error: ReturnError };

export interface ReturnContext {
  /** The buyer signed in when they came back (kept with a code settled later; never credited). */
  userId: number | null;
  lang: Lang;
  clientIp?: string;
  /** The reconciliation settling a kept code: no per-address limit. */
  internal?: boolean;
}

/** New codes one address may have looked up at Digiseller per 10 minutes (a real buyer has a few). */
const LOOKUPS_PER_10_MINUTES = 60;

/** Digiseller's currency of an amount, as the shop's currency code (0 RUB, 1 USD). */
function currencyOf(typeCurr: string): number | null {
  const code = typeCurr.trim().toUpperCase();
  if (["RUB", "RUR", "WMR", "WMP"].includes(code)) return 0;
  if (["USD", "WMZ"].includes(code)) return 1;
  return null;
}

async function logAttempt(code: string, outcome: string, payload: object, purchaseId?: number) {
  await db()
    .insert(paymentEvents)
    .values({
      invoiceId: "inv" in payload ? `DS-${(payload as { inv: number }).inv}` : null,
      purchaseId: purchaseId ?? null,
      // "Signed" here means Digiseller's API vouched for the payment.
      signatureValid: outcome.startsWith("recorded") || outcome === "replay",
      outcome,
      payload: { provider: "digiseller", uniqueCode: code, ...payload },
    });
}

/**
 * A code that is malformed or unknown to Digiseller: recorded as a payment event, except past the
 * limit per address — anybody can type codes, and guessing must neither be fast nor fill the log.
 */
async function refuseCode(
  code: string,
  error: "bad-code" | "unknown-code",
  context: ReturnContext,
): Promise<ReturnOutcome> {
  const rule = {
    name: "payment-code-refused",
    points: env().WEBHOOK_REFUSED_PER_10_MINUTES,
    durationSeconds: 600,
  };
  if (!(await consume([{ rule, key: context.clientIp ?? "unknown" }])))
    return { kind: "error", error: "too-many" };
  await logAttempt(storableJson(code.slice(0, 100)) as string, error, {});
  return { kind: "error", error };
}

/** The option sold as this Digiseller product (the buyer's language first), or the wallet top-up. */
async function itemFor(
  payment: UniqueCodePayment,
  lang: Lang,
  order: Order | null,
): Promise<{ item: PurchasedItem; order: Order | null } | null> {
  if (payment.id_goods === (await walletProductId())) {
    // A top-up's login and amount come from the signed order the link carried.
    if (order?.kind !== "wallet") return null;
    const item = await resolveItem(order);
    return item ? { item, order } : null;
  }
  // The option the signed order names first (the one the buyer chose), then the buyer's language.
  const ordered = order?.kind === "price" ? (order.priceId ?? 0) : 0;
  const options = await db()
    .select({ id: prices.id, lang: prices.lang })
    .from(prices)
    .where(eq(prices.digisellerProductId, payment.id_goods))
    .orderBy(sql`${prices.id} = ${ordered} desc`, sql`${prices.lang} = ${lang} desc`, prices.id);
  for (const option of options) {
    const item = await resolvePriceOption(option.id);
    if (item) return { item, order: order?.kind === "price" && order.priceId === option.id ? order : null };
  }
  return null;
}

/** The purchase already recorded for a unique code, if any. */
async function purchaseOfCode(code: string) {
  const [row] = await db().select().from(purchases).where(eq(purchases.uniqueCode, code));
  return row;
}

/** Tells Digiseller the goods were delivered (once; the reconciliation retries a failure). */
async function acknowledge(purchase: Purchase): Promise<boolean> {
  if (!purchase.uniqueCode || purchase.providerAckedAt || purchase.status !== PaymentStatus.Payed)
    return false;
  try {
    await markDelivered(purchase.uniqueCode);
    await db().update(purchases).set({ providerAckedAt: new Date() }).where(eq(purchases.id, purchase.id));
    return true;
  } catch (error) {
    if (!(error instanceof DigisellerUnavailable)) throw error;
    logger().warn(
      { err: error, purchaseId: purchase.id },
      "Digiseller delivered mark not taken; retried later",
    );
    return false;
  }
}

/** Keeps a code Digiseller could not confirm, for the reconciliation. */
async function keepForLater(code: string, context: ReturnContext, error: unknown) {
  const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
  await db()
    .insert(providerReturns)
    .values({
      uniqueCode: code,
      userId: context.userId,
      lang: context.lang,
      attempts: 1,
      lastError,
    })
    .onConflictDoUpdate({
      target: providerReturns.uniqueCode,
      set: { attempts: sql`${providerReturns.attempts} + 1`, lastError },
    });
}

/**
 * Settles a unique code: verifies it with Digiseller, checks the product, amount and currency
 * against the option, records the purchase (paid, awaiting payment or failed, as Digiseller's
 * sale says) with its key, marks the code delivered and returns the purchase. A code recorded
 * before returns its purchase; one Digiseller does not know, or for a product or amount the shop
 * does not sell, returns a translated error and leaves a payment event.
 */
export async function settleReturn(code: string, context: ReturnContext): Promise<ReturnOutcome> {
  if (!CODE.test(code)) return refuseCode(code, "bad-code", context);
  const known = await purchaseOfCode(code);
  if (known) {
    await settled(code);
    await acknowledge(known);
    return { kind: "purchase", purchase: known, replay: true };
  }
  // Each new code costs the seller's API calls: an address may look up only so many.
  if (!context.internal) {
    const rule = { name: "payment-code-lookup", points: LOOKUPS_PER_10_MINUTES, durationSeconds: 600 };
    if (!(await consume([{ rule, key: context.clientIp ?? "unknown" }])))
      return { kind: "error", error: "too-many" };
  }

  let payment: UniqueCodePayment | null;
  let sale: SaleInfo | null;
  try {
    payment = await findUniqueCode(code);
    sale = payment ? await saleInfo(payment.inv) : null;
  } catch (error) {
    if (!(error instanceof DigisellerUnavailable)) throw error;
    await keepForLater(code, context, error);
    logger().warn({ err: error }, "Digiseller did not answer a return; kept for the reconciliation");
    return { kind: "pending" };
  }
  if (!payment || !sale) return refuseCode(code, "unknown-code", context);

  // The signed order comes from the sale's own parameters, which Digiseller keeps with the
  // invoice: a buyer cannot swap another order (another login to top up) into the return URL.
  const order = await verifyOrder(saleParameters(sale).get(ORDER_PARAM));
  const found = await itemFor(payment, context.lang, order);
  const facts = {
    inv: payment.inv,
    id_goods: payment.id_goods,
    amount: payment.amount,
    type_curr: payment.type_curr,
  };
  if (!found) {
    await logAttempt(code, "foreign-product", facts);
    return { kind: "error", error: "foreign-product" };
  }
  const { item } = found;
  if (
    minorFromAmount(payment.amount) !== item.amountMinor ||
    currencyOf(payment.type_curr) !== item.currency
  ) {
    await logAttempt(code, "amount-mismatch", { ...facts, due: fromMinor(item.amountMinor) });
    return { kind: "error", error: "amount-mismatch" };
  }

  const email = payment.email?.trim().toLowerCase() || sale.buyer_info?.email?.trim().toLowerCase() || null;
  // The sale's state says whether the money arrived.
  const status =
    sale.invoice_state === INVOICE_PAID
      ? PaymentStatus.Payed
      : INVOICE_FAILED_STATES.has(sale.invoice_state)
        ? PaymentStatus.Fail
        : PaymentStatus.WaitPay;
  let recorded: Awaited<ReturnType<typeof recordPayment>>;
  try {
    recorded = await recordPayment({
      invoiceId: `DS-${payment.inv}`,
      uniqueCode: code,
      status,
      item,
      // The buyer the signed order names (signed in when they pressed Buy), else the owner of the
      // verified address Digiseller holds for the sale. Never whoever opens the code signed in:
      // a code without a shop order (a sale made on Digiseller's own page) is not proof of that.
      userId: found.order?.userId ?? (email ? await verifiedUserId(email) : null),
      email,
      amountMinor: item.amountMinor,
      bonusPercent: 0,
      lang: context.lang,
    });
  } catch (error) {
    // Another return of the same code won the insert under a different invoice id: show its purchase.
    const winner = await purchaseOfCode(code);
    if (!winner) throw error;
    recorded = { purchase: winner, duplicate: true };
  }
  await logAttempt(code, recorded.duplicate ? "replay" : `recorded:${status}`, facts, recorded.purchase.id);
  await settled(code);
  await acknowledge(recorded.purchase);
  return { kind: "purchase", purchase: recorded.purchase, replay: recorded.duplicate };
}

/** A kept code has its purchase: the reconciliation is done with it. */
async function settled(code: string) {
  await db()
    .update(providerReturns)
    .set({ settledAt: new Date() })
    .where(and(eq(providerReturns.uniqueCode, code), isNull(providerReturns.settledAt)));
}

/** How far back the reconciliation looks. */
const RECONCILE_DAYS = 7;

/**
 * The reconciliation (the maintenance job, and the console's button): codes kept while Digiseller
 * was down are settled (their keys go out by e-mail), purchases still awaiting payment are settled
 * from Digiseller's sale by order number, and delivered marks that failed are sent again. Returns
 * what it settled.
 */
export async function reconcileDigiseller() {
  const since = new Date(Date.now() - RECONCILE_DAYS * 86_400_000);
  const result = { returns: 0, payments: 0, acknowledged: 0 };
  try {
    const kept = await db()
      .select()
      .from(providerReturns)
      .where(and(isNull(providerReturns.settledAt), gt(providerReturns.createdAt, since)))
      .limit(100);
    for (const row of kept) {
      const outcome = await settleReturn(row.uniqueCode, {
        userId: row.userId,
        lang: row.lang,
        internal: true,
      });
      if (outcome.kind === "pending") break;
      if (outcome.kind === "error")
        await db()
          .update(providerReturns)
          .set({ settledAt: new Date(), lastError: outcome.error })
          .where(eq(providerReturns.uniqueCode, row.uniqueCode));
      else result.returns++;
    }

    const waiting = await db()
      .select()
      .from(purchases)
      .where(
        and(
          isNotNull(purchases.uniqueCode),
          // An order that expired unpaid at the shop may still be paid at Digiseller.
          inArray(purchases.status, [PaymentStatus.WaitPay, PaymentStatus.Expired]),
          gt(purchases.createdAt, since),
        ),
      )
      .orderBy(desc(purchases.id))
      .limit(100);
    for (const purchase of waiting) {
      const sale = await saleInfo(Number(purchase.invoiceId.replace(/^DS-/, "")));
      if (sale.invoice_state !== INVOICE_PAID && !INVOICE_FAILED_STATES.has(sale.invoice_state)) continue;
      const { purchase: settled } = await recordPayment({
        ...purchaseFacts(purchase),
        status: sale.invoice_state === INVOICE_PAID ? PaymentStatus.Payed : PaymentStatus.Fail,
      });
      await acknowledge(settled);
      result.payments++;
    }

    const unacknowledged = await db()
      .select()
      .from(purchases)
      .where(
        and(
          isNotNull(purchases.uniqueCode),
          eq(purchases.status, PaymentStatus.Payed),
          isNull(purchases.providerAckedAt),
          gt(purchases.createdAt, since),
        ),
      )
      .limit(100);
    for (const purchase of unacknowledged) {
      // A mark not taken means Digiseller is not answering: the rest waits for the next run.
      if (!(await acknowledge(purchase))) break;
      result.acknowledged++;
    }
    // Kept codes are looked at for RECONCILE_DAYS; past twice that they are only history.
    await db()
      .delete(providerReturns)
      .where(lt(providerReturns.createdAt, new Date(Date.now() - 2 * RECONCILE_DAYS * 86_400_000)));
  } catch (error) {
    if (!(error instanceof DigisellerUnavailable)) throw error;
    logger().warn({ err: error }, "Digiseller reconciliation stopped: the API did not answer");
  }
  return result;
}

/** A recorded purchase as the payment that made it: reporting it again moves only its status. */
function purchaseFacts(purchase: Purchase) {
  return {
    invoiceId: purchase.invoiceId,
    uniqueCode: purchase.uniqueCode,
    item: {
      kind: purchase.kind as PurchasedItem["kind"],
      priceId: purchase.priceId,
      cheatId: purchase.cheatId,
      accountId: purchase.accountId,
      nameRu: purchase.nameRu,
      nameEn: purchase.nameEn,
      valueTextRu: purchase.valueTextRu,
      valueTextEn: purchase.valueTextEn,
      periodDays: purchase.periodDays,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      // The purchase keeps its stock: the update path assigns from it.
      stock: null,
    },
    userId: purchase.userId,
    email: purchase.email,
    amountMinor: purchase.amountMinor,
    bonusPercent: purchase.bonusPercent,
    lang: purchase.lang,
  };
}
