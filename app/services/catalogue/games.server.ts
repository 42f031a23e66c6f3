import { and, asc, desc, eq, ilike, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, gameTranslations, games } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import type { PriceView } from "~/utils/price";
import { cached } from "../cache.server";
import {
  cheapestPriceJson,
  pageWindow,
  paginate,
  publishedGameCheats,
  toPriceView,
  type PageRequest,
} from "./sql.server";
import { CacheTag } from "../invalidation.server";
import { sanitizeRichText } from "../content/rich-text.server";

export type GameCategory = "all" | "mobile" | "spoofer";
export const GAME_CATEGORIES: GameCategory[] = ["all", "mobile", "spoofer"];
/** Games per page of the home and catalogue grids. */
export const GAMES_PAGE_SIZE = 12;

/** A game card (SPEC §3 "Cheat card" with type game). */
export interface GameCard {
  type: "game";
  id: number;
  to: string;
  title: string;
  slug: string;
  cheatsCount: number;
  minPrice: PriceView | null;
  previewWebP: string | null;
  previewJPEG: string | null;
  previewHorizontalWebP: string | null;
  previewHorizontalJPEG: string | null;
}

/** Columns of a game card for one language; used by every game list. */
export function gameCardColumns(lang: Lang) {
  return {
    id: games.id,
    slug: games.slug,
    title: gameTranslations.name,
    previewWebP: games.previewVerticalWebp,
    previewJPEG: games.previewVerticalJpeg,
    previewHorizontalWebP: games.previewHorizontalWebp,
    previewHorizontalJPEG: games.previewHorizontalJpeg,
    cheatsCount: sql<number>`(select count(*)::int from ${cheats} where ${publishedGameCheats})`,
    minPrice: cheapestPriceJson(lang, publishedGameCheats),
  };
}

/** Joins a game's translation in `lang`. */
export function gameTranslationJoin(lang: Lang) {
  return and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang));
}

/** Games with a buyable cheat come before those without (SPEC §9). */
export function pricedGamesFirst(lang: Lang) {
  return sql`(${cheapestPriceJson(lang, publishedGameCheats)}) is null`;
}

type GameCardRow = Omit<GameCard, "type" | "to" | "minPrice" | "cheatsCount"> & {
  cheatsCount: number;
  minPrice: Parameters<typeof toPriceView>[0];
};

export function toGameCard(row: GameCardRow): GameCard {
  return {
    ...row,
    type: "game",
    to: `/game/${row.slug}`,
    cheatsCount: Number(row.cheatsCount),
    minPrice: toPriceView(row.minPrice),
  };
}

export interface GameListQuery extends PageRequest {
  lang: Lang;
  category?: GameCategory;
  search?: string | null;
}

/** The searchable, filterable game list of the home page and the catalogue (GET /api/games/home). */
export function listGames(query: GameListQuery) {
  const { lang, category = "all", search = null } = query;
  const window = pageWindow(query);
  const key = `games:${lang}:${category}:${search ?? ""}:${window.offset}:${window.limit}`;
  return cached(key, [CacheTag.catalogue, CacheTag.cheats], 60_000, async () => {
    const filters = [
      category === "mobile" ? eq(games.isMobile, true) : undefined,
      category === "spoofer"
        ? sql`exists (select 1 from ${cheats} where ${publishedGameCheats} and ${cheats.isSpoofer})`
        : undefined,
      search ? ilike(gameTranslations.name, `%${escapeLike(search)}%`) : undefined,
    ];
    const rows = await db()
      .select(gameCardColumns(lang))
      .from(games)
      .innerJoin(gameTranslations, gameTranslationJoin(lang))
      .where(and(...filters))
      .orderBy(pricedGamesFirst(lang), desc(games.sort), asc(games.id))
      .limit(window.limit)
      .offset(window.offset);
    const page = paginate(rows, window);
    return { list: page.list.map(toGameCard), nextPage: page.nextPage };
  });
}

/** Escapes the LIKE wildcards of user text. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One game with its localization; null for an unknown slug. */
export function getGameBySlug(lang: Lang, slug: string) {
  return cached(`game:${lang}:${slug}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, async () => {
    const [row] = await db()
      .select({
        ...gameCardColumns(lang),
        pageTitle: gameTranslations.pageTitle,
        pageDescription: gameTranslations.pageDescription,
        pageText: gameTranslations.pageText,
      })
      .from(games)
      .innerJoin(gameTranslations, gameTranslationJoin(lang))
      .where(eq(games.slug, slug))
      .limit(1);
    if (!row) return null;
    const { pageTitle, pageDescription, pageText, ...card } = row;
    return {
      ...toGameCard(card),
      localization: { pageTitle, pageDescription, pageText: sanitizeRichText(pageText) },
    };
  });
}
