/**
 * Kinds of catalogue pictures and their pixel sizes: the seed's drawn art (drizzle/seed/art) and
 * the console's uploads are cut to the same sizes, so a card looks the same whichever made it.
 */
export const artSizes = {
  horizontal: { width: 640, height: 360 },
  vertical: { width: 360, height: 480 },
  background: { width: 1280, height: 400 },
  screenshot: { width: 960, height: 540 },
  slide: { width: 1280, height: 520 },
} as const;
export type ArtKind = keyof typeof artSizes;

/** A picture stored in two formats: the public URLs of its WebP and JPEG, and its size. */
export interface RenderedImage {
  webp: string;
  jpeg: string;
  width: number;
  height: number;
}
