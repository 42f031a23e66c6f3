import type { Minor } from "~/utils/money";
import { eq, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { PaymentStatus, purchases, type Purchase } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { CacheTag, invalidate } from "../invalidation.server";
import { findUserByEmail } from "../users/users.server";
import { assignKey, isHeldNow, releaseReservation, reserveKey, stockIdFor } from "../stock/stock-keys.server";
import { reviewAfterSale, reviewStocks } from "../stock/stock-levels.server";
import { kickOutbox } from "../mail/outbox.server";
import { queueDeliveries, walletReceipt } from "./delivery.server";
import type { PurchasedItem } from "./items.server";
import {
  MONEY_RECEIVED,
  nextState,
  stateOf,
  statusOf,
  type Notification,
  type OrderState,
} from "./lifecycle";
import { alertNeedsRefund, markNeedsRefundIn } from "./needs-refund.server";
import { makeRoomForHold } from "./checkout.server";
import { releaseCouponUse, spendCouponUse } from "../promotions/coupons.server";
import { decideReferral } from "../promotions/referrals.server";

/** A payment a provider confirmed, as every provider reports it to the shop. */
export interface ConfirmedPayment {
  /** The provider's invoice (order) id: one purchase per invoice, however often it is reported. */
  invoiceId: string;
  status: number;
  item: PurchasedItem;
  userId: number | null;
  email: string | null;
  /** What the buyer paid, after their loyalty discount. */
  amountMinor: Minor;
  bonusPercent: number;
  /** The coupon use Buy held for this checkout, when the order was priced by a coupon. */
  coupon?: { useId: number; code: string } | null;
  lang: Lang;
  /** The provider's unique code of the payment (Digiseller), unique like the invoice. */
  uniqueCode?: string | null;
  /** Who started the checkout with Buy (the signed order's holder); a pending payment without one holds nothing. */
  holder?: string | null;
}

export interface RecordedPayment {
  purchase: Purchase;
  duplicate: boolean;
  /** The life cycle's move (lifecycle.ts), for the event log; absent for a lost insert race. */
  move?: { from: OrderState; to: OrderState };
}

/** A notification's status code as the life cycle's notification. */
const NOTIFICATION_OF: Record<number, Notification> = {
  [PaymentStatus.WaitPay]: "pending",
  [PaymentStatus.Payed]: "paid",
  [PaymentStatus.Fail]: "failed",
};

/**
 * The invoice's order, locked for this transaction: inserted on its first notification (state
 * `start`), else the stored one. Two first notifications at once both insert; the loser's insert
 * does nothing and its locking read waits for the winner's commit, then sees the winner's row.
 */
async function lockOrCreate(tx: Tx, payment: ConfirmedPayment, stockId: number | null) {
  const { item } = payment;
  const [inserted] = await tx
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
      couponCode: payment.coupon?.code ?? null,
      currency: item.currency,
      status: PaymentStatus.WaitPay,
      stockId,
      holder: payment.holder ?? null,
      lang: payment.lang,
    })
    .onConflictDoNothing({ target: purchases.invoiceId })
    .returning();
  if (inserted) return { row: inserted, state: "start" as OrderState };
  const [row] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.invoiceId, payment.invoiceId))
    .for("update");
  return { row, state: stateOf({ ...row, held: await isHeldNow(tx, row.id) }) as OrderState };
}

/**
 * Records a provider's notification for an invoice, for every provider (the signed webhook, the
 * sandbox, Digiseller's unique code), by the life cycle's table (lifecycle.ts) and nothing else:
 * one transaction finds or creates the invoice's order, moves it as the table says and does what
 * the move means — a payment takes its key from stock (or leaves the order awaiting stock, or, for
 * a unique item gone to someone else, marks it for a refund and tells the buyer), a failure lets
 * its hold go. So no crash can leave a payment recorded without what it bought, and a payment is
 * never dropped, whatever came before it (a Pay after a Fail on the same invoice included). The
 * delivery e-mail is written to the outbox in that transaction and sent after the commit.
 * `duplicate` is true when the notification changed nothing; `purchase` is the order as it stands.
 */
