import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { cheats, games, gameTranslations, purchases } from "~/db/schema";
import type { GameInput } from "~/utils/console-forms";
import { languages, type Lang } from "~/utils/lang";
import { changedFields, flattenLangs, recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { sanitizeRichText } from "../content/rich-text.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { removeConsoleImages, storeConsoleImage } from "../media/console-images.server";
import { CONSOLE_PAGE_SIZE } from "./console-lists.server";
import { escapeLike } from "./games.server";
import { parsePage } from "./sql.server";

/** The games list's filters, from the query (a GET form, so a filter is a link). */
export function readGameFilter(params: URLSearchParams) {
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  const mobile = params.get("mobile");
  return {
    q,
    mobile: mobile === "yes" || mobile === "no" ? mobile : undefined,
    page: parsePage(params.get("page")),
  };
}
export type GameFilter = ReturnType<typeof readGameFilter>;

/**
 * Games for the console's list, never cached: name in the console's language, products, picture;
 * searched by name (either site) or address, filtered by the mobile flag, a page at a time.
 */
export async function consoleGameList(lang: Lang, filter: GameFilter, pageSize = CONSOLE_PAGE_SIZE) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const named = db()
      .select({ id: gameTranslations.gameId })
      .from(gameTranslations)
      .where(ilike(gameTranslations.name, pattern));
    conditions.push(or(ilike(games.slug, pattern), inArray(games.id, named))!);
  }
  if (filter.mobile) conditions.push(eq(games.isMobile, filter.mobile === "yes"));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select({
        id: games.id,
        slug: games.slug,
        name: gameTranslations.name,
        isMobile: games.isMobile,
        preview: games.previewVerticalWebp,
        products: count(cheats.id),
      })
      .from(games)
      .leftJoin(gameTranslations, and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang)))
      .leftJoin(cheats, eq(cheats.gameId, games.id))
      .where(where)
      .groupBy(games.id, gameTranslations.name)
      .orderBy(asc(gameTranslations.name), asc(games.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db().select({ total: count() }).from(games).where(where),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The game form's values, or null for an unknown id. */
export async function gameForm(id: number, executor: Pick<Db, "select"> = db()) {
  const [row] = await executor.select().from(games).where(eq(games.id, id));
  if (!row) return null;
  const texts = await executor.select().from(gameTranslations).where(eq(gameTranslations.gameId, id));
  const of = (lang: Lang) => {
    const found = texts.find((text) => text.lang === lang);
    return {
      name: found?.name ?? "",
      pageTitle: found?.pageTitle ?? "",
      pageDescription: found?.pageDescription ?? "",
      pageText: found?.pageText ?? "",
    };
  };
  const input: GameInput = {
    slug: row.slug,
    isMobile: row.isMobile,
    sort: row.sort,
    ru: of("ru"),
    en: of("en"),
  };
  return { input, picture: { webp: row.previewVerticalWebp, jpeg: row.previewVerticalJpeg } };
}

const clean = (input: GameInput): GameInput => ({
  ...input,
  ru: { ...input.ru, pageText: sanitizeRichText(input.ru.pageText) },
  en: { ...input.en, pageText: sanitizeRichText(input.en.pageText) },
});

/** Whether another game already has this address (answered as a field error, not a crash). */
async function slugTaken(tx: Pick<Db, "select">, slug: string, exceptId?: number) {
  const [row] = await tx.select({ id: games.id }).from(games).where(eq(games.slug, slug));
  return Boolean(row && row.id !== exceptId);
}

/** Creates a game with its texts on both sites; it shows in the catalogue on the next request. */
export async function createGame(ctx: WriteContext, input: GameInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const game = clean(input);
  const id = await db().transaction(async (tx) => {
    if (await slugTaken(tx, game.slug)) throw new ConsoleError("SLUG_TAKEN", 409);
    const [row] = await tx
      .insert(games)
      .values({ slug: game.slug, isMobile: game.isMobile, sort: game.sort })
      .returning();
    for (const lang of languages)
      await tx.insert(gameTranslations).values({ gameId: row.id, lang, ...game[lang] });
    await recordAudit(tx, ctx, {
      action: "game.create",
      entity: "game",
      entityId: row.id,
      before: null,
      after: game,
    });
    return row.id;
  });
  invalidate([CacheTag.catalogue, CacheTag.cheats]);
  return id;
}

/** Saves a game's form; the audit row names the fields that changed. */
export async function updateGame(ctx: WriteContext, id: number, input: GameInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const game = clean(input);
  const changed = await db().transaction(async (tx) => {
    const [locked] = await tx.select({ id: games.id }).from(games).where(eq(games.id, id)).for("update");
    if (!locked) throw new ConsoleError("NOT_FOUND", 404);
    if (await slugTaken(tx, game.slug, id)) throw new ConsoleError("SLUG_TAKEN", 409);
    const before = (await gameForm(id, tx))!.input;
    const diff = changedFields(flattenLangs(before), flattenLangs(game));
    if (!diff.count) return 0;
    await tx
      .update(games)
      .set({ slug: game.slug, isMobile: game.isMobile, sort: game.sort })
      .where(eq(games.id, id));
    for (const lang of languages)
      await tx
        .insert(gameTranslations)
        .values({ gameId: id, lang, ...game[lang] })
        .onConflictDoUpdate({ target: [gameTranslations.gameId, gameTranslations.lang], set: game[lang] });
    await recordAudit(tx, ctx, {
      action: "game.update",
      entity: "game",
      entityId: id,
      before: diff.before,
      after: diff.after,
    });
    return diff.count;
  });
  if (changed) invalidate([CacheTag.catalogue, CacheTag.cheats]);
  return changed;
}

/**
 * Replaces a game's picture: one upload becomes its vertical card and its horizontal preview
 * (cover-cropped), through the image pipeline. The old console pictures are removed after the
 * row points at the new ones.
 */
export async function setGamePicture(ctx: WriteContext, id: number, bytes: Uint8Array) {
  requireRight(ctx.actor, "catalogue.edit");
  const [current] = await db().select().from(games).where(eq(games.id, id));
  if (!current) throw new ConsoleError("NOT_FOUND", 404);
  const stored = await storeConsoleImage(bytes, ["vertical", "horizontal"] as const);
  const next = {
    previewVerticalWebp: stored.vertical.webp,
    previewVerticalJpeg: stored.vertical.jpeg,
    previewHorizontalWebp: stored.horizontal.webp,
    previewHorizontalJpeg: stored.horizontal.jpeg,
  };
  await db().transaction(async (tx) => {
    await tx.update(games).set(next).where(eq(games.id, id));
    await recordAudit(tx, ctx, {
      action: "game.picture",
      entity: "game",
      entityId: id,
      before: { picture: current.previewVerticalWebp },
      after: { picture: next.previewVerticalWebp },
    });
  });
  invalidate([CacheTag.catalogue, CacheTag.cheats]);
  await removeConsoleImages([
    current.previewVerticalWebp,
    current.previewVerticalJpeg,
    current.previewHorizontalWebp,
    current.previewHorizontalJpeg,
  ]);
}

/** Deletes a game and its products unless purchases name any of them (409: unpublish instead). */
export async function deleteGame(ctx: WriteContext, id: number) {
  requireRight(ctx.actor, "catalogue.edit");
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(games).where(eq(games.id, id)).for("update");
    if (!row) throw new ConsoleError("NOT_FOUND", 404);
    const products = await tx.select({ id: cheats.id }).from(cheats).where(eq(cheats.gameId, id));
    if (products.length) {
      const [{ bought }] = await tx
        .select({ bought: count() })
        .from(purchases)
        .where(
          inArray(
            purchases.cheatId,
            products.map((p) => p.id),
          ),
        );
      if (bought > 0) throw new ConsoleError("IN_USE_GAME", 409);
    }
    await tx.delete(games).where(eq(games.id, id));
    await recordAudit(tx, ctx, {
      action: "game.delete",
      entity: "game",
      entityId: id,
      before: { slug: row.slug, products: products.length },
      after: null,
    });
    return row;
  });
  invalidate([CacheTag.catalogue, CacheTag.cheats]);
  await removeConsoleImages([
    removed.previewVerticalWebp,
    removed.previewVerticalJpeg,
    removed.previewHorizontalWebp,
    removed.previewHorizontalJpeg,
  ]);
}
