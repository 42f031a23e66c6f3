import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Breadcrumbs } from "~/components/catalogue/breadcrumbs";
import { CheatCard } from "~/components/catalogue/cheat-card";
import { NameFilterBox, NotFoundText, useNameFilter } from "~/components/catalogue/name-filter";
import { PriceTag } from "~/components/catalogue/price-tag";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Picture } from "~/components/ui/picture";
import { requestLang } from "~/i18n/i18n.server";
import { listGameCheats } from "~/services/catalogue/cheats.server";
import { getGameBySlug } from "~/services/catalogue/games.server";
import { cacheHeaders } from "~/utils/http.server";
import { notFoundMeta, pageMeta } from "~/utils/meta";
import { normalizeSearch } from "~/utils/search";
import { canonicalUrl, siteOrigin } from "~/utils/seo.server";
import { notFound } from "~/services/catalogue/not-found.server";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...pageMeta({
          title: data.game.localization.pageTitle || data.game.title,
          description: data.game.localization.pageDescription,
        }),
      ]
    : notFoundMeta(matches);

/** /game/{slug} and /{slug}: the game's cheats; an unknown slug is the 404 page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const game = await getGameBySlug(lang, params.slug ?? "");
  if (!game) return notFound(request);
  const cheats = await listGameCheats(lang, game.id);
  return data(
    {
      game,
      cheats,
      search: normalizeSearch(new URL(request.url).searchParams.get("search")),
      canonical: canonicalUrl(request, `/game/${game.slug}`),
      ogImage: game.previewHorizontalJPEG ? siteOrigin() + game.previewHorizontalJPEG : null,
    },
    { headers: cacheHeaders(request) },
  );
}

export default function GamePage() {
  const { game, cheats, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // Filtering happens in the browser as the visitor types; without JavaScript the form posts ?search=.
  const { query, setQuery, shown } = useNameFilter(cheats, (c) => c.title, search);
  return (
    <div data-testid="game-page">
      <section className="relative overflow-hidden border-b border-line">
        {game.previewHorizontalWebP ? (
          <div className="absolute inset-0" aria-hidden>
            <Picture
              webp={game.previewHorizontalWebP}
              alt=""
              width={640}
              height={360}
              priority
              sizes="100vw"
              className="h-full w-full object-cover opacity-35 blur-[2px]"
            />
            <div className="absolute inset-0 bg-gradient-to-t from-bg via-bg/70 to-bg/20" />
          </div>
        ) : null}
        <div className="container-page relative pb-10">
          <Breadcrumbs items={[{ label: t("breadcrumbs.catalog"), to: "/catalog" }, { label: game.title }]} />
          <h1 className="mt-8 font-display text-3xl text-text md:text-5xl">
            {t("game.cheatsTitle", { game: game.title })}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-4 text-sm text-muted">
            <span>{t("counts.cheats", { count: game.cheatsCount })}</span>
            <PriceTag price={game.minPrice} />
          </div>
        </div>
      </section>
      <div className="container-page mt-8">
        {/* The cards' titles are h3, as on every list; the outline needs the level between. */}
        <h2 id="game-cheats-title" className="sr-only">
          {t("game.listTitle")}
        </h2>
        <NameFilterBox
          id="cheat-search"
          value={query}
          onChange={setQuery}
          label={t("game.searchLabel")}
          placeholder={t("game.searchPlaceholder")}
        />
        {shown.length ? (
          <ul
            className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-labelledby="game-cheats-title"
            data-testid="game-cheats"
          >
            {shown.map((cheat) => (
              <li key={cheat.id}>
                <CheatCard cheat={cheat} />
              </li>
            ))}
          </ul>
        ) : (
          <NotFoundText>
            {cheats.length ? t("list.notFound", { query: query.trim() }) : t("game.noCheats")}
          </NotFoundText>
        )}
        {game.localization.pageText ? (
          <section
            className="card prose-shop mt-14 p-6 md:p-10"
            data-testid="game-text"
            dangerouslySetInnerHTML={{ __html: game.localization.pageText }}
          />
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
