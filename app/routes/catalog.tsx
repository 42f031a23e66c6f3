import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { GamesBrowser } from "~/components/catalogue/games-browser";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { gameCardView } from "~/services/catalogue/card-views.server";
import { GAMES_PAGE_SIZE, listGames } from "~/services/catalogue/games.server";
import { gameGridParams } from "~/services/catalogue/page-params.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.meta.title, description: data.meta.description }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const t = await fixedT(request);
  const params = gameGridParams(request);
  const games = await listGames({ lang, ...params, pageSize: GAMES_PAGE_SIZE, cumulative: true });
  return data(
    {
      ...params,
      list: games.list.map(gameCardView),
      nextPage: games.nextPage,
      meta: { title: t("catalog.metaTitle"), description: t("catalog.metaDescription") },
    },
    { headers: cacheHeaders(request) },
  );
}

export default function CatalogPage() {
  const { list, nextPage, search, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const text = t("catalog.text", { returnObjects: true }) as string[];
  return (
    <div className="container-page" data-testid="catalog-page">
      <PageHeading title={t("catalog.title")} />
      {/* The cards' titles are h3, as on the home page; the outline needs the level between. */}
      <h2 className="sr-only">{t("home.gamesTitle")}</h2>
      <GamesBrowser games={list} nextPage={nextPage} search={search} category={category} eagerCards={6} />
      <section className="card prose-shop mt-14 p-6 md:p-10" data-testid="catalog-text">
        {text.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
