import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { RequestHandler } from "express";
import { scaleStoredPicture } from "../app/services/media/image-pipeline.server";
import { VARIANT_FOLDERS, VARIANT_WIDTHS } from "../app/utils/media-variants";

const FILE_NAME = /^[\w-]+\.(?:webp|jpg)$/;
const TYPES = { ".webp": "image/webp", ".jpg": "image/jpeg" } as const;

/**
 * GET /media/w<width>/<folder>/<file>: the public picture scaled down to one of VARIANT_WIDTHS
 * (app/utils/media-variants.ts explains why). The copy is made on first request and written
 * beside the original (`<folder>/w<width>/<file>`), so every later request, on this instance, is
 * a file read; originals never change under their name, so neither do copies and they are cached
 * like the originals. Only existing public pictures have copies: any other width, folder or name
 * is a 404 (answered here, without rendering a page), so the set of files this can create is bounded by the pictures the shop has. When all
 * decode slots are busy the visitor is sent to the original rather than kept waiting.
 */
export function mediaVariants({ mediaDir, logger }: { mediaDir: string; logger: Logger }): RequestHandler {
  // One conversion per file at a time: concurrent first requests wait for the same one.
  const running = new Map<string, Promise<void>>();

  return async (req, res, next) => {
    if (!/^\/w\d+\//.test(req.path)) return next();
    const match = /^\/w(\d+)\/([^/]+)\/([^/]+)$/.exec(req.path);
    const width = Number(match?.[1]);
    const folder = match?.[2] ?? "";
    const name = match?.[3] ?? "";
    const notFound = () => res.status(404).type("text/plain").send("Not found");
    if (
      !match ||
      !(VARIANT_WIDTHS as readonly number[]).includes(width) ||
      !(VARIANT_FOLDERS as readonly string[]).includes(folder) ||
      !FILE_NAME.test(name)
    )
      return notFound();

    // sendFile wants an absolute path; DATA_DIR may be relative to the working directory.
    const original = path.resolve(mediaDir, folder, name);
    const copy = path.resolve(mediaDir, folder, `w${width}`, name);
    const send = () =>
      res
        .type(TYPES[path.extname(name) as keyof typeof TYPES])
        .set("Cache-Control", "public, max-age=31536000, immutable")
        .sendFile(copy);
    try {
      await fs.access(copy);
      return send();
    } catch {
      // Not made yet.
    }
    try {
      await fs.access(original);
    } catch {
      return notFound();
    }
    try {
      let conversion = running.get(copy);
      if (!conversion) {
        conversion = writeCopy(original, copy, width).finally(() => running.delete(copy));
        running.set(copy, conversion);
      }
      await conversion;
      return send();
    } catch (error) {
      logger.warn(
        { err: error, file: `${folder}/${name}`, width },
        "picture variant not made; original sent",
      );
      return res.redirect(302, `/media/${folder}/${name}`);
    }
  };
}

/** Writes the scaled copy through a temporary name, so a reader never sees half a file. */
async function writeCopy(original: string, copy: string, width: number) {
  const bytes = await scaleStoredPicture(original, width);
  await fs.mkdir(path.dirname(copy), { recursive: true });
  const temporary = `${copy}.${process.pid}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, copy);
}
