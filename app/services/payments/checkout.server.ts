import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { env } from "~/env.server";
import { db } from "~/db/client.server";
import { purchases, stockKeys, StockKeyStatus, type Price } from "~/db/schema";
import { existingStockId, stockOwnerOf } from "../stock/stock-keys.server";
import { addressBucket } from "~/utils/address-bucket.server";
import { consume } from "../rate-limit.server";
import { signFor } from "./orders.server";
import { requestContext } from "../request-context.server";

/**
 * Holds nobody can hoard (decision 0039). A key or a game account is held for a buyer only while a
 * checkout they started is being paid: Buy — with an option chosen and the consents given — signs
 * the order with its holder, and only a pending payment of such an order holds stock. Opening a
 * payment URL holds nothing, a holder keeps at most MAX_OPEN_HOLDS holds (their oldest is let go
 * when they start another, and any of theirs on the same stock at once), and checkout starts are
 * rate-limited per holder.
 */
export const MAX_OPEN_HOLDS = 2;

/**
 * The holder of a checkout: the signed-in account, else the client's address bucket (an IPv6
 * client by its /64), as a keyed hash — the signed order and the database never carry the address.
 */
export async function holderOf(userId: number | null, clientIp: string | undefined) {
  const who = userId ? `user:${userId}` : `address:${addressBucket(clientIp ?? "unknown")}`;
  return (await signFor("holder", who)).slice(0, 22);
}

/**
 * The current request's client address bucket, keyed-hashed as a guest's holder (null outside a
 * request): sessions and registrations keep it so the referral programme can tell one person's
 * two accounts apart from two people without ever storing an address.
 */
export async function requestAddressHash() {
  const ip = requestContext()?.clientIp;
  return ip ? holderOf(null, ip) : null;
}

/** Counts one checkout start of this holder; false past the limit (the buyer is told to wait). */
export function mayStartCheckout(holder: string) {
  const rule = { name: "checkout-start", points: env().CHECKOUT_STARTS_PER_10_MINUTES, durationSeconds: 600 };
  return consume([{ rule, key: holder }]);
}

/**
 * Makes room for one more hold of `holder` (and of the e-mail the payment names) in the caller's
 * transaction, before a pending payment holds stock: their holds on the same stock go (a new Buy
 * replaces the last one), then the oldest beyond MAX_OPEN_HOLDS - 1. Returns the orders let go.
 */
export async function makeRoomForHold(
  tx: Tx,
  hold: { purchaseId: number; stockId: number; holder: string; email: string | null },
) {
  const mine = or(
    eq(purchases.holder, hold.holder),
    hold.email ? eq(purchases.email, hold.email) : undefined,
  );
  const open = await tx
    .select({ keyId: stockKeys.id, stockId: stockKeys.stockId, purchaseId: stockKeys.purchaseId })
    .from(stockKeys)
    .innerJoin(purchases, eq(purchases.id, stockKeys.purchaseId))
    .where(
      and(
        mine,
        eq(stockKeys.status, StockKeyStatus.Available),
        isNotNull(stockKeys.reservedUntil),
        sql`${stockKeys.reservedUntil} >= now()`,
        sql`${stockKeys.purchaseId} <> ${hold.purchaseId}`,
      ),
    )
    .orderBy(asc(stockKeys.reservedUntil), asc(stockKeys.id))
    .for("update", { of: stockKeys });
  const sameStock = open.filter((h) => h.stockId === hold.stockId);
  const others = open.filter((h) => h.stockId !== hold.stockId);
  const excess = others.slice(0, Math.max(0, others.length - (MAX_OPEN_HOLDS - 1)));
  const released = [...sameStock, ...excess];
  if (released.length)
    await tx
      .update(stockKeys)
      .set({ purchaseId: null, reservedUntil: null })
      .where(
        inArray(
          stockKeys.id,
          released.map((h) => h.keyId),
        ),
      );
  return released.map((h) => h.purchaseId!);
}

/**
 * Whether a stock is held for this buyer right now: their own hold does not make an item
 * "reserved" to them — pressing Buy again starts a new checkout, which takes that hold over.
 */
export async function heldForHolder(holder: string, stockId: number) {
  const [held] = await db()
    .select({ id: stockKeys.id })
    .from(stockKeys)
    .innerJoin(purchases, eq(purchases.id, stockKeys.purchaseId))
    .where(
      and(
        eq(stockKeys.stockId, stockId),
        eq(purchases.holder, holder),
        eq(stockKeys.status, StockKeyStatus.Available),
        sql`${stockKeys.reservedUntil} >= now()`,
      ),
    )
    .limit(1);
  return Boolean(held);
}

/** The same for a price option's stock (false for an option that sells nothing from stock). */
export async function optionHeldForHolder(
  holder: string,
  price: Pick<Price, "cheatId" | "accountId" | "periodDays" | "type">,
) {
  const owner = stockOwnerOf(price);
  const stockId = owner ? await existingStockId(db(), owner) : null;
  return stockId === null ? false : heldForHolder(holder, stockId);
}
