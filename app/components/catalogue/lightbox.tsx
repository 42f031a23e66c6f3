import { icon } from "~/components/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog, DialogClose, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { ZOOM_STEPS, type GalleryItem } from "./gallery";

const ChevronLeft = icon("chevron-left");
const ChevronRight = icon("chevron-right");
const ImageOff = icon("image-off");
const ZoomIn = icon("zoom-in");
const ZoomOut = icon("zoom-out");

/** Full-screen view with zoom steps and a translated message when an image fails to load. */
export default function Lightbox({
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      testId="lightbox"
      described
      contentProps={{ "data-zoom": zoom }}
      overlayClassName="fixed inset-0 bg-black/90 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      className="fixed inset-0 flex flex-col outline-none"
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") onIndex(index + 1);
        if (event.key === "ArrowLeft") onIndex(index - 1);
      }}
    >
      <DialogTitle className="sr-only">{title}</DialogTitle>
      <DialogDescription className="sr-only">{t("gallery.label")}</DialogDescription>
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
        <DialogClose label={t("gallery.close")} className="lightbox-btn" />
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
    </Dialog>
  );
}
