import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import {
  PaymentStatus,
  purchases,
  stockKeys,
  stocks,
  StockKeyStatus,
  type Price,
  type Purchase,
} from "~/db/schema";
import { mayUndergo } from "../payments/order-states.server";

/**
 * Which stock an option sells from. A product's option of type `key` draws from the stock of its
 * product and period (its RUB and USD rows share the keys); a game account's options all draw from
 * the account's one stock (its credentials, sold once); anything else (hardware) needs no key.
 */
export type StockOwner = { cheatId: number; periodDays: number } | { accountId: number };

export function stockOwnerOf(
  price: Pick<Price, "cheatId" | "accountId" | "periodDays" | "type">,
): StockOwner | null {
  if (price.accountId) return { accountId: price.accountId };
  if (price.cheatId && price.type === "key") return { cheatId: price.cheatId, periodDays: price.periodDays };
  return null;
}

function ownerWhere(owner: StockOwner) {
  return "accountId" in owner
    ? eq(stocks.accountId, owner.accountId)
    : and(eq(stocks.cheatId, owner.cheatId), eq(stocks.periodDays, owner.periodDays));
}

/** The stock's id, created on first need (an option the owner never stocked is simply empty). */
export async function stockIdFor(tx: Pick<Tx, "insert" | "select">, owner: StockOwner): Promise<number> {
  await tx
    .insert(stocks)
    .values("accountId" in owner ? { accountId: owner.accountId } : owner)
    .onConflictDoNothing();
  return (await existingStockId(tx, owner))!;
}

/** The stock's id, or null when the option was never stocked (reads only; stockIdFor creates). */
export async function existingStockId(tx: Pick<Tx, "select">, owner: StockOwner): Promise<number | null> {
  const [row] = await tx.select({ id: stocks.id }).from(stocks).where(ownerWhere(owner));
  return row?.id ?? null;
}

/** A key that can be sold now: available, and not held for a pending payment. */
export const keyAvailable = and(
  eq(stockKeys.status, StockKeyStatus.Available),
  or(isNull(stockKeys.reservedUntil), lt(stockKeys.reservedUntil, sql`now()`)),
);

/**
 * Whether the price row of the outer query can be sold now (SPEC §3 extended): an option that
 * draws from stock needs an available key in it; others are in stock while priced.
 */
const KEY_ON_SALE = `exists (select 1 from "stock_keys" k where k.stock_id = s.id and k.status = ${StockKeyStatus.Available}
  and (k.reserved_until is null or k.reserved_until < now()))`;
export const optionInStock = sql<boolean>`${sql.raw(`(("prices"."account_id" is null and "prices"."type" <> 'key')
  or ("prices"."account_id" is not null and exists (select 1 from "stocks" s
    where s.account_id = "prices"."account_id" and ${KEY_ON_SALE}))
  or ("prices"."account_id" is null and exists (select 1 from "stocks" s
    where s.cheat_id = "prices"."cheat_id" and s.period_days = "prices"."period_days" and ${KEY_ON_SALE})))`)}`;
// Written out with table names: Drizzle leaves columns unqualified in one-table selects, and the
// correlated subquery must still say which "account_id" is the outer row's.

/**
 * A game account of the outer query that was sold (its details went to a buyer) and has no other
 * details on sale: a unique item, gone from the grid; its page says it is sold.
 */
export const accountSold = sql<boolean>`${sql.raw(`(exists (
  select 1 from "stock_keys" k inner join "stocks" s on s.id = k.stock_id
  where s.account_id = "accounts"."id" and k.status = ${StockKeyStatus.Sold})
  and not exists (
  select 1 from "stock_keys" k inner join "stocks" s on s.id = k.stock_id
  where s.account_id = "accounts"."id" and k.status = ${StockKeyStatus.Available}))`)}`;

/**
 * A game account of the outer query whose details are all held for pending payments: another
 * buyer is paying for it ("reserved"); it is back on sale if they do not finish in time.
 */
