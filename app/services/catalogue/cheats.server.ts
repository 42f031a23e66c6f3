import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  CheatCategory,
  cheatFeatures,
  cheatRequirements,
  cheatScreenshots,
  cheatTranslations,
  cheatVideos,
  cheats,
  gameTranslations,
  games,
  prices,
} from "~/db/schema";
import { compareCheats } from "~/utils/cheat-sort";
import type { Lang } from "~/utils/lang";
import type { PriceView } from "~/utils/price";
import { DETECTED, type StatusCode } from "~/utils/status";
import { cached } from "../cache.server";
import {
  buyablePrice,
  cheatName,
  effectiveMinor,
  priceRowWithStock,
  toPriceOption,
  toPriceView,
  type MinorPrice,
} from "./sql.server";
import { CacheTag } from "../invalidation.server";
import { sanitizeRichText, sanitizeVideoEmbed } from "../content/rich-text.server";

/** Slug standing for "no game" in cheat URLs: DMA components and firmware belong to none. */
export const NO_GAME_SLUG = "dma";

export interface Feature {
  name: string;
  isComponent: boolean;
}

/** A cheat card (SPEC §3). An unpublished cheat has no minPrice: it is out of stock. */
export interface CheatCard {
  type: "cheat";
  id: number;
  to: string;
  title: string;
  slug: string;
  game: { name: string; slug: string } | null;
  category: number;
  status: StatusCode;
  statusUpdatedAt: string;
  /** Staff's public note on the last status change ("" when none), shown as written. */
  statusNote: string;
  isPublished: boolean;
  sort: number;
  features: Feature[];
  minPrice: PriceView | null;
  previewWebP: string | null;
  previewJPEG: string | null;
}

/** The cheapest buyable option of the cheat in the outer query; none for an unpublished cheat. */
function cheatMinPriceJson(lang: Lang) {
  return sql<MinorPrice | null>`case when ${cheats.isPublished} then (select json_build_object('price', ${prices.priceMinor}, 'discountPrice', ${prices.discountPriceMinor}, 'currency', ${prices.currency})
    from ${prices} where ${prices.cheatId} = ${cheats.id} and ${buyablePrice(lang)}
    order by ${effectiveMinor} asc limit 1) end`;
}

function cheatCardColumns(lang: Lang) {
  return {
    id: cheats.id,
    slug: cheats.slug,
    title: cheatName(lang),
    category: cheats.category,
    status: cheats.status,
    statusUpdatedAt: cheats.statusUpdatedAt,
    statusNote: cheats.statusNote,
    isPublished: cheats.isPublished,
    sort: cheats.sort,
    previewWebP: cheats.previewWebp,
    previewJPEG: cheats.previewJpeg,
    gameName: gameTranslations.name,
    gameSlug: games.slug,
    minPrice: cheatMinPriceJson(lang),
  };
}

/** The cheat URL: /cheat/{game}/{cheat}, with "dma" for cheats without a game. */
export function cheatPath(gameSlug: string | null, cheatSlug: string) {
  return `/cheat/${gameSlug ?? NO_GAME_SLUG}/${cheatSlug}`;
}

/** Cheats with their game, features and cheapest price, as cards, in one round of queries. */
export async function selectCheatCards(
  lang: Lang,
  where: ReturnType<typeof and>,
  limit?: number,
  order = true,
) {
  let query = db()
    .select(cheatCardColumns(lang))
    .from(cheats)
    .leftJoin(games, eq(games.id, cheats.gameId))
    .leftJoin(gameTranslations, and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang)))
    .where(where)
    .orderBy(desc(cheats.createdAt), desc(cheats.id))
    .$dynamic();
  if (limit) query = query.limit(limit);
  const rows = await query;
  const features = await featuresOf(
    lang,
    rows.map((r) => r.id),
  );
  const cards: CheatCard[] = rows.map((r) => ({
    type: "cheat",
    id: r.id,
    to: cheatPath(r.gameSlug, r.slug),
    title: r.title,
    slug: r.slug,
    game: r.gameSlug && r.gameName ? { name: r.gameName, slug: r.gameSlug } : null,
    category: r.category,
    status: r.status as StatusCode,
    statusUpdatedAt: new Date(r.statusUpdatedAt).toISOString(),
    statusNote: r.statusNote,
    isPublished: r.isPublished,
    sort: r.sort,
    features: features.get(r.id) ?? [],
    minPrice: toPriceView(r.minPrice),
    previewWebP: r.previewWebP,
    previewJPEG: r.previewJPEG,
  }));
  return order ? cards.sort(compareCheats) : cards;
}

async function featuresOf(lang: Lang, cheatIds: number[]) {
  const map = new Map<number, Feature[]>();
  if (!cheatIds.length) return map;
  const rows = await db()
    .select({
      cheatId: cheatFeatures.cheatId,
      name: cheatFeatures.name,
      isComponent: cheatFeatures.isComponent,
    })
    .from(cheatFeatures)
    .where(and(eq(cheatFeatures.lang, lang), inArray(cheatFeatures.cheatId, cheatIds)))
    .orderBy(asc(cheatFeatures.sort));
  for (const row of rows) {
    const list = map.get(row.cheatId) ?? [];
    list.push({ name: row.name, isComponent: row.isComponent });
    map.set(row.cheatId, list);
  }
  return map;
}

/** The cheats of one game's page (plain cheats, published or not), in the order of SPEC §9. */
export function listGameCheats(lang: Lang, gameId: number) {
  return cached(`game-cheats:${lang}:${gameId}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, () =>
    selectCheatCards(lang, and(eq(cheats.gameId, gameId), eq(cheats.category, CheatCategory.CHEAT))),
  );
}

/** The newest published cheats (home page). */
export function listNewCheats(lang: Lang, limit = 8) {
  return cached(`new-cheats:${lang}:${limit}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, () =>
    selectCheatCards(
      lang,
      and(eq(cheats.isPublished, true), eq(cheats.category, CheatCategory.CHEAT)),
      limit,
      false,
    ),
  );
}

