import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Carousel } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import type { PriceView } from "~/utils/price";
import { useLocalize } from "~/utils/use-lang";
import { FittedTags } from "./fitted-tags";
import { PriceTag } from "./price-tag";

/** Best-games carousel constants (SPEC §9): 8 s auto-advance, 400 ms animation. */
export const BEST_GAMES_INTERVAL_MS = 8_000;

export interface BestGameSlide {
  game: { name: string; to: string; previewWebp: string | null };
  tags: string[];
  count: number;
  minPrice: PriceView | null;
}

/** Three per view on desktop, two up to 1024 px, one up to 767 px. */
export function BestGamesCarousel({ items }: { items: BestGameSlide[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Carousel
      label={t("home.bestGames")}
      autoplayMs={BEST_GAMES_INTERVAL_MS}
      duration={25}
      slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
      fitsFrom={items.length <= 2 ? "md" : items.length <= 3 ? "lg" : undefined}
      testId="best-games"
    >
      {items.map((item) => (
        <Link
          key={item.game.to}
          to={localize(item.game.to)}
          draggable={false}
          className="slide-card group"
          data-testid="best-game"
        >
          {item.game.previewWebp ? (
            <Picture
              webp={item.game.previewWebp}
              alt=""
              width={640}
              height={360}
              className="card-art aspect-video"
            />
          ) : null}
          <div className="p-4">
            <h3 className="font-display text-lg text-text">{item.game.name}</h3>
            <div className="mt-2">
              <FittedTags tags={item.tags.map((name) => ({ name }))} testId="card-tags" />
            </div>
            <div className="slide-card-foot">
              <span className="text-faint">{t("counts.cheats", { count: item.count })}</span>
              <PriceTag price={item.minPrice} />
            </div>
          </div>
        </Link>
      ))}
    </Carousel>
  );
}
