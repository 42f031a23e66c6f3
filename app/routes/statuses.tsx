import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { SearchForm } from "~/components/catalogue/search-form";
import { LoadMore } from "~/components/catalogue/load-more";
import { StatusBadge, statusColorClass } from "~/components/catalogue/status-badge";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Picture } from "~/components/ui/picture";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { listStatuses, STATUS_PAGE_SIZE } from "~/services/catalogue/statuses.server";
import { parsePage } from "~/services/catalogue/sql.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { normalizeSearch, queryString } from "~/utils/search";
import { STATUSES, parseStatusFilter, statusMeta, toggleStatusFilter, type StatusCode } from "~/utils/status";
import { useLocalize } from "~/utils/use-lang";

const ChevronDown = icon("chevron-down");

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.meta.title, description: data.meta.description }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const t = await fixedT(request);
  const params = new URL(request.url).searchParams;
  const search = normalizeSearch(params.get("search"));
  const result = await listStatuses({
    lang,
    search,
    page: parsePage(params.get("page")),
    pageSize: STATUS_PAGE_SIZE,
    cumulative: true,
  });
  return data(
    {
      ...result,
      search,
      meta: { title: t("statuses.metaTitle"), description: t("statuses.metaDescription") },
    },
    { headers: cacheHeaders(request) },
  );
}

const groups = [
  { key: "working", color: "green" },
  { key: "risk", color: "blue" },
  { key: "updating", color: "gray" },
  { key: "detected", color: "red" },
] as const;

export default function StatusesPage() {
  const { list, nextPage, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localize = useLocalize();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const active = parseStatusFilter(params.get("status"));
  const filterLink = (status: StatusCode) => {
    const next = toggleStatusFilter(active, status);
    return `${location.pathname}${queryString({
      search,
      page: params.get("page"),
      status: next.length === STATUSES.length ? null : next.join(","),
    })}`;
  };

  return (
    <div className="container-page" data-testid="statuses-page">
      <PageHeading title={t("statuses.title")}>
        <p className="mt-3 text-muted">{t("statuses.intro")}</p>
      </PageHeading>

      <div className="grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
        <SearchForm
          id="status-search"
          search={search}
          label={t("statuses.searchLabel")}
          placeholder={t("statuses.searchPlaceholder")}
          hidden={{ status: params.get("status") }}
        />
        <nav
          aria-label={t("statuses.filterLabel")}
          className="flex flex-wrap gap-2"
          data-testid="status-filters"
        >
          {STATUSES.map((status) => {
            const on = active.includes(status);
            const color = statusColorClass[statusMeta[status].color];
            return (
              <Link
                key={status}
                to={filterLink(status)}
                replace
                preventScrollReset
                // A toggle that still works as a link without JavaScript; Space presses it like a button.
                role="button"
                aria-pressed={on}
                onKeyDown={(event) => {
                  if (event.key === " ") {
                    event.preventDefault();
                    event.currentTarget.click();
                  }
                }}
                data-testid={`status-filter-${status}`}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-xs font-semibold transition ${
                  on ? `${color.ring} ${color.text}` : "border-line text-faint line-through"
                }`}
              >
                <span className={`size-1.5 rounded-full ${on ? color.dot : "bg-faint"}`} aria-hidden />
                {t(`status.${statusMeta[status].key}`)}
              </Link>
            );
          })}
        </nav>
      </div>

      {list.length ? (
        <ul
          // Each card keeps its own height: opening one game's list does not stretch its row.
          className="mt-8 grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
          data-testid="status-games"
        >
          {list.map((game, index) => {
            const shown = game.cheats.filter((c) => active.includes(c.status));
            return (
              <li key={game.id} className="card overflow-hidden" data-testid="status-game">
                <Link to={localize(game.to)} className="relative block">
                  {game.previewWebP ? (
                    <Picture
                      webp={game.previewWebP}
                      alt=""
                      // The first card's picture is the page's largest paint: asked for first.
                      priority={index === 0}
                      width={640}
                      height={360}
                      className="aspect-[16/6] w-full object-cover opacity-80"
                    />
                  ) : null}
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 to-transparent p-4 pt-10 font-display text-lg text-white">
                    {game.name}
                  </span>
                </Link>
                <dl className="grid grid-cols-4 gap-1 border-b border-line p-3 text-center">
                  {groups.map((g) => (
                    // The term before its figure, as HTML asks; the figure is drawn on top.
                    <div key={g.key} className="flex flex-col-reverse" data-testid={`count-${g.key}`}>
                      <dt className="text-[11px] leading-tight text-faint">{t(`status.groups.${g.key}`)}</dt>
                      <dd className={`font-display text-xl ${statusColorClass[g.color].text}`}>
                        {game.counts[g.key]}
                      </dd>
                    </div>
                  ))}
                </dl>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-text [&::-webkit-details-marker]:hidden">
                    {t("statuses.showCheats")} ({shown.length})
                    <ChevronDown className="size-4 text-muted transition group-open:rotate-180" aria-hidden />
                  </summary>
                  <ul
                    className="max-h-72 divide-y divide-line/60 overflow-y-auto border-t border-line"
                    data-testid="status-cheats"
                  >
                    {shown.length ? (
                      shown.map((c) => (
                        <li key={c.id}>
                          <Link
                            to={localize(c.to)}
                            className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm text-muted hover:bg-surface-2 hover:text-text"
                          >
                            <span className="truncate">{c.name}</span>
                            <StatusBadge status={c.status} className="shrink-0" />
                          </Link>
                        </li>
                      ))
                    ) : (
                      <li className="px-4 py-3 text-sm text-faint">{t("statuses.noMatch")}</li>
                    )}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="card mt-8 p-8 text-center text-muted" data-testid="list-not-found">
          {search ? t("list.notFound", { query: search }) : t("list.empty")}
        </p>
      )}
      <LoadMore nextPage={nextPage} />

      <section className="card mt-12 p-6" data-testid="status-legend" aria-labelledby="status-legend-title">
        <h2 id="status-legend-title" className="font-display text-lg text-text">
          {t("status.legend")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {STATUSES.map((status) => (
            <li key={status} className="flex flex-col items-start gap-2">
              <StatusBadge status={status} />
              <span className="text-xs text-muted">{t(`status.hints.${statusMeta[status].key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
