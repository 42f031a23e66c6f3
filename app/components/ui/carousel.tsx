import type { EmblaCarouselType } from "embla-carousel";
import { icon } from "~/components/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

const ChevronLeft = icon("chevron-left");
const ChevronRight = icon("chevron-right");

// Whole class names, for the stylesheet's build to find.
const CONTROLS_HIDDEN = { md: "md:hidden", lg: "lg:hidden" } as const;

/**
 * A looping carousel on Embla. Before JavaScript runs (or without it) the track is a native
 * horizontal scroller with snap points, so every slide is still reachable. Embla itself is
 * fetched after the page has hydrated, as a chunk of its own: the slides are already on screen
 * and no page waits for it.
 */
export function Carousel({
  children,
  label,
  autoplayMs,
  dragThreshold = 10,
  duration = 25,
  slideClassName,
  testId,
  showDots,
  fitsFrom,
}: {
  children: React.ReactNode[];
  label: string;
  autoplayMs?: number;
  /** Pixels a swipe must travel before it counts (the promo slider uses 50). */
  dragThreshold?: number;
  /** Embla's scroll duration (about 400 ms at 25). */
  duration?: number;
  /** Width of each slide, e.g. "basis-full md:basis-1/2 lg:basis-1/3". */
  slideClassName: string;
  testId?: string;
  showDots?: boolean;
  /** From this width up every slide is in view: no arrows or dots there, they would do nothing. */
  fitsFrom?: "md" | "lg";
}) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let cancelled = false;
    let embla: EmblaCarouselType | null = null;
    // Slides that move by themselves are motion: not for people who asked their system for less.
    const moves = autoplayMs && !matchMedia("(prefers-reduced-motion: reduce)").matches;
    void Promise.all([import("embla-carousel"), moves ? import("embla-carousel-autoplay") : null]).then(
      ([{ default: EmblaCarousel }, autoplay]) => {
        if (cancelled) return;
        const plugins = autoplay
          ? [autoplay.default({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })]
          : [];
        embla = EmblaCarousel(node, { loop: true, align: "start", dragThreshold, duration }, plugins);
        embla.on("select", (current) => setSelected(current.selectedScrollSnap()));
        setApi(embla);
      },
    );
    return () => {
      cancelled = true;
      embla?.destroy();
      setApi(null);
    };
  }, [autoplayMs, dragThreshold, duration, children.length]);
  const ready = api !== null;
  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return (
    <div
      className="relative"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-selected={selected}
      data-ready={ready}
    >
      <div ref={viewport} className={ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}>
        <div className="-ml-4 flex touch-pan-y">
          {children.map((child, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slide", { n: index + 1 })}
              className={`carousel-slide ${slideClassName}`}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      {children.length > 1 ? (
        <div
          className={`mt-4 flex items-center justify-end gap-2 ${fitsFrom ? CONTROLS_HIDDEN[fitsFrom] : ""}`}
        >
          {showDots ? (
            <div className="mr-auto flex">
              {children.map((_, index) => (
                // The bar is small; the button around it is a 24 px target a thumb can hit (WCAG 2.5.8).
                <button
                  key={index}
                  type="button"
                  onClick={() => api?.scrollTo(index)}
                  aria-label={t("home.slide", { n: index + 1 })}
                  aria-current={index === selected ? "true" : undefined}
                  className="carousel-dot"
                >
                  <span
                    aria-hidden
                    className={`carousel-bar ${index === selected ? "w-6 bg-accent" : "w-1.5 bg-line"}`}
                  />
                </button>
              ))}
            </div>
          ) : null}
          <button type="button" onClick={prev} aria-label={t("home.carouselPrev")} className="carousel-arrow">
            <ChevronLeft className="size-4" aria-hidden />
          </button>
          <button type="button" onClick={next} aria-label={t("home.carouselNext")} className="carousel-arrow">
            <ChevronRight className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
