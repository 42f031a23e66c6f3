import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { env } from "~/env.server";
import { db } from "~/db/client.server";
import { purchases, stockKeys, StockKeyStatus, type Price } from "~/db/schema";
import { existingStockId, heldFor, stockOwnerOf } from "../stock/stock-keys.server";
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

/** The advisory locks' class of a buyer's holds (the first key of `pg_advisory_xact_lock`). */
const HOLD_LOCKS = 20_391;

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
 * Makes room for one more hold of `holder` in the caller's transaction, before a pending payment
 * holds stock: their holds on the same stock go (a new Buy replaces the last one), then their
 * oldest beyond MAX_OPEN_HOLDS - 1. Holds of other checkouts under the e-mail the payment names
 * count toward the limit but are never let go by it: that e-mail is whatever the payer typed, and
 * typing someone else's must not free that buyer's item for the typist. Returns whether there is
 * room (false: the e-mail's other checkouts already hold as much as one buyer may).
 */
export async function makeRoomForHold(
  tx: Tx,
  hold: { purchaseId: number; stockId: number; holder: string; email: string | null },
) {
  // One buyer's payments that open at the same moment are counted one after the other: under READ
  // COMMITTED each would otherwise see none of the others' holds and all would hold. Locked in a
  // fixed order (holder, then e-mail), so two such payments never wait for each other in a circle.
  for (const who of [`holder:${hold.holder}`, ...(hold.email ? [`email:${hold.email}`] : [])].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCKS}, hashtext(${who}))`);
  const open = await tx
    .select({
      keyId: stockKeys.id,
      stockId: stockKeys.stockId,
      purchaseId: stockKeys.purchaseId,
      holder: purchases.holder,
    })
    .from(stockKeys)
    .innerJoin(purchases, eq(purchases.id, stockKeys.purchaseId))
    .where(
      and(
        or(eq(purchases.holder, hold.holder), hold.email ? eq(purchases.email, hold.email) : undefined),
        eq(stockKeys.status, StockKeyStatus.Available),
        isNotNull(stockKeys.reservedUntil),
        sql`${stockKeys.reservedUntil} >= now()`,
        sql`${stockKeys.purchaseId} <> ${hold.purchaseId}`,
      ),
    )
    .orderBy(asc(stockKeys.reservedUntil), asc(stockKeys.id))
    .for("update", { of: stockKeys });
  const own = open.filter((h) => h.holder === hold.holder);
  const others = open.length - own.length;
  const sameStock = own.filter((h) => h.stockId === hold.stockId);
  const rest = own.filter((h) => h.stockId !== hold.stockId);
  const excess = rest.slice(0, Math.max(0, rest.length + others - (MAX_OPEN_HOLDS - 1)));
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
  return open.length - released.length < MAX_OPEN_HOLDS;
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
    .where(heldFor(stockId, holder))
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
