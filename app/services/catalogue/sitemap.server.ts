import { asc, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, gameTranslations, games } from "~/db/schema";
import { cached } from "../cache.server";
import { cheatPath } from "./cheats.server";
import { CacheTag } from "../invalidation.server";

/** Every game with its Russian and English titles, and the published cheats (sitemap). */
export function getSitemapData() {
  return cached("sitemap", [CacheTag.catalogue, CacheTag.cheats], 5 * 60_000, async () => {
    const [gameRows, names, cheatRows] = await Promise.all([
      db()
        .select({ id: games.id, slug: games.slug, updatedAt: games.updatedAt })
        .from(games)
        .orderBy(desc(games.sort), asc(games.id)),
      db().select().from(gameTranslations),
      db()
        .select({ slug: cheats.slug, gameSlug: games.slug, updatedAt: cheats.updatedAt })
        .from(cheats)
        .innerJoin(games, eq(games.id, cheats.gameId))
        .where(eq(cheats.isPublished, true))
        .orderBy(asc(cheats.id)),
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
    };
  });
}

// Pages with no parameters that belong in sitemap.xml.
export const staticPaths = [
  "/",
  "/catalog",
  "/statuses",
  "/warranty",
  "/contacts",
  "/privacy-policy",
  "/term-of-use",
  "/payment-and-delivery",
  "/personal",
  "/offer-agreement",
  "/sitemap",
];
