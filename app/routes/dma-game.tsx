import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/react";
import { Breadcrumbs } from "~/components/catalogue/breadcrumbs";
import { DmaCard } from "~/components/catalogue/dma-card";
import { DmaTabs } from "~/components/catalogue/dma-tabs";
import { FilteredGrid } from "~/components/catalogue/name-filter";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { getDmaGame } from "~/services/catalogue/dma.server";
import { cacheHeaders } from "~/utils/http.server";
import { notFoundMeta, pageMeta } from "~/utils/meta";
import { normalizeSearch } from "~/utils/search";
import { canonicalUrl } from "~/utils/seo.server";
import { useLocalize } from "~/utils/use-lang";
import { notFound } from "~/services/catalogue/not-found.server";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? [...pageMeta({ title: data.title, description: data.description })] : notFoundMeta(matches);

/** /dma-game/{slug}: the DMA cheats of one game; 404 when the game has none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await getDmaGame(requestLang(request), params.slug ?? "");
  if (!found) return notFound(request);
  const t = await fixedT(request);
  return data(
    {
      ...found,
      title: `${t("dma.gameTitle", { game: found.game.name })} — Nocturn`,
      description: t("dma.game.metaDescription", { game: found.game.name }),
      search: normalizeSearch(new URL(request.url).searchParams.get("search")),
      canonical: canonicalUrl(request, `/dma-game/${found.game.slug}`),
    },
    { headers: cacheHeaders(request) },
  );
}

export default function DmaGamePage() {
  const { game, cheats, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container-page" data-testid="dma-game-page">
      <Breadcrumbs items={[{ label: t("nav.dmaCheats"), to: "/dma-cheats" }, { label: game.name }]} />
      <h1 className="mb-6 mt-6 font-display text-3xl text-text md:text-4xl">
        {t("dma.gameTitle", { game: game.name })}
      </h1>
      <DmaTabs />
      <FilteredGrid
        id="dma-game-search"
        label={t("dma.gameTitle", { game: game.name })}
        items={cheats}
        name={(c) => c.title}
        itemKey={(c) => c.id}
        search={search}
        gridClassName="grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3"
        renderItem={(item, index) => <DmaCard item={item} priority={index === 0} />}
      />
      <DmaGameText game={game.name} />
    </div>
  );
}

/**
 * What DMA means for this game, in the shop's words rather than the game page's text (that one
 * sells the game's ordinary cheats): how the second computer and the card work, what to buy.
 */
function DmaGameText({ game }: { game: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <section className="card prose-shop mt-14 p-6 md:p-10" data-testid="game-text">
      <p>{t("dma.game.lead", { game })}</p>
      <h2>{t("dma.game.howTitle")}</h2>
      <ul>
        {(t("dma.game.how", { returnObjects: true }) as string[]).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <h2>{t("dma.game.needTitle")}</h2>
      <p>
        <Trans i18nKey="dma.game.need" components={{ doc: <Link to={localize("/dma-components")} /> }} />
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
