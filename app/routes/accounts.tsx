import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/catalogue/account-card";
import { LoadMore } from "~/components/catalogue/load-more";
import { NotFoundText } from "~/components/catalogue/name-filter";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { ACCOUNTS_PAGE_SIZE, listAccounts } from "~/services/catalogue/accounts.server";
import { parsePage } from "~/services/catalogue/sql.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { normalizeSearch } from "~/utils/search";
import { useDebouncedSubmit } from "~/utils/use-debounced-submit";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.meta.title, description: data.meta.description }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  const params = new URL(request.url).searchParams;
  const search = normalizeSearch(params.get("search"));
  const result = await listAccounts({
    lang: requestLang(request),
    search,
    page: parsePage(params.get("page")),
    pageSize: ACCOUNTS_PAGE_SIZE,
    cumulative: true,
  });
  return data(
    {
      ...result,
      search,
      meta: { title: t("accounts.metaTitle"), description: t("accounts.metaDescription") },
    },
    { headers: cacheHeaders(request) },
  );
}

export default function AccountsPage() {
  const { list, nextPage, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const submitLater = useDebouncedSubmit(300);
  return (
    <div className="container-page" data-testid="accounts-page">
      <PageHeading title={t("accounts.title")} />
      <Form method="get" role="search" replace preventScrollReset className="relative max-w-md">
        <label htmlFor="accounts-search" className="sr-only">
          {t("accounts.searchLabel")}
        </label>
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-faint"
          aria-hidden
        />
        <input
          id="accounts-search"
          type="search"
          name="search"
          defaultValue={search ?? ""}
          key={search ?? ""}
          placeholder={t("accounts.searchPlaceholder")}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => submitLater(event.currentTarget.form)}
          className="h-11 w-full rounded-xl border border-line bg-surface-2 pl-10 pr-24 text-sm text-text placeholder:text-faint focus:border-accent/70 focus:outline-none"
        />
        <button
          type="submit"
          className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-lg bg-surface-3 px-3 py-1.5 text-xs font-semibold text-text hover:bg-accent"
        >
          {t("catalog.searchSubmit")}
        </button>
      </Form>
      {list.length ? (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {list.map((account) => (
            <li key={account.slug}>
              <AccountCard account={account} />
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
