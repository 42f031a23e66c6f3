import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PaymentStatus } from "~/utils/payment-status";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { awaitingKey, deliveredText } from "~/services/payments/delivery.server";
import { purchaseByInvoice, requireSandbox } from "~/services/payments/sandbox.server";
import { pageMeta } from "~/utils/meta";
import { formatMoney } from "~/utils/price";
import { useLocalize } from "~/utils/use-lang";
import { SandboxCard } from "./sandbox.pay";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The sandbox aggregator's purchase page: the status and, once paid, the delivery. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireSandbox();
  const purchase = await purchaseByInvoice(params.invoiceId ?? "");
  if (!purchase) throw new Response("Not Found", { status: 404 });
  const lang = requestLang(request);
  const t = await fixedT(request);
  return {
    title: `${t("sandbox.purchaseTitle")} — ${t("brand")}`,
    invoiceId: purchase.invoiceId,
    name: lang === "ru" ? purchase.nameRu : purchase.nameEn,
    value: lang === "ru" ? purchase.valueTextRu : purchase.valueTextEn,
    amount: formatMoney(purchase.amountMinor / 100, purchase.currency, lang),
    status: purchase.status,
    kind: purchase.kind,
    delivery: await deliveredText(purchase),
    awaiting: awaitingKey(purchase),
    email: purchase.email,
  };
}

export default function SandboxPurchase() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const data = useLoaderData<typeof loader>();
  const paid = data.status === PaymentStatus.Payed;
  const failed = data.status === PaymentStatus.Fail;
  const Icon = paid ? CheckCircle2 : failed ? XCircle : Clock;
  return (
    <SandboxCard>
      <div className="flex items-center gap-3" data-testid="sandbox-status" data-status={data.status}>
        <Icon
          className={`size-7 ${paid ? "text-status-green" : failed ? "text-status-red" : "text-warning"}`}
          aria-hidden
        />
        <p className="text-lg font-semibold text-text">
          {t(paid ? "sandbox.paid" : failed ? "sandbox.failed" : "sandbox.pending")}
        </p>
      </div>
      <p className="mt-3 text-sm text-muted">
        {data.name}
        {data.value ? ` · ${data.value}` : ""} · {data.amount}
      </p>
      {data.delivery ? (
        <div
          className="mt-5 rounded-xl border border-status-green/40 bg-status-green/10 p-4"
          data-testid="sandbox-delivery"
        >
          <p className="text-sm text-muted">
            {t(
              data.kind === "wallet"
                ? "sandbox.receipt"
                : data.kind === "account"
                  ? "sandbox.credentials"
                  : "sandbox.key",
            )}
          </p>
          <p className="mt-1 select-all whitespace-pre-line break-all font-mono text-lg tracking-wider text-white">
            {data.delivery}
          </p>
          {data.email ? (
            <p className="mt-2 text-xs text-muted">{t("sandbox.mailed", { email: data.email })}</p>
          ) : null}
        </div>
      ) : data.awaiting ? (
        <div
          className="mt-5 rounded-xl border border-warning/40 bg-warning/10 p-4"
          data-testid="sandbox-awaiting"
        >
          <p className="text-sm font-semibold text-text">{t("sandbox.awaitingTitle")}</p>
          <p className="mt-1 text-sm text-muted">{t("sandbox.awaitingText")}</p>
        </div>
      ) : null}
      <p className="mt-4 text-xs text-muted">{t("sandbox.invoice", { id: data.invoiceId })}</p>
      <Link to={localize("/profile/personal#purchases")} className="btn-ghost mt-6">
        {t("sandbox.toPurchases")}
      </Link>
    </SandboxCard>
  );
}
