import { responsiveSrcSet } from "~/utils/media-variants";

/**
 * A WebP image (every browser the shop supports shows WebP; the JPEG copies stay for e-mails and
 * link previews, and a <picture> with a fallback doubled every card's markup); sizes are always
 * set, and it is lazy unless `priority`.
 * With `sizes` (how wide the page draws it), the browser may pick a narrower copy of a public
 * picture (utils/media-variants.ts): used for the large pictures that are a page's largest paint,
 * not for small cards, whose extra markup would outweigh the bytes saved.
 */
export function Picture({
  webp,
  alt,
  width,
  height,
  priority,
  sizes,
  className,
}: {
  webp: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  const srcSet = sizes ? responsiveSrcSet(webp, width) : undefined;
  return (
    <img
      src={webp}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      // Eager is the default; decoding is left to the browser (it rasters off the main thread).
      loading={priority ? undefined : "lazy"}
      // React 18 knows no fetchPriority prop; the lowercase attribute reaches the DOM as is.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}
