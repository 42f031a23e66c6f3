import { and, asc, desc, eq, sql } from "drizzle-orm";
import { accountListed } from "./sql.server";
import { db } from "~/db/client.server";
import { CheatCategory, accounts, cheats, gameTranslations, games, problems } from "~/db/schema";
import { cached } from "../cache.server";
import { cheatPath } from "./cheats.server";
import { CacheTag } from "../invalidation.server";

/**
 * Every game with its Russian and English titles, the published products (DMA devices and
 * firmware, which belong to no game, included), the games of the DMA section, the published
 * accounts and the known-error articles (sitemap.xml, /sitemap).
 */
export function getSitemapData() {
  return cached("sitemap", [CacheTag.catalogue, CacheTag.cheats], 5 * 60_000, async () => {
    const [gameRows, names, cheatRows, dmaGameRows, accountRows, problemRows] = await Promise.all([
      db()
        .select({ id: games.id, slug: games.slug, updatedAt: games.updatedAt })
        .from(games)
        .orderBy(desc(games.sort), asc(games.id)),
      db().select().from(gameTranslations),
      db()
        .select({ slug: cheats.slug, gameSlug: games.slug, updatedAt: cheats.updatedAt })
        .from(cheats)
        // DMA devices and firmware belong to no game: their pages are /cheat/dma/… (cheatPath).
        .leftJoin(games, eq(games.id, cheats.gameId))
        .where(eq(cheats.isPublished, true))
        .orderBy(asc(cheats.id)),
      db()
        .select({ slug: games.slug, updatedAt: games.updatedAt })
        .from(games)
        .where(
          sql`exists (select 1 from ${cheats} where ${and(
            eq(cheats.gameId, games.id),
            eq(cheats.isPublished, true),
            eq(cheats.category, CheatCategory.DMA_CHEATS),
          )})`,
        )
        .orderBy(desc(games.sort), asc(games.id)),
      db()
        .select({ slug: accounts.slug, updatedAt: accounts.updatedAt })
        .from(accounts)
        .where(accountListed)
        .orderBy(desc(accounts.sort), asc(accounts.id)),
      db()
        .select({ slug: problems.slug, updatedAt: problems.updatedAt })
        .from(problems)
        .orderBy(desc(problems.sort), asc(problems.id)),
    ]);
    const name = (id: number, lang: "ru" | "en") =>
      names.find((n) => n.gameId === id && n.lang === lang)?.name ?? "";
    return {
      games: gameRows.map((g) => ({
        slug: g.slug,
        to: `/game/${g.slug}`,
        name: { ru: name(g.id, "ru"), en: name(g.id, "en") },
        updatedAt: g.updatedAt,
      })),
      cheats: cheatRows.map((c) => ({ to: cheatPath(c.gameSlug, c.slug), updatedAt: c.updatedAt })),
      dmaGames: dmaGameRows.map((g) => ({ to: `/dma-game/${g.slug}`, updatedAt: g.updatedAt })),
      accounts: accountRows.map((a) => ({ to: `/account/${a.slug}`, updatedAt: a.updatedAt })),
      problems: problemRows.map((p) => ({ to: `/problem/${p.slug}`, updatedAt: p.updatedAt })),
    };
  });
}

// Pages with no parameters that belong in sitemap.xml.
export const staticPaths = [
  "/",
  "/catalog",
  "/statuses",
  "/accounts",
  "/dma-cheats",
  "/dma-components",
  "/dma-firmware",
  "/steam",
  "/faq",
  "/problems",
  "/programs",
  "/warranty",
  "/contacts",
  "/privacy-policy",
  "/term-of-use",
  "/payment-and-delivery",
  "/personal",
  "/offer-agreement",
  "/sitemap",
];
