import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import type { CustomerContextView } from "~/services/tickets/customer-context.server";
import { formatPurchaseDate, formatTicketListDate } from "~/utils/dates";
import { formatMoney } from "~/utils/money";
import { purchaseStatusKey } from "~/utils/purchase-status";
import { useLang, useLocalize } from "~/utils/use-lang";

const Star = icon("star");
const UserRound = icon("user-round");

/**
 * Staff's side panel of a ticket: who the customer is before anyone asks — their bonus level,
 * purchases, other tickets, linked sign-in providers and the payment notifications of the purchase
 * the ticket is about. A <details>, so it opens without JavaScript and stays out of the way.
 */
export function CustomerPanel({ customer }: { customer: CustomerContextView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalize();
  const heading = "text-xs font-semibold uppercase tracking-wide text-faint";
  return (
    <details className="border-b border-line bg-surface-2/40 text-sm" data-testid="customer-panel">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-muted hover:text-text">
        <UserRound className="size-4" aria-hidden />
        <span className="font-semibold text-text">{customer.login}</span>
        <span>{t("tickets.customer.bonus", { percent: customer.bonusPercent })}</span>
        <span>{t("tickets.customer.purchases", { count: customer.purchaseCount })}</span>
        <span>{t("tickets.customer.tickets", { count: customer.ticketCount })}</span>
      </summary>
      <div className="grid gap-4 px-4 pb-4 md:grid-cols-2">
        <section className="space-y-1.5">
          <h3 className={heading}>{t("tickets.customer.about")}</h3>
          <p className="text-muted">
            {t("tickets.customer.since", { date: formatTicketListDate(customer.since) })}
          </p>
          <p className="text-muted" data-testid="customer-providers">
            {t("tickets.customer.providers")}:{" "}
            {customer.providers.length
              ? customer.providers.map((p) => t(`tickets.customer.provider.${p}`)).join(", ")
              : t("tickets.customer.none")}
          </p>
        </section>
        <section className="space-y-1.5">
          <h3 className={heading}>{t("tickets.customer.purchasesTitle")}</h3>
          {customer.purchases.length ? (
            <ul className="space-y-1" data-testid="customer-purchases">
              {customer.purchases.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-x-3 text-muted">
                  <span className="text-text">
                    {p.name}
                    {p.valueText ? ` · ${p.valueText}` : ""}
                  </span>
                  <span>
                    {formatMoney(p.amount, p.currency, lang)} · {formatPurchaseDate(p.createdAt, lang)} ·{" "}
                    {t(purchaseStatusKey(p))}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t("tickets.customer.none")}</p>
          )}
        </section>
        <section className="space-y-1.5">
          <h3 className={heading}>{t("tickets.customer.ticketsTitle")}</h3>
          {customer.tickets.length ? (
            <ul className="space-y-1" data-testid="customer-tickets">
              {customer.tickets.map((other) => (
                <li key={other.id} className="flex flex-wrap items-center gap-x-2 text-muted">
                  <Link to={localize(`/profile/ticket/${other.id}`)} className="text-accent hover:underline">
                    {t("tickets.number", { id: other.id })}
                  </Link>
                  <span>{t(`tickets.subjects.${other.subject}`)}</span>
                  <span>· {formatTicketListDate(other.createdAt)}</span>
                  <span>· {t(other.closed ? "tickets.customer.closed" : "tickets.customer.open")}</span>
                  {other.rating ? (
                    <span className="inline-flex items-center gap-0.5">
                      · <Star className="size-3 fill-warning text-warning" aria-hidden />
                      {other.rating}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t("tickets.customer.none")}</p>
          )}
        </section>
        <section className="space-y-1.5">
          <h3 className={heading}>{t("tickets.customer.eventsTitle")}</h3>
          {customer.events.length ? (
            <ul className="space-y-1" data-testid="customer-events">
              {customer.events.map((e, index) => (
                <li key={index} className="text-muted">
                  {formatPurchaseDate(e.receivedAt, lang)} · <code className="text-text">{e.outcome}</code>
                  {e.signatureValid ? "" : ` · ${t("tickets.customer.badSignature")}`}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t("tickets.customer.noEvents")}</p>
          )}
        </section>
      </div>
    </details>
  );
}
