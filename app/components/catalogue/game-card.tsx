import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Picture } from "~/components/ui/picture";
import type { PriceView } from "~/utils/price";
import { useLocalize } from "~/utils/use-lang";
import { PriceTag } from "./price-tag";

export interface GameCardData {
  to: string;
  title: string;
  cheatsCount: number;
  minPrice: PriceView | null;
  previewWebP: string | null;
}

/** A game poster: vertical art, title, number of cheats and the lowest price. */
export function GameCard({
  game,
  priority,
  level = 3,
}: {
  game: GameCardData;
  priority?: boolean;
  /** The title's heading level: 2 where the cards sit right under the page's h1. */
  level?: 2 | 3;
}) {
  const Title = level === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Link
      to={localize(game.to)}
      prefetch="intent"
      data-testid="game-card"
      className="card-lift group relative block"
    >
      {game.previewWebP ? (
        <Picture
          webp={game.previewWebP}
          alt=""
          width={360}
          height={480}
          priority={priority}
          className="card-art aspect-[3/4]"
        />
      ) : (
        <div className="aspect-[3/4] w-full bg-surface-3" />
      )}
      <div className="card-shade">
        <Title className="poster-title">{game.title}</Title>
        <p className="poster-meta">{t("counts.cheats", { count: game.cheatsCount })}</p>
        <PriceTag price={game.minPrice} className="mt-2 text-sm" />
      </div>
    </Link>
  );
}
