import { and, count, eq, isNull } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import {
  CheatCategory,
  cheatFeatures,
  cheatRequirements,
  cheats,
  cheatScreenshots,
  cheatTranslations,
  cheatVideos,
  games,
  prices,
  purchases,
} from "~/db/schema";
import type { NewProductInput, ProductDetailsInput } from "~/utils/console-forms";
import { languages } from "~/utils/lang";
import { changedFields, flattenLangs, recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { sanitizeRichText } from "../content/rich-text.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { ensureStocks } from "../stock/stock-labels.server";

/** What a category's price options sell: hardware is shipped, everything else is a key from stock. */
export const optionTypeFor = (category: number) =>
  category === CheatCategory.DMA_COMPONENTS ? "hardware" : "key";

/** Whether products of a category belong to a game (cheats and DMA cheats do). */
export const categoryNeedsGame = (category: number) =>
  category === CheatCategory.CHEAT || category === CheatCategory.DMA_CHEATS;

/** The form's current values: the product's fields and its texts in both languages. */
export async function productDetails(
  cheatId: number,
  // Inside a write's transaction, its own connection (PGlite has only one).
  executor: Pick<Db, "select"> = db(),
): Promise<ProductDetailsInput | null> {
  const [row] = await executor.select().from(cheats).where(eq(cheats.id, cheatId));
  if (!row) return null;
  const texts = await executor.select().from(cheatTranslations).where(eq(cheatTranslations.cheatId, cheatId));
  const of = (lang: string) => {
    const found = texts.find((text) => text.lang === lang);
    return {
      name: found?.name ?? "",
      pageTitle: found?.pageTitle ?? "",
      pageDescription: found?.pageDescription ?? "",
      text: found?.text ?? "",
      functions: found?.functions ?? "",
      afterPurchase: found?.afterPurchase ?? "",
    };
  };
  return {
    name: row.name,
    category: row.category,
    isPublished: row.isPublished,
    inSlider: row.inSlider,
    isSpoofer: row.isSpoofer,
    sort: row.sort,
    ru: of("ru"),
    en: of("en"),
  };
}

/**
 * Saves a product's details and texts in one transaction (the HTML sanitized first), with one
 * audit row of the fields that changed. Unpublishing always works: the product leaves the lists
 * and its options show as out of stock, while purchases keep it.
 */
export async function updateProductDetails(ctx: WriteContext, cheatId: number, input: ProductDetailsInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const clean: ProductDetailsInput = {
    ...input,
    ru: {
      ...input.ru,
      text: sanitizeRichText(input.ru.text),
      functions: sanitizeRichText(input.ru.functions),
      afterPurchase: sanitizeRichText(input.ru.afterPurchase),
    },
    en: {
      ...input.en,
      text: sanitizeRichText(input.en.text),
      functions: sanitizeRichText(input.en.functions),
      afterPurchase: sanitizeRichText(input.en.afterPurchase),
    },
  };
  const changed = await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: cheats.id })
      .from(cheats)
      .where(eq(cheats.id, cheatId))
      .for("update");
    if (!locked) throw new ConsoleError("NOT_FOUND", 404);
    const before = (await productDetails(cheatId, tx))!;
    // Cheats and DMA cheats belong to a game, components and firmware to none: a move across
    // that line would leave the product without a game or with one it cannot show.
    if (categoryNeedsGame(before.category) !== categoryNeedsGame(clean.category))
      throw new ConsoleError("CATEGORY_GAME", 409);
    const diff = changedFields(flattenLangs(before), flattenLangs(clean));
    if (!diff.count) return 0;
    await tx
      .update(cheats)
      .set({
        name: clean.name,
        category: clean.category,
        isPublished: clean.isPublished,
        inSlider: clean.inSlider,
        isSpoofer: clean.isSpoofer,
        sort: clean.sort,
      })
      .where(eq(cheats.id, cheatId));
    if (optionTypeFor(before.category) !== optionTypeFor(clean.category))
      await tx
        .update(prices)
        .set({ type: optionTypeFor(clean.category) })
        .where(eq(prices.cheatId, cheatId));
    await ensureStocks(tx);
    for (const lang of languages)
      await tx
        .insert(cheatTranslations)
        .values({ cheatId, lang, ...clean[lang] })
        .onConflictDoUpdate({
          target: [cheatTranslations.cheatId, cheatTranslations.lang],
          set: clean[lang],
        });
    await recordAudit(tx, ctx, {
      action: "cheat.update",
      entity: "cheat",
      entityId: cheatId,
      before: diff.before,
      after: diff.after,
    });
    return diff.count;
  });
  if (changed) invalidate([CacheTag.cheats]);
  return changed;
}

/**
 * Deletes a product nobody bought (its options, texts, features and pictures' rows go with it).
 * One that purchases name is refused (409 `IN_USE_PRODUCT`): unpublish it instead.
 */
