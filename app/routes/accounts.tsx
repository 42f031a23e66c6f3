import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SearchForm } from "~/components/catalogue/search-form";
import { AccountCard } from "~/components/catalogue/account-card";
import { LoadMore } from "~/components/catalogue/load-more";
import { NotFoundText } from "~/components/catalogue/name-filter";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { ACCOUNTS_PAGE_SIZE, listAccounts } from "~/services/catalogue/accounts.server";
import { parsePage } from "~/services/catalogue/sql.server";
import { buyRefusalOf } from "~/utils/buy";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { normalizeSearch } from "~/utils/search";

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
  // An account taken off sale has no page: Buy sends its buyer here, and the list says why.
  const refusal = buyRefusalOf(params)?.reasons.map((reason) => t(`buyRefusal.${reason}`)) ?? null;
  return data(
    {
      ...result,
      search,
      refusal,
      meta: { title: t("accounts.metaTitle"), description: t("accounts.metaDescription") },
    },
    // Sent back by Buy with its reason (`?buy=`): that answer is this visitor's, never stored.
    { headers: refusal ? { "Cache-Control": "private, no-store" } : cacheHeaders(request) },
  );
}

export default function AccountsPage() {
  const { list, nextPage, search, refusal } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container-page" data-testid="accounts-page">
      <PageHeading title={t("accounts.title")} />
      {refusal ? (
        <p
          className="mb-4 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm text-text"
          role="alert"
          data-testid="buy-refusal"
        >
          {refusal.join(" ")}
        </p>
      ) : null}
      <SearchForm
        id="accounts-search"
        search={search}
        label={t("accounts.searchLabel")}
        placeholder={t("accounts.searchPlaceholder")}
      />
      {list.length ? (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {list.map((account, index) => (
            <li key={account.slug}>
              <AccountCard account={account} priority={index === 0} />
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
