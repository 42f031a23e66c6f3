import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { searchHits, type SearchGroup } from "~/components/console/search-hits";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { globalSearch } from "~/services/console/global-search.server";
import { MIN_QUERY } from "~/utils/console-search";
import { consoleMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = consoleMeta;

/**
 * GET /admin/search?q=: the top bar's search — the page of grouped results without JavaScript, and
 * what the box's drop-down loads as you type. Each group only for the roles that may see it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireConsoleUser(request);
  const t = await fixedT(request);
  const results = await globalSearch(
    user.role,
    new URL(request.url).searchParams.get("q") ?? "",
    requestLang(request),
  );
  return { title: `${t("console.search.title")} — ${t("console.title")}`, results };
}

const GROUPS: SearchGroup[] = ["orders", "customers", "products", "keys"];

export default function ConsoleSearch() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { results } = useLoaderData<typeof loader>();
  const hits = searchHits(results, t);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.search.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.search.lead")}</p>
      </header>
      {results.query.length < MIN_QUERY ? (
        <p className="text-sm text-muted">{t("console.search.tooShort", { count: MIN_QUERY })}</p>
      ) : hits.length ? (
        GROUPS.filter((group) => hits.some((hit) => hit.group === group)).map((group) => (
          <section key={group} aria-labelledby={`search-${group}`} data-testid={`search-group-${group}`}>
            <h2 id={`search-${group}`} className="mb-2 text-sm font-semibold text-muted">
              {t(`console.search.groups.${group}`)}
            </h2>
            <ul className="card divide-y divide-line">
              {hits
                .filter((hit) => hit.group === group)
                .map((hit) => (
                  <li key={hit.key}>
                    <Link
                      to={localize(hit.to)}
                      className="flex flex-col gap-0.5 px-4 py-3 transition hover:bg-surface-3"
                    >
                      <span className="font-medium text-text">{hit.title}</span>
                      {hit.detail ? <span className="text-xs text-muted">{hit.detail}</span> : null}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="text-sm text-muted" data-testid="search-nothing">
          {t("console.search.nothing", { query: results.query })}
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
