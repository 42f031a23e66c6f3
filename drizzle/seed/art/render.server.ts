import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { artSizes, type ArtKind, type RenderedImage } from "../../../app/services/media/art-sizes";
import { seedPicturesDir } from "../pictures";

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Writes a whole file under a temporary name, then renames it: a crash never leaves half a picture. */
async function writeWhole(file: string, body: Buffer) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(`${file}.tmp`, body);
  await fs.rename(`${file}.tmp`, file);
}

async function rasterize(svg: string): Promise<[Buffer, Buffer]> {
  const image = sharp(Buffer.from(svg));
  return Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer(),
    image.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  ]);
}

/**
 * Renders an SVG picture to WebP and JPEG into the seed pictures' folder (drizzle/seed/pictures.ts)
 * under `media/seed/` and returns their public `/media/…` URLs. File names carry a hash of the
 * SVG, so pictures already drawn are reused (drawing all of them takes about 80 CPU-seconds) and a
 * changed drawing gets new names (no stale copies in a browser's or CDN's cache).
 */
export async function renderArt(kind: ArtKind, name: string, svg: string): Promise<RenderedImage> {
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const safe = name.replace(/[^a-z0-9-]/gi, "-").toLowerCase();
  const base = `media/seed/${kind}-${safe}-${hash}`;
  const [webp, jpeg] = [`${base}.webp`, `${base}.jpg`].map((key) => path.join(seedPicturesDir(), key));
  if (!(await exists(webp)) || !(await exists(jpeg))) {
    const [webpBody, jpegBody] = await rasterize(svg);
    await Promise.all([writeWhole(webp, webpBody), writeWhole(jpeg, jpegBody)]);
  }
  const { width, height } = artSizes[kind];
  return { webp: `/${base}.webp`, jpeg: `/${base}.jpg`, width, height };
}
