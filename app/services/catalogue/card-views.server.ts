import type { BestGameSlide } from "~/components/catalogue/best-games";
import type { CheatCardData } from "~/components/catalogue/cheat-card";
import type { GameCardData } from "~/components/catalogue/game-card";

/*
 * Loader data is sent twice: once as markup and once as the hydration data inside the same
 * document. The list services return the full rows of SPEC §7.1 (ids, sort order, publication
 * flags, status timestamps…) because the JSON API promises them; a page's loader passes its cards
 * through these views so the document carries only what a card draws.
 */

/** What a cheat card draws (components/catalogue/cheat-card.tsx). */
export function cheatCardView(cheat: CheatCardData): CheatCardData {
  return {
    to: cheat.to,
    title: cheat.title,
    status: cheat.status,
    game: cheat.game ? { name: cheat.game.name } : null,
    features: cheat.features.map((feature) => ({ name: feature.name })),
    minPrice: cheat.minPrice,
    previewWebP: cheat.previewWebP,
  };
}

/** What a game poster draws (components/catalogue/game-card.tsx). */
export function gameCardView(game: GameCardData): GameCardData {
  return {
    to: game.to,
    title: game.title,
    cheatsCount: game.cheatsCount,
    minPrice: game.minPrice,
    previewWebP: game.previewWebP,
  };
}

/** What a slide of the best-games carousel draws (components/catalogue/best-games.tsx). */
export function bestGameView({ game, tags, count, minPrice }: BestGameSlide): BestGameSlide {
  return {
    game: { name: game.name, to: game.to, previewWebp: game.previewWebp },
    tags,
    count,
    minPrice,
  };
}
