import { Form, Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { consoleIcon } from "~/components/console/icons";
import { useTranslation } from "~/i18n/react";
import type { NeedsRefundReason } from "~/utils/sales";
import { useLocalize } from "~/utils/use-lang";
import { AttentionPanel } from "./attention-panel";

const AlertTriangle = icon("triangle-exclamation-point");
const Undo2 = consoleIcon("undo-2");

export interface NeedsRefundRow {
  id: number;
  item: string;
  amount: string;
  email: string | null;
  since: string;
  reason: NeedsRefundReason;
}

/**
 * Paid orders nothing can be delivered for, each with a one-click refund (the order page's own
 * form, so the refund is the same audited write with or without JavaScript). Leads the console's
 * overview and orders list while any wait; renders nothing otherwise.
 */
export function NeedsRefundList({ rows, how }: { rows: NeedsRefundRow[]; how: "sandbox" | "provider" }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!rows.length) return null;
  return (
    <AttentionPanel
      id="needs-refund-title"
      testId="needs-refund"
      tone="red"
      icon={<AlertTriangle className="size-5 text-status-red" aria-hidden />}
      title={t("console.needsRefund.title")}
      lead={
        <>
          <p className="text-sm text-muted">{t("console.needsRefund.lead")}</p>
          <p className="text-xs text-muted">{t(`console.needsRefund.how.${how}`)}</p>
        </>
      }
    >
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0 flex-1 text-sm">
            <Link to={localize(`/admin/orders/${row.id}`)} className="font-medium text-text underline">
              {t("console.orders.order", { id: row.id })} · {row.item}
            </Link>
            <p className="text-xs text-muted">
              {row.amount} · {row.email ?? t("console.orders.noEmail")} ·{" "}
              {t(`console.needsRefund.reason.${row.reason}`)} ·{" "}
              {t("console.needsRefund.since", { date: row.since })}
            </p>
          </div>
          <Form method="post" action={localize(`/admin/orders/${row.id}`)}>
            <input type="hidden" name="intent" value="refund" />
            <button
              type="submit"
              className="btn-ghost min-h-11 text-status-red"
              aria-label={`${t("console.needsRefund.refund")}: ${t("console.orders.order", { id: row.id })}`}
              data-testid="needs-refund-submit"
            >
              <Undo2 className="size-4" aria-hidden />
              {t("console.needsRefund.refund")}
            </button>
          </Form>
        </li>
      ))}
    </AttentionPanel>
  );
}
