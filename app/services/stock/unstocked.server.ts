import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prices } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { optionInStock } from "./stock-keys.server";

/**
 * The priced key options of a product with no key to sell: customers see "Out of stock" there.
 * The owner is told on the product's console page and on its shop page (staff only).
 */
export function unstockedOptions(cheatId: number, lang: Lang) {
  return db()
    .select({ title: prices.title, periodDays: prices.periodDays })
    .from(prices)
    .where(
      and(
        eq(prices.cheatId, cheatId),
        eq(prices.lang, lang),
        eq(prices.type, "key"),
        isNotNull(prices.priceMinor),
        sql`not ${optionInStock}`,
      ),
    )
    .orderBy(asc(prices.sort), asc(prices.periodDays));
}