export const accountReserved = sql<boolean>`${sql.raw(`(exists (
  select 1 from "stock_keys" k inner join "stocks" s on s.id = k.stock_id
  where s.account_id = "accounts"."id" and k.status = ${StockKeyStatus.Available} and k.reserved_until >= now())
  and not exists (
  select 1 from "stock_keys" k inner join "stocks" s on s.id = k.stock_id
  where s.account_id = "accounts"."id" and k.status = ${StockKeyStatus.Available}
    and (k.reserved_until is null or k.reserved_until < now())))`)}`;

/** How long a pending payment holds a key for its buyer. */
export const RESERVATION_MINUTES = 30;

/**
 * The oldest key of the stock that can be sold and that no concurrent transaction holds, locked
 * for this one (`FOR UPDATE SKIP LOCKED`: concurrent payments take different keys without waiting
 * on each other); undefined when there is none.
 */
async function lockFreeKey(tx: Tx, stockId: number) {
  const [free] = await tx
    .select({ id: stockKeys.id })
    .from(stockKeys)
    .where(and(eq(stockKeys.stockId, stockId), keyAvailable))
    .orderBy(asc(stockKeys.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return free?.id;
}

/**
 * A key of the stock held right now for a checkout `holder` started (stock_keys joined with the
 * holding purchase): an unpaid one, since a paid order's key is sold, not held.
 */
export const heldFor = (stockId: number, holder: string) =>
  and(
    eq(stockKeys.stockId, stockId),
    eq(purchases.holder, holder),
    eq(stockKeys.status, StockKeyStatus.Available),
    sql`${stockKeys.reservedUntil} >= now()`,
  );

/**
 * A key of the stock held for another unpaid checkout of the same buyer, locked for this one: a
 * buyer who pressed Buy again (or "Pay again") and then paid the earlier checkout after all gets
 * the item their newer checkout was holding, instead of a refund while they hold it themselves.
 * (A lapsed hold's key is free: lockFreeKey found it first.)
 */
async function lockOwnHeldKey(tx: Tx, stockId: number, holder: string) {
  const [own] = await tx
    .select({ id: stockKeys.id })
    .from(stockKeys)
    .innerJoin(purchases, eq(purchases.id, stockKeys.purchaseId))
    .where(heldFor(stockId, holder))
    .orderBy(asc(stockKeys.id))
    .limit(1)
    .for("update", { of: stockKeys, skipLocked: true });
  return own?.id;
}

/**
 * Gives a paid purchase one key of its stock inside the caller's transaction: the key a pending
 * payment reserved for it, else the oldest free one (lockFreeKey), else one the same buyer's newer
 * unpaid checkout holds (lockOwnHeldKey). Returns the key's id, or null when there is none (the
 * purchase waits: "paid — awaiting key"). A purchase that already has its key keeps it: no call
 * takes a second one.
 */
export async function assignKey(
  tx: Tx,
  purchase: Pick<Purchase, "id" | "stockId" | "keyId" | "status"> & { holder?: string | null },
) {
  if (purchase.stockId === null || purchase.keyId !== null || purchase.status !== PaymentStatus.Payed)
    return null;
  const [reserved] = await tx
    .select({ id: stockKeys.id })
    .from(stockKeys)
    .where(and(eq(stockKeys.purchaseId, purchase.id), eq(stockKeys.status, StockKeyStatus.Available)))
    .for("update", { skipLocked: true });
  let keyId = reserved?.id;
  keyId ??= await lockFreeKey(tx, purchase.stockId);
  if (!keyId && purchase.holder) keyId = await lockOwnHeldKey(tx, purchase.stockId, purchase.holder);
  if (!keyId) return null;
  const [claimed] = await tx
    .update(purchases)
    .set({ keyId, updatedAt: new Date() })
    .where(and(eq(purchases.id, purchase.id), isNull(purchases.keyId)))
    .returning({ id: purchases.id });
  if (!claimed) return null;
  await tx
    .update(stockKeys)
    .set({ purchaseId: null, reservedUntil: null })
    .where(and(eq(stockKeys.purchaseId, purchase.id), eq(stockKeys.status, StockKeyStatus.Available)));
  await tx
    .update(stockKeys)
    .set({ status: StockKeyStatus.Sold, purchaseId: purchase.id, reservedUntil: null, soldAt: new Date() })
    .where(eq(stockKeys.id, keyId));
  return keyId;
}

/**
 * A pending payment holds one available key for RESERVATION_MINUTES (shown as "reserved").
 * Returns true when this call made the hold (false: none free, or it held one already).
 */
export async function reserveKey(tx: Tx, purchase: Pick<Purchase, "id" | "stockId">) {
  if (purchase.stockId === null) return false;
  const [held] = await tx
    .select({ id: stockKeys.id })
    .from(stockKeys)
    .where(eq(stockKeys.purchaseId, purchase.id));
  if (held) return false;
  const free = await lockFreeKey(tx, purchase.stockId);
  if (!free) return false;
  // An expired hold of another purchase is taken over: its pending payment never arrived in time.
  await tx
    .update(stockKeys)
    .set({
      purchaseId: purchase.id,
      reservedUntil: sql`now() + make_interval(mins => ${RESERVATION_MINUTES})`,
    })
    .where(eq(stockKeys.id, free));
  return true;
}

/** Whether a key (or a game account) is held for this order's pending payment right now. */
export async function isHeldNow(tx: Pick<Tx, "select">, purchaseId: number) {
  const [held] = await tx
    .select({ id: stockKeys.id })
    .from(stockKeys)
    .where(
      and(
        eq(stockKeys.purchaseId, purchaseId),
        eq(stockKeys.status, StockKeyStatus.Available),
        sql`${stockKeys.reservedUntil} >= now()`,
      ),
    );
  return Boolean(held);
}

/** A failed payment gives back the key its pending payment held. */
export async function releaseReservation(tx: Pick<Tx, "update">, purchaseId: number) {
  await tx
    .update(stockKeys)
    .set({ purchaseId: null, reservedUntil: null })
    .where(and(eq(stockKeys.purchaseId, purchaseId), eq(stockKeys.status, StockKeyStatus.Available)));
}

/**
 * Paid purchases of a stock still waiting for a key get one each, oldest first, until the stock
 * runs out. Returns the ids of the purchases served.
 */
export async function fillAwaiting(tx: Tx, stockId: number): Promise<number[]> {
  const waiting = await tx
    .select({
      id: purchases.id,
      stockId: purchases.stockId,
      keyId: purchases.keyId,
      status: purchases.status,
    })
    .from(purchases)
    // Orders the life cycle lets stock arrive for (awaiting stock; not one marked as needing a
    // refund, whose buyer was told the money comes back).
    .where(and(eq(purchases.stockId, stockId), mayUndergo("stockArrived")))
    .orderBy(asc(purchases.id))
    .for("update", { skipLocked: true });
  const served: number[] = [];
  for (const purchase of waiting) {
    if ((await assignKey(tx, purchase)) === null) break;
    served.push(purchase.id);
  }
  return served;
}

/** Stocks with paid purchases waiting for a key. */
export async function stocksWithAwaiting(tx: Pick<Tx, "selectDistinct">) {
  const rows = await tx
    .selectDistinct({ stockId: purchases.stockId })
    .from(purchases)
    .where(mayUndergo("stockArrived"));
  return rows.map((r) => r.stockId!);
}

/** The sealed keys of purchases, by purchase id (only their buyer's pages and the owner read them). */
export async function sealedKeysOf(tx: Pick<Tx, "select">, keyIds: number[]) {
  if (!keyIds.length) return new Map<number, string>();
  const rows = await tx
    .select({ id: stockKeys.id, sealed: stockKeys.sealed })
    .from(stockKeys)
    .where(inArray(stockKeys.id, keyIds));
  return new Map(rows.map((r) => [r.id, r.sealed]));
}
