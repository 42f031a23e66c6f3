import { useTranslation } from "~/i18n/react";
import { PaymentStatus } from "~/utils/payment-status";

/** Payment statuses by code (`console.orders.statuses.*`). */
export const ORDER_STATUS_KEYS = ["waiting", "paid", "failed", "refunded", "expired"] as const;

/**
 * An order's status as a coloured tag; a paid order still waiting for its key says so, and one
 * nothing can be delivered for says it needs a refund.
 */
export function OrderStatus({
  status,
  awaiting,
  needsRefund = false,
}: {
  status: number;
  awaiting: boolean;
  needsRefund?: boolean;
}) {
  const { t } = useTranslation();
  if (needsRefund)
    return (
      <span
        className="rounded-md bg-status-red/15 px-2 py-0.5 text-xs font-semibold text-status-red"
        data-testid="order-status"
        data-needs-refund
      >
        {t("console.needsRefund.status")}
      </span>
    );
  const tone =
    status === PaymentStatus.Payed
      ? awaiting
        ? "bg-warning/15 text-warning"
        : "bg-status-green/15 text-status-green"
      : status === PaymentStatus.WaitPay || status === PaymentStatus.Expired
        ? "bg-surface-3 text-muted"
        : "bg-status-red/15 text-status-red";
  return (
    <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ${tone}`} data-testid="order-status">
      {awaiting ? t("console.orders.awaitingKey") : t(`console.orders.statuses.${ORDER_STATUS_KEYS[status]}`)}
    </span>
  );
}
