import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT } from "~/i18n/i18n.server";
import { getSitemapData } from "~/services/catalogue/sitemap.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { useLang, useLocalize } from "~/utils/use-lang";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.description }) : [];

/** /sitemap: links to every game page with its Russian and English titles. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  const { games } = await getSitemapData();
  return data(
    { games, title: t("sitemap.metaTitle"), description: t("pageMeta.sitemapDescription") },
    { headers: cacheHeaders(request) },
  );
}

export default function SitemapPage() {
  const { games } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalize();
  const other = lang === "ru" ? "en" : "ru";
  return (
    <div className="container-page" data-testid="sitemap-page">
      <PageHeading title={t("sitemap.title")} />
      <h2 className="mb-4 font-display text-xl text-text">{t("sitemap.games")}</h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((g) => (
          <li key={g.slug}>
            <Link
              to={localize(g.to)}
              className="card block px-4 py-3 transition hover:border-accent/60"
              data-testid="sitemap-game"
            >
              <span className="block font-medium text-text">{g.name[lang]}</span>
              <span className="block text-xs text-faint" lang={other}>
                {g.name[other]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
