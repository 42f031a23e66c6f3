import { createHash } from "node:crypto";
import path from "node:path";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { diskStore } from "../../storage/disk-store.server";
import type { ObjectStore } from "../../storage/object-store.server";

/** Kinds of generated artwork and their pixel sizes (the console's uploads use the same sizes). */
export const artSizes = {
  horizontal: { width: 640, height: 360 },
  vertical: { width: 360, height: 480 },
  background: { width: 1280, height: 400 },
  screenshot: { width: 960, height: 540 },
  slide: { width: 1280, height: 520 },
} as const;
export type ArtKind = keyof typeof artSizes;

export interface RenderedImage {
  webp: string;
  jpeg: string;
  width: number;
  height: number;
}

/**
 * Pictures already rendered, kept beside the installed packages and shared by every data folder
 * of this checkout: a second data folder, a test suite's store or a re-seed copies them instead of
 * drawing them again (rendering all of them takes about 80 CPU-seconds). Names carry the SVG's
 * hash, so a changed drawing is a new entry and nothing stale is ever reused.
 */
export const artCache: ObjectStore = diskStore(path.resolve("node_modules/.cache/seed-art"));

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The WebP and JPEG of `base` from the cache; null when either is missing or unreadable. */
async function cached(base: string): Promise<[Buffer, Buffer] | null> {
  try {
    const [webp, jpeg] = await Promise.all([artCache.get(`${base}.webp`), artCache.get(`${base}.jpg`)]);
    if (!webp || !jpeg) {
      webp?.body.destroy();
      jpeg?.body.destroy();
      return null;
    }
    return [await readAll(webp.body), await readAll(jpeg.body)];
  } catch {
    return null;
  }
}

async function rasterize(svg: string): Promise<[Buffer, Buffer]> {
  const image = sharp(Buffer.from(svg));
  return Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer(),
    image.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  ]);
}

/**
 * Renders an SVG picture to WebP and JPEG into the store under `media/seed/` and returns their
 * public `/media/…` URLs. File names carry a hash of the SVG, so a re-seed reuses files already
 * there and a changed drawing gets new names (no stale copies in a browser's or CDN's cache).
 */
export async function renderArt(
  store: ObjectStore,
  kind: ArtKind,
  name: string,
  svg: string,
): Promise<RenderedImage> {
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const safe = name.replace(/[^a-z0-9-]/gi, "-").toLowerCase();
  const base = `media/seed/${kind}-${safe}-${hash}`;
  const [hasWebp, hasJpeg] = await Promise.all([store.exists(`${base}.webp`), store.exists(`${base}.jpg`)]);
  if (!hasWebp || !hasJpeg) {
    let files = await cached(base);
    if (!files) {
      files = await rasterize(svg);
      // A cache that cannot be written (a read-only install) only costs the next seed a render.
      await Promise.all([
        artCache.put(`${base}.webp`, files[0], "image/webp"),
        artCache.put(`${base}.jpg`, files[1], "image/jpeg"),
      ]).catch(() => {});
    }
    // Each put writes the whole file at once, so a crash never leaves half a picture.
    await Promise.all([
      store.put(`${base}.webp`, files[0], "image/webp"),
      store.put(`${base}.jpg`, files[1], "image/jpeg"),
    ]);
  }
  const { width, height } = artSizes[kind];
  return { webp: `/${base}.webp`, jpeg: `/${base}.jpg`, width, height };
}
