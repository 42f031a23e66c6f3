import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { accountListed } from "./sql.server";
import { db } from "~/db/client.server";
import {
  accountTranslations,
  accounts,
  CheatCategory,
  cheatFeatures,
  cheats,
  gameTranslations,
  games,
  prices,
  purchases,
} from "~/db/schema";
import { PaymentStatus } from "~/utils/payment-status";
import type { Lang } from "~/utils/lang";
import { type PriceView } from "~/utils/price";
import { fromMinor, storedMinor } from "~/utils/money";
import { cached } from "../cache.server";
import { CacheTag } from "../invalidation.server";

export interface HeaderLink {
  id: number;
  name: string;
  slug: string;
  previewWebp: string | null;
  previewJpeg: string | null;
}

export interface BestGame {
  id: number;
  name: string;
  slug: string;
  previewWebp: string | null;
  previewJpeg: string | null;
}

/** [game, tags, cheats count, min price by language] (SPEC §3, header data). */
export type BestGameTuple = [BestGame, string[], number, { ru: PriceView | null; en: PriceView | null }];

export interface HeaderData {
  listGames: { list: HeaderLink[]; count: number };
  accounts: { list: HeaderLink[]; count: number };
  listDma: { list: HeaderLink[]; count: number };
  bestGames: BestGameTuple[];
}

/** How many games and accounts the header menus show (SPEC §9). */
export const HEADER_MENU_SIZE = 8;

/** Header menus and best games for one language, from one cached set of indexed queries (tag "catalogue"). */
export function getHeaderData(lang: Lang): Promise<HeaderData> {
  return cached(`header:${lang}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, () => loadHeaderData(lang));
}

/** The first `count` best games for the home page's carousel (an owner setting), cached as the header. */
export function getBestGames(lang: Lang, count: number): Promise<BestGameTuple[]> {
  return cached(`best-games:${lang}:${count}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, () =>
    loadBestGames(lang, count),
  );
}

async function loadHeaderData(lang: Lang): Promise<HeaderData> {
  const d = db();
  const gameName = and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang));
  const gameColumns = {
    id: games.id,
    name: gameTranslations.name,
    slug: games.slug,
    previewWebp: games.previewVerticalWebp,
    previewJpeg: games.previewVerticalJpeg,
  };
  const dmaGames = d
    .selectDistinct({ gameId: cheats.gameId })
    .from(cheats)
    .where(and(eq(cheats.category, CheatCategory.DMA_CHEATS), eq(cheats.isPublished, true)))
    .as("dma_games");

  const [gameList, [gameCount], accountList, [accountCount], dmaList, best] = await Promise.all([
    d
      .select(gameColumns)
      .from(games)
      .innerJoin(gameTranslations, gameName)
      .orderBy(desc(games.sort), asc(games.id))
      .limit(HEADER_MENU_SIZE),
    d.select({ value: count() }).from(games),
    d
      .select({
        id: accounts.id,
        name: accountTranslations.name,
        slug: accounts.slug,
        previewWebp: accounts.previewVerticalWebp,
        previewJpeg: accounts.previewVerticalJpeg,
      })
      .from(accounts)
      .innerJoin(
        accountTranslations,
        and(eq(accountTranslations.accountId, accounts.id), eq(accountTranslations.lang, lang)),
      )
      .where(accountListed)
      .orderBy(desc(accounts.sort), asc(accounts.id))
      .limit(HEADER_MENU_SIZE),
    d.select({ value: count() }).from(accounts).where(accountListed),
    d
      .select(gameColumns)
      .from(games)
      .innerJoin(gameTranslations, gameName)
      .innerJoin(dmaGames, eq(dmaGames.gameId, games.id))
      .orderBy(desc(games.sort), asc(games.id)),
    loadBestGames(lang),
  ]);
  return {
    listGames: { list: gameList, count: gameCount.value },
    accounts: { list: accountList, count: accountCount.value },
    listDma: { list: dmaList, count: dmaList.length },
    bestGames: best,
  };
}

/**
 * The best games: the most sold of all time (the shop's rating of its games; the home page's
 * "top of the month" counts only the last 30 days and "all games" follows the console's order),
 * with their cheat count, two feature tags and the lowest price per language. The order follows
 * new sales within the header cache's minute rather than dropping the cache on every sale.
 */
async function loadBestGames(lang: Lang, limit = HEADER_MENU_SIZE): Promise<BestGameTuple[]> {
  const d = db();
  const sales = d
    .select({ gameId: cheats.gameId, sold: sql<number>`count(*)::int`.as("sold") })
    .from(purchases)
    .innerJoin(cheats, eq(cheats.id, purchases.cheatId))
    .where(eq(purchases.status, PaymentStatus.Payed))
    .groupBy(cheats.gameId)
    .as("sales");
  const published = and(
    eq(cheats.gameId, games.id),
    eq(cheats.isPublished, true),
    eq(cheats.category, CheatCategory.CHEAT),
  );
  const effective = sql<number>`coalesce(${prices.discountPriceMinor}, ${prices.priceMinor})`;
  const minFor = (l: Lang) =>
    sql<
      number | null
    >`(select min(${effective}) from ${prices} inner join ${cheats} on ${prices.cheatId} = ${cheats.id}
      where ${published} and ${prices.lang} = ${l} and ${prices.priceMinor} is not null)`;
  const rows = await d
    .select({
      id: games.id,
      name: gameTranslations.name,
      slug: games.slug,
      previewWebp: games.previewHorizontalWebp,
      previewJpeg: games.previewHorizontalJpeg,
      cheatsCount: sql<number>`(select count(*)::int from ${cheats} where ${published})`,
      minRu: minFor("ru"),
      minEn: minFor("en"),
      tags: sql<string[] | null>`(select array_agg(distinct ${cheatFeatures.name}) from ${cheatFeatures}
        inner join ${cheats} on ${cheatFeatures.cheatId} = ${cheats.id} where ${published} and ${cheatFeatures.lang} = ${lang})`,
    })
    .from(games)
    .innerJoin(gameTranslations, and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang)))
    .leftJoin(sales, eq(sales.gameId, games.id))
    .where(sql`exists (select 1 from ${cheats} where ${published})`)
    .orderBy(desc(sql`coalesce(${sales.sold}, 0)`), desc(games.sort), asc(games.id))
    .limit(limit);
  const view = (minor: number | null, currency: number): PriceView | null =>
    minor == null ? null : { price: fromMinor(storedMinor(minor)), discountPrice: null, currency };
  return rows.map((r) => [
    { id: r.id, name: r.name, slug: r.slug, previewWebp: r.previewWebp, previewJpeg: r.previewJpeg },
    (r.tags ?? []).slice(0, 2),
    Number(r.cheatsCount),
    { ru: view(r.minRu, 0), en: view(r.minEn, 1) },
  ]);
}
