import { count, eq } from "drizzle-orm";
import { accountListed } from "./sql.server";
import { db } from "~/db/client.server";
import { accounts, cheats } from "~/db/schema";
import { cached } from "../cache.server";
import { CacheTag } from "../invalidation.server";

/** Published cheats and accounts: the "N+" offers count of the home catalogue link. */
export function countOffers(): Promise<number> {
  return cached("offers-count", [CacheTag.catalogue, CacheTag.cheats], 60_000, async () => {
    const [[c], [a]] = await Promise.all([
      db().select({ value: count() }).from(cheats).where(eq(cheats.isPublished, true)),
      db().select({ value: count() }).from(accounts).where(accountListed),
    ]);
    return c.value + a.value;
  });
}
