import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DmaTabs } from "~/components/catalogue/dma-tabs";
import { GameCard } from "~/components/catalogue/game-card";
import { FilteredGrid } from "~/components/catalogue/name-filter";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { listDmaGames } from "~/services/catalogue/dma.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { normalizeSearch } from "~/utils/search";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.meta.title, description: data.meta.description }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  const games = await listDmaGames(requestLang(request));
  return data(
    {
      games,
      search: normalizeSearch(new URL(request.url).searchParams.get("search")),
      meta: { title: t("dma.cheatsMetaTitle"), description: t("dma.cheatsMetaDescription") },
    },
    { headers: cacheHeaders(request) },
  );
}

export default function DmaCheatsPage() {
  const { games, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container-page" data-testid="dma-cheats-page">
      <PageHeading title={t("dma.cheatsTitle")}>
        <p className="mt-3 max-w-2xl text-muted">{t("dma.intro")}</p>
      </PageHeading>
      <DmaTabs />
      <FilteredGrid
        id="dma-search"
        label={t("dma.cheatsTitle")}
        items={games}
        name={(g) => g.title}
        itemKey={(g) => g.slug}
        search={search}
        gridClassName="grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6"
        renderItem={(game, index) => <GameCard game={game} level={2} priority={index === 0} />}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
