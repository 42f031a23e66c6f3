import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import {
  activeFilters,
  FilterPanel,
  FilterSelect,
  GameFilterSelect,
} from "~/components/console/filter-panel";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { ConsolePager } from "~/components/console/pager";
import { parseStockFilter, stockPage, type StockRow } from "~/services/stock/stock-pages.server";
import { STOCK_STATES } from "~/utils/sales";
import { consoleMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

const AlertTriangle = icon("triangle-exclamation-point");

export const meta: MetaFunction<typeof loader> = consoleMeta;

/**
 * GET /admin/stock: every option that sells keys (and every account's details), with its counts;
 * those leaving buyers waiting first, then those running low; a page at a time.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "sales.manage");
  const t = await fixedT(request);
  const filter = parseStockFilter(new URL(request.url).searchParams);
  const { rows, total, pages, page, games } = await stockPage(requestLang(request), filter);
  return {
    title: `${t("console.stock.title")} — ${t("console.title")}`,
    filter: { ...filter, page },
    rows,
    total,
    pages,
    games,
  };
}

export default function ConsoleStock() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { filter, rows, total, pages, games } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.stock.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.stock.lead")}</p>
      </header>

      <FilterPanel active={activeFilters(filter.q, filter.kind, filter.state, filter.game)}>
        <Form
          method="get"
          className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]"
          data-testid="stock-filters"
        >
          <label className="grid gap-1 text-xs text-muted">
            {t("console.stock.search")}
            <input type="search" name="q" defaultValue={filter.q} className="input" maxLength={100} />
          </label>
          <label className="grid gap-1 text-xs text-muted">
            {t("console.stock.kind")}
            <select name="kind" defaultValue={filter.kind} className="input">
              <option value="">{t("console.stock.kinds.all")}</option>
              <option value="cheat">{t("console.stock.kinds.cheat")}</option>
              <option value="account">{t("console.stock.kinds.account")}</option>
            </select>
          </label>
          <GameFilterSelect
            label={t("console.stock.game")}
            anyLabel={t("console.cheats.anyGame")}
            value={filter.game ?? ""}
            games={games}
          />
          <FilterSelect name="state" label={t("console.stock.state")} value={filter.state}>
            <option value="">{t("console.stock.states.all")}</option>
            {STOCK_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`console.stock.states.${state}`)}
              </option>
            ))}
          </FilterSelect>
          <button type="submit" className="btn-primary min-h-11 self-end">
            {t("console.cheats.filter")}
          </button>
        </Form>
      </FilterPanel>

      <p className="text-sm text-muted" data-testid="stock-total">
        {t("console.stock.total", { count: total })}
      </p>
      {rows.length ? (
        <div className="card overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm" data-testid="stock-table">
            <thead className="text-xs uppercase tracking-wide text-muted">
              <tr className="border-b border-line">
                <th className="p-3 font-medium">{t("console.stock.item")}</th>
                <th className="p-3 text-right font-medium">{t("console.stock.available")}</th>
                <th className="p-3 text-right font-medium">{t("console.stock.reserved")}</th>
                <th className="p-3 text-right font-medium">{t("console.stock.sold")}</th>
                <th className="p-3 text-right font-medium">{t("console.stock.awaiting")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <StockTableRow key={row.id} row={row} to={localize(`/admin/stock/${row.id}`)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="card p-6 text-center text-muted">{t("console.stock.empty")}</p>
      )}
      <ConsolePager page={filter.page} pages={pages} />
    </div>
  );
}

function StockTableRow({ row, to }: { row: StockRow; to: string }) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`stock-row-${row.id}`} data-attention={row.attention || undefined}>
      <td className="p-3">
        <Link to={to} className="font-semibold text-text hover:text-accent-hover">
          {row.name}
          {row.option ? <span className="font-normal text-muted"> · {row.option}</span> : null}
        </Link>
        <p className="text-xs text-muted">
          {row.kind === "account"
            ? t("console.stock.kinds.account")
            : (row.game ?? t("console.stock.noGame"))}
        </p>
      </td>
      <td className="p-3 text-right tabular-nums">
        <span
          className={`inline-flex items-center gap-1 ${row.attention ? "font-semibold text-warning" : "text-text"}`}
        >
          {row.attention ? <AlertTriangle className="size-3.5" aria-label={t("console.stock.low")} /> : null}
          {row.available}
        </span>
      </td>
      <td className="p-3 text-right tabular-nums text-muted">{row.reserved}</td>
      <td className="p-3 text-right tabular-nums text-muted">{row.sold}</td>
      <td
        className={`p-3 text-right tabular-nums ${row.awaiting ? "font-semibold text-status-red" : "text-muted"}`}
      >
        {row.awaiting}
      </td>
    </tr>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
