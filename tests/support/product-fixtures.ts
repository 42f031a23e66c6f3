import { and, count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, games, stockKeys, stocks } from "~/db/schema";
import {
  duplicateProduct,
  productDetails,
  updateProductDetails,
} from "~/services/catalogue/product-writes.server";
import { importKeys } from "~/services/stock/stock-writes.server";
import { DEMO_KEYS_PER_OPTION } from "../../drizzle/seed/data/stock";
import { demoKey } from "../../drizzle/seed/stock";
import { mintActor } from "./actors";

/** A product a story owns: its name on both sites and its page's address (without a language prefix). */
export interface MintedProduct {
  id: number;
  name: string;
  path: string;
}

/**
 * A story's own product: a copy of a seeded one (texts, features, requirements, price options and
 * pictures — what the console's "Duplicate" copies), named `name` on both sites and published, as
 * the owner would make it; each option the original sells from stock gets demo keys of its own
 * through the owner's import (an option seeded without keys stays without). A story that changes a product's
 * status, stock or name works on its own copy, so no other story and no retry meets what it did.
 */
export async function mintProduct(from: string, name: string): Promise<MintedProduct> {
  const [gameSlug, slug] = from.split("/");
  const [source] = await db()
    .select({ id: cheats.id })
    .from(cheats)
    .innerJoin(games, eq(games.id, cheats.gameId))
    .where(and(eq(games.slug, gameSlug), eq(cheats.slug, slug)));
  if (!source) throw new Error(`no seeded product at ${from}`);
  const { user } = await mintActor({ email: "fixtures@nocturn.gg", role: "owner" });
  const ctx = { actor: user, via: "console" };
  const id = await duplicateProduct(ctx, source.id);
  const details = (await productDetails(id))!;
  await updateProductDetails(ctx, id, {
    ...details,
    name,
    isPublished: true,
    inSlider: false,
    ru: { ...details.ru, name },
    en: { ...details.en, name },
  });
  const stocked = await db()
    .select({ periodDays: stocks.periodDays, keys: count(stockKeys.id) })
    .from(stocks)
    .leftJoin(stockKeys, eq(stockKeys.stockId, stocks.id))
    .where(eq(stocks.cheatId, source.id))
    .groupBy(stocks.periodDays);
  const own = await db()
    .select({ id: stocks.id, periodDays: stocks.periodDays })
    .from(stocks)
    .where(eq(stocks.cheatId, id));
  for (const stock of own) {
    const keys = stocked.find((s) => s.periodDays === stock.periodDays)?.keys ?? 0;
    if (keys)
      await importKeys(
        ctx,
        stock.id,
        Array.from({ length: Math.min(keys, DEMO_KEYS_PER_OPTION) }, () => demoKey(stock.periodDays ?? 0)),
      );
  }
  const [copy] = await db().select({ slug: cheats.slug }).from(cheats).where(eq(cheats.id, id));
  return { id, name, path: `/cheat/${gameSlug}/${copy.slug}` };
}
