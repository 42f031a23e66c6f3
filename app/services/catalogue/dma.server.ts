import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { CheatCategory, cheats, gameTranslations, games } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { cached } from "../cache.server";
import { selectCheatCards } from "./cheats.server";
import { cheapestPriceJson, toPriceView } from "./sql.server";
import { gameTranslationJoin } from "./games.server";
import { CacheTag } from "../invalidation.server";

const publishedDmaCheats = and(
  eq(cheats.gameId, games.id),
  eq(cheats.isPublished, true),
  eq(cheats.category, CheatCategory.DMA_CHEATS),
);

/** A game of the DMA section: its card leads to /dma-game/{slug}. */
export interface DmaGameCard {
  type: "game";
  id: number;
  to: string;
  title: string;
  slug: string;
  cheatsCount: number;
  minPrice: ReturnType<typeof toPriceView>;
  previewWebP: string | null;
  previewJPEG: string | null;
}

/** Games that have published DMA cheats (GET /api/cheats/dma-cheats, /dma-cheats). */
export function listDmaGames(lang: Lang): Promise<DmaGameCard[]> {
  return cached(`dma-games:${lang}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, async () => {
    const rows = await db()
      .select({
        id: games.id,
        slug: games.slug,
        title: gameTranslations.name,
        previewWebP: games.previewVerticalWebp,
        previewJPEG: games.previewVerticalJpeg,
        cheatsCount: sql<number>`(select count(*)::int from ${cheats} where ${publishedDmaCheats})`,
        minPrice: cheapestPriceJson(lang, publishedDmaCheats),
      })
      .from(games)
      .innerJoin(gameTranslations, gameTranslationJoin(lang))
      .where(sql`exists (select 1 from ${cheats} where ${publishedDmaCheats})`)
      .orderBy(desc(games.sort), asc(games.id));
    return rows.map((r) => ({
      ...r,
      type: "game" as const,
      to: `/dma-game/${r.slug}`,
      cheatsCount: Number(r.cheatsCount),
      minPrice: toPriceView(r.minPrice),
    }));
  });
}

/** The DMA cheats of one game with its name (the page's texts are DMA's own); null when it has none. */
export function getDmaGame(lang: Lang, slug: string) {
  return cached(`dma-game:${lang}:${slug}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, async () => {
    const [game] = await db()
      .select({
        id: games.id,
        slug: games.slug,
        name: gameTranslations.name,
      })
      .from(games)
      .innerJoin(gameTranslations, gameTranslationJoin(lang))
      .where(eq(games.slug, slug));
    if (!game) return null;
    const list = await selectCheatCards(
      lang,
      and(eq(cheats.gameId, game.id), eq(cheats.category, CheatCategory.DMA_CHEATS)),
    );
    return list.length ? { game, cheats: list } : null;
  });
}

/** DMA components or firmware: products of a category that belong to no game. */
export function listDmaProducts(lang: Lang, category: "components" | "firmware") {
  const code = category === "components" ? CheatCategory.DMA_COMPONENTS : CheatCategory.DMA_FIRMWARE;
  return cached(`dma-products:${lang}:${category}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, () =>
    selectCheatCards(lang, eq(cheats.category, code)),
  );
}
