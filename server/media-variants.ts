import type { Logger } from "pino";
import type { RequestHandler } from "express";
import { scaleStoredPicture } from "../app/services/media/image-pipeline.server";
import type { ObjectStore } from "../app/services/storage/object-store.server";
import { readObject } from "../app/services/storage/store.server";
import { VARIANT_FOLDERS, VARIANT_WIDTHS } from "../app/utils/media-variants";
import { sendStored } from "./stored-media";

const FILE_NAME = /^[\w-]+\.(webp|jpg)$/;
const TYPES = { webp: "image/webp", jpg: "image/jpeg" } as const;
const CACHE = "public, max-age=31536000, immutable";

/**
 * GET /media/w<width>/<folder>/<file>: the public picture scaled down to one of VARIANT_WIDTHS
 * (app/utils/media-variants.ts explains why). The copy is made on first request and stored
 * beside the original (`media/<folder>/w<width>/<file>`, in the shared store, so one instance
 * makes it for all); originals never change under their name, so neither do copies and they are
 * cached like the originals. Only existing public pictures have copies: any other width, folder
 * or name is a 404 (answered here, without rendering a page), so the set of files this can create
 * is bounded by the pictures the shop has. When all decode slots are busy the visitor is sent to
 * the original rather than kept waiting.
 */
export function mediaVariants({
  store,
  logger,
}: {
  store: () => ObjectStore;
  logger: Logger;
}): RequestHandler {
  // One conversion per file at a time: concurrent first requests wait for the same one.
  const running = new Map<string, Promise<Buffer | null>>();

  return async (req, res, next) => {
    if (!/^\/w\d+\//.test(req.path)) return next();
    const match = /^\/w(\d+)\/([^/]+)\/([^/]+)$/.exec(req.path);
    const width = Number(match?.[1]);
    const folder = match?.[2] ?? "";
    const name = match?.[3] ?? "";
    const format = FILE_NAME.exec(name)?.[1] as keyof typeof TYPES | undefined;
    const notFound = () => res.status(404).type("text/plain").send("Not found");
    if (
      !match ||
      !format ||
      !(VARIANT_WIDTHS as readonly number[]).includes(width) ||
      !(VARIANT_FOLDERS as readonly string[]).includes(folder)
    )
      return notFound();

    const copyKey = `media/${folder}/w${width}/${name}`;
    try {
      const stored = await store().get(copyKey);
      if (stored) return await sendStored(res, stored, TYPES[format], CACHE);
      let conversion = running.get(copyKey);
      if (!conversion) {
        conversion = makeCopy(store(), `media/${folder}/${name}`, copyKey, format, width).finally(() =>
          running.delete(copyKey),
        );
        running.set(copyKey, conversion);
      }
      const bytes = await conversion;
      if (!bytes) return notFound();
      return res.type(TYPES[format]).set("Cache-Control", CACHE).send(bytes);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      logger.warn(
        { err: error, file: `${folder}/${name}`, width },
        "picture variant not made; original sent",
      );
      return res.redirect(302, `/media/${folder}/${name}`);
    }
  };
}

/** The scaled copy, stored for the next request; null when there is no original. */
async function makeCopy(
  store: ObjectStore,
  originalKey: string,
  copyKey: string,
  format: keyof typeof TYPES,
  width: number,
): Promise<Buffer | null> {
  const original = await readObject(store, originalKey);
  if (!original) return null;
  const bytes = await scaleStoredPicture(original, format, width);
  await store.put(copyKey, bytes, TYPES[format]);
  return bytes;
}
