import { and, count, eq } from "drizzle-orm";
import { db, type Db, type Tx } from "~/db/client.server";
import { cheats, Currency, prices, purchases } from "~/db/schema";
import type { PriceOptionInput } from "~/utils/console-forms";
import type { Lang } from "~/utils/lang";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { optionTypeFor } from "./product-writes.server";
import { decimalFromMinor, type Minor } from "~/utils/money";
import { ensureStocks } from "../stock/stock-labels.server";

/** The currency of each site language (SPEC §3: RUB on the Russian site, USD on the English one). */
const LANG_CURRENCY: Record<Lang, number> = { ru: Currency.RUB, en: Currency.USD };

/** The columns an option's form writes; a missing price leaves the currency empty too (out of stock). */
function columns(input: PriceOptionInput, lang: Lang) {
  return {
    title: input.title,
    periodDays: input.periodDays,
    priceMinor: input.price,
    discountPriceMinor: input.price === null ? null : input.discountPrice,
    currency: input.price === null ? null : LANG_CURRENCY[lang],
    digisellerProductId: input.digisellerProductId,
    sort: input.sort,
  };
}

type PriceRow = typeof prices.$inferSelect;
const audited = (row: Pick<PriceRow, keyof ReturnType<typeof columns>>) => ({
  title: row.title,
  periodDays: row.periodDays,
  priceMinor: row.priceMinor,
  discountPriceMinor: row.discountPriceMinor,
  currency: row.currency,
  digisellerProductId: row.digisellerProductId,
  sort: row.sort,
});

/** The product's option, locked for the write's transaction; NOT_FOUND when it is not the product's. */
async function lockOption(tx: Pick<Db, "select">, cheatId: number, priceId: number) {
  const [row] = await tx
    .select()
    .from(prices)
    .where(and(eq(prices.id, priceId), eq(prices.cheatId, cheatId)))
    .for("update");
  if (!row) throw new ConsoleError("NOT_FOUND", 404);
  return row;
}

/** The price options of a product in both languages, for its console page. */
export function productPrices(cheatId: number) {
  return db()
    .select()
    .from(prices)
    .where(eq(prices.cheatId, cheatId))
    .orderBy(prices.lang, prices.sort, prices.id);
}

/** Changes one option inside a transaction; false when the form changed nothing (no audit row). */
async function updateOption(
  tx: Tx,
  ctx: WriteContext,
  cheatId: number,
  priceId: number,
  input: PriceOptionInput,
) {
  const row = await lockOption(tx, cheatId, priceId);
  const next = columns(input, row.lang);
  if (JSON.stringify(audited(row)) === JSON.stringify(audited(next))) return false;
  await tx.update(prices).set(next).where(eq(prices.id, priceId));
  await recordAudit(tx, ctx, {
    action: "price.update",
    entity: "price",
    entityId: priceId,
    before: audited(row),
    after: next,
  });
  return true;
}

/** Adds an option in one language inside a transaction; returns its id. */
async function createOption(tx: Tx, ctx: WriteContext, cheatId: number, lang: Lang, input: PriceOptionInput) {
  const [product] = await tx.select({ category: cheats.category }).from(cheats).where(eq(cheats.id, cheatId));
  if (!product) throw new ConsoleError("NOT_FOUND", 404);
  const type = optionTypeFor(product.category);
  const [row] = await tx
    .insert(prices)
    .values({ cheatId, lang, type, ...columns(input, lang) })
    .returning();
  await recordAudit(tx, ctx, {
    action: "price.create",
    entity: "price",
    entityId: row.id,
    before: null,
    after: { cheatId, lang, ...audited(row) },
  });
  return row.id;
}

/**
 * Deletes an option nobody bought, inside a transaction. One that purchases name is refused
 * (409): leave its price empty instead, and it shows as out of stock while the purchases keep
 * pointing at it.
 */
async function deleteOption(tx: Tx, ctx: WriteContext, cheatId: number, priceId: number) {
  const row = await lockOption(tx, cheatId, priceId);
  const [{ bought }] = await tx
    .select({ bought: count() })
    .from(purchases)
    .where(eq(purchases.priceId, priceId));
  if (bought > 0) throw new ConsoleError("IN_USE", 409);
  await tx.delete(prices).where(eq(prices.id, priceId));
  await recordAudit(tx, ctx, {
    action: "price.delete",
    entity: "price",
    entityId: priceId,
    before: audited(row),
    after: null,
  });
}

/** One catalogue write of the product's options: the right, one transaction, the caches after. */
async function writeOptions<T>(ctx: WriteContext, write: (tx: Tx) => Promise<T>): Promise<T> {
  requireRight(ctx.actor, "catalogue.edit");
  const result = await db().transaction(async (tx) => {
    const written = await write(tx);
    await ensureStocks(tx); // an option that sells keys has its stock before its first sale
    return written;
  });
  invalidate([CacheTag.cheats]);
  return result;
}

/** Changes one option of a product; the product pages and the buy links show it on the next request. */
export function updatePrice(ctx: WriteContext, cheatId: number, priceId: number, input: PriceOptionInput) {
  return writeOptions(ctx, (tx) => updateOption(tx, ctx, cheatId, priceId, input));
}

/** Adds an option in one language. */
export function createPrice(ctx: WriteContext, cheatId: number, lang: Lang, input: PriceOptionInput) {
  return writeOptions(ctx, (tx) => createOption(tx, ctx, cheatId, lang, input));
}

/** Deletes an option nobody bought (see deleteOption). */
export function deletePrice(ctx: WriteContext, cheatId: number, priceId: number) {
  return writeOptions(ctx, (tx) => deleteOption(tx, ctx, cheatId, priceId));
}

/** The console's price table as one save: every row changed, removed or added. */
export interface PriceRowsInput {
  rows: { priceId: number; remove: boolean; option: PriceOptionInput | null }[];
  added: { lang: Lang; option: PriceOptionInput }[];
}

/**
 * Saves a product's whole price table at once, in one transaction: all of it or, when any row is
 * refused (an option with purchases cannot go), none of it. Returns how many options changed.
 */
export function savePrices(ctx: WriteContext, cheatId: number, input: PriceRowsInput) {
  return writeOptions(ctx, async (tx) => {
    let changed = 0;
    for (const row of input.rows) {
      if (row.remove) {
        await deleteOption(tx, ctx, cheatId, row.priceId);
        changed += 1;
      } else if (row.option && (await updateOption(tx, ctx, cheatId, row.priceId, row.option))) changed += 1;
    }
    for (const { lang, option } of input.added) {
      await createOption(tx, ctx, cheatId, lang, option);
      changed += 1;
    }
    return changed;
  });
}

/** One product option by id (the owner API addresses options directly), or undefined. */
export async function priceOption(priceId: number) {
  const [row] = await db().select().from(prices).where(eq(prices.id, priceId));
  return row?.cheatId === null ? undefined : row;
}

/** An option as its form holds it (amounts in whole units with decimals), for a partial change. */
export function priceOptionValues(row: PriceRow) {
  const amount = (minor: Minor | null) => (minor === null ? "" : decimalFromMinor(minor));
  return {
    title: row.title,
    periodDays: String(row.periodDays),
    price: amount(row.priceMinor),
    discountPrice: amount(row.discountPriceMinor),
    digisellerProductId: row.digisellerProductId === null ? "" : String(row.digisellerProductId),
    sort: String(row.sort),
  };
}
