import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Carousel } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import type { Slide } from "~/services/catalogue/home.server";
import { useLocalize } from "~/utils/use-lang";
import { PriceTag } from "./price-tag";
import { StatusBadge } from "./status-badge";

/** Home slider constants (SPEC §9). */
export const SLIDER_INTERVAL_MS = 10_000;
export const SWIPE_THRESHOLD_PX = 50;
export const MAX_SLIDE_TAGS = 2;

/** The home promo slider: news slides from settings, then new cheats (at most four). */
export function PromoSlider({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!slides.length) return null;
  return (
    <Carousel
      label={t("home.slider")}
      autoplayMs={SLIDER_INTERVAL_MS}
      dragThreshold={SWIPE_THRESHOLD_PX}
      slideClassName="basis-full"
      testId="promo-slider"
      showDots
    >
      {slides.map((slide, index) => {
        const body = (
          <div className="relative overflow-hidden rounded-3xl border border-line" data-testid="promo-slide">
            {slide.image ? (
              <Picture
                webp={slide.image.webp}
                jpeg={slide.image.jpeg}
                alt=""
                width={1280}
                height={520}
                priority={index === 0}
                className="aspect-[4/3] w-full object-cover sm:aspect-[16/7] lg:aspect-[1280/440]"
              />
            ) : (
              <div className="aspect-[16/7] w-full bg-surface-2" />
            )}
            <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/90 via-black/40 to-transparent p-5 md:p-10">
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-accent-fill px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
                  {slide.badge === "news" ? t("home.news") : t("home.new")}
                </span>
                {slide.status !== null ? <StatusBadge status={slide.status} className="bg-bg/80" /> : null}
                {slide.tags.slice(0, MAX_SLIDE_TAGS).map((tag) => (
                  <span
                    key={tag}
                    className="rounded-full border border-white/20 bg-black/40 px-2.5 py-1 text-xs text-white/90"
                  >
                    {tag}
                  </span>
                ))}
              </div>
              <h2 className="mt-3 max-w-2xl font-display text-2xl leading-tight text-white md:text-4xl">
                {slide.title}
              </h2>
              {slide.description ? (
                <p className="mt-2 max-w-xl text-sm text-white/80 md:text-base">{slide.description}</p>
              ) : null}
              {slide.to ? <PriceTag price={slide.minPrice} className="mt-3" /> : null}
            </div>
          </div>
        );
        return slide.to ? (
          <Link key={index} to={localize(slide.to)} className="block" draggable={false}>
            {body}
          </Link>
        ) : (
          <div key={index}>{body}</div>
        );
      })}
    </Carousel>
  );
}
