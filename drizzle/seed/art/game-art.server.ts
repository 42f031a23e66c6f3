import {
  campfire,
  crystalTower,
  helicopter,
  hero,
  parachutist,
  shack,
  soldier,
  supplyCrate,
} from "./figures.server";
import { textPath } from "./glyphs.server";
import { between, hsl, n, pick, rngFrom, svgDocument, verticalGradient } from "./kit.server";
import { frameOf, sceneBody, sceneDefs, type SceneFrame, type Setting } from "./scenes.server";

/**
 * Key art of a game: its world (terrain and sky) with the scene its genre is about — a squad in
 * a firefight, parachutes over a closing zone, a camp at night, a helicopter at the exfil, a
 * tower on a lane — and touch controls on mobile games. No titles or logos: the card names the
 * game in the page's language below the picture.
 */

export const genres = ["shooter", "battle-royale", "survival", "extraction", "moba"] as const;
export type Genre = (typeof genres)[number];

export interface GameLook {
  slug: string;
  genre: Genre;
  setting: Setting;
  hue: number;
  mobile: boolean;
}

/** The figures and props that say which genre this is. */
function genreScene(frame: SceneFrame, game: GameLook, portrait: boolean): string {
  const { width: w, height: h, horizon, rnd, palette } = frame;
  const ground = horizon + (h - horizon) * 0.75;
  const heroHeight = h * (portrait ? 0.46 : 0.5);
  const rim = hsl(game.hue + 30, 100, 62);
  switch (game.genre) {
    case "shooter": {
      // Where the squad stands and who faces whom varies per game, so two shooters set in
      // similar places still read as different pictures.
      const side = rnd() < 0.5 ? 1 : -1;
      const leadX = w * (0.5 + side * between(rnd, 0.08, 0.16));
      const lead = soldier(leadX, ground + h * 0.08, heroHeight, "#07080c", "aim", side);
      const mate = soldier(
        w * (0.5 - side * between(rnd, 0.18, 0.3)),
        ground,
        heroHeight * 0.72,
        "#0b0d14",
        pick(rnd, ["run", "aim", "crouch"] as const),
        side,
      );
      const far = soldier(
        w * (0.5 + side * between(rnd, 0.3, 0.38)),
        ground - h * 0.06,
        heroHeight * 0.45,
        "#10121a",
        "crouch",
        -side,
      );
      const flashX = leadX + side * heroHeight * 0.41;
      const flashY = lead.head.y + heroHeight * 0.21;
      let out = `<line x1="${n(flashX)}" y1="${n(flashY)}" x2="${side > 0 ? w : 0}" y2="${n(flashY - h * 0.1)}" stroke="${rim}" stroke-width="2" opacity="0.7"/>`;
      for (let i = 0; i < 4; i++) {
        const y = between(rnd, 0.2, 0.6) * h;
        out += `<line x1="${n(between(rnd, 0, w * 0.4))}" y1="${n(y)}" x2="${n(between(rnd, w * 0.5, w))}" y2="${n(y + between(rnd, -30, 30))}" stroke="${palette.light}" stroke-width="1.5" opacity="0.45"/>`;
      }
      return (
        out +
        mate.svg +
        far.svg +
        lead.svg +
        `<circle cx="${n(flashX)}" cy="${n(flashY)}" r="${n(h * 0.016)}" fill="#fff3b0"/><circle cx="${n(flashX)}" cy="${n(flashY)}" r="${n(h * 0.04)}" fill="#ffb347" opacity="0.35"/>`
      );
    }
    case "battle-royale": {
      const cx = w * between(rnd, 0.4, 0.6);
      let out = `<ellipse cx="${n(cx)}" cy="${n(horizon + (h - horizon) * 0.35)}" rx="${n(w * 0.42)}" ry="${n((h - horizon) * 0.3)}" fill="none" stroke="${hsl(200, 100, 65)}" stroke-width="3" stroke-dasharray="14 6" opacity="0.9"/>`;
      out += `<rect width="${w}" height="${h}" fill="${hsl(205, 90, 55)}" opacity="0.08"/>`;
      for (let i = 0; i < 5; i++) {
        out += parachutist(
          between(rnd, 0.08, 0.92) * w,
          between(rnd, 0.12, 0.45) * h,
          h * between(rnd, 0.08, 0.16),
          hsl(game.hue + i * 40, 80, 55),
          "#111",
        );
      }
      out += supplyCrate(w * between(rnd, 0.15, 0.3), ground, h * 0.07, hsl(210, 70, 45), hsl(0, 90, 65));
      return out + soldier(w * 0.7, ground + h * 0.1, heroHeight * 0.9, "#07080c", "run").svg;
    }
    case "survival": {
      const x = w * (portrait ? 0.6 : 0.68);
      let out = shack(x, ground - h * 0.02, w * (portrait ? 0.5 : 0.3), "#0c0a09", palette.light);
      out += campfire(w * 0.32, ground + h * 0.04, h * 0.12);
      out += `<circle cx="${n(w * 0.32)}" cy="${n(ground)}" r="${n(h * 0.25)}" fill="#ff9a3c" opacity="0.12"/>`;
      const figure = soldier(w * 0.18, ground + h * 0.06, heroHeight * 0.7, "#07080c", "stand");
      return (
        out +
        figure.svg +
        soldier(w * 0.44, ground + h * 0.09, heroHeight * 0.62, "#07080c", "crouch", -1).svg
      );
    }
    case "extraction": {
      const heliX = w * between(rnd, 0.6, 0.75);
      const heliY = h * 0.22;
      let out = helicopter(heliX, heliY, w * (portrait ? 0.55 : 0.3), "#0a0c10");
      const flareX = w * 0.78;
      out += `<path d="M${n(flareX)} ${n(ground)} Q${n(flareX - 30)} ${n(ground - h * 0.2)} ${n(flareX + 10)} ${n(ground - h * 0.4)} Q${n(flareX + 40)} ${n(ground - h * 0.5)} ${n(flareX + 20)} ${n(ground - h * 0.6)}" stroke="${hsl(130, 90, 55)}" stroke-width="${n(h * 0.06)}" fill="none" opacity="0.35" stroke-linecap="round"/><circle cx="${n(flareX)}" cy="${n(ground)}" r="6" fill="${hsl(130, 100, 75)}"/>`;
      out += `<path d="M${n(flareX)} ${n(ground - h * 0.68)} l12 -12 l12 12 l-12 12Z" fill="none" stroke="${hsl(130, 100, 70)}" stroke-width="2.5"/>`;
      out += textPath("EXFIL", {
        x: flareX + 12,
        y: ground - h * 0.72 - 14,
        size: h * 0.045,
        font: "uiBold",
        fill: hsl(130, 100, 75),
        anchor: "middle",
      });
      const a = soldier(w * 0.3, ground + h * 0.08, heroHeight * 0.85, "#07080c", "run");
      const b = soldier(w * 0.48, ground + h * 0.05, heroHeight * 0.7, "#0b0d14", "aim", -1);
      return out + a.svg + b.svg;
    }
    case "moba": {
      let out = "";
      const base = h;
      for (const [i, dx] of [-0.38, 0, 0.38].entries()) {
        const topX = w / 2 + dx * w * 0.3;
        out += `<path d="M${n(w / 2 + dx * w * 1.2)} ${n(base)} Q${n(w / 2 + dx * w * 0.7)} ${n(horizon + (h - horizon) * 0.4)} ${n(topX)} ${n(horizon)}" stroke="${hsl(35, 35, 45)}" stroke-width="${n(w * 0.05)}" fill="none" opacity="0.75"/>`;
        out += crystalTower(topX, horizon + 4, h * 0.16, palette.near, hsl(game.hue + 180 + i * 20, 100, 65));
      }
      out += crystalTower(w * 0.14, base - h * 0.08, h * 0.3, palette.near, hsl(game.hue + 180, 100, 65));
      out += crystalTower(w * 0.86, base - h * 0.1, h * 0.3, palette.near, hsl(game.hue, 100, 60));
      const left = hero(
        w * 0.36,
        ground + h * 0.1,
        heroHeight,
        "#07080c",
        hsl(game.hue + 180, 100, 70),
        false,
      );
      const right = hero(
        w * 0.64,
        ground + h * 0.08,
        heroHeight * 0.9,
        "#07080c",
        hsl(game.hue, 100, 65),
        true,
      );
      out += `<path d="M${n(left.head.x + 30)} ${n(left.head.y)} Q${n(w / 2)} ${n(left.head.y - h * 0.15)} ${n(right.head.x - 20)} ${n(right.head.y)}" stroke="${hsl(game.hue + 180, 100, 70)}" stroke-width="3" fill="none" opacity="0.8"/>`;
      return out + left.svg + right.svg;
    }
  }
}

