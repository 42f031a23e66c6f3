import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { artSizes, type RenderedImage } from "../../app/services/media/art-sizes";
import type { ObjectStore } from "../../app/services/storage/object-store.server";

/*
 * The seed's pictures are drawn ahead of time by the art tool (drizzle/seed/art, `npm run
 * seed:art`, part of `npm run build`) into one folder shared by every data folder, test suite and
 * restart, with a manifest naming the files of every seeded thing. Seeding copies them from there:
 * the shop's runtime never draws and never loads the generator, its fonts or opentype.js
 * (decision 0025).
 */

/** Where the drawn pictures and their manifest live (beside the installed packages). */
export const seedPicturesDir = () =>
  path.resolve(process.env.SEED_PICTURES_DIR ?? "node_modules/.cache/seed-art");
const MANIFEST = "manifest.json";

/** Which file every seeded thing shows, in the seed data's order. */
export interface SeedArtwork {
  games: { horizontal: RenderedImage; vertical: RenderedImage }[];
  cheats: { preview: RenderedImage; background: RenderedImage; screenshots: RenderedImage[] }[];
  accounts: { vertical: RenderedImage; screenshots: RenderedImage[] }[];
  slides: RenderedImage[];
  warranty: RenderedImage[];
}

interface Manifest {
  /** The generator version the pictures were drawn by (artVersion()). */
  version: string;
  artwork: SeedArtwork;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The generator's version: a hash of what decides the pictures — the drawing code, the seed data
 * and the sizes. Any change to them makes the manifest stale, so pictures are never taken from
 * an older drawing (the files themselves are named by their SVG's hash and simply reused).
 */
export function artVersion(seedFolder = path.resolve("drizzle/seed")): string {
  const hash = createHash("sha256").update(JSON.stringify(artSizes));
  for (const file of [
    ...sourceFiles(path.join(seedFolder, "art")),
    ...sourceFiles(path.join(seedFolder, "data")),
  ]) {
    hash.update(path.relative(seedFolder, file)).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The manifest's artwork if it was drawn by the current generator, else null. */
export async function currentSeedArtwork(): Promise<SeedArtwork | null> {
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(seedPicturesDir(), MANIFEST), "utf8"),
    ) as Manifest;
    return manifest.version === artVersion() ? manifest.artwork : null;
  } catch {
    return null;
  }
}

/** Records what the art tool drew, for the seeds that follow. */
export async function writeSeedArtwork(artwork: SeedArtwork) {
  const file = path.join(seedPicturesDir(), MANIFEST);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a seed never reads half a manifest.
  await fs.writeFile(`${file}.tmp`, JSON.stringify({ version: artVersion(), artwork } satisfies Manifest));
  await fs.rename(`${file}.tmp`, file);
}

/** Every picture file of the artwork, as store keys (`media/seed/…`). */
export function artworkFiles(artwork: SeedArtwork): string[] {
  const images = [
    ...artwork.games.flatMap((g) => [g.horizontal, g.vertical]),
    ...artwork.cheats.flatMap((c) => [c.preview, c.background, ...c.screenshots]),
    ...artwork.accounts.flatMap((a) => [a.vertical, ...a.screenshots]),
    ...artwork.slides,
    ...artwork.warranty,
  ];
  return [...new Set(images.flatMap((image) => [image.webp, image.jpeg]))].map((url) => url.slice(1));
}

const CONTENT_TYPES: Record<string, string> = { ".webp": "image/webp", ".jpg": "image/jpeg" };

/**
 * The drawn pictures for a seed, copied into the shop's store (files already there are kept).
 * Refuses with the command to run when they were not drawn, or drawn by another version.
 */
export async function placeSeedPictures(
  store: ObjectStore,
): Promise<{ artwork: SeedArtwork; files: number }> {
  const artwork = await currentSeedArtwork();
  if (!artwork)
    throw new Error(
      `The seed's pictures are missing or out of date in ${path.relative(process.cwd(), seedPicturesDir()) || "."}: ` +
        "run `npm run seed:art` (part of `npm run build`) before seeding.",
    );
  const files = artworkFiles(artwork);
  let next = 0;
  // A few copies at a time: the files are small and the store may be a bucket.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < files.length) {
        const key = files[next++];
        if (await store.exists(key)) continue;
        const body = await fs.readFile(path.join(seedPicturesDir(), key));
        await store.put(key, body, CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream");
      }
    }),
  );
  return { artwork, files: files.length };
}
