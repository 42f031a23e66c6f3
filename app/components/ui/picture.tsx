/** A WebP image with a JPEG fallback; sizes are always set, and it is lazy unless `priority`. */
export function Picture({
  webp,
  jpeg,
  alt,
  width,
  height,
  priority,
  className,
}: {
  webp: string;
  jpeg: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source srcSet={webp} type="image/webp" />
      <img
        src={jpeg}
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
