import { Link, useLocation } from "@remix-run/react";
import { CheckCircle2, Clock, Lock, XCircle } from "lucide-react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useTranslation } from "~/i18n/react";
import type { PurchaseResultView } from "~/services/payments/purchase-view.server";
import { PaymentStatus } from "~/utils/payment-status";
import { useLocalize } from "~/utils/use-lang";

/**
 * A purchase after payment: its status, the item and amount, and — once paid — the key, the
 * account's sign-in details or the top-up receipt (or the note that the key is on its way). A
 * visitor who is not its buyer sees that the key is shown to the buyer only, and how to sign in.
 */
export function PurchaseResult({ data }: { data: PurchaseResultView }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const location = useLocation();
  const paid = data.status === PaymentStatus.Payed;
  const failed = data.status === PaymentStatus.Fail;
  const Icon = paid ? CheckCircle2 : failed ? XCircle : Clock;
  return (
    <>
      <div className="flex items-center gap-3" data-testid="purchase-status" data-status={data.status}>
        <Icon
          className={`size-7 ${paid ? "text-status-green" : failed ? "text-status-red" : "text-warning"}`}
          aria-hidden
        />
        <p className="text-lg font-semibold text-text">
          {t(paid ? "purchaseResult.paid" : failed ? "purchaseResult.failed" : "purchaseResult.pending")}
        </p>
      </div>
      <p className="mt-3 text-sm text-muted">
        {data.name}
        {data.value ? ` · ${data.value}` : ""} · {data.amount}
      </p>
      {data.delivery ? (
        <div
          className="mt-5 rounded-xl border border-status-green/40 bg-status-green/10 p-4"
          data-testid="purchase-delivery"
        >
          <p className="text-sm text-muted">
            {t(
              data.kind === "wallet"
                ? "purchaseResult.receipt"
                : data.kind === "account"
                  ? "purchaseResult.credentials"
                  : "purchaseResult.key",
            )}
          </p>
          <p className="mt-1 select-all whitespace-pre-line break-all font-mono text-lg tracking-wider text-white">
            {data.delivery}
          </p>
          {data.email ? (
            <p className="mt-2 text-xs text-muted">{t("purchaseResult.mailed", { email: data.email })}</p>
          ) : null}
        </div>
      ) : data.locked && data.status === PaymentStatus.Payed ? (
        <div className="mt-5 rounded-xl border border-line bg-surface p-4" data-testid="purchase-locked">
          <p className="flex items-center gap-2 text-sm font-semibold text-text">
            <Lock className="size-4 text-muted" aria-hidden />
            {t("purchaseResult.lockedTitle")}
          </p>
          <p className="mt-1 text-sm text-muted">{t("purchaseResult.lockedText")}</p>
          <SignInLink redirectTo={location.pathname} className="btn-primary mt-3">
            {t("purchaseResult.signIn")}
          </SignInLink>
        </div>
      ) : data.needsRefund ? (
        <Notice tone="red" testId="purchase-needs-refund" name="needsRefund" />
      ) : data.awaiting ? (
        <Notice tone="warning" testId="purchase-awaiting" name="awaiting" />
      ) : null}
      <p className="mt-4 text-xs text-muted">{t("purchaseResult.invoice", { id: data.invoiceId })}</p>
      <Link to={localize("/profile/personal#purchases")} className="btn-ghost mt-6">
        {t("purchaseResult.toPurchases")}
      </Link>
    </>
  );
}

/** A paid purchase's state that needs words: "awaiting key", "needs refund". */
function Notice({ tone, testId, name }: { tone: "red" | "warning"; testId: string; name: string }) {
  const { t } = useTranslation();
  const colours =
    tone === "red" ? "border-status-red/40 bg-status-red/10" : "border-warning/40 bg-warning/10";
  return (
    <div className={`mt-5 rounded-xl border p-4 ${colours}`} data-testid={testId}>
      <p className="text-sm font-semibold text-text">{t(`purchaseResult.${name}Title`)}</p>
      <p className="mt-1 text-sm text-muted">{t(`purchaseResult.${name}Text`)}</p>
    </div>
  );
}
