import { and, eq, isNotNull, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { purchases, StockKeyStatus } from "~/db/schema";
import { PaymentStatus } from "~/utils/payment-status";
import { TRANSITIONS, type OrderEvent, type OrderState } from "./lifecycle";

/** The states an order can be stored in (`start` and `paid` never are: lifecycle.ts). */
export type StoredState = Exclude<OrderState, "start" | "paid">;

// Written with table names: an update leaves Drizzle's columns unqualified, and the subquery must
// say whose id it means.
const HELD = sql.raw(`exists (select 1 from "stock_keys" k where k.purchase_id = "purchases"."id"
  and k.status = ${StockKeyStatus.Available} and k.reserved_until >= now())`);

const paid = eq(purchases.status, PaymentStatus.Payed);
const noKeyYet = and(isNotNull(purchases.stockId), isNull(purchases.keyId))!;

/**
 * lifecycle.ts's `stateOf` as conditions on the `purchases` row in the query, one per stored
 * state (plain columns, so the partial indexes serve the hot counts). The model test checks after
 * every step that `orderStateSql` and `stateOf` agree for every order.
 */
const STATE_SQL: Record<StoredState, SQL> = {
  pending: and(eq(purchases.status, PaymentStatus.WaitPay), not(HELD))!,
  held: and(eq(purchases.status, PaymentStatus.WaitPay), HELD)!,
  delivered: and(paid, isNull(purchases.needsRefundAt), not(noKeyYet))!,
  awaitingStock: and(paid, isNull(purchases.needsRefundAt), noKeyYet)!,
  needsRefund: and(paid, isNotNull(purchases.needsRefundAt))!,
  refunded: eq(purchases.status, PaymentStatus.Refunded),
  failed: eq(purchases.status, PaymentStatus.Fail),
  expired: eq(purchases.status, PaymentStatus.Expired),
};

/** The orders in any of these states. */
export function inState(...states: StoredState[]): SQL {
  return or(...states.map((state) => STATE_SQL[state]))!;
}

/** The state of the `purchases` row in the query, by name. */
export const orderStateSql = sql<StoredState>`(case ${sql.join(
  (Object.keys(STATE_SQL) as StoredState[]).map((state) => sql`when ${STATE_SQL[state]} then ${state}`),
  sql` `,
)} end)`;

/** The stored states in which the life cycle lets `event` happen. */
export function statesAllowing(event: OrderEvent): StoredState[] {
  return (Object.keys(STATE_SQL) as StoredState[]).filter((state) => TRANSITIONS[state][event] !== undefined);
}

/**
 * The orders `event` may move (a sweep's, an import's or a refund's WHERE): those in a state whose
 * row of the table lists it — so a bulk update moves orders along the table, never beside it.
 */
export function mayUndergo(event: OrderEvent): SQL {
  return inState(...statesAllowing(event));
}

/** Where `event` takes an order, the same from every state that allows it (else the table is wrong). */
export function destinationOf(event: OrderEvent): OrderState {
  const targets = new Set(statesAllowing(event).map((state) => TRANSITIONS[state][event]!));
  if (targets.size !== 1) throw new Error(`the life cycle's "${event}" leads to ${[...targets].join(", ")}`);
  return [...targets][0];
}
