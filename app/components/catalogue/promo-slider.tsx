import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
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
          <div className="promo-slide" data-testid="promo-slide">
            {slide.image ? (
              <Picture
                webp={slide.image.webp}
                alt=""
                width={slide.image.width}
                height={Math.round((slide.image.width * 520) / 1280)}
                priority={index === 0}
                sizes="(min-width: 1240px) 1208px, 100vw"
                className="promo-art"
              />
            ) : (
              <div className="aspect-[16/7] w-full bg-surface-2" />
            )}
            <div className="promo-shade">
              <div className="flex flex-wrap items-center gap-2">
                <span className="promo-badge">{slide.badge === "news" ? t("home.news") : t("home.new")}</span>
                {slide.status !== null ? (
                  <StatusBadge status={slide.status} className="status-badge-overlay" />
                ) : null}
                {slide.tags.slice(0, MAX_SLIDE_TAGS).map((tag) => (
                  <span key={tag} className="promo-tag">
                    {tag}
                  </span>
                ))}
              </div>
              <h2 className="promo-title">{slide.title}</h2>
              {slide.description ? <p className="promo-text">{slide.description}</p> : null}
              {slide.badge === "new" ? <PriceTag price={slide.minPrice} className="mt-3" /> : null}
            </div>
          </div>
        );
        return slide.to ? (
          <Link key={index} to={localize(slide.to)} draggable={false}>
            {body}
          </Link>
        ) : slide.href ? (
          <a key={index} href={slide.href} rel="noopener" draggable={false}>
            {body}
          </a>
        ) : (
          <div key={index}>{body}</div>
        );
      })}
    </Carousel>
  );
}
