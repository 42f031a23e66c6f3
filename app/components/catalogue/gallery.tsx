import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, ImageOff, Play, X, ZoomIn, ZoomOut } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** A gallery item (SPEC §3 "Gallery highlight"): an image or an embedded video. */
export type GalleryItem =
  | { id: string; type: "image"; src: { webp: string; jpeg: string }; width: number; height: number }
  | { id: string; type: "video"; html: string };

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
          onClick={() => setLightbox(true)}
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
                      <source srcSet={item.src.webp} type="image/webp" />
                      <img
                        src={item.src.jpeg}
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
      <Lightbox
        items={items}
        index={index}
        open={lightbox}
        onOpenChange={setLightbox}
        onIndex={go}
        title={title}
      />
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
  return (
    <picture>
      <source srcSet={item.src.webp} type="image/webp" />
      <img
        src={item.src.jpeg}
        alt={alt}
        width={item.width}
        height={item.height}
        className="aspect-video w-full object-cover"
      />
    </picture>
  );
}

/** Full-screen view with zoom steps and a translated message when an image fails to load. */
function Lightbox({
  items,
  index,
  open,
  onOpenChange,
  onIndex,
  title,
}: {
  items: GalleryItem[];
  index: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIndex: (index: number) => void;
  title: string;
}) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState<(typeof ZOOM_STEPS)[number]>(100);
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const item = items[index];
  useEffect(() => setZoom(100), [index, open]);
  const step = (direction: 1 | -1) => {
    const at = ZOOM_STEPS.indexOf(zoom) + direction;
    if (at >= 0 && at < ZOOM_STEPS.length) setZoom(ZOOM_STEPS[at]);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/90 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid="lightbox"
          data-zoom={zoom}
          className="fixed inset-0 z-[71] flex flex-col outline-none"
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") onIndex(index + 1);
            if (event.key === "ArrowLeft") onIndex(index - 1);
          }}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{t("gallery.label")}</Dialog.Description>
          <div className="flex items-center justify-end gap-2 p-3 text-white">
            <span className="mr-auto px-2 text-sm text-muted">
              {index + 1} / {items.length}
            </span>
            {item.type === "image" ? (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  disabled={zoom === 100}
                  aria-label={t("gallery.zoomOut")}
                  className="lightbox-btn"
                >
                  <ZoomOut className="size-5" aria-hidden />
                </button>
                <span className="w-12 text-center text-sm tabular-nums" data-testid="zoom-level">
                  {zoom}%
                </span>
                <button
                  type="button"
                  onClick={() => step(1)}
                  disabled={zoom === 300}
                  aria-label={t("gallery.zoomIn")}
                  className="lightbox-btn"
                >
                  <ZoomIn className="size-5" aria-hidden />
                </button>
              </>
            ) : null}
            <Dialog.Close aria-label={t("gallery.close")} className="lightbox-btn">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="relative flex-1 overflow-auto">
            <div className="flex min-h-full min-w-full items-center justify-center p-4">
              {item.type === "video" ? (
                <div
                  className="aspect-video w-full max-w-5xl [&_iframe]:h-full [&_iframe]:w-full"
                  dangerouslySetInnerHTML={{ __html: item.html }}
                />
              ) : failed[item.id] ? (
                <p className="flex items-center gap-2 text-muted" data-testid="lightbox-error">
                  <ImageOff className="size-5" aria-hidden />
                  {t("gallery.imageFailed")}
                </p>
              ) : (
                <img
                  src={item.src.jpeg}
                  alt={`${title} — ${index + 1}`}
                  width={item.width}
                  height={item.height}
                  onError={() => setFailed((f) => ({ ...f, [item.id]: true }))}
                  style={{ width: `min(${zoom}%, ${item.width * (zoom / 100)}px)`, maxWidth: "none" }}
                  className="h-auto transition-[width] duration-300"
                />
              )}
            </div>
          </div>
          {items.length > 1 ? (
            <>
              <button
                type="button"
                onClick={() => onIndex(index - 1)}
                aria-label={t("gallery.previous")}
                className="lightbox-btn absolute left-3 top-1/2"
              >
                <ChevronLeft className="size-6" aria-hidden />
              </button>
              <button
                type="button"
                onClick={() => onIndex(index + 1)}
                aria-label={t("gallery.next")}
                className="lightbox-btn absolute right-3 top-1/2"
              >
                <ChevronRight className="size-6" aria-hidden />
              </button>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
