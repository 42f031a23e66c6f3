import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { PaymentStatus, purchases, type Purchase } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { CacheTag, invalidate } from "../invalidation.server";
import { findUserByEmail } from "../users/users.server";
import { assignKey, releaseReservation, reserveKey, stockIdFor } from "../stock/stock-keys.server";
import { reviewAfterSale, reviewStocks } from "../stock/stock-levels.server";
import { kickOutbox } from "../mail/outbox.server";
import { queueDeliveries, walletReceipt } from "./delivery.server";
import type { PurchasedItem } from "./items.server";
import { markUnavailable } from "./needs-refund.server";

/** A payment a provider confirmed, as every provider reports it to the shop. */
export interface ConfirmedPayment {
  /** The provider's invoice (order) id: one purchase per invoice, however often it is reported. */
  invoiceId: string;
  status: number;
  item: PurchasedItem;
  userId: number | null;
  email: string | null;
  /** What the buyer paid, after their loyalty discount. */
  amountMinor: number;
  bonusPercent: number;
  lang: Lang;
  /** The provider's unique code of the payment (Digiseller), unique like the invoice. */
  uniqueCode?: string | null;
}

/**
 * Records a payment once per invoice and gives a paid purchase its key, for every provider (the
 * signed webhook, the sandbox, Digiseller's unique code). One transaction inserts the invoice (or
 * moves an existing WaitPay purchase to the new status) and takes the key from stock, so no crash
 * can leave a payment recorded without what it bought, and a repeated report — which finds the
 * status already moved — takes nothing. The delivery e-mail is written to the outbox in that
 * transaction and sent after the commit, in the background; stock alerts follow the commit.
 * `duplicate` is true when the report changed nothing; `purchase` is then the one recorded before.
 */
export async function recordPayment(
  payment: ConfirmedPayment,
): Promise<{ purchase: Purchase; duplicate: boolean }> {
  const { item, status } = payment;
  const stockId = item.stock ? await stockIdFor(db(), item.stock) : null;
  const row = await db().transaction(async (tx) => {
    const [recorded] = await tx
      .insert(purchases)
      .values({
        userId: payment.userId,
        email: payment.email,
        invoiceId: payment.invoiceId,
        uniqueCode: payment.uniqueCode ?? null,
        priceId: item.priceId,
        cheatId: item.cheatId,
        accountId: item.accountId,
        kind: item.kind,
        nameRu: item.nameRu,
        nameEn: item.nameEn,
        valueTextRu: item.valueTextRu,
        valueTextEn: item.valueTextEn,
        periodDays: item.periodDays,
        amountMinor: payment.amountMinor,
        bonusPercent: payment.bonusPercent,
        currency: item.currency,
        status,
        stockId,
        delivery: status === PaymentStatus.Payed && item.kind === "wallet" ? walletReceipt() : null,
        lang: payment.lang,
      })
      .onConflictDoUpdate({
        target: purchases.invoiceId,
        set: {
          status,
          // A pending report (the payment page opening) may not know the buyer's address yet.
          email: sql`coalesce(excluded.email, ${purchases.email})`,
          userId: sql`coalesce(${purchases.userId}, excluded.user_id)`,
          delivery: sql`coalesce(${purchases.delivery}, excluded.delivery)`,
          updatedAt: new Date(),
        },
        setWhere: and(
          eq(purchases.status, PaymentStatus.WaitPay),
          sql`${status} <> ${PaymentStatus.WaitPay}`,
        ),
      })
      .returning();
    if (!recorded) return undefined;
    if (recorded.status === PaymentStatus.Payed) {
      const keyId = await assignKey(tx, recorded);
      // The delivery e-mail is written with the sale: no crash after the commit can lose it.
      await queueDeliveries(tx, [recorded.id]);
      return { ...recorded, keyId: keyId ?? recorded.keyId };
    }
    if (recorded.status === PaymentStatus.WaitPay)
      return { ...recorded, held: await reserveKey(tx, recorded) };
    await releaseReservation(tx, recorded.id);
    return recorded;
  });

  if (!row) {
    const [existing] = await db().select().from(purchases).where(eq(purchases.invoiceId, payment.invoiceId));
    return { purchase: existing, duplicate: true };
  }
  // A game account held for this buyer reads "reserved" to everyone else from now on.
  if ("held" in row && row.held && row.kind === "account") invalidate([CacheTag.catalogue]);
  if (row.status === PaymentStatus.Payed) {
    // A unique item (a game account) that went to someone else never comes back: the buyer is
    // refunded rather than left waiting. Key orders wait for stock (sweepOverdueAwaiting).
    if (row.kind === "account" && row.stockId !== null && row.keyId === null) await markUnavailable(row.id);
    kickOutbox();
    // A buyer left waiting always alerts; a sale that took a key only when the stock ran low.
    if (row.stockId !== null)
      await (row.keyId !== null ? reviewAfterSale(row.stockId) : reviewStocks([row.stockId]));
  }
  return { purchase: row, duplicate: false };
}

/** The user who proved they own this address, if any. */
export async function verifiedUserId(email: string) {
  const user = await findUserByEmail(email);
  return user?.emailVerified ? user.id : null;
}
