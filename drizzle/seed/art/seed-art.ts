import type { SeedAccount, SeedCheat, SeedGame } from "../types";
import { accountSvg } from "./accounts.server";
import { cheatAccentHue, cheatShotSvg, type CheatLook } from "./cheat-art.server";
import { gameCoverSvg, type GameLook } from "./game-art.server";
import { flashToolSvg, hardwareSvg } from "./hardware.server";
import { slideSvg, warrantySvg } from "./illustrations.server";
import { artSizes, type ArtKind } from "../../../app/services/media/art-sizes";
import { currentSeedArtwork, writeSeedArtwork, type SeedArtwork } from "../pictures";
import { renderArt } from "./render.server";

/**
 * Which picture every seeded thing gets: games their key art, cheats their gameplay and menu,
 * spoofers their tool, DMA cheats the second PC's radar, hardware its product shots, firmware
 * the flashing tool, accounts their profile screens, and the warranty and home slides their own
 * illustrations (decision 0025).
 */

/** Runs jobs with at most `limit` in flight (sharp already uses both cores per image). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await fn(items[index], index);
      }
    }),
  );
  return out;
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

export function gameLook(game: SeedGame): GameLook {
  return {
    slug: game.slug,
    genre: game.genre,
    setting: game.setting,
    hue: game.hue,
    mobile: game.mobile ?? false,
  };
}

/** How a cheat's pictures are drawn; hardware components are not in its menu. */
export function cheatLook(cheat: SeedCheat, game: SeedGame): CheatLook {
  return {
    slug: cheat.slug,
    name: cheat.name,
    features: cheat.features.filter((f) => !f.isComponent).map((f) => f.name.en),
    kind: cheat.isSpoofer ? "spoofer" : cheat.category === "DMA_CHEATS" ? "dma-cheat" : "cheat",
    game: gameLook(game),
  };
}

/** The SVG of picture `shot` of a cheat (or hardware, or firmware) at `kind`'s size. */
function cheatPicture(cheat: SeedCheat, game: SeedGame | undefined, kind: ArtKind, shot: number): string {
  const { width, height } = artSizes[kind];
  const hue = cheatAccentHue(cheat.slug);
  const seed = `${cheat.slug}:${kind}:${shot}`;
  if (cheat.hardware) {
    return hardwareSvg({
      kind: cheat.hardware.kind,
      label: cheat.hardware.label,
      view: shot,
      width,
      height,
      seed,
      hue,
    });
  }
  if (cheat.category === "DMA_FIRMWARE") {
    const emulates = cheat.features[0]?.name.en ?? "Device emulation";
    return flashToolSvg({ firmwareName: cheat.name, emulates, view: shot, width, height, seed, hue });
  }
  if (!game) throw new Error(`Cheat ${cheat.slug} has no game and is neither hardware nor firmware`);
  return cheatShotSvg(cheatLook(cheat, game), shot, width, height);
}

/** Draws every seeded picture into the seed pictures' folder (files already there are reused). */
export async function renderSeedArtwork(data: {
  games: SeedGame[];
  cheats: SeedCheat[];
  accounts: SeedAccount[];
}): Promise<SeedArtwork> {
  const art = renderArt;
  const gameBySlug = new Map(data.games.map((g) => [g.slug, g]));
  const size = (kind: ArtKind) => [artSizes[kind].width, artSizes[kind].height] as const;

  const games = await mapLimit(data.games, 3, async (g) => ({
    horizontal: await art("horizontal", g.slug, gameCoverSvg(gameLook(g), ...size("horizontal"))),
    vertical: await art("vertical", g.slug, gameCoverSvg(gameLook(g), ...size("vertical"))),
  }));

  const cheats = await mapLimit(data.cheats, 3, async (c) => {
    const game = c.gameSlug ? gameBySlug.get(c.gameSlug) : undefined;
    const name = `${c.gameSlug ?? "dma"}-${c.slug}`;
    return {
      preview: await art("horizontal", name, cheatPicture(c, game, "horizontal", 0)),
      background: await art("background", name, cheatPicture(c, game, "background", 0)),
      screenshots: await mapLimit(range(c.screenshots), 2, (n) =>
        art("screenshot", `${name}-${n}`, cheatPicture(c, game, "screenshot", n)),
      ),
    };
  });

  const accounts = await mapLimit(data.accounts, 3, async (a) => {
    const game = gameBySlug.get(a.gameSlug);
    const base = { gameName: game?.name.en ?? a.name.en, title: a.name.en, seed: a.slug, hue: a.hue };
    return {
      vertical: await art(
        "vertical",
        `account-${a.slug}`,
        accountSvg({ ...base, view: -1, ...artSizes.vertical }),
      ),
      screenshots: await mapLimit(range(a.screenshots), 2, (n) =>
        art("screenshot", `account-${a.slug}-${n}`, accountSvg({ ...base, view: n, ...artSizes.screenshot })),
      ),
    };
  });

  const slides = await mapLimit([1, 2, 3, 4], 2, (n) =>
    art("slide", `home-slide-${n}`, slideSvg(n, artSizes.slide.width, artSizes.slide.height, 200 + n * 40)),
  );
  const warranty = await mapLimit([1, 2, 3, 4, 5, 6, 7], 2, (n) =>
    art(
      "horizontal",
      `warranty-${n}`,
      warrantySvg(n, artSizes.horizontal.width, artSizes.horizontal.height, 230 + n * 35),
    ),
  );
  return { games, cheats, accounts, slides, warranty };
}

/**
 * Makes sure the pictures of the current seed data and drawing code are drawn and listed in the
 * manifest the seed reads; does nothing when they already are. Returns whether it drew.
 */
export async function ensureSeedPictures(): Promise<boolean> {
  if (await currentSeedArtwork()) return false;
  const [{ games }, { cheats }, { accounts }] = await Promise.all([
    import("../data/games"),
    import("../data/cheats"),
    import("../data/accounts"),
  ]);
  await writeSeedArtwork(await renderSeedArtwork({ games, cheats, accounts }));
  return true;
}
