import { responsiveSrcSet } from "~/utils/media-variants";

/**
 * A WebP image with a JPEG fallback; sizes are always set, and it is lazy unless `priority`.
 * With `sizes` (how wide the page draws it), the browser may pick a narrower copy of a public
 * picture (utils/media-variants.ts): used for the large pictures that are a page's largest paint,
 * not for small cards, whose extra markup would outweigh the bytes saved.
 */
export function Picture({
  webp,
  jpeg,
  alt,
  width,
  height,
  priority,
  sizes,
  className,
}: {
  webp: string;
  jpeg: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  const webpSet = sizes ? responsiveSrcSet(webp, width) : undefined;
  const jpegSet = sizes ? responsiveSrcSet(jpeg, width) : undefined;
  return (
    <picture>
      <source srcSet={webpSet ?? webp} sizes={webpSet ? sizes : undefined} type="image/webp" />
      <img
        src={jpeg}
        srcSet={jpegSet}
        sizes={jpegSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        // React 18 knows no fetchPriority prop; the lowercase attribute reaches the DOM as is.
        {...(priority ? { fetchpriority: "high" } : {})}
        className={className}
      />
    </picture>
  );
}
