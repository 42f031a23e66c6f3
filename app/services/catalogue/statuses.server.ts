import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { CheatCategory, cheats, gameTranslations, games } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { groupStatusCounts, type StatusCode } from "~/utils/status";
import { cached } from "../cache.server";
import { cheatPath } from "./cheats.server";
import { escapeLike, gameTranslationJoin } from "./games.server";
import { cheatName, cheatNameLike, pageWindow, paginate, type PageRequest } from "./sql.server";
import { CacheTag } from "../invalidation.server";

/** Games per page on the statuses page (SPEC §9). */
export const STATUS_PAGE_SIZE = 5;

export interface StatusGame {
  id: number;
  name: string;
  slug: string;
  to: string;
  previewWebP: string | null;
  previewJPEG: string | null;
  counts: ReturnType<typeof groupStatusCounts>;
  cheats: { id: number; name: string; to: string; status: StatusCode; statusUpdatedAt: string }[];
}

/**
 * Games with their published cheats and status counts (GET /api/games/statuses). `search`
 * matches the game's or a cheat's name.
 */
export function listStatuses(query: PageRequest & { lang: Lang; search?: string | null }) {
  const { lang, search = null } = query;
  const window = pageWindow(query);
  return cached(
    `statuses:${lang}:${search ?? ""}:${window.offset}:${window.limit}`,
    [CacheTag.catalogue, CacheTag.cheats],
    60_000,
    async () => {
      const published = and(eq(cheats.isPublished, true), eq(cheats.category, CheatCategory.CHEAT));
      const pattern = search ? `%${escapeLike(search)}%` : null;
      const gameRows = await db()
        .select({
          id: games.id,
          name: gameTranslations.name,
          slug: games.slug,
          previewWebP: games.previewHorizontalWebp,
          previewJPEG: games.previewHorizontalJpeg,
        })
        .from(games)
        .innerJoin(gameTranslations, gameTranslationJoin(lang))
        .where(
          and(
            sql`exists (select 1 from ${cheats} where ${cheats.gameId} = ${games.id} and ${published}
            ${pattern ? sql`and (${gameTranslations.name} ilike ${pattern} or ${cheatNameLike(pattern)})` : sql``})`,
          ),
        )
        .orderBy(desc(games.sort), asc(games.id))
        .limit(window.limit)
        .offset(window.offset);
      const page = paginate(gameRows, window);
      const ids = page.list.map((g) => g.id);
      const cheatRows = ids.length
        ? await db()
            .select({
              id: cheats.id,
              gameId: cheats.gameId,
              name: cheatName(lang),
              slug: cheats.slug,
              status: cheats.status,
              statusUpdatedAt: cheats.statusUpdatedAt,
            })
            .from(cheats)
            .where(and(published, inArray(cheats.gameId, ids)))
            .orderBy(desc(cheats.sort), asc(cheats.id))
        : [];
      const list: StatusGame[] = page.list.map((g) => {
        const own = cheatRows.filter((c) => c.gameId === g.id);
        return {
          ...g,
          to: `/game/${g.slug}`,
          counts: groupStatusCounts(own.map((c) => c.status)),
          cheats: own.map((c) => ({
            id: c.id,
            name: c.name,
            to: cheatPath(g.slug, c.slug),
            status: c.status as StatusCode,
            statusUpdatedAt: new Date(c.statusUpdatedAt).toISOString(),
          })),
        };
      });
      return { list, nextPage: page.nextPage };
    },
  );
}