/**
 * The newest cheats the owner featured in the home slider (asked when they were published), none
 * whose status is Detected: the slider advertises, and a detected product is not to be advertised.
 */
export function listSliderCheats(lang: Lang, limit: number) {
  return cached(`slider-cheats:${lang}:${limit}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, () =>
    selectCheatCards(
      lang,
      and(
        eq(cheats.isPublished, true),
        eq(cheats.category, CheatCategory.CHEAT),
        eq(cheats.inSlider, true),
        ne(cheats.status, DETECTED),
      ),
      limit,
      false,
    ),
  );
}

function cheatWhere(gameSlug: string, cheatSlug: string) {
  return and(
    eq(cheats.slug, cheatSlug),
    gameSlug === NO_GAME_SLUG ? isNull(cheats.gameId) : eq(games.slug, gameSlug),
  );
}

export type { PriceOption } from "./sql.server";

/** One cheat with everything its page shows; null for unknown slugs. */
export function getCheat(lang: Lang, gameSlug: string, cheatSlug: string) {
  return cached(
    `cheat:${lang}:${gameSlug}:${cheatSlug}`,
    [CacheTag.catalogue, CacheTag.cheats],
    60_000,
    async () => {
      const [card] = await selectCheatCards(lang, cheatWhere(gameSlug, cheatSlug), 1);
      if (!card) return null;
      const d = db();
      const [[localization], options, requirements, videos, screenshots, [background]] = await Promise.all([
        d
          .select({
            pageTitle: cheatTranslations.pageTitle,
            pageDescription: cheatTranslations.pageDescription,
            text: cheatTranslations.text,
            functions: cheatTranslations.functions,
          })
          .from(cheatTranslations)
          .where(and(eq(cheatTranslations.cheatId, card.id), eq(cheatTranslations.lang, lang))),
        d
          .select(priceRowWithStock)
          .from(prices)
          .where(and(eq(prices.cheatId, card.id), eq(prices.lang, lang)))
          .orderBy(asc(prices.sort)),
        d
          .select({ id: cheatRequirements.id, name: cheatRequirements.name, value: cheatRequirements.value })
          .from(cheatRequirements)
          .where(and(eq(cheatRequirements.cheatId, card.id), eq(cheatRequirements.lang, lang)))
          .orderBy(asc(cheatRequirements.sort)),
        d
          .select({ id: cheatVideos.id, body: cheatVideos.body })
          .from(cheatVideos)
          .where(eq(cheatVideos.cheatId, card.id))
          .orderBy(asc(cheatVideos.sort)),
        d
          .select({
            id: cheatScreenshots.id,
            previewWebP: cheatScreenshots.previewWebp,
            previewJPEG: cheatScreenshots.previewJpeg,
            width: cheatScreenshots.width,
            height: cheatScreenshots.height,
          })
          .from(cheatScreenshots)
          .where(eq(cheatScreenshots.cheatId, card.id))
          .orderBy(asc(cheatScreenshots.sort)),
        d
          .select({ webp: cheats.backgroundWebp, jpeg: cheats.backgroundJpeg })
          .from(cheats)
          .where(eq(cheats.id, card.id)),
      ]);
      // An unpublished cheat cannot be bought, whatever its options say.
      const priceOptions = options.map((p) => toPriceOption(p, card.isPublished));
      return {
        ...card,
        name: card.title,
        backgroundWebP: background?.webp ?? null,
        backgroundJPEG: background?.jpeg ?? null,
        prices: card.isPublished
          ? priceOptions
          : priceOptions.map((p) => ({ ...p, price: null, discountPrice: null })),
        requirements,
        videos: videos
          .map((video) => ({ ...video, body: sanitizeVideoEmbed(video.body) }))
          .filter((video) => video.body),
        screenshots,
        localization: localization
          ? {
              ...localization,
              text: sanitizeRichText(localization.text),
              functions: sanitizeRichText(localization.functions),
            }
          : { pageTitle: "", pageDescription: "", text: "", functions: "" },
      };
    },
  );
}

export type CheatDetails = NonNullable<Awaited<ReturnType<typeof getCheat>>>;

/** Requirements and at most 4 features of a cheat (the requirements sub-view). */
export async function getCheatRequirements(lang: Lang, gameSlug: string, cheatSlug: string) {
  const cheat = await getCheat(lang, gameSlug, cheatSlug);
  if (!cheat) return null;
  return { requirements: cheat.requirements, features: cheat.features.slice(0, 4) };
}

/** Other cheats of the same game first, then popular published cheats of other games (up to 8). */
export function getRecommendations(lang: Lang, gameSlug: string, limit = 8) {
  return cached(
    `recommendations:${lang}:${gameSlug}`,
    [CacheTag.catalogue, CacheTag.cheats],
    60_000,
    async () => {
      const [game] = await db()
        .select({ id: games.id, name: gameTranslations.name, slug: games.slug })
        .from(games)
        .innerJoin(
          gameTranslations,
          and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang)),
        )
        .where(eq(games.slug, gameSlug));
      if (!game) return null;
      const published = and(eq(cheats.isPublished, true), eq(cheats.category, CheatCategory.CHEAT));
      const own = await selectCheatCards(lang, and(published, eq(cheats.gameId, game.id)), limit);
      const others = (await selectCheatCards(lang, and(published, ne(cheats.gameId, game.id)), 40)).filter(
        (c) => c.minPrice,
      );
      return { game, recommendations: [...own, ...others].slice(0, limit) };
    },
  );
}
