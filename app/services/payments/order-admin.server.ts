import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { csvText } from "~/utils/csv";
import { parseDayInput, SHOP_TIME_ZONE } from "~/utils/dates";
import { ORDER_NOTE_MAX, REFUND_REASON_MAX } from "~/utils/sales";
import {
  paymentEvents,
  PaymentStatus,
  purchaseNotes,
  purchases,
  stockKeys,
  StockKeyStatus,
  users,
  type Purchase,
} from "~/db/schema";
import { escapeLike } from "../catalogue/games.server";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { maskSecret } from "../stock/key-vault.server";
import { fillAwaiting } from "../stock/stock-keys.server";
import { queueRestockAlerts } from "../stock/restock-alerts.server";
import { nextState, stateOf, statusOf } from "./lifecycle";
import { reviewStocks } from "../stock/stock-levels.server";
import { enqueueMail, kickOutbox } from "../mail/outbox.server";
import { awaitingKey, deliveredText, queueDeliveries } from "./delivery.server";
import { needsRefund } from "~/utils/purchase-status";
import { refundMail, type RefundedKey } from "./refund-mail.server";
import { returnCouponUseOf } from "../promotions/coupons.server";
import { withdrawRewardOf } from "../promotions/referrals.server";
import { computeBonus } from "./purchases.server";
import { decimalFromMinor, type Minor } from "~/utils/money";

export const ORDERS_PAGE = 50;
/** The most rows one CSV export holds. */
export const ORDERS_CSV_MAX = 50_000;

export interface OrderFilter {
  status: number | null;
  /** Inclusive day, `YYYY-MM-DD` (UTC). */
  from: string | null;
  /** Inclusive day, `YYYY-MM-DD` (UTC). */
  to: string | null;
  /** Part of the product's or account's name. */
  product: string;
  email: string;
  invoice: string;
  page: number;
}

const text = (query: URLSearchParams, name: string) => (query.get(name) ?? "").trim().slice(0, 100);