/** Joystick, fire button and a minimap: how a phone game looks on screen. */
export function touchControls(width: number, height: number, accent: string, minimap = true): string {
  const r = Math.min(width, height) * 0.11;
  return (
    `<circle cx="${n(r * 1.6)}" cy="${n(height - r * 1.6)}" r="${n(r)}" fill="#fff" opacity="0.12" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>` +
    `<circle cx="${n(r * 1.8)}" cy="${n(height - r * 1.7)}" r="${n(r * 0.42)}" fill="#fff" opacity="0.45"/>` +
    `<circle cx="${n(width - r * 1.6)}" cy="${n(height - r * 1.7)}" r="${n(r * 0.75)}" fill="${accent}" opacity="0.55" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>` +
    `<circle cx="${n(width - r * 3.3)}" cy="${n(height - r * 1.1)}" r="${n(r * 0.45)}" fill="#fff" opacity="0.18" stroke="#fff" stroke-opacity="0.5"/>` +
    `<circle cx="${n(width - r * 1.3)}" cy="${n(height - r * 3.4)}" r="${n(r * 0.45)}" fill="#fff" opacity="0.18" stroke="#fff" stroke-opacity="0.5"/>` +
    (minimap
      ? `<rect x="${n(width - r * 2.6)}" y="${n(r * 0.4)}" width="${n(r * 2.2)}" height="${n(r * 2.2)}" rx="${n(r * 0.3)}" fill="#000" opacity="0.4" stroke="#fff" stroke-opacity="0.4"/>`
      : "")
  );
}

/** A game's cover at `width`×`height` (portrait covers and landscape cards share the recipe). */
export function gameCoverSvg(game: GameLook, width: number, height: number): string {
  const portrait = height > width;
  const rnd = rngFrom(`game:${game.slug}:${width}x${height}`);
  const frame = frameOf(width, height, portrait ? 0.5 : 0.55, rnd, game.setting, game.hue, "g");
  const defs =
    sceneDefs(frame) +
    verticalGradient("g-shade", [
      [0, "rgba(0,0,0,0)"],
      [0.6, "rgba(0,0,0,0)"],
      [1, "rgba(0,0,0,0.55)"],
    ]) +
    `<radialGradient id="g-vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>`;
  const body =
    sceneBody(frame, game.setting) +
    genreScene(frame, game, portrait) +
    (game.mobile ? touchControls(width, height, hsl(game.hue, 90, 55)) : "") +
    `<rect width="${width}" height="${height}" fill="url(#g-shade)"/><rect width="${width}" height="${height}" fill="url(#g-vignette)"/>`;
  return svgDocument(width, height, body, defs);
}
