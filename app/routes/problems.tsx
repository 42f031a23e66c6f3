import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { SearchForm } from "~/components/catalogue/search-form";
import { HelpTabs, SupportButton } from "~/components/catalogue/help-tabs";
import { LoadMore } from "~/components/catalogue/load-more";
import { NotFoundText } from "~/components/catalogue/name-filter";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { listProblems, PROBLEMS_PAGE_SIZE } from "~/services/catalogue/problems.server";
import { parsePage } from "~/services/catalogue/sql.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { normalizeSearch } from "~/utils/search";
import { useLocalize } from "~/utils/use-lang";

const ArrowRight = icon("arrow-right");
const TriangleAlert = icon("triangle-exclamation-point");

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.meta.title, description: data.meta.description }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  const params = new URL(request.url).searchParams;
  const search = normalizeSearch(params.get("search"));
  const result = await listProblems({
    lang: requestLang(request),
    search,
    page: parsePage(params.get("page")),
    pageSize: PROBLEMS_PAGE_SIZE,
    cumulative: true,
  });
  return data(
    {
      ...result,
      search,
      meta: { title: t("problems.metaTitle"), description: t("problems.metaDescription") },
    },
    { headers: cacheHeaders(request) },
  );
}

export default function ProblemsPage() {
  const { list, nextPage, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <div className="container-page" data-testid="problems-page">
      <PageHeading title={t("problems.title")}>
        <p className="mt-3 max-w-2xl text-muted">{t("problems.intro")}</p>
        <SupportButton className="mt-6" />
      </PageHeading>
      <HelpTabs />
      <SearchForm
        id="problems-search"
        search={search}
        label={t("problems.searchLabel")}
        placeholder={t("problems.searchPlaceholder")}
        className="mt-6 max-w-md"
      />
      {list.length ? (
        <ul
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="problem-cards"
        >
          {list.map((problem) => (
            <li key={problem.slug}>
              <Link
                to={localize(problem.to)}
                className="card group flex h-full flex-col p-5 transition hover:border-accent/60"
                data-testid="problem-card"
              >
                <TriangleAlert className="size-5 text-warning" aria-hidden />
                <h2 className="mt-3 font-semibold leading-snug text-text">{problem.title}</h2>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{problem.shortDescription}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent">
                  {t("problems.read")}
                  <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <NotFoundText>{search ? t("list.notFound", { query: search }) : t("list.empty")}</NotFoundText>
      )}
      <LoadMore nextPage={nextPage} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
