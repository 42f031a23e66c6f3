/*
 * Narrower copies of the public pictures, for `srcset` (decision 0021). Every stored picture
 * has one size, the largest a page draws it at; a phone that draws a 1280 px slide 400 px wide
 * would download three times the pixels it shows. `/media/w<width>/<folder>/<file>` answers the
 * same picture scaled down to that width; the server makes each copy once, on first request,
 * and keeps it beside the original (server/media-variants.ts).
 */

/** The only widths the server makes: a small fixed set, so nobody can ask it for thousands. */
export const VARIANT_WIDTHS = [480, 800] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Public picture folders that have variants (ticket attachments are private and never do). */
export const VARIANT_FOLDERS = ["seed", "console"] as const;

const PUBLIC_PICTURE = new RegExp(`^/media/(${VARIANT_FOLDERS.join("|")})/([\\w-]+\\.(?:webp|jpg))$`);

/** The URL of `url` scaled to `width`, or null when `url` is not a public picture. */
export function variantUrl(url: string, width: VariantWidth): string | null {
  const match = PUBLIC_PICTURE.exec(url);
  return match ? `/media/w${width}/${match[1]}/${match[2]}` : null;
}

/**
 * A `srcset` for a picture stored `width` pixels wide: the narrower variants and the original.
 * Undefined when the picture has no variants (an external or private URL), so the attribute is
 * left out and the plain `src` is used.
 */
export function responsiveSrcSet(url: string, width: number): string | undefined {
  const narrower = VARIANT_WIDTHS.filter((w) => w < width)
    .map((w) => [variantUrl(url, w), w] as const)
    .filter((entry): entry is readonly [string, VariantWidth] => entry[0] !== null);
  if (!narrower.length) return undefined;
  return [...narrower.map(([src, w]) => `${src} ${w}w`), `${url} ${width}w`].join(", ");
}
