import { icon } from "~/components/icons";
import { Suspense, lazy, useCallback, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Picture } from "~/components/ui/picture";
import { variantUrl } from "~/utils/media-variants";

const ChevronLeft = icon("chevron-left");
const ChevronRight = icon("chevron-right");
const Play = icon("play");

/** A gallery item (SPEC §3 "Gallery highlight"): an image or an embedded video. */
export type GalleryItem =
  | { id: string; type: "image"; src: { webp: string; jpeg: string }; width: number; height: number }
  | { id: string; type: "video"; html: string };

const Lightbox = lazy(() => import("./lightbox"));

/** Gallery constants of SPEC §9. */
export const GALLERY_AUTOPLAY_MS = 20_000;
export const THUMBS_PER_WINDOW = 5;
export const ZOOM_STEPS = [100, 200, 300] as const;

/** The first thumbnail of the window that shows `index`. */
export function thumbWindowStart(index: number, count: number) {
  const maxStart = Math.max(0, count - THUMBS_PER_WINDOW);
  return Math.min(Math.max(0, index - Math.floor(THUMBS_PER_WINDOW / 2)), maxStart);
}

/**
 * The product gallery: a stage, five thumbnails per window, auto-advance every 20 s that wraps
 * (the parent re-mounts it with a new `key` when the product changes, which starts again at the
 * first item), and a lightbox with zoom steps of 100, 200 and 300 %. Without JavaScript the
 * thumbnails are links to the full images.
 */
export function Gallery({ items, title }: { items: GalleryItem[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [lightbox, setLightbox] = useState(false);
  // The lightbox is fetched on the first click on the stage and stays (it fades out on close).
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const count = items.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (count < 2 || paused || lightbox) return;
    const timer = setTimeout(() => go(index + 1), GALLERY_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [index, count, paused, lightbox, go]);

  if (!count) return null;
  const current = items[index];
  const start = thumbWindowStart(index, count);
  const thumbs = items.slice(start, start + THUMBS_PER_WINDOW);

  return (
    <section
      aria-label={t("gallery.label")}
      data-testid="gallery"
      data-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      className="select-none"
    >
      <div className="relative overflow-hidden rounded-2xl border border-line bg-surface-2">
        <button
          type="button"
          onClick={() => {
            setLightboxLoaded(true);
            setLightbox(true);
          }}
          className="block w-full cursor-zoom-in"
          aria-label={t("gallery.open", { n: index + 1 })}
          data-testid="gallery-stage"
        >
          <StageItem item={current} alt={`${title} — ${index + 1}`} />
        </button>
        {count > 1 ? (
          <>
            <StepButton side="left" label={t("gallery.previous")} onClick={() => go(index - 1)} />
            <StepButton side="right" label={t("gallery.next")} onClick={() => go(index + 1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ol className="mt-3 grid grid-cols-5 gap-2" data-testid="gallery-thumbs">
          {thumbs.map((item, offset) => {
            const n = start + offset;
            return (
              <li key={item.id}>
                <a
                  href={item.type === "image" ? item.src.jpeg : "#"}
                  onClick={(event) => {
                    event.preventDefault();
                    go(n);
                  }}
                  aria-label={t("gallery.open", { n: n + 1 })}
                  aria-current={n === index ? "true" : undefined}
                  className={`block overflow-hidden rounded-lg border-2 transition ${
                    n === index ? "border-accent" : "border-transparent opacity-60 hover:opacity-100"
                  }`}
                >
                  {item.type === "image" ? (
                    <picture>
                      {/* A thumbnail is drawn 192 px wide: the smallest copy is plenty. */}
                      <source srcSet={variantUrl(item.src.webp, 480) ?? item.src.webp} type="image/webp" />
                      <img
                        src={variantUrl(item.src.jpeg, 480) ?? item.src.jpeg}
                        alt=""
                        width={192}
                        height={108}
                        loading="lazy"
                        className="aspect-video w-full object-cover"
                      />
                    </picture>
                  ) : (
                    <span className="grid aspect-video place-items-center bg-surface-3 text-muted">
                      <Play className="size-5" aria-hidden />
                      <span className="sr-only">{t("gallery.video")}</span>
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ol>
      ) : null}
      {lightboxLoaded ? (
        <Suspense fallback={null}>
          <Lightbox
            items={items}
            index={index}
            open={lightbox}
            onOpenChange={setLightbox}
            onIndex={go}
            title={title}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function StepButton({
  side,
  label,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
}) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full border border-white/10 bg-black/50 text-white backdrop-blur transition hover:bg-accent-fill ${
        side === "left" ? "left-3" : "right-3"
      }`}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}

function StageItem({ item, alt }: { item: GalleryItem; alt: string }) {
  if (item.type === "video")
    return (
      <div
        className="aspect-video w-full [&_iframe]:h-full [&_iframe]:w-full"
        dangerouslySetInnerHTML={{ __html: item.html }}
      />
    );
  // The stage is the cheat page's largest paint: fetched first, in the width the layout draws.
  return (
    <Picture
      webp={item.src.webp}
      alt={alt}
      width={item.width}
      height={item.height}
      priority
      sizes="(min-width: 1024px) 60vw, 100vw"
      className="aspect-video w-full object-cover"
    />
  );
}
