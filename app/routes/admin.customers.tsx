import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ConsolePager } from "~/components/console/pager";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { parsePage } from "~/services/catalogue/sql.server";
import { listCustomers } from "~/services/users/customer-admin.server";
import { formatStatusDate } from "~/utils/dates";
import { consoleMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = consoleMeta;

/** GET /admin/customers: users by e-mail or login, with their paid orders. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "users.manage");
  const lang = requestLang(request);
  const t = await fixedT(request);
  const query = new URL(request.url).searchParams;
  const q = (query.get("q") ?? "").trim().slice(0, 100);
  const page = parsePage(query.get("page"));
  const { rows, total, pages } = await listCustomers({ q, page });
  return {
    title: `${t("console.customers.title")} — ${t("console.title")}`,
    q,
    page,
    pages,
    total,
    rows: rows.map((row) => ({ ...row, createdAt: formatStatusDate(row.createdAt, lang) })),
  };
}

export default function ConsoleCustomers() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { q, page, pages, total, rows } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <header>
        <h1 id="customers-title" className="font-display text-3xl text-text">
          {t("console.customers.title")}
        </h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.customers.lead")}</p>
      </header>
      <Form method="get" className="card flex flex-wrap items-end gap-3 p-4" data-testid="customers-search">
        <label className="grid flex-1 gap-1 text-xs text-muted">
          {t("console.customers.search")}
          <input type="search" name="q" defaultValue={q} maxLength={100} className="input" />
        </label>
        <button type="submit" className="btn-primary min-h-11">
          {t("console.cheats.filter")}
        </button>
      </Form>
      <p className="text-sm text-muted">{t("console.customers.total", { count: total })}</p>
      {rows.length ? (
        <ul className="card divide-y divide-line" aria-labelledby="customers-title" data-testid="customers">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={localize(`/admin/customers/${row.id}`)}
                className="flex flex-wrap items-center justify-between gap-2 p-4 transition hover:bg-surface-3"
                data-testid={`customer-${row.id}`}
              >
                <span className="min-w-0">
                  <span className="font-semibold text-text">{row.login}</span>
                  <span className="block truncate text-xs text-muted">
                    {row.email ?? t("console.orders.noEmail")} · {row.createdAt}
                  </span>
                </span>
                <span className="flex items-center gap-2 text-xs">
                  {row.isBlocked ? (
                    <span className="rounded-md bg-status-red/15 px-2 py-0.5 font-semibold text-status-red">
                      {t("console.customers.blocked")}
                    </span>
                  ) : null}
                  <span className="rounded-md bg-surface-3 px-2 py-0.5 text-muted">
                    {t(`profile.role.${row.role}`)}
                  </span>
                  <span className="tabular-nums text-muted">
                    {t("console.orders.total", { count: row.paid })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card p-6 text-center text-muted">{t("console.customers.empty")}</p>
      )}
      <ConsolePager page={page} pages={pages} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
