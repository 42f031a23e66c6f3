import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, cheatScreenshots } from "~/db/schema";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { removeConsoleImages, storeConsoleImage } from "../media/console-images.server";
import { publicMediaKey, readObject, storage } from "../storage/store.server";

/**
 * A product's card picture (decision 0033): the landscape card of the catalogue and the product
 * page's background, cut from one uploaded picture — or from the product's first screenshot, so a
 * new product need not stay a grey box until someone draws a card.
 */
export async function setProductPicture(ctx: WriteContext, cheatId: number, bytes: Uint8Array) {
  requireRight(ctx.actor, "catalogue.edit");
  const [current] = await db().select().from(cheats).where(eq(cheats.id, cheatId));
  if (!current) throw new ConsoleError("NOT_FOUND", 404);
  const stored = await storeConsoleImage(bytes, ["horizontal", "background"] as const);
  const next = {
    previewWebp: stored.horizontal.webp,
    previewJpeg: stored.horizontal.jpeg,
    backgroundWebp: stored.background.webp,
    backgroundJpeg: stored.background.jpeg,
  };
  await db().transaction(async (tx) => {
    await tx.update(cheats).set(next).where(eq(cheats.id, cheatId));
    await recordAudit(tx, ctx, {
      action: "cheat.picture",
      entity: "cheat",
      entityId: cheatId,
      before: { picture: current.previewWebp },
      after: { picture: next.previewWebp },
    });
  });
  invalidate([CacheTag.cheats, CacheTag.catalogue]);
  await removeConsoleImages([
    current.previewWebp,
    current.previewJpeg,
    current.backgroundWebp,
    current.backgroundJpeg,
  ]);
}

/** The card picture cut from the product's first screenshot; 409 `NO_SCREENSHOT` when it has none. */
export async function pictureFromFirstScreenshot(ctx: WriteContext, cheatId: number) {
  requireRight(ctx.actor, "catalogue.edit");
  const [first] = await db()
    .select({ jpeg: cheatScreenshots.previewJpeg })
    .from(cheatScreenshots)
    .where(eq(cheatScreenshots.cheatId, cheatId))
    .orderBy(asc(cheatScreenshots.sort), asc(cheatScreenshots.id))
    .limit(1);
  if (!first) throw new ConsoleError("NO_SCREENSHOT", 409);
  const key = publicMediaKey(first.jpeg);
  const bytes = key ? await readObject(storage(), key) : null;
  if (!bytes) throw new ConsoleError("NO_SCREENSHOT", 409);
  await setProductPicture(ctx, cheatId, bytes);
}
