import { createHash } from "node:crypto";
import sharp from "sharp";
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
    const image = sharp(Buffer.from(svg));
    // Each put writes the whole file at once, so a crash never leaves half a picture.
    const [webp, jpeg] = await Promise.all([
      image.clone().webp({ quality: 80 }).toBuffer(),
      image.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    await Promise.all([
      store.put(`${base}.webp`, webp, "image/webp"),
      store.put(`${base}.jpg`, jpeg, "image/jpeg"),
    ]);
  }
  const { width, height } = artSizes[kind];
  return { webp: `/${base}.webp`, jpeg: `/${base}.jpg`, width, height };
}
