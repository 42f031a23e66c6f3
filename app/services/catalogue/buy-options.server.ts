import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, cheats, games, prices } from "~/db/schema";
import { priceRowWithStock } from "./sql.server";

/** Price options with their product's publication, address and place in the catalogue (Buy, coupon quotes). */
export function buyOptionRows(optionIds: number[]) {
  return db()
    .select({
      price: priceRowWithStock,
      cheatPublished: cheats.isPublished,
      cheatSlug: cheats.slug,
      gameSlug: games.slug,
      gameId: games.id,
      category: cheats.category,
      accountPublished: accounts.isPublished,
      accountSlug: accounts.slug,
    })
    .from(prices)
    .leftJoin(cheats, eq(cheats.id, prices.cheatId))
    .leftJoin(games, eq(games.id, cheats.gameId))
    .leftJoin(accounts, eq(accounts.id, prices.accountId))
    .where(inArray(prices.id, optionIds));
}
export type BuyOptionRow = Awaited<ReturnType<typeof buyOptionRows>>[number];

/** What a coupon's scope reads of an option (promotions/coupons.server.ts). */
export const couponTargetOf = (row: BuyOptionRow) => ({
  cheatId: row.price.cheatId,
  accountId: row.price.accountId,
  gameId: row.gameId,
  category: row.category,
});
