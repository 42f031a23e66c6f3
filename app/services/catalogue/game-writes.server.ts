import { asc, count, eq, inArray } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { cheats, games, gameTranslations, purchases } from "~/db/schema";
import type { GameInput } from "~/utils/console-forms";
import type { Lang } from "~/utils/lang";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { removeConsoleImages, storeConsoleImage } from "../media/console-images.server";
import { CONSOLE_PAGE_SIZE, consolePage, readListSearch, readYesNo } from "./console-lists.server";
import {
  createTranslated,
  deleteTranslated,
  readTranslated,
  textsIn,
  translatedListWhere,
  updateTranslated,
  type TranslatedEntity,
} from "./translated-entities.server";

/** The games list's filters, from the query (a GET form, so a filter is a link). */
export function readGameFilter(params: URLSearchParams) {
  return { ...readListSearch(params), mobile: readYesNo(params.get("mobile")) };
}
export type GameFilter = ReturnType<typeof readGameFilter>;

// Games show in the catalogue (cached under `catalogue`) and name every product (under `cheats`).
const TAGS = [CacheTag.catalogue, CacheTag.cheats] as const;

const GAME: TranslatedEntity<typeof games, typeof gameTranslations, GameInput> = {
  name: "game",
  table: games,
  translations: gameTranslations,
  textsKey: [gameTranslations.gameId, gameTranslations.lang],
  nameColumn: gameTranslations.name,
  textKeys: ["name", "pageTitle", "pageDescription", "pageText"],
  richText: "pageText",
  tags: TAGS,
  columns: (game) => ({ slug: game.slug, isMobile: game.isMobile, sort: game.sort }),
  textRow: (gameId, lang, game) => ({ gameId, lang, ...game[lang] }),
  read: gameForm,
};

/**
 * Games for the console's list, never cached: name in the console's language, products, picture;
 * searched by name (either site) or address, filtered by the mobile flag, a page at a time.
 */
export async function consoleGameList(lang: Lang, filter: GameFilter, pageSize = CONSOLE_PAGE_SIZE) {
  const where = translatedListWhere(GAME, filter.q, [[games.isMobile, filter.mobile]]);
  return consolePage(
    filter.page,
    pageSize,
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
      .leftJoin(gameTranslations, textsIn(GAME, lang))
      .leftJoin(cheats, eq(cheats.gameId, games.id))
      .where(where)
      .groupBy(games.id, gameTranslations.name)
      .orderBy(asc(gameTranslations.name), asc(games.id))
      .$dynamic(),
    db().$count(games, where),
  );
}

/** The game form's values and picture, or null for an unknown id. */
export async function gameForm(id: number, executor: Pick<Db, "select"> = db()) {
  const found = await readTranslated(executor, GAME, id);
  if (!found) return null;
  const { row, texts } = found;
  const input: GameInput = { slug: row.slug, isMobile: row.isMobile, sort: row.sort, ...texts };
  return { input, picture: { webp: row.previewVerticalWebp, jpeg: row.previewVerticalJpeg } };
}

/** Creates a game with its texts on both sites; it shows in the catalogue on the next request. */
export function createGame(ctx: WriteContext, input: GameInput) {
  return createTranslated(ctx, GAME, input);
}

/** Saves a game's form; the audit row names the fields that changed. */
export function updateGame(ctx: WriteContext, id: number, input: GameInput) {
  return updateTranslated(ctx, GAME, id, input);
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
  invalidate(TAGS);
  await removeConsoleImages(gamePictures(current));
}

/** A game's four console picture files (card and preview, WebP and JPEG). */
const gamePictures = (row: typeof games.$inferSelect) => [
  row.previewVerticalWebp,
  row.previewVerticalJpeg,
  row.previewHorizontalWebp,
  row.previewHorizontalJpeg,
];

/** Deletes a game and its products unless purchases name any of them (409: unpublish instead). */
export function deleteGame(ctx: WriteContext, id: number) {
  return deleteTranslated(ctx, GAME, id, async (tx) => {
    const [row] = await tx.select().from(games).where(eq(games.id, id));
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
    return { audit: { products: products.length }, files: gamePictures(row) };
  });
}
