import { and, asc, eq, max } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { accounts, accountScreenshots, cheats, cheatScreenshots } from "~/db/schema";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { removeConsoleImages, storeConsoleImage } from "../media/console-images.server";
import { artSizes } from "../media/art-sizes";

/**
 * The galleries the console edits: a product's screenshots and a game account's. Both tables
 * share the screenshot columns (schema/catalogue.ts `screenshotColumns`) and differ only in the
 * column naming their owner, so one set of writes serves both; the casts below rest on that.
 */
const GALLERIES = {
  cheat: {
    owner: cheats,
    table: cheatScreenshots,
    ownerColumn: cheatScreenshots.cheatId,
    ownerField: "cheatId",
    // The product page reads its gallery under `cheats` (getCheat).
    tags: [CacheTag.cheats],
  },
  account: {
    owner: accounts,
    table: accountScreenshots,
    ownerColumn: accountScreenshots.accountId,
    ownerField: "accountId",
    // The account page reads its gallery under `catalogue` (getAccount).
    tags: [CacheTag.catalogue],
  },
} as const;
export type GalleryKind = keyof typeof GALLERIES;

const shotsOf = (kind: GalleryKind) => GALLERIES[kind].table as typeof cheatScreenshots;

/** Locks the gallery's owner row (two uploads queue, each sees the other's position). */
async function lockOwner(tx: Pick<Db, "select">, kind: GalleryKind, ownerId: number) {
  const owner = GALLERIES[kind].owner as typeof cheats;
  const [row] = await tx.select({ id: owner.id }).from(owner).where(eq(owner.id, ownerId)).for("update");
  if (!row) throw new ConsoleError("NOT_FOUND", 404);
}

/** A gallery in its order, for the console's thumbnails. */
export function galleryList(kind: GalleryKind, ownerId: number, executor: Pick<Db, "select"> = db()) {
  const shots = shotsOf(kind);
  return executor
    .select({ id: shots.id, webp: shots.previewWebp, jpeg: shots.previewJpeg, sort: shots.sort })
    .from(shots)
    .where(eq(GALLERIES[kind].ownerColumn, ownerId))
    .orderBy(asc(shots.sort), asc(shots.id));
}

/**
 * Adds a picture at the end of a gallery. The upload goes through the image pipeline
 * (ImageRefusal says why a file was refused) and is stored in the screenshot size, which is also
 * the width and height recorded.
 */
export async function addGalleryPicture(
  ctx: WriteContext,
  kind: GalleryKind,
  ownerId: number,
  bytes: Uint8Array,
) {
  requireRight(ctx.actor, "catalogue.edit");
  const gallery = GALLERIES[kind];
  const shots = shotsOf(kind);
  // Checked before the decode so an unknown owner costs no image work.
  await lockOwner(db(), kind, ownerId);
  const stored = (await storeConsoleImage(bytes, ["screenshot"] as const)).screenshot;
  try {
    const id = await db().transaction(async (tx) => {
      await lockOwner(tx, kind, ownerId);
      const [{ last }] = await tx
        .select({ last: max(shots.sort) })
        .from(shots)
        .where(eq(gallery.ownerColumn, ownerId));
      const [row] = await tx
        .insert(shots)
        .values({
          [gallery.ownerField]: ownerId,
          previewWebp: stored.webp,
          previewJpeg: stored.jpeg,
          ...artSizes.screenshot,
          sort: last === null ? 0 : last + 1,
        } as typeof cheatScreenshots.$inferInsert)
        .returning({ id: shots.id });
      await recordAudit(tx, ctx, {
        action: `${kind}.screenshot.add`,
        entity: kind,
        entityId: ownerId,
        before: null,
        after: { screenshot: row.id, picture: stored.webp },
      });
      return row.id;
    });
    invalidate(gallery.tags);
    return id;
  } catch (error) {
    // The owner went away meanwhile: the new files would be named by no row.
    await removeConsoleImages([stored.webp, stored.jpeg]);
    throw error;
  }
}

/**
 * Moves a picture one place up or down its gallery; false when it is already at that end.
 * Positions are renumbered 0…n-1 in the new order, so equal `sort` values cannot stall a move.
 */
export async function moveGalleryPicture(
  ctx: WriteContext,
  kind: GalleryKind,
  ownerId: number,
  pictureId: number,
  direction: "up" | "down",
) {
  requireRight(ctx.actor, "catalogue.edit");
  const shots = shotsOf(kind);
  const moved = await db().transaction(async (tx) => {
    await lockOwner(tx, kind, ownerId);
    const order = (await galleryList(kind, ownerId, tx)).map((shot) => shot.id);
    const at = order.indexOf(pictureId);
    if (at < 0) throw new ConsoleError("NOT_FOUND", 404);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return false;
    const next = [...order];
    [next[at], next[to]] = [next[to], next[at]];
    for (const [sort, id] of next.entries()) await tx.update(shots).set({ sort }).where(eq(shots.id, id));
    await recordAudit(tx, ctx, {
      action: `${kind}.screenshot.move`,
      entity: kind,
      entityId: ownerId,
      before: { order },
      after: { order: next },
    });
    return true;
  });
  if (moved) invalidate(GALLERIES[kind].tags);
  return moved;
}

/**
 * Removes a picture from its gallery, and its files once no gallery names them (a duplicated
 * product shares its original's files until one of them replaces its own).
 */
export async function removeGalleryPicture(
  ctx: WriteContext,
  kind: GalleryKind,
  ownerId: number,
  pictureId: number,
) {
  requireRight(ctx.actor, "catalogue.edit");
  const shots = shotsOf(kind);
  const { removed, shared } = await db().transaction(async (tx) => {
    await lockOwner(tx, kind, ownerId);
    const [row] = await tx
      .delete(shots)
      .where(and(eq(shots.id, pictureId), eq(GALLERIES[kind].ownerColumn, ownerId)))
      .returning();
    if (!row) throw new ConsoleError("NOT_FOUND", 404);
    await recordAudit(tx, ctx, {
      action: `${kind}.screenshot.remove`,
      entity: kind,
      entityId: ownerId,
      before: { screenshot: row.id, picture: row.previewWebp },
      after: null,
    });
    return { removed: row, shared: await pictureStillUsed(tx, row.previewWebp) };
  });
  invalidate(GALLERIES[kind].tags);
  if (!shared) await removeConsoleImages([removed.previewWebp, removed.previewJpeg]);
}

/** Whether any gallery still shows this picture. */
async function pictureStillUsed(tx: Pick<Db, "select">, webp: string) {
  for (const kind of Object.keys(GALLERIES) as GalleryKind[]) {
    const shots = shotsOf(kind);
    const [row] = await tx.select({ id: shots.id }).from(shots).where(eq(shots.previewWebp, webp));
    if (row) return true;
  }
  return false;
}
