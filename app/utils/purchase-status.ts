import { PaymentStatus } from "./payment-status";

/** The translation key of a purchase's state as the buyer and staff read it. */
export function purchaseStatusKey(p: { status: number; awaiting: boolean; needsRefund?: boolean }): string {
  if (p.status === PaymentStatus.Payed) {
    if (p.needsRefund) return "purchases.needsRefund";
    return p.awaiting ? "purchases.awaitingKey" : "purchases.paid";
  }
  return STATUS_KEYS[p.status] ?? "purchases.failed";
}

const STATUS_KEYS: Record<number, string> = {
  [PaymentStatus.WaitPay]: "purchases.waitPay",
  [PaymentStatus.Fail]: "purchases.failed",
  [PaymentStatus.Refunded]: "purchases.refunded",
  [PaymentStatus.Expired]: "purchases.expired",
};

/** Whether an order waits for the owner's refund (paid, nothing delivered, marked as such). */
export function needsRefund(purchase: { status: number; needsRefundAt: Date | null }) {
  return purchase.status === PaymentStatus.Payed && purchase.needsRefundAt !== null;
}
