import { PaymentStatus } from "~/utils/payment-status";

/**
 * The order life cycle (decision 0039): every state an order can be in, every event that moves it,
 * and one table of the moves. recordPayment (record.server.ts) maps each provider notification
 * through this table and nothing else; the maintenance round, the console's refund and the stock
 * import move orders only along it as well. The README's and the decision record's diagram is
 * drawn from this table (scripts/order-lifecycle-diagram.ts), so it cannot drift from the code.
 *
 * - `start`: no order yet (the first notification for an invoice creates it).
 * - `pending`: a payment page was opened and reported, nothing held for it.
 * - `held`: pending, with a key or a game account held for the buyer while they pay.
 * - `paid`: the money arrived; never a resting state — in the same transaction it settles into
 *   `delivered`, `awaitingStock` or `needsRefund`.
 * - `delivered`: the buyer has their key, account, receipt (or, for hardware, the order to ship).
 * - `awaitingStock`: paid for a key the stock did not have; the next import serves it.
 * - `needsRefund`: paid, and nothing can be delivered (a unique item gone to someone else, or
 *   too long a wait): the owner refunds.
 * - `refunded`: the owner gave the money back.
 * - `failed`: the provider reported the payment failed.
 * - `expired`: pending past its time without a hold; nothing is kept for it.
 */
export const ORDER_STATES = [
  "start",
  "pending",
  "held",
  "paid",
  "delivered",
  "awaitingStock",
  "needsRefund",
  "refunded",
  "failed",
  "expired",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What a provider reports about an invoice. */
export const NOTIFICATIONS = ["pending", "paid", "failed"] as const;
export type Notification = (typeof NOTIFICATIONS)[number];

/** What the shop itself does to an order. */
export const SHOP_EVENTS = [
  "hold",
  "holdReleased",
  "expire",
  "keyAssigned",
  "noKey",
  "itemGone",
  "couponGone",
  "stockArrived",
  "waitedTooLong",
  "refund",
] as const;
export type ShopEvent = (typeof SHOP_EVENTS)[number];
export type OrderEvent = Notification | ShopEvent;

/** Where an order ends once its payment arrived: one of these, whatever came before. */
export const SETTLED_AFTER_PAYMENT: readonly OrderState[] = [
  "delivered",
  "awaitingStock",
  "needsRefund",
  "refunded",
];

/** States in which the shop has received the buyer's money. */
export const MONEY_RECEIVED: readonly OrderState[] = ["paid", ...SETTLED_AFTER_PAYMENT];

/**
 * The moves. Every state answers every provider notification — a repeated, late or out-of-order
 * one included — so no notification is dropped without the table saying what it means. A shop
 * event a state does not list cannot happen in it.
 */
export const TRANSITIONS: Record<OrderState, Partial<Record<OrderEvent, OrderState>>> = {
  start: { pending: "pending", paid: "paid", failed: "failed" },
  pending: { pending: "pending", paid: "paid", failed: "failed", hold: "held", expire: "expired" },
  held: { pending: "held", paid: "paid", failed: "failed", holdReleased: "pending" },
  // Settled within the transaction that took the payment.
  paid: {
    pending: "paid",
    paid: "paid",
    failed: "paid",
    keyAssigned: "delivered",
    noKey: "awaitingStock",
    itemGone: "needsRefund",
    // Paid with a coupon use another order took, a later Buy replaced or a withdrawal voided: one
    // use pays for one order, so the money goes back (coupons.server.ts spendCouponUse).
    couponGone: "needsRefund",
  },
  // The money is in: a repeated "paid", a late "failed" or "pending" changes nothing.
  delivered: { pending: "delivered", paid: "delivered", failed: "delivered", refund: "refunded" },
  awaitingStock: {
    pending: "awaitingStock",
    paid: "awaitingStock",
    failed: "awaitingStock",
    stockArrived: "delivered",
    waitedTooLong: "needsRefund",
    refund: "refunded",
  },
  needsRefund: { pending: "needsRefund", paid: "needsRefund", failed: "needsRefund", refund: "refunded" },
  refunded: { pending: "refunded", paid: "refunded", failed: "refunded" },
  // A payment that follows a failure or an expiry on the same invoice is money received: it is
  // settled like any other (decision 0039: the Fail → Pay order was once dropped as a duplicate).
  failed: { pending: "failed", paid: "paid", failed: "failed" },
  expired: { pending: "expired", paid: "paid", failed: "failed" },
};

/** The state `event` moves `state` to; undefined when the event cannot happen there. */
export function nextState(state: OrderState, event: OrderEvent): OrderState | undefined {
  return TRANSITIONS[state][event];
}

/** What a stored order says about itself (`held`: a key is reserved for it right now). */
export interface OrderFacts {
  status: number;
  stockId: number | null;
  keyId: number | null;
  needsRefundAt: Date | null;
  held: boolean;
}

/** The state of a stored order. `paid` and `start` are never stored. */
export function stateOf(order: OrderFacts): Exclude<OrderState, "start" | "paid"> {
  switch (order.status) {
    case PaymentStatus.Refunded:
      return "refunded";
    case PaymentStatus.Fail:
      return "failed";
    case PaymentStatus.Expired:
      return "expired";
    case PaymentStatus.Payed:
      if (order.needsRefundAt) return "needsRefund";
      return order.stockId !== null && order.keyId === null ? "awaitingStock" : "delivered";
    default:
      return order.held ? "held" : "pending";
  }
}

/** The stored status code of a state. */
export function statusOf(state: OrderState): number {
  switch (state) {
    case "start":
    case "pending":
    case "held":
      return PaymentStatus.WaitPay;
    case "failed":
      return PaymentStatus.Fail;
    case "expired":
      return PaymentStatus.Expired;
    case "refunded":
      return PaymentStatus.Refunded;
    default:
      return PaymentStatus.Payed;
  }
}

/** The table as a Mermaid state diagram: what README.md and decision 0039 show. */
export function lifecycleDiagram(): string {
  const name = (s: OrderState) => (s === "start" ? "[*]" : s);
  const lines = ["stateDiagram-v2"];
  for (const from of ORDER_STATES)
    for (const [event, to] of Object.entries(TRANSITIONS[from])) {
      // A notification that changes nothing is drawn once, as a note, not as a loop per state.
      if (to === from) continue;
      lines.push(`  ${name(from)} --> ${name(to!)}: ${event}`);
    }
  for (const state of ORDER_STATES) {
    const unchanged = NOTIFICATIONS.filter((n) => TRANSITIONS[state][n] === state);
    if (unchanged.length) lines.push(`  note right of ${state}: unchanged by ${unchanged.join(", ")}`);
  }
  return lines.join("\n");
}
