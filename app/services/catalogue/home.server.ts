import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, gameTranslations, games, PaymentStatus, purchases } from "~/db/schema";
import { HOME_SECTIONS } from "~/utils/home-layout";
import type { Lang } from "~/utils/lang";
import type { PriceView } from "~/utils/price";
import { siteOrigin } from "~/utils/seo.server";
import { slideTarget } from "~/utils/slide-link";
import type { StatusCode } from "~/utils/status";
import { cached } from "../cache.server";
import { artSizes } from "../media/art-sizes";
import { getSettings } from "../settings.server";
import { listNewCheats, listSliderCheats } from "./cheats.server";
import {
  gameCardColumns,
  gameTranslationJoin,
  pricedGamesFirst,
  toGameCard,
  type GameCard,
} from "./games.server";
import { getBestGames } from "./header.server";
import { CacheTag } from "../invalidation.server";

/** At most this many home slides (SPEC §9). */
export const MAX_SLIDES = 4;

/** A promo slide (SPEC §3 "Carousel slide"). */
export interface Slide {
  title: string;
  description: string;
  /** A page of this shop (unprefixed; the slider localizes it). */
  to: string | null;
  /** An outside https address, opened as is (a settings slide's link only). */
  href: string | null;
  badge: "news" | "new";
  status: StatusCode | null;
  minPrice: PriceView | null;
  tags: string[];
  /** The picture and the width it is stored at (a settings slide's, or a cheat's wide preview). */
  image: { webp: string; width: number } | null;
}

/**
 * GET /api/best-games/home and the home page: the first `bestGames` best games (with tags, cheats
 * count and lowest prices) and the `newCheats` newest cheats — the home page's owner settings.
 */
export async function getBestGamesHome(
  lang: Lang,
  {
    bestGames = HOME_SECTIONS.homeBestGames,
    newCheats = HOME_SECTIONS.homeNewCheats,
  }: { bestGames?: number; newCheats?: number } = {},
) {
  const [best, newest] = await Promise.all([getBestGames(lang, bestGames), listNewCheats(lang, newCheats)]);
  return {
    bestGames: best.map(([game, tags, count, minPrices]) => ({
      game: { ...game, to: `/game/${game.slug}` },
      tags,
      count,
      minPrice: minPrices[lang],
    })),
    newCheats: newest,
  };
}

/**
 * The promo slider: settings slides that have a description, filled up with the newest cheats
 * featured in it (listSliderCheats) to at most four (SPEC §2.4).
 */
export async function getSlides(lang: Lang): Promise<Slide[]> {
  const [settings, newCheats] = await Promise.all([getSettings(lang), listSliderCheats(lang, MAX_SLIDES)]);
  const slides: Slide[] = [];
  for (let n = 1; n <= MAX_SLIDES; n++) {
    const description = settings[`notificationDescription_${n}`]?.trim();
    if (!description) continue;
    const webp = settings[`notificationImage_${n}_WebP`];
    const target = slideTarget(settings[`notificationLink_${n}`], siteOrigin());
    slides.push({
      title: settings[`notificationTitle_${n}`] ?? "",
      description,
      to: target && "path" in target ? target.path : null,
      href: target && "href" in target ? target.href : null,
      badge: "news",
      status: null,
      minPrice: null,
      tags: [],
      image: webp ? { webp, width: artSizes.slide.width } : null,
    });
  }
  for (const cheat of newCheats) {
    if (slides.length >= MAX_SLIDES) break;
    slides.push({
      title: cheat.game ? `${cheat.title} — ${cheat.game.name}` : cheat.title,
      description: "",
      to: cheat.to,
      href: null,
      badge: "new",
      status: cheat.status,
      minPrice: cheat.minPrice,
      tags: cheat.features.slice(0, 2).map((f) => f.name),
      image: cheat.previewWebP ? { webp: cheat.previewWebP, width: artSizes.horizontal.width } : null,
    });
  }
  return slides;
}

/** Games bought most in the last 30 days, filled up with the most popular ones. */
export function getTopGamesOfMonth(lang: Lang, limit = 6): Promise<GameCard[]> {
  return cached(
    `top-month:${lang}:${limit}`,
    [CacheTag.catalogue, CacheTag.cheats, CacheTag.purchases],
    5 * 60_000,
    async () => {
      const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
      const sales = db()
        .select({ gameId: cheats.gameId, sold: sql<number>`count(*)::int`.as("sold") })
        .from(purchases)
        .innerJoin(cheats, eq(cheats.id, purchases.cheatId))
        .where(and(eq(purchases.status, PaymentStatus.Payed), gte(purchases.createdAt, since)))
        .groupBy(cheats.gameId)
        .as("sales");
      const rows = await db()
        .select(gameCardColumns(lang))
        .from(games)
        .innerJoin(gameTranslations, gameTranslationJoin(lang))
        .leftJoin(sales, eq(sales.gameId, games.id))
        .orderBy(
          pricedGamesFirst(lang),
          desc(sql`coalesce(${sales.sold}, 0)`),
          desc(games.sort),
          asc(games.id),
        )
        .limit(limit);
      return rows.map(toGameCard);
    },
  );
}
