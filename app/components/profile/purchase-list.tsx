import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { PurchaseView } from "~/services/payments/purchases.server";
import { formatMoney } from "~/utils/money";
import { PaymentStatus } from "~/utils/payment-status";
import { purchaseStatusKey } from "~/utils/purchase-status";
import { useLang } from "~/utils/use-lang";

/**
 * SPEC §4.4: pending and failed purchases show orange status text — with "Pay again" to the
 * product's page when it is still shown — the others a link to the purchase.
 */
export function PurchaseList({ purchases }: { purchases: (PurchaseView & { date: string })[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section id="purchases" className="card scroll-mt-24 p-5 md:p-6" aria-labelledby="purchases-title">
      <h2 id="purchases-title" className="font-semibold text-text">
        {t("profile.tabs.purchases")}
      </h2>
      {purchases.length === 0 ? (
        <p className="mt-3 text-sm text-muted" data-testid="purchases-empty">
          {t("purchases.empty")}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="purchases">
          {purchases.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm"
              data-testid="purchase"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-text">{p.name}</p>
                <p className="text-xs text-muted">
                  {purchaseDetails(p, p.period ? t("cheat.days", { count: p.period }) : null)}
                </p>
              </div>
              <p className="font-semibold text-white">{formatMoney(p.amount, p.currency, lang)}</p>
              {p.status !== PaymentStatus.Payed || p.awaiting || p.needsRefund ? (
                <span className="flex items-center gap-3">
                  <span className="text-xs font-semibold text-warning" data-testid="purchase-status">
                    {t(purchaseStatusKey(p))}
                  </span>
                  {p.payAgainPath ? (
                    <Link
                      to={p.payAgainPath}
                      className="text-xs font-semibold text-accent hover:underline"
                      data-testid="purchase-pay-again"
                    >
                      {t("purchases.payAgain")}
                    </Link>
                  ) : null}
                </span>
              ) : p.url ? (
                <a
                  href={p.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-xs font-semibold text-accent hover:underline"
                  data-testid="purchase-link"
                >
                  {t("purchases.view")}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "7 days · 22.11.2026 09:27": the option's text, the period when it says more, the date. */
function purchaseDetails(p: { valueText: string; date: string }, period: string | null) {
  return [p.valueText, period && period !== p.valueText ? period : null, p.date].filter(Boolean).join(" · ");
}
