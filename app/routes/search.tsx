import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { SearchResults } from "~/components/catalogue/search-results";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { search } from "~/services/catalogue/search.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { normalizeSearch } from "~/utils/search";
import { useLocalize } from "~/utils/use-lang";

const Search = icon("search");

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

/** /search?q=: the header search's results as a page (the search without JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const t = await fixedT(request);
  const raw = new URL(request.url).searchParams.get("q");
  const q = normalizeSearch(raw);
  const result = q ? await search(lang, q) : null;
  return data(
    { q, asked: raw !== null, result, title: q ? t("search.titleFor", { query: q }) : t("search.title") },
    { headers: cacheHeaders(request) },
  );
}

export default function SearchPage() {
  const { q, asked, result, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <div className="container-page max-w-3xl" data-testid="search-page">
      <PageHeading title={title} />
      <Form method="get" action={localize("/search")} role="search" className="relative">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-faint"
          aria-hidden
        />
        <input
          type="search"
          name="q"
          defaultValue={q ?? ""}
          key={q ?? ""}
          placeholder={t("search.placeholder")}
          aria-label={t("search.label")}
          maxLength={100}
          className="h-12 w-full rounded-xl border border-line bg-surface-2 pl-10 pr-28 text-text placeholder:text-faint focus:border-accent/70 focus:outline-none"
        />
        <button
          type="submit"
          className="btn-primary absolute right-1.5 top-1/2 -translate-y-1/2 px-4 py-2 text-sm"
        >
          {t("search.submit")}
        </button>
      </Form>
      <div className="card mt-6 overflow-hidden" data-testid="search-page-results">
        {!q ? (
          <p className="p-6 text-muted">{asked ? t("search.empty") : t("search.placeholder")}</p>
        ) : result && result.count > 0 ? (
          <>
            <p className="border-b border-line px-4 py-2.5 text-sm text-faint">
              {t("search.found", { count: result.count })}
            </p>
            <SearchResults items={result.list} />
          </>
        ) : (
          <p className="p-6 text-muted">{t("search.nothing")}</p>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