export async function deleteProduct(ctx: WriteContext, cheatId: number) {
  requireRight(ctx.actor, "catalogue.edit");
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(cheats).where(eq(cheats.id, cheatId)).for("update");
    if (!row) throw new ConsoleError("NOT_FOUND", 404);
    const [{ bought }] = await tx
      .select({ bought: count() })
      .from(purchases)
      .where(eq(purchases.cheatId, cheatId));
    if (bought > 0) throw new ConsoleError("IN_USE_PRODUCT", 409);
    await tx.delete(cheats).where(eq(cheats.id, cheatId));
    await recordAudit(tx, ctx, {
      action: "cheat.delete",
      entity: "cheat",
      entityId: cheatId,
      before: { name: row.name, slug: row.slug, gameId: row.gameId, category: row.category },
      after: null,
    });
  });
  invalidate([CacheTag.cheats]);
}

/** Whether a product of that game (or of none) already has this address. */
async function productSlugTaken(tx: Pick<Db, "select">, gameId: number | null, slug: string) {
  const [row] = await tx
    .select({ id: cheats.id })
    .from(cheats)
    .where(and(gameId === null ? isNull(cheats.gameId) : eq(cheats.gameId, gameId), eq(cheats.slug, slug)));
  return Boolean(row);
}

/**
 * Creates a product, unpublished (a half-made product is never shown): its texts start empty on
 * both sites, prices and texts are added on its page, then it is published.
 */
export async function createProduct(ctx: WriteContext, input: NewProductInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const id = await db().transaction(async (tx) => {
    if (input.gameId !== null) {
      const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, input.gameId));
      if (!game) throw new ConsoleError("NOT_FOUND", 404);
    }
    if (await productSlugTaken(tx, input.gameId, input.slug)) throw new ConsoleError("SLUG_TAKEN", 409);
    const [row] = await tx
      .insert(cheats)
      .values({
        gameId: input.gameId,
        slug: input.slug,
        name: input.name,
        category: input.category,
        isPublished: false,
      })
      .returning();
    for (const lang of languages) await tx.insert(cheatTranslations).values({ cheatId: row.id, lang });
    await recordAudit(tx, ctx, {
      action: "cheat.create",
      entity: "cheat",
      entityId: row.id,
      before: null,
      after: input,
    });
    return row.id;
  });
  invalidate([CacheTag.cheats]);
  return id;
}

/**
 * Copies a product — texts, features, requirements, price options, screenshots and videos — as a
 * new unpublished one with the address `<slug>-copy` (`-copy-2` …). Purchases and history stay
 * with the original.
 */
export async function duplicateProduct(ctx: WriteContext, cheatId: number) {
  requireRight(ctx.actor, "catalogue.edit");
  const id = await db().transaction(async (tx) => {
    const [source] = await tx.select().from(cheats).where(eq(cheats.id, cheatId));
    if (!source) throw new ConsoleError("NOT_FOUND", 404);
    let slug = `${source.slug}-copy`;
    for (let n = 2; await productSlugTaken(tx, source.gameId, slug); n++) slug = `${source.slug}-copy-${n}`;
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = source;
    const [copy] = await tx
      .insert(cheats)
      .values({ ...fields, slug, isPublished: false, statusUpdatedAt: new Date() })
      .returning();
    const rows = <T extends { cheatId: number | null }>(list: T[]) =>
      list.map(({ cheatId: _cheat, ...rest }) => {
        const { id: _rowId, ...row } = rest as T & { id?: number };
        return { ...row, cheatId: copy.id };
      });
    const [texts, features, requirements, options, screenshots, videos] = await Promise.all([
      tx.select().from(cheatTranslations).where(eq(cheatTranslations.cheatId, cheatId)),
      tx.select().from(cheatFeatures).where(eq(cheatFeatures.cheatId, cheatId)),
      tx.select().from(cheatRequirements).where(eq(cheatRequirements.cheatId, cheatId)),
      tx.select().from(prices).where(eq(prices.cheatId, cheatId)),
      tx.select().from(cheatScreenshots).where(eq(cheatScreenshots.cheatId, cheatId)),
      tx.select().from(cheatVideos).where(eq(cheatVideos.cheatId, cheatId)),
    ]);
    if (texts.length) await tx.insert(cheatTranslations).values(rows(texts));
    if (features.length) await tx.insert(cheatFeatures).values(rows(features));
    if (requirements.length) await tx.insert(cheatRequirements).values(rows(requirements));
    if (options.length) await tx.insert(prices).values(rows(options));
    await ensureStocks(tx);
    if (screenshots.length) await tx.insert(cheatScreenshots).values(rows(screenshots));
    if (videos.length) await tx.insert(cheatVideos).values(rows(videos));
    await recordAudit(tx, ctx, {
      action: "cheat.duplicate",
      entity: "cheat",
      entityId: copy.id,
      before: { from: cheatId },
      after: { slug, name: copy.name },
    });
    return copy.id;
  });
  invalidate([CacheTag.cheats]);
  return id;
}
