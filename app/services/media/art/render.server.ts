import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

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

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * Renders an SVG picture to WebP and JPEG under `mediaDir/seed/` and returns their public
 * `/media/…` URLs. File names carry a hash of the SVG, so a re-seed reuses files already there
 * and a changed drawing gets new names (no stale copies in a browser's or CDN's cache).
 */
export async function renderArt(
  mediaDir: string,
  kind: ArtKind,
  name: string,
  svg: string,
): Promise<RenderedImage> {
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const safe = name.replace(/[^a-z0-9-]/gi, "-").toLowerCase();
  const base = `${kind}-${safe}-${hash}`;
  const dir = path.join(mediaDir, "seed");
  await fs.mkdir(dir, { recursive: true });
  const webpFile = path.join(dir, `${base}.webp`);
  const jpegFile = path.join(dir, `${base}.jpg`);
  if (!(await exists(webpFile)) || !(await exists(jpegFile))) {
    const image = sharp(Buffer.from(svg));
    // Written under a temporary name and renamed, so a crash never leaves half a picture.
    await Promise.all([
      image
        .clone()
        .webp({ quality: 80 })
        .toFile(`${webpFile}.tmp`)
        .then(() => fs.rename(`${webpFile}.tmp`, webpFile)),
      image
        .clone()
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(`${jpegFile}.tmp`)
        .then(() => fs.rename(`${jpegFile}.tmp`, jpegFile)),
    ]);
  }
  const { width, height } = artSizes[kind];
  return { webp: `/media/seed/${base}.webp`, jpeg: `/media/seed/${base}.jpg`, width, height };
}
