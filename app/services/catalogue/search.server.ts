import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accountTranslations, accounts, cheats, gameTranslations, games, prices } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import type { PriceView } from "~/utils/price";
import type { StatusCode } from "~/utils/status";
import { cached } from "../cache.server";
import { selectCheatCards, type Feature } from "./cheats.server";
import { gameCardColumns, gameTranslationJoin, toGameCard } from "./games.server";
import { findInCatalogue, type Found, type SearchKind } from "./search-index.server";
import { productKind } from "./product-kind.server";
import { accountListed, buyablePrice, effectiveMinor, toPriceView, type MinorPrice } from "./sql.server";
import { CacheTag } from "../invalidation.server";

/** A search hit (SPEC §3 "Search item"). */
export interface SearchItem {
  type: "game" | "cheat" | "account";
  id: number;
  name: string;
  slug: string;
  to: string;
  minPrice: PriceView | null;
  previewWebP: string | null;
  previewJPEG: string | null;
  cheatsCount?: number;
  features?: Feature[];
  /** A cheat's status (SPEC §4.1): the first thing a buyer asks about a product. */
  status?: StatusCode;
}

/** How many hits of each kind a search returns at most. */
const PER_KIND = 8;

/** The ids of one kind among what a search found, best first, at most PER_KIND. */
function idsOf(found: Found[], kind: SearchKind) {
  return found
    .filter((f) => f.kind === kind)
    .slice(0, PER_KIND)
    .map((f) => f.itemId);
}

/**
 * Games, cheats and accounts a search text finds (GET /api/search?q), by any of their names in
 * either language, their game, tags and category, best first (search-index.server.ts).
 */
export function search(lang: Lang, text: string): Promise<{ list: SearchItem[]; count: number }> {
  return cached(
    `search:${lang}:${text.toLowerCase()}`,
    [CacheTag.catalogue, CacheTag.cheats],
    30_000,
    async () => {
      const found = await findInCatalogue(text);
      const [gameIds, cheatIds, accountIds] = (["game", "cheat", "account"] as const).map((kind) =>
        idsOf(found, kind),
      );
      const [gameRows, accountRows] = await Promise.all([
        gameIds.length
          ? db()
              .select(gameCardColumns(lang))
              .from(games)
              .innerJoin(gameTranslations, gameTranslationJoin(lang))
              .where(inArray(games.id, gameIds))
          : [],
        accountIds.length
          ? db()
              .select({
                id: accounts.id,
                slug: accounts.slug,
                name: accountTranslations.name,
                previewWebP: accounts.previewVerticalWebp,
                previewJPEG: accounts.previewVerticalJpeg,
                minPrice: sql<MinorPrice | null>`(select json_build_object('price', ${prices.priceMinor}, 'discountPrice', ${prices.discountPriceMinor}, 'currency', ${prices.currency})
            from ${prices} where ${prices.accountId} = ${accounts.id} and ${buyablePrice(lang)} order by ${effectiveMinor} asc limit 1)`,
              })
              .from(accounts)
              .innerJoin(
                accountTranslations,
                and(eq(accountTranslations.accountId, accounts.id), eq(accountTranslations.lang, lang)),
              )
              .where(and(accountListed, inArray(accounts.id, accountIds)))
          : [],
      ]);
      const cheatCards = cheatIds.length
        ? await selectCheatCards(lang, and(eq(cheats.isPublished, true), inArray(cheats.id, cheatIds))!)
        : [];
      const items: SearchItem[] = [
        ...gameRows.map(toGameCard).map((g) => ({
          type: "game" as const,
          id: g.id,
          name: g.title,
          slug: g.slug,
          to: g.to,
          minPrice: g.minPrice,
          previewWebP: g.previewWebP,
          previewJPEG: g.previewJPEG,
          cheatsCount: g.cheatsCount,
        })),
        ...cheatCards.map((c) => ({
          type: "cheat" as const,
          id: c.id,
          name: c.game ? `${c.title} — ${c.game.name}` : c.title,
          slug: c.slug,
          to: c.to,
          minPrice: c.minPrice,
          previewWebP: c.previewWebP,
          previewJPEG: c.previewJPEG,
          features: c.features,
          // A device has no anti-cheat status (its page shows none either).
          status: productKind(c.category) === "hardware" ? undefined : c.status,
        })),
        ...accountRows.map((a) => ({
          type: "account" as const,
          id: a.id,
          name: a.name,
          slug: a.slug,
          to: `/account/${a.slug}`,
          minPrice: toPriceView(a.minPrice),
          previewWebP: a.previewWebP,
          previewJPEG: a.previewJPEG,
        })),
      ];
      // One list, best match first, whatever its kind.
      const byKey = new Map(items.map((item) => [`${item.type}:${item.id}`, item]));
      const list = found
        .map((f) => byKey.get(`${f.kind}:${f.itemId}`))
        .filter((item): item is SearchItem => item !== undefined);
      return { list, count: list.length };
    },
  );
}