export async function recordPayment(payment: ConfirmedPayment): Promise<RecordedPayment> {
  const { item } = payment;
  const notification = NOTIFICATION_OF[payment.status];
  const stockId = item.stock ? await stockIdFor(db(), item.stock) : null;
  const outcome = await db().transaction(async (tx) => {
    const { row, state: from } = await lockOrCreate(tx, payment, stockId);
    let to = nextState(from, notification)!;
    if (to === from) return { row, from, to, marked: [] as Purchase[], held: false };
    let [moved] = await tx
      .update(purchases)
      .set({
        status: statusOf(to),
        // An earlier report (the payment page opening) may not have known the buyer's address.
        email: sql`coalesce(${payment.email}, ${purchases.email})`,
        userId: sql`coalesce(${purchases.userId}, ${payment.userId})`,
        delivery:
          to === "paid" && item.kind === "wallet"
            ? sql`coalesce(${purchases.delivery}, ${walletReceipt()})`
            : purchases.delivery,
        updatedAt: new Date(),
      })
      .where(eq(purchases.id, row.id))
      .returning();
    let marked: Purchase[] = [];
    let held = false;
    if (to === "pending" && moved.holder && moved.stockId !== null) {
      // Only a checkout someone started holds stock, and one buyer only so much (checkout.server.ts).
      const room = await makeRoomForHold(tx, {
        purchaseId: moved.id,
        stockId: moved.stockId,
        holder: moved.holder,
        email: moved.email,
      });
      held = room && (await reserveKey(tx, moved));
      if (held) to = nextState(to, "hold")!;
    } else if (to === "failed") {
      await releaseReservation(tx, moved.id);
      if (payment.coupon) await releaseCouponUse(tx, payment.coupon.useId);
    } else if (to === "paid" && payment.coupon && !(await spendCouponUse(tx, payment.coupon.useId, moved))) {
      // One coupon use pays for one order (coupons.server.ts): money received at a price the code
      // no longer gives this order is recorded and goes back — nothing delivered, nothing held,
      // no referral decided — and the buyer is told in the same transaction.
      await releaseReservation(tx, moved.id);
      marked = await markNeedsRefundIn(tx, eq(purchases.id, moved.id), "coupon");
      to = nextState(to, "couponGone")!;
      moved = marked[0] ?? moved;
    } else if (to === "paid") {
      // A friend's first paid order decides their referral, once (referrals.server.ts).
      await decideReferral(tx, moved);
      const keyId = moved.stockId === null ? null : await assignKey(tx, moved);
      if (moved.stockId === null || keyId !== null) to = nextState(to, "keyAssigned")!;
      else if (moved.kind === "account") {
        // A unique item that went to someone else never comes back: the buyer is refunded
        // rather than left waiting (told in the same transaction). Key orders wait for stock.
        marked = await markNeedsRefundIn(tx, eq(purchases.id, moved.id), "unavailable");
        to = nextState(to, "itemGone")!;
      } else to = nextState(to, "noKey")!;
      [moved] = await tx.select().from(purchases).where(eq(purchases.id, moved.id));
      // The delivery e-mail is written with the sale: no crash after the commit can lose it.
      await queueDeliveries(tx, [moved.id]);
    }
    return { row: moved, from, to, marked, held };
  });

  const { row, from, to } = outcome;
  if (to === from) return { purchase: row, duplicate: true, move: { from, to } };
  // A game account held for this buyer reads "reserved" to everyone else from now on.
  if (outcome.held && row.kind === "account") invalidate([CacheTag.catalogue]);
  if (MONEY_RECEIVED.includes(to)) {
    kickOutbox();
    await alertNeedsRefund(outcome.marked);
    // A buyer left waiting always alerts (hourly per stock, even on a stock already flagged low);
    // a sale that took a key only when the stock ran low.
    if (row.stockId !== null)
      await (row.keyId !== null
        ? reviewAfterSale(row.stockId)
        : reviewStocks([row.stockId], { buyerStartedWaiting: to === "awaitingStock" }));
  }
  return { purchase: row, duplicate: false, move: { from, to } };
}

/** The user who proved they own this address, if any. */
export async function verifiedUserId(email: string) {
  const user = await findUserByEmail(email);
  return user?.emailVerified ? user.id : null;
}
