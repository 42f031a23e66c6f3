import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { consoleIcon } from "~/components/console/icons";
import { useTranslation } from "~/i18n/react";
import { DayInput } from "~/components/console/day-input";
import { activeFilters, FilterPanel } from "~/components/console/filter-panel";
import { OrderStatus, ORDER_STATUS_KEYS } from "~/components/console/order-status";
import { NeedsRefundList } from "~/components/console/needs-refund-list";
import { ConsolePager } from "~/components/console/pager";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { env, paymentProviderName } from "~/env.server";
import { needsRefundPanel } from "~/services/payments/needs-refund.server";
import { listOrders, parseOrderFilter } from "~/services/payments/order-admin.server";
import { reconcileDigiseller } from "~/services/payments/providers/digiseller-returns.server";
import { formatConsoleTime } from "~/utils/dates";
import { consoleMeta } from "~/utils/meta";
import { formatMinor } from "~/utils/money";
import { useLocalize } from "~/utils/use-lang";

const Download = consoleIcon("download");
const RefreshCw = icon("refresh-cw");

export const meta: MetaFunction<typeof loader> = consoleMeta;

/** GET /admin/orders: every purchase, filtered by status, days, product, buyer and invoice. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "sales.manage");
  const lang = requestLang(request);
  const t = await fixedT(request);
  const filter = parseOrderFilter(new URL(request.url).searchParams);
  const [{ rows, total, pages }, needsRefund] = await Promise.all([
    listOrders(filter),
    needsRefundPanel(lang),
  ]);
  return {
    title: `${t("console.orders.title")} — ${t("console.title")}`,
    // Digiseller's payments can be settled from here at once instead of waiting for the job.
    reconcilable: paymentProviderName(env()) === "digiseller",
    filter,
    total,
    pages,
    needsRefund,
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: formatConsoleTime(row.createdAt, lang),
      invoiceId: row.invoiceId,
      email: row.email,
      item: lang === "ru" ? row.nameRu : row.nameEn,
      option: lang === "ru" ? row.valueTextRu : row.valueTextEn,
      amount: formatMinor(row.amountMinor, row.currency, lang),
      couponCode: row.couponCode,
      status: row.status,
      awaiting: row.awaiting,
      needsRefund: row.needsRefund,
    })),
  };
}

/** POST /admin/orders: settles Digiseller payments now (what the maintenance job does every few minutes). */
export async function action({ request }: ActionFunctionArgs) {
  await requireConsoleUser(request, "sales.manage");
  if (paymentProviderName(env()) !== "digiseller") throw new Response("Not Found", { status: 404 });
  return { reconciled: await reconcileDigiseller() };
}

export default function ConsoleOrders() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { search } = useLocation();
  const { filter, rows, total, pages, reconcilable, needsRefund } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const exportQuery = new URLSearchParams(search);
  exportQuery.delete("page");
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="orders-title" className="font-display text-3xl text-text">
            {t("console.orders.title")}
          </h1>
          <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.orders.lead")}</p>
        </div>
        <a
          href={`${localize("/admin/orders.csv")}${exportQuery.size ? `?${exportQuery}` : ""}`}
          className="btn-ghost min-h-11"
          download
          data-testid="orders-export"
        >
          <Download className="size-4" aria-hidden />
          {t("console.orders.export")}
        </a>
      </header>
      <NeedsRefundList {...needsRefund} />

      {reconcilable ? (
        <Form
          method="post"
          className="card flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-center"
          data-testid="orders-reconcile"
        >
          <p className="text-sm text-muted sm:min-w-0 sm:flex-1">{t("console.orders.reconcileLead")}</p>
          <button type="submit" className="btn-ghost min-h-11" disabled={busy}>
            <RefreshCw className="size-4" aria-hidden />
            {t("console.orders.reconcile")}
          </button>
          {answer ? (
            <p role="status" className="w-full text-sm text-status-green">
              {t("console.orders.reconciled", answer.reconciled)}
            </p>
          ) : null}
        </Form>
      ) : null}

      <FilterPanel
        active={activeFilters(
          filter.status,
          filter.from,
          filter.to,
          filter.product,
          filter.email,
          filter.invoice,
        )}
      >
        <Form
          method="get"
          className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6"
          data-testid="orders-filters"
        >
          <label className="grid gap-1 text-xs text-muted">
            {t("console.orders.status")}
            <select name="status" defaultValue={filter.status ?? ""} className="input">
              <option value="">{t("console.orders.anyStatus")}</option>
              {ORDER_STATUS_KEYS.map((key, status) => (
                <option key={key} value={status}>
                  {t(`console.orders.statuses.${key}`)}
                </option>
              ))}
            </select>
          </label>
          <DayInput name="from" label={t("console.orders.from")} value={filter.from} />
          <DayInput name="to" label={t("console.orders.to")} value={filter.to} />
          <label className="grid gap-1 text-xs text-muted">
            {t("console.orders.product")}
            <input
              type="search"
              name="product"
              defaultValue={filter.product}
              maxLength={100}
              className="input"
            />
          </label>
          <label className="grid gap-1 text-xs text-muted">
            {t("console.orders.email")}
            <input type="search" name="email" defaultValue={filter.email} maxLength={100} className="input" />
          </label>
          <label className="grid gap-1 text-xs text-muted">
            {t("console.orders.invoice")}
            <input
              type="search"
              name="invoice"
              defaultValue={filter.invoice}
              maxLength={100}
              className="input"
            />
          </label>
          <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
            <button type="submit" className="btn-primary min-h-11" data-testid="orders-filter">
              {t("console.cheats.filter")}
            </button>
            <Link to={localize("/admin/orders")} className="btn-ghost min-h-11">
              {t("console.cheats.reset")}
            </Link>
          </div>
        </Form>
      </FilterPanel>

      <p className="text-sm text-muted" data-testid="orders-total">
        {t("console.orders.total", { count: total })}
      </p>

      {rows.length ? (
        <ul className="card divide-y divide-line" aria-labelledby="orders-title" data-testid="orders">
          {rows.map((row) => (
            <li key={row.id} data-testid={`order-${row.id}`}>
              <Link
                to={localize(`/admin/orders/${row.id}`)}
                className="grid gap-1 p-4 transition hover:bg-surface-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <span className="min-w-0">
                  <span className="font-semibold text-text">{row.item}</span>
                  {row.option ? <span className="text-muted"> · {row.option}</span> : null}
                  <span className="block truncate text-xs text-muted">
                    #{row.id} · {row.createdAt} · {row.email ?? t("console.orders.noEmail")} · {row.invoiceId}
                  </span>
                </span>
                <span className="flex items-center gap-3 sm:justify-end">
                  <span className="font-semibold tabular-nums text-text">{row.amount}</span>
                  {row.couponCode ? (
                    <span className="rounded-md bg-accent/15 px-1.5 py-0.5 font-mono text-xs text-accent">
                      {row.couponCode}
                    </span>
                  ) : null}
                  <OrderStatus status={row.status} awaiting={row.awaiting} needsRefund={row.needsRefund} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card p-6 text-center text-muted">{t("console.orders.empty")}</p>
      )}
      <ConsolePager page={filter.page} pages={pages} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
