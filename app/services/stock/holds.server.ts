import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { purchases, stockKeys, StockKeyStatus } from "~/db/schema";
import { CacheTag, invalidate } from "../invalidation.server";
import { statusOf } from "../payments/lifecycle";
import { destinationOf, mayUndergo } from "../payments/order-states.server";
import { keyAvailable, RESERVATION_MINUTES } from "./stock-keys.server";

/**
 * Why a stock cannot start a payment now: `sold` when nothing in it is on sale any more (a game
 * account went to its buyer), `reserved` when what is left is held for another buyer's pending
 * payment (decision 0017: it comes back when their 30 minutes pass); null while a key is free.
 */
export async function unavailableBecause(stockId: number): Promise<"sold" | "reserved" | null> {
  const [row] = await db()
    .select({
      free: sql<boolean>`bool_or(${keyAvailable})`,
      held: sql<boolean>`bool_or(${stockKeys.status} = ${StockKeyStatus.Available})`,
    })
    .from(stockKeys)
    .where(eq(stockKeys.stockId, stockId));
  if (row?.free) return null;
  return row?.held ? "reserved" : "sold";
}

/**
 * The maintenance round's part: holds whose 30 minutes passed are let go, so the storefront stops
 * saying "reserved" (its cached pages are dropped). A late payment of that hold still gets the key
 * if nobody took it meanwhile (assignKey takes any free key). Returns how many were let go.
 */
export async function releaseExpiredHolds() {
  const released = await db()
    .update(stockKeys)
    .set({ purchaseId: null, reservedUntil: null })
    .where(
      and(
        eq(stockKeys.status, StockKeyStatus.Available),
        isNotNull(stockKeys.reservedUntil),
        lt(stockKeys.reservedUntil, sql`now()`),
      ),
    )
    .returning({ id: stockKeys.id });
  if (released.length) invalidate([CacheTag.catalogue, CacheTag.cheats]);
  return released.length;
}

/**
 * The maintenance round's other part: pending orders with nothing held for them whose payment page
 * has not been reported for RESERVATION_MINUTES expire (the life cycle's `expire`), so the buyer's
 * history and the console stop calling them "waiting for payment". A payment that still arrives
 * for such an invoice is settled as any other (expired → paid). Returns how many expired.
 */
export async function expireUnpaidOrders() {
  const expired = await db()
    .update(purchases)
    .set({ status: statusOf(destinationOf("expire")), updatedAt: new Date() })
    .where(
      and(
        // Pending with nothing held for it: the states the life cycle lets expire.
        mayUndergo("expire"),
        lt(purchases.updatedAt, sql`now() - make_interval(mins => ${RESERVATION_MINUTES})`),
      ),
    )
    .returning({ id: purchases.id });
  return expired.length;
}
