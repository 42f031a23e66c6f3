import { Link, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { SignInLink } from "~/components/auth/sign-in-link";
import { CopyButton } from "~/components/ui/copy-button";
import { useTranslation } from "~/i18n/react";
import type { PurchaseResultView, PurchaseState } from "~/services/payments/purchase-view.server";
import { useLocalize } from "~/utils/use-lang";

const BookOpen = icon("book-open");
const CheckCircle2 = icon("circle-check");
const Clock = icon("clock");
const Lock = icon("lock");
const RotateCcw = icon("rotate-ccw");
const ShoppingCart = icon("shopping-cart");
const XCircle = icon("circle-x");

/** Each state's heading, icon and colour: what the buyer reads first. */
const HEADINGS: Record<PurchaseState, { title: string; Icon: typeof Clock; colour: string }> = {
  pending: { title: "purchaseResult.pending", Icon: Clock, colour: "text-warning" },
  delivered: { title: "purchaseResult.paid", Icon: CheckCircle2, colour: "text-status-green" },
  awaitingStock: { title: "purchaseResult.paid", Icon: CheckCircle2, colour: "text-status-green" },
  needsRefund: { title: "purchaseResult.paid", Icon: CheckCircle2, colour: "text-status-green" },
  refunded: { title: "purchaseResult.refunded", Icon: RotateCcw, colour: "text-status-blue" },
  failed: { title: "purchaseResult.failed", Icon: XCircle, colour: "text-status-red" },
  expired: { title: "purchaseResult.expired", Icon: Clock, colour: "text-muted" },
};

/**
 * A purchase after payment: its state in words of its own, the item and what was charged (with
 * the loyalty discount), and — once paid — the key, the account's sign-in details or the top-up
 * receipt with a Copy button and the product's launch guide (or the note that the key is on its
 * way, or that the money is coming back). A failed or lapsed payment offers Buy again, which
 * opens a new invoice. A visitor who is not its buyer sees that the key is shown to the buyer
 * only, and how to sign in.
 */
export function PurchaseResult({ data }: { data: PurchaseResultView }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const location = useLocation();
  const { title, Icon, colour } = HEADINGS[data.state];
  return (
    <>
      <div
        className="flex items-center gap-3"
        data-testid="purchase-status"
        data-status={data.status}
        data-state={data.state}
      >
        <Icon className={`size-7 shrink-0 ${colour}`} aria-hidden />
        <p className="text-lg font-semibold text-text">{t(title)}</p>
      </div>
      <p className="mt-3 text-sm text-muted" data-testid="purchase-summary">
        {data.name}
        {data.value ? ` · ${data.value}` : ""} · {data.amount}
        {data.bonusPercent > 0 ? (
          <span className="ml-1.5 rounded-md bg-status-green/15 px-1.5 py-0.5 text-xs font-bold text-status-green">
            {t("purchaseResult.bonusApplied", { percent: data.bonusPercent })}
          </span>
        ) : null}
      </p>
      {data.delivery ? (
        <Delivery data={data} delivery={data.delivery} />
      ) : data.locked && data.state === "delivered" ? (
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
      ) : data.state === "needsRefund" ? (
        <Notice tone="red" testId="purchase-needs-refund" name="needsRefund" />
      ) : data.awaiting ? (
        <Notice tone="warning" testId="purchase-awaiting" name="awaiting" />
      ) : data.state === "refunded" ? (
        <p className="mt-4 text-sm text-muted" data-testid="purchase-refunded">
          {t("purchaseResult.refundedText", { amount: data.amount })}
        </p>
      ) : data.state === "failed" || data.state === "expired" ? (
        <div className="mt-4" data-testid="purchase-closed">
          <p className="text-sm text-muted">{t(`purchaseResult.${data.state}Text`)}</p>
          {data.productPath ? (
            <Link
              to={localize(data.productPath)}
              className="btn-primary mt-4"
              data-testid="purchase-buy-again"
            >
              <ShoppingCart className="size-4" aria-hidden />
              {t("purchaseResult.buyAgain")}
            </Link>
          ) : null}
        </div>
      ) : null}
      <p className="mt-4 text-xs text-muted">{t("purchaseResult.invoice", { id: data.invoiceId })}</p>
      <Link to={localize("/profile/personal#purchases")} className="btn-ghost mt-6">
        {t("purchaseResult.toPurchases")}
      </Link>
    </>
  );
}

/** The key (or sign-in details, or receipt) with its Copy button, and what to do with it next. */
function Delivery({ data, delivery }: { data: PurchaseResultView; delivery: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const label =
    data.kind === "wallet"
      ? "purchaseResult.receipt"
      : data.kind === "account"
        ? "purchaseResult.credentials"
        : "purchaseResult.key";
  return (
    <div
      className="mt-5 rounded-xl border border-status-green/40 bg-status-green/10 p-4"
      data-testid="purchase-delivery"
    >
      <p className="text-sm text-muted">{t(label)}</p>
      <p
        className="mt-1 select-all whitespace-pre-line break-all font-mono text-lg tracking-wider text-white"
        data-testid="purchase-delivery-text"
      >
        {delivery}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <CopyButton
          text={delivery}
          label={t("purchaseResult.copy")}
          copiedLabel={t("purchaseResult.copied")}
          testId="purchase-copy"
        />
        {data.email ? (
          <p className="text-xs text-muted">{t("purchaseResult.mailed", { email: data.email })}</p>
        ) : null}
      </div>
      {data.kind === "cheat" ? (
        <div className="mt-4 border-t border-status-green/30 pt-4" data-testid="purchase-launch">
          <p className="flex items-center gap-2 text-sm font-semibold text-text">
            <BookOpen className="size-4 text-accent" aria-hidden />
            {t("purchaseResult.launchTitle")}
          </p>
          {data.afterPurchase ? (
            <div
              className="prose-shop mt-2 text-sm"
              data-testid="purchase-after"
              dangerouslySetInnerHTML={{ __html: data.afterPurchase }}
            />
          ) : null}
          <p className="mt-2 text-sm text-muted">
            {t("purchaseResult.launchGuide")}{" "}
            <Link to={localize("/faq")} className="text-accent underline" data-testid="purchase-guide-link">
              {t("purchaseResult.launchGuideLink")}
            </Link>
          </p>
        </div>
      ) : null}
    </div>
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
