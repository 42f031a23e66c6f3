import sharp from "sharp";
import { publicMediaKey, storage } from "~/services/storage/store.server";
import { randomToken } from "../auth/tokens.server";
import { VARIANT_WIDTHS } from "~/utils/media-variants";
import { decodeImage } from "./image-pipeline.server";
import { artSizes, type ArtKind } from "./art-sizes";

/** Public URL prefix of pictures uploaded in the console, stored under `media/console/`. */
export const CONSOLE_IMAGE_PREFIX = "/media/console";
/** Largest picture file the console takes, counted while the body streams in. */
export const CONSOLE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The longest side a picture is decoded to before it is cut into the page sizes. */
const WORKING_SIDE = 1600;

export type StoredImages<K extends ArtKind> = Record<K, { webp: string; jpeg: string }>;

/**
 * Stores an uploaded picture in the sizes the pages use (the seed's sizes: a vertical card, a
 * horizontal preview …), each as a WebP and JPEG pair with a fresh name (so it may be cached for
 * long). The picture goes through the image pipeline once: type by magic bytes, header limits,
 * one decode; the re-encode drops metadata. ImageRefusal tells why a picture was refused.
 */
export async function storeConsoleImage<K extends ArtKind>(
  bytes: Uint8Array,
  kinds: readonly K[],
): Promise<StoredImages<K>> {
  const working = await decodeImage(
    bytes,
    (image) =>
      image
        .resize(WORKING_SIDE, WORKING_SIDE, { fit: "inside", withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    { failOn: "error" },
  );
  const id = randomToken(9);
  const stored = {} as StoredImages<K>;
  for (const kind of kinds) {
    const { width, height } = artSizes[kind];
    const base = `${kind}-${id}`;
    const sized = () => sharp(working.data, { raw: working.info }).resize(width, height, { fit: "cover" });
    const [webp, jpeg] = await Promise.all([
      sized().webp({ quality: 80 }).toBuffer(),
      sized().flatten({ background: "#11131c" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    await Promise.all([
      storage().put(`media/console/${base}.webp`, webp, "image/webp"),
      storage().put(`media/console/${base}.jpg`, jpeg, "image/jpeg"),
    ]);
    stored[kind] = {
      webp: `${CONSOLE_IMAGE_PREFIX}/${base}.webp`,
      jpeg: `${CONSOLE_IMAGE_PREFIX}/${base}.jpg`,
    };
  }
  return stored;
}

/** Removes console pictures no row names any more (seed artwork is left alone). */
export async function removeConsoleImages(urls: (string | null | undefined)[]) {
  // Only well-formed console picture URLs name files (seed artwork and anything odd are skipped).
  const keys = urls
    .map((url) => (url?.startsWith(`${CONSOLE_IMAGE_PREFIX}/`) ? publicMediaKey(url) : null))
    .filter((key): key is string => key !== null);
  await storage().delete(
    keys.flatMap((key) => [
      key,
      // The narrower copies made for srcset (server/media-variants.ts) go with it.
      ...VARIANT_WIDTHS.map((width) => key.replace("media/console/", `media/console/w${width}/`)),
    ]),
  );
}