export function parseOrderFilter(query: URLSearchParams): OrderFilter {
  const status = Number(query.get("status"));
  const day = (name: string) => parseDayInput(query.get(name));
  const page = Number(query.get("page"));
  return {
    status: query.get("status") && Object.values(PaymentStatus).includes(status as never) ? status : null,
    from: day("from"),
    to: day("to"),
    product: text(query, "product"),
    email: text(query, "email").toLowerCase(),
    invoice: text(query, "invoice"),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

function orderWhere(filter: OrderFilter): SQL | undefined {
  // Days are the shop's (Moscow time), as the console shows dates.
  const shopDay = sql`(${purchases.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
  return and(
    filter.status === null ? undefined : eq(purchases.status, filter.status),
    filter.from ? sql`${shopDay} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${shopDay} <= ${filter.to}::date` : undefined,
    filter.product
      ? or(
          ilike(purchases.nameRu, `%${escapeLike(filter.product)}%`),
          ilike(purchases.nameEn, `%${escapeLike(filter.product)}%`),
        )
      : undefined,
    filter.email
      ? or(ilike(purchases.email, `%${escapeLike(filter.email)}%`), accountEmailLike(filter.email))
      : undefined,
    filter.invoice ? eq(purchases.invoiceId, filter.invoice) : undefined,
  );
}

/**
 * Where an order's e-mail goes: the address given at payment, else the signed-in buyer's account
 * address (their delivery goes there). Table names written out: Drizzle leaves one-table selects'
 * columns unqualified, and the subquery must name the outer row's buyer.
 */
export const orderEmail = sql<string | null>`coalesce(${purchases.email}, ${sql.raw(
  `(select u.email from "users" u where u.id = "purchases"."user_id")`,
)})`;

/** Orders whose signed-in buyer's account address contains `text`. */
export const accountEmailLike = (text: string) =>
  sql`exists (select 1 from "users" u where u.id = "purchases"."user_id" and u.email ilike ${`%${escapeLike(text)}%`})`;

const listColumns = {
  id: purchases.id,
  createdAt: purchases.createdAt,
  invoiceId: purchases.invoiceId,
  email: orderEmail,
  userId: purchases.userId,
  kind: purchases.kind,
  nameRu: purchases.nameRu,
  nameEn: purchases.nameEn,
  valueTextRu: purchases.valueTextRu,
  valueTextEn: purchases.valueTextEn,
  amountMinor: purchases.amountMinor,
  bonusPercent: purchases.bonusPercent,
  couponCode: purchases.couponCode,
  currency: purchases.currency,
  status: purchases.status,
  stockId: purchases.stockId,
  keyId: purchases.keyId,
  refundedAt: purchases.refundedAt,
  needsRefundAt: purchases.needsRefundAt,
};

/** The console's orders: newest first, filtered, a page at a time. */
export async function listOrders(filter: OrderFilter) {
  const where = orderWhere(filter);
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select(listColumns)
      .from(purchases)
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(ORDERS_PAGE)
      .offset((filter.page - 1) * ORDERS_PAGE),
    db().select({ total: count() }).from(purchases).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, awaiting: awaitingKey(row), needsRefund: needsRefund(row) })),
    total,
    pages: Math.max(1, Math.ceil(total / ORDERS_PAGE)),
  };
}

const STATUS_NAMES = ["waiting", "paid", "failed", "refunded", "expired"];
/** The CSV's status: a paid order nothing could be delivered for says so. */
const csvStatus = (row: { status: number; needsRefundAt: Date | null }) =>
  needsRefund(row) ? "needs_refund" : (STATUS_NAMES[row.status] ?? String(row.status));

/** The filtered orders as CSV (no keys: those stay in the stock's own export). */
export async function ordersCsv(filter: OrderFilter) {
  const rows = await db()
    .select(listColumns)
    .from(purchases)
    .where(orderWhere(filter))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(ORDERS_CSV_MAX);
  return csvText(
    [
      "id",
      "created_at",
      "invoice",
      "status",
      "item",
      "option",
      "amount",
      "currency",
      "bonus_percent",
      "coupon",
      "buyer",
      "awaiting_key",
    ],
    rows.map((row) => [
      String(row.id),
      row.createdAt.toISOString(),
      row.invoiceId,
      csvStatus(row),
      row.nameEn,
      row.valueTextEn,
      decimalFromMinor(row.amountMinor),
      row.currency === 1 ? "USD" : "RUB",
      String(row.bonusPercent),
      row.couponCode ?? "",
      row.email ?? "",
      awaitingKey(row) ? "yes" : "",
    ]),
  );
}

/** One order with its payment notifications, notes, buyer and masked key; null when unknown. */
export async function orderDetails(purchaseId: number) {
  const [purchase] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) return null;
  const [events, notes, [buyer], key, revealed] = await Promise.all([
    db()
      .select()
      .from(paymentEvents)
      .where(or(eq(paymentEvents.purchaseId, purchaseId), eq(paymentEvents.invoiceId, purchase.invoiceId)))
      .orderBy(paymentEvents.receivedAt),
    db()
      .select()
      .from(purchaseNotes)
      .where(eq(purchaseNotes.purchaseId, purchaseId))
      .orderBy(purchaseNotes.createdAt),
    purchase.userId
      ? db()
          .select({ id: users.id, login: users.login, email: users.email })
          .from(users)
          .where(eq(users.id, purchase.userId))
      : Promise.resolve([]),
    deliveredText(purchase),
    keyRevealed(db(), purchase.keyId),
  ]);
  return {
    purchase,
    events,
    notes,
    buyer: buyer ?? null,
    maskedKey: key === null ? null : maskSecret(key),
    keyRevealed: revealed,
    awaiting: awaitingKey(purchase),
    needsRefund: needsRefund(purchase),
  };
}

async function lockOrder(tx: Tx, purchaseId: number) {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for("update");
  if (!row) throw new ConsoleError("NOT_FOUND", 404);
  return row;
}

/** The order's key in full, for the owner; every reveal is audited. */
export async function revealOrderKey(ctx: WriteContext, purchaseId: number) {
  requireRight(ctx.actor, "sales.manage");
  const [purchase] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) throw new ConsoleError("NOT_FOUND", 404);
  const key = await deliveredText(purchase);
  if (key === null) throw new ConsoleError("CONFLICT", 409);
  await db().transaction((tx) =>
    recordAudit(tx, ctx, {
      action: "order.reveal",
      entity: "order",
      entityId: purchaseId,
      before: null,
      after: null,
    }),
  );
  return key;
}

/** Sends the delivery e-mail again (a buyer who lost it); audited. */
export async function resendDelivery(ctx: WriteContext, purchaseId: number) {
  requireRight(ctx.actor, "sales.manage");
  const [purchase] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) throw new ConsoleError("NOT_FOUND", 404);
  if (!purchase.email || (await deliveredText(purchase)) === null) throw new ConsoleError("CONFLICT", 409);
  await db().transaction(async (tx) => {
    await recordAudit(tx, ctx, {
      action: "order.resend",
      entity: "order",
      entityId: purchaseId,
      before: null,
      after: { email: purchase.email },
    });
    await queueDeliveries(tx, [purchaseId], { again: true });
  });
  kickOutbox();
}

/** Whether the order's key was ever shown to its buyer (then it can never be sold again). */
export async function keyRevealed(tx: Pick<Tx, "select">, keyId: number | null, lock = false) {
  if (keyId === null) return false;
  const query = tx
    .select({ revealedAt: stockKeys.revealedAt })
    .from(stockKeys)
    .where(eq(stockKeys.id, keyId));
  const [key] = lock ? await query.for("update") : await query;
  return Boolean(key?.revealedAt);
}

/** What a refund is to do, shown before the owner confirms it (console and API alike). */
export interface RefundPreview {
  orderId: number;
  nameRu: string;
  nameEn: string;
  amountMinor: Minor;
  currency: number;
  email: string | null;
  /** What happens to the key: back on sale, withdrawn from the buyer, or there is none. */
  key: RefundedKey;
  /** The buyer's loyalty discount now and once this order no longer counts (signed-in buyers). */
  bonus: { before: number; after: number } | null;
}

async function previewOf(tx: Pick<Tx, "select">, row: Purchase, keyUnused: boolean, lock = false) {
  // Only where the life cycle allows a refund: delivered, awaiting stock or needing a refund.
  if (!nextState(stateOf({ ...row, held: false }), "refund")) throw new ConsoleError("CONFLICT", 409);
  const revealed = await keyRevealed(tx, row.keyId, lock);
  const returnKey = keyUnused && row.keyId !== null && !revealed;
  const bonus = row.userId
    ? {
        before: (await computeBonus(row.userId, tx)).bonus,
        after: (await computeBonus(row.userId, tx, { excluding: row.id })).bonus,
      }
    : null;
  const preview: RefundPreview = {
    orderId: row.id,
    nameRu: row.nameRu,
    nameEn: row.nameEn,
    amountMinor: row.amountMinor,
    currency: row.currency,
    email: row.email,
    key: row.keyId === null ? "none" : returnKey ? "returned" : "withdrawn",
    bonus,
  };
  return { preview, revealed, returnKey };
}

/** What refunding this paid order would do (nothing is changed); 409 when it is not paid. */
export async function refundPreview(ctx: WriteContext, purchaseId: number, keyUnused: boolean) {
  requireRight(ctx.actor, "sales.manage");
  const [row] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!row) throw new ConsoleError("NOT_FOUND", 404);
  return (await previewOf(db(), row, keyUnused)).preview;
}

/**
 * Marks a paid order refunded (the money went back through the aggregator), once the owner has
 * seen what it does (refundPreview) and given a reason. Its key returns to stock only when the
 * owner says it was never used and the buyer never saw it — then a buyer waiting on that stock
 * gets it. A key the buyer saw (page or e-mail) is withdrawn from sale instead, whatever the owner
 * ticked: it may be in use. The buyer's loyalty bonus follows at once: it counts paid orders only.
 * The reason is kept as a note on the order and in the audit log.
 */
export async function refundOrder(
  ctx: WriteContext,
  purchaseId: number,
  { keyUnused, reason }: { keyUnused: boolean; reason: string },
) {
  requireRight(ctx.actor, "sales.manage");
  const why = reason.trim();
  if (!why || why.length > REFUND_REASON_MAX) throw new ConsoleError("CONFLICT", 409);
  const { stockId } = await db().transaction(async (tx) => {
    const row = await lockOrder(tx, purchaseId);
    const { preview, revealed, returnKey } = await previewOf(tx, row, keyUnused, true);
    await tx
      .update(purchases)
      .set({
        status: statusOf("refunded"),
        refundedAt: new Date(),
        updatedAt: new Date(),
        ...(returnKey ? { keyId: null } : {}),
      })
      .where(eq(purchases.id, purchaseId));
    let delivered: number[] = [];
    if (returnKey) {
      await tx
        .update(stockKeys)
        .set({ status: StockKeyStatus.Available, purchaseId: null, soldAt: null, reservedUntil: null })
        .where(and(eq(stockKeys.id, row.keyId!), eq(stockKeys.status, StockKeyStatus.Sold)));
      if (row.stockId !== null) {
        delivered = await fillAwaiting(tx, row.stockId);
        await queueRestockAlerts(tx, row.stockId);
      }
    } else if (revealed) {
      await tx
        .update(stockKeys)
        .set({ status: StockKeyStatus.Revoked })
        .where(and(eq(stockKeys.id, row.keyId!), eq(stockKeys.status, StockKeyStatus.Sold)));
    }
    // A coupon's use comes back with the money (decision 0050).
    await returnCouponUseOf(tx, purchaseId);
    await withdrawRewardOf(tx, purchaseId);
    await tx.insert(purchaseNotes).values({
      purchaseId,
      authorId: ctx.actor.id,
      authorLogin: ctx.actor.login,
      body: why,
    });
    await recordAudit(tx, ctx, {
      action: "order.refund",
      entity: "order",
      entityId: purchaseId,
      before: { status: row.status },
      after: {
        status: statusOf("refunded"),
        keyReturned: returnKey,
        keyWithdrawn: revealed,
        reason: why,
        bonus: preview.bonus,
      },
    });
    // The buyer's e-mails are written with the refund: the refund's, and the deliveries of
    // buyers who were waiting for the key it put back.
    const mail = await refundMail(row, preview.key, tx);
    if (mail) await enqueueMail(tx, mail, { dedupe: `refund:${row.id}` });
    await queueDeliveries(tx, delivered);
    return { stockId: row.stockId };
  });
  kickOutbox();
  if (stockId !== null) await reviewStocks([stockId], { catalogueChanged: keyUnused });
}

/** An internal note on the order (the owner's memory: "refunded by card, asked twice"). */
export async function addOrderNote(ctx: WriteContext, purchaseId: number, body: string) {
  requireRight(ctx.actor, "sales.manage");
  if (!body.trim() || body.length > ORDER_NOTE_MAX) throw new ConsoleError("CONFLICT", 409);
  await db().transaction(async (tx) => {
    await lockOrder(tx, purchaseId);
    await tx
      .insert(purchaseNotes)
      .values({ purchaseId, authorId: ctx.actor.id, authorLogin: ctx.actor.login, body });
    await recordAudit(tx, ctx, {
      action: "order.note",
      entity: "order",
      entityId: purchaseId,
      before: null,
      after: { length: body.length },
    });
  });
}
