import { between, hsl, n, type Rng, verticalGradient } from "./kit.server";

/**
 * Game-world backdrops: a sky and a landscape drawn from a handful of terrain recipes. Game key
 * art and cheat screenshots both stand on them, so a cheat's gallery happens in its game's world.
 */

export const terrains = [
  "city",
  "mountains",
  "dunes",
  "snow",
  "islands",
  "forest",
  "station",
  "volcano",
  "industrial",
  "arena",
  "castle",
  "trenches",
  "harbour",
  "mesa",
  "jungle",
  "ruins",
  "sky-islands",
] as const;
export type Terrain = (typeof terrains)[number];
export const skies = ["day", "dusk", "night", "storm", "fog", "space"] as const;
export type Sky = (typeof skies)[number];

export interface Setting {
  terrain: Terrain;
  sky: Sky;
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  /** Sun, moon, lava or neon: the scene's light source. */
  glow: string;
  far: string;
  mid: string;
  near: string;
  ground: string;
  /** Windows, lamps, sparks. */
  light: string;
}

/** Colours of a sky at a given hue; the terrain keeps its shapes, the sky sets the mood. */
export function paletteOf(sky: Sky, hue: number): Palette {
  switch (sky) {
    case "day":
      return {
        skyTop: hsl(hue + 190, 55, 52),
        skyBottom: hsl(hue + 180, 45, 80),
        glow: hsl(50, 100, 88),
        far: hsl(hue + 200, 22, 62),
        mid: hsl(hue + 160, 18, 42),
        near: hsl(hue + 120, 20, 24),
        ground: hsl(hue + 100, 18, 30),
        light: hsl(48, 100, 80),
      };
    case "dusk":
      return {
        skyTop: hsl(hue + 250, 45, 20),
        skyBottom: hsl(hue + 20, 85, 58),
        glow: hsl(hue + 35, 100, 70),
        far: hsl(hue + 290, 25, 34),
        mid: hsl(hue + 280, 28, 22),
        near: hsl(hue + 270, 30, 12),
        ground: hsl(hue + 270, 25, 14),
        light: hsl(hue + 40, 100, 72),
      };
    case "night":
      return {
        skyTop: hsl(hue + 220, 55, 6),
        skyBottom: hsl(hue, 60, 24),
        glow: hsl(hue + 180, 90, 78),
        far: hsl(hue, 35, 18),
        mid: hsl(hue, 35, 11),
        near: hsl(hue, 40, 6),
        ground: hsl(hue, 35, 8),
        light: hsl(hue + 20, 100, 66),
      };
    case "storm":
      return {
        skyTop: hsl(hue + 200, 18, 14),
        skyBottom: hsl(hue + 190, 14, 38),
        glow: hsl(hue + 190, 60, 85),
        far: hsl(hue + 200, 12, 32),
        mid: hsl(hue + 200, 12, 22),
        near: hsl(hue + 200, 14, 12),
        ground: hsl(hue + 200, 10, 16),
        light: hsl(hue + 30, 90, 64),
      };
    case "fog":
      return {
        skyTop: hsl(hue, 14, 46),
        skyBottom: hsl(hue, 12, 72),
        glow: hsl(hue + 30, 70, 88),
        far: hsl(hue, 10, 62),
        mid: hsl(hue, 10, 44),
        near: hsl(hue, 12, 24),
        ground: hsl(hue, 10, 30),
        light: hsl(45, 100, 72),
      };
    case "space":
      return {
        skyTop: hsl(hue + 230, 60, 4),
        skyBottom: hsl(hue + 260, 55, 16),
        glow: hsl(hue, 95, 65),
        far: hsl(hue + 230, 20, 30),
        mid: hsl(hue + 230, 18, 20),
        near: hsl(hue + 230, 22, 12),
        ground: hsl(hue + 230, 20, 14),
        light: hsl(hue, 100, 70),
      };
  }
}

export interface SceneFrame {
  width: number;
  height: number;
  /** Y of the horizon in pixels. */
  horizon: number;
  rnd: Rng;
  palette: Palette;
  /** Unique prefix for ids inside one document. */
  id: string;
}

/** A polygon outline from points. */
export const poly = (points: [number, number][], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${extra}/>`;

/** A jagged ridge line across the picture, closed to the bottom edge. */
function ridge(
  frame: SceneFrame,
  base: number,
  amplitude: number,
  steps: number,
  fill: string,
  smooth = false,
) {
  const { width: w, height: h, rnd } = frame;
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) pts.push([(w / steps) * i, base - rnd() * amplitude]);
  if (!smooth) return poly([[0, h], ...pts, [w, h]], fill);
  let d = `M0 ${n(h)} L0 ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1];
    const [x, y] = pts[i];
    d += ` C${n(px + (x - px) / 2)} ${n(py)} ${n(px + (x - px) / 2)} ${n(y)} ${n(x)} ${n(y)}`;
  }
  return `<path d="${d} L${n(w)} ${n(h)}Z" fill="${fill}"/>`;
}

function pineTree(x: number, base: number, height: number, fill: string) {
  const w = height * 0.42;
  const tiers = [0, 0.3, 0.55].map((t) => {
    const top = base - height + height * t;
    const bottom = base - height * 0.12 - (0.55 - t) * height * 0.35;
    return poly(
      [
        [x, top],
        [x - w / 2 + t * w * 0.1, bottom],
        [x + w / 2 - t * w * 0.1, bottom],
      ],
      fill,
    );
  });
  return (
    tiers.join("") +
    `<rect x="${n(x - height * 0.03)}" y="${n(base - height * 0.14)}" width="${n(height * 0.06)}" height="${n(height * 0.14)}" fill="${fill}"/>`
  );
}

function palmTree(x: number, base: number, height: number, fill: string, rnd: Rng) {
  const lean = between(rnd, -0.25, 0.25) * height;
  const topX = x + lean;
  const topY = base - height;
  let out = `<path d="M${n(x - 3)} ${n(base)} Q${n(x + lean * 0.3)} ${n(base - height * 0.5)} ${n(topX)} ${n(topY)} L${n(topX + 4)} ${n(topY + 2)} Q${n(x + lean * 0.3 + 5)} ${n(base - height * 0.5)} ${n(x + 4)} ${n(base)}Z" fill="${fill}"/>`;
  for (let i = 0; i < 6; i++) {
    const angle = (i / 6) * Math.PI * 2 + 0.3;
    const len = height * 0.45;
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.45 + len * 0.2;
    out += `<path d="M${n(topX)} ${n(topY)} Q${n((topX + ex) / 2)} ${n(topY - len * 0.25)} ${n(ex)} ${n(ey)} Q${n((topX + ex) / 2)} ${n(topY - len * 0.08)} ${n(topX)} ${n(topY + 3)}Z" fill="${fill}"/>`;
  }
  return out;
}

/** City blocks with lit windows. */
function skyline(frame: SceneFrame, base: number, maxHeight: number, fill: string, windows: number) {
  const { width: w, rnd, palette } = frame;
  let out = "";
  let x = -10;
  while (x < w) {
    const bw = between(rnd, w * 0.035, w * 0.09);
    const bh = between(rnd, maxHeight * 0.35, maxHeight);
    out += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh + 2)}" fill="${fill}"/>`;
    if (rnd() < 0.3)
      out += `<rect x="${n(x + bw * 0.45)}" y="${n(base - bh - bh * 0.15)}" width="2" height="${n(bh * 0.15)}" fill="${fill}"/>`;
    for (let i = 0; i < windows * (bh / maxHeight); i++) {
      const wx = x + 3 + Math.floor(rnd() * ((bw - 8) / 6)) * 6;
      const wy = base - bh + 6 + Math.floor(rnd() * ((bh - 12) / 8)) * 8;
      out += `<rect x="${n(wx)}" y="${n(wy)}" width="3" height="4" fill="${palette.light}" opacity="${n(between(rnd, 0.4, 0.95))}"/>`;
    }
    x += bw + between(rnd, 0, w * 0.012);
  }
  return out;
}

function celestial(frame: SceneFrame, sky: Sky): string {
  const { width: w, horizon, rnd, palette, id } = frame;
  const cx = between(rnd, w * 0.2, w * 0.8);
  const cy =
    sky === "dusk" ? horizon - between(rnd, 0.02, 0.12) * horizon : between(rnd, 0.15, 0.4) * horizon;
  const r = Math.min(w, frame.height) * (sky === "space" ? 0.22 : 0.07);
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 3)}" fill="url(#${id}-halo)"/>`;
  if (sky === "space") {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${palette.mid}"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.7)}" ry="${n(r * 0.3)}" fill="none" stroke="${palette.glow}" stroke-width="3" opacity="0.6" transform="rotate(-12 ${n(cx)} ${n(cy)})"/>`;
  } else if (sky !== "storm" && sky !== "fog") {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${palette.glow}"/>`;
  }
  if (sky === "night" || sky === "space") {
    for (let i = 0; i < 60; i++) {
      out += `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * horizon * 0.9)}" r="${n(between(rnd, 0.5, 1.6))}" fill="#fff" opacity="${n(between(rnd, 0.3, 0.9))}"/>`;
    }
  }
  if (sky === "storm") {
    let x = between(rnd, w * 0.3, w * 0.7);
    let y = 0;
    let d = `M${n(x)} 0`;
    while (y < horizon * 0.8) {
      x += between(rnd, -25, 25);
      y += between(rnd, 20, 45);
      d += ` L${n(x)} ${n(y)}`;
    }
    out += `<path d="${d}" stroke="${palette.glow}" stroke-width="2.5" fill="none" opacity="0.85"/>`;
  }
  return out;
}

const terrainDrawers: Record<Terrain, (frame: SceneFrame) => string> = {
  city: (f) =>
    skyline(f, f.horizon + f.height * 0.05, f.height * 0.38, f.palette.far, 20) +
    skyline(f, f.horizon + f.height * 0.12, f.height * 0.3, f.palette.mid, 28) +
    `<rect x="0" y="${n(f.horizon + f.height * 0.12)}" width="${f.width}" height="${f.height}" fill="${f.palette.ground}"/>`,
  mountains: (f) =>
    ridge(f, f.horizon - f.height * 0.05, f.height * 0.3, 9, f.palette.far) +
    ridge(f, f.horizon + f.height * 0.05, f.height * 0.18, 12, f.palette.mid) +
    ridge(f, f.horizon + f.height * 0.16, f.height * 0.08, 16, f.palette.near),
  dunes: (f) =>
    ridge(f, f.horizon, f.height * 0.08, 5, f.palette.far, true) +
    ridge(f, f.horizon + f.height * 0.1, f.height * 0.1, 4, f.palette.mid, true) +
    ridge(f, f.horizon + f.height * 0.22, f.height * 0.08, 3, f.palette.near, true),
  snow: (f) => {
    let out =
      ridge(f, f.horizon - f.height * 0.02, f.height * 0.22, 10, hsl(210, 25, 82)) +
      ridge(f, f.horizon + f.height * 0.08, f.height * 0.06, 8, hsl(210, 30, 90), true);
    for (let i = 0; i < 14; i++)
      out += pineTree(
        f.rnd() * f.width,
        f.horizon + f.height * between(f.rnd, 0.08, 0.14),
        f.height * between(f.rnd, 0.1, 0.2),
        f.palette.near,
      );
    for (let i = 0; i < 80; i++)
      out += `<circle cx="${n(f.rnd() * f.width)}" cy="${n(f.rnd() * f.height)}" r="${n(between(f.rnd, 0.8, 2.2))}" fill="#fff" opacity="0.7"/>`;
    return out;
  },
  islands: (f) => {
    let out = `<rect x="0" y="${n(f.horizon)}" width="${f.width}" height="${f.height}" fill="${hsl(195, 60, 36)}"/>`;
    for (let i = 0; i < 10; i++)
      out += `<rect x="${n(f.rnd() * f.width)}" y="${n(f.horizon + f.rnd() * f.height * 0.4)}" width="${n(between(f.rnd, 20, 80))}" height="1.5" fill="#fff" opacity="0.35"/>`;
    for (let i = 0; i < 3; i++) {
      const cx = between(f.rnd, 0.1, 0.9) * f.width;
      const rw = between(f.rnd, 0.1, 0.22) * f.width;
      const rh = between(f.rnd, 0.05, 0.12) * f.height;
      out += `<ellipse cx="${n(cx)}" cy="${n(f.horizon + 2)}" rx="${n(rw)}" ry="${n(rh)}" fill="${hsl(45, 45, 62)}"/><ellipse cx="${n(cx)}" cy="${n(f.horizon)}" rx="${n(rw * 0.8)}" ry="${n(rh * 0.9)}" fill="${hsl(120, 35, 30)}"/>`;
      for (let p = 0; p < 3; p++)
        out += palmTree(
          cx + between(f.rnd, -rw * 0.5, rw * 0.5),
          f.horizon - rh * 0.5,
          f.height * between(f.rnd, 0.1, 0.16),
          f.palette.near,
          f.rnd,
        );
    }
    return out;
  },
  forest: (f) => {
    let out = ridge(f, f.horizon, f.height * 0.08, 8, f.palette.far, true);
    for (const [layer, colour] of [f.palette.far, f.palette.mid, f.palette.near].entries()) {
      const count = 18 + layer * 6;
      for (let i = 0; i < count; i++) {
        out += pineTree(
          (i / count) * f.width + between(f.rnd, -10, 10),
          f.horizon + f.height * (0.04 + layer * 0.09),
          f.height * between(f.rnd, 0.14, 0.22) * (1 + layer * 0.4),
          colour,
        );
      }
    }
    return (
      out +
      `<rect x="0" y="${n(f.horizon + f.height * 0.22)}" width="${f.width}" height="${f.height}" fill="${f.palette.near}"/>`
    );
  },
  station: (f) => {
    const y = f.horizon;
    let out = `<rect x="0" y="${n(y)}" width="${f.width}" height="${f.height}" fill="${f.palette.ground}"/>`;
    for (let i = 0; i < 7; i++) {
      const x = (i / 6) * f.width;
      out += `<rect x="${n(x - 8)}" y="${n(y - f.height * 0.45)}" width="16" height="${n(f.height * 0.45)}" fill="${f.palette.mid}"/>`;
      out += `<rect x="${n(x - 4)}" y="${n(y - f.height * 0.4)}" width="8" height="3" fill="${f.palette.light}"/>`;
    }
    out += `<rect x="0" y="${n(y - f.height * 0.48)}" width="${f.width}" height="14" fill="${f.palette.mid}"/>`;
    for (let x = 0; x < f.width; x += 40)
      out += `<line x1="${x}" y1="${n(y - f.height * 0.48)}" x2="${x + 40}" y2="${n(y - f.height * 0.48 + 14)}" stroke="${f.palette.far}" stroke-width="2"/>`;
    for (let x = 0; x < f.width; x += 60)
      out += `<line x1="${f.width / 2}" y1="${n(y)}" x2="${x * 3 - f.width}" y2="${f.height}" stroke="${f.palette.light}" stroke-opacity="0.18" stroke-width="1.5"/>`;
    return out;
  },
  volcano: (f) => {
    const peakX = between(f.rnd, 0.35, 0.65) * f.width;
    const peakY = f.horizon - f.height * 0.32;
    let out = poly(
      [
        [peakX - f.width * 0.45, f.horizon + 10],
        [peakX - f.width * 0.06, peakY],
        [peakX + f.width * 0.06, peakY],
        [peakX + f.width * 0.5, f.horizon + 10],
      ],
      f.palette.far,
    );
    // Lava runs down both slopes from the crater.
    for (const side of [-1, 1]) {
      const x0 = peakX + side * f.width * 0.03;
      out += `<path d="M${n(x0)} ${n(peakY)} Q${n(x0 + side * f.width * 0.05)} ${n(peakY + f.height * 0.12)} ${n(x0 + side * f.width * 0.12)} ${n(f.horizon)}" stroke="${hsl(18, 100, 55)}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    }
    out += `<ellipse cx="${n(peakX)}" cy="${n(peakY)}" rx="${n(f.width * 0.08)}" ry="${n(f.height * 0.05)}" fill="${hsl(25, 100, 60)}" opacity="0.6"/>`;
    for (let i = 0; i < 5; i++)
      out += `<circle cx="${n(peakX + between(f.rnd, -60, 60))}" cy="${n(peakY - between(f.rnd, 20, f.height * 0.25))}" r="${n(between(f.rnd, 20, 50))}" fill="${hsl(0, 0, 20)}" opacity="0.45"/>`;
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${n(f.rnd() * f.width)}" cy="${n(f.rnd() * f.height)}" r="${n(between(f.rnd, 0.8, 2))}" fill="${hsl(25, 100, 65)}" opacity="0.8"/>`;
    return out + ridge(f, f.horizon + f.height * 0.14, f.height * 0.08, 12, f.palette.near);
  },
  industrial: (f) => {
    let out = skyline(f, f.horizon + f.height * 0.04, f.height * 0.2, f.palette.far, 6);
    for (let i = 0; i < 4; i++) {
      const x = between(f.rnd, 0.05, 0.95) * f.width;
      const ch = f.height * between(f.rnd, 0.25, 0.42);
      out += `<rect x="${n(x)}" y="${n(f.horizon - ch)}" width="${n(f.width * 0.018)}" height="${n(ch)}" fill="${f.palette.mid}"/>`;
      out += `<circle cx="${n(x + 8)}" cy="${n(f.horizon - ch - 20)}" r="${n(between(f.rnd, 16, 30))}" fill="${f.palette.far}" opacity="0.5"/>`;
    }
    const craneX = between(f.rnd, 0.55, 0.85) * f.width;
    out += `<rect x="${n(craneX)}" y="${n(f.horizon - f.height * 0.4)}" width="8" height="${n(f.height * 0.4)}" fill="${f.palette.mid}"/><rect x="${n(craneX - f.width * 0.12)}" y="${n(f.horizon - f.height * 0.4)}" width="${n(f.width * 0.18)}" height="6" fill="${f.palette.mid}"/><line x1="${n(craneX - f.width * 0.1)}" y1="${n(f.horizon - f.height * 0.4)}" x2="${n(craneX - f.width * 0.1)}" y2="${n(f.horizon - f.height * 0.22)}" stroke="${f.palette.mid}" stroke-width="2"/>`;
    return (
      out +
      `<rect x="0" y="${n(f.horizon + f.height * 0.04)}" width="${f.width}" height="${f.height}" fill="${f.palette.ground}"/>`
    );
  },
  arena: (f) => {
    let out = `<rect x="0" y="${n(f.horizon)}" width="${f.width}" height="${f.height}" fill="${f.palette.ground}"/>`;
    for (let i = -12; i <= 12; i++)
      out += `<line x1="${n(f.width / 2 + i * 18)}" y1="${n(f.horizon)}" x2="${n(f.width / 2 + i * f.width * 0.12)}" y2="${f.height}" stroke="${f.palette.light}" stroke-opacity="0.45" stroke-width="1.2"/>`;
    for (let k = 1; k < 9; k++) {
      const y = f.horizon + (f.height - f.horizon) * Math.pow(k / 9, 1.8);
      out += `<line x1="0" y1="${n(y)}" x2="${f.width}" y2="${n(y)}" stroke="${f.palette.light}" stroke-opacity="0.35" stroke-width="1.2"/>`;
    }
    for (let i = 0; i < 3; i++) {
      const x = between(f.rnd, 0.1, 0.8) * f.width;
      const y = f.horizon - between(f.rnd, 0.1, 0.3) * f.height;
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(f.width * 0.12)}" height="10" fill="${f.palette.mid}" stroke="${f.palette.light}" stroke-width="1.5"/>`;
    }
    return out;
  },
  castle: (f) => {
    let out = ridge(f, f.horizon + f.height * 0.02, f.height * 0.1, 8, f.palette.far, true);
    const cx = between(f.rnd, 0.4, 0.7) * f.width;
    const base = f.horizon + f.height * 0.03;
    out += `<rect x="${n(cx - f.width * 0.12)}" y="${n(base - f.height * 0.18)}" width="${n(f.width * 0.24)}" height="${n(f.height * 0.18)}" fill="${f.palette.mid}"/>`;
    for (const dx of [-0.13, -0.04, 0.05, 0.12]) {
      const tw = f.width * 0.035;
      const th = f.height * between(f.rnd, 0.26, 0.4);
      out += `<rect x="${n(cx + dx * f.width - tw / 2)}" y="${n(base - th)}" width="${n(tw)}" height="${n(th)}" fill="${f.palette.mid}"/>`;
      out += poly(
        [
          [cx + dx * f.width - tw * 0.7, base - th],
          [cx + dx * f.width, base - th - f.height * 0.08],
          [cx + dx * f.width + tw * 0.7, base - th],
        ],
        f.palette.near,
      );
      out += `<rect x="${n(cx + dx * f.width - 2)}" y="${n(base - th * 0.7)}" width="4" height="7" fill="${f.palette.light}"/>`;
    }
    return out + ridge(f, f.horizon + f.height * 0.14, f.height * 0.06, 10, f.palette.near, true);
  },
  trenches: (f) => {
    let out = ridge(f, f.horizon, f.height * 0.04, 10, hsl(210, 18, 78), true);
    const tower = between(f.rnd, 0.6, 0.85) * f.width;
    out +=
      `<rect x="${n(tower)}" y="${n(f.horizon - f.height * 0.28)}" width="${n(f.width * 0.03)}" height="${n(f.height * 0.28)}" fill="${f.palette.mid}"/>` +
      poly(
        [
          [tower - 6, f.horizon - f.height * 0.28],
          [tower + f.width * 0.015, f.horizon - f.height * 0.38],
          [tower + f.width * 0.03 + 6, f.horizon - f.height * 0.28],
        ],
        f.palette.mid,
      );
    for (let i = 0; i < 3; i++) {
      const y = f.horizon + f.height * (0.08 + i * 0.09);
      out += `<path d="M0 ${n(y)} ${Array.from({ length: 12 }, (_, k) => `L${n((k + 1) * (f.width / 12))} ${n(y + (k % 2 ? 8 : -4))}`).join(" ")}" stroke="${f.palette.near}" stroke-width="${4 + i * 3}" fill="none"/>`;
    }
    for (let x = 0; x < f.width; x += 46)
      out += `<line x1="${x}" y1="${n(f.horizon + f.height * 0.3)}" x2="${x}" y2="${n(f.horizon + f.height * 0.36)}" stroke="${f.palette.near}" stroke-width="3"/><path d="M${x} ${n(f.horizon + f.height * 0.32)} q11 -6 23 0 t23 0" stroke="${f.palette.near}" fill="none"/>`;
    for (let i = 0; i < 70; i++)
      out += `<circle cx="${n(f.rnd() * f.width)}" cy="${n(f.rnd() * f.height)}" r="${n(between(f.rnd, 0.8, 2))}" fill="#fff" opacity="0.6"/>`;
    return out;
  },
  harbour: (f) => {
    let out = `<rect x="0" y="${n(f.horizon)}" width="${f.width}" height="${f.height}" fill="${f.palette.mid}"/>`;
    const lx = between(f.rnd, 0.7, 0.88) * f.width;
    out += poly(
      [
        [lx - 12, f.horizon],
        [lx - 7, f.horizon - f.height * 0.3],
        [lx + 7, f.horizon - f.height * 0.3],
        [lx + 12, f.horizon],
      ],
      f.palette.near,
    );
    out +=
      `<circle cx="${n(lx)}" cy="${n(f.horizon - f.height * 0.32)}" r="7" fill="${f.palette.light}"/>` +
      poly(
        [
          [lx, f.horizon - f.height * 0.32],
          [lx - f.width * 0.3, f.horizon - f.height * 0.4],
          [lx - f.width * 0.3, f.horizon - f.height * 0.24],
        ],
        f.palette.light,
        ` opacity="0.18"`,
      );
    for (let i = 0; i < 6; i++) {
      const x = (i / 6) * f.width * 0.6;
      out +=
        `<rect x="${n(x)}" y="${n(f.horizon - f.height * 0.12)}" width="${n(f.width * 0.07)}" height="${n(f.height * 0.12)}" fill="${f.palette.near}"/>` +
        poly(
          [
            [x - 3, f.horizon - f.height * 0.12],
            [x + f.width * 0.035, f.horizon - f.height * 0.18],
            [x + f.width * 0.07 + 3, f.horizon - f.height * 0.12],
          ],
          f.palette.near,
        );
    }
    out += `<rect x="0" y="${n(f.horizon + f.height * 0.06)}" width="${n(f.width * 0.5)}" height="10" fill="${f.palette.near}"/>`;
    for (let i = 0; i < 4; i++)
      out += `<rect x="0" y="${n(f.horizon - f.height * (0.05 - i * 0.08))}" width="${f.width}" height="${n(f.height * 0.1)}" fill="${f.palette.far}" opacity="0.35"/>`;
    return out;
  },
  mesa: (f) => {
    let out = "";
    for (let i = 0; i < 3; i++) {
      const x = between(f.rnd, 0, 0.8) * f.width;
      const mw = between(f.rnd, 0.12, 0.25) * f.width;
      const mh = between(f.rnd, 0.12, 0.25) * f.height;
      out += poly(
        [
          [x, f.horizon + 4],
          [x + mw * 0.12, f.horizon - mh],
          [x + mw * 0.88, f.horizon - mh],
          [x + mw, f.horizon + 4],
        ],
        i === 1 ? f.palette.mid : f.palette.far,
      );
    }
    out += `<rect x="0" y="${n(f.horizon)}" width="${f.width}" height="${f.height}" fill="${hsl(28, 45, 38)}"/>`;
    for (let i = 0; i < 4; i++) {
      const x = f.rnd() * f.width;
      const y = f.horizon + between(f.rnd, 0.05, 0.2) * f.height;
      const ch = f.height * between(f.rnd, 0.07, 0.13);
      out += `<rect x="${n(x)}" y="${n(y - ch)}" width="7" height="${n(ch)}" rx="3" fill="${f.palette.near}"/><path d="M${n(x)} ${n(y - ch * 0.5)} h-8 v-${n(ch * 0.3)} M${n(x + 7)} ${n(y - ch * 0.6)} h8 v-${n(ch * 0.25)}" stroke="${f.palette.near}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    }
    return out;
  },
  jungle: (f) => {
    let out = ridge(f, f.horizon, f.height * 0.14, 8, f.palette.far, true);
    for (let i = 0; i < 9; i++)
      out += palmTree(
        f.rnd() * f.width,
        f.horizon + f.height * between(f.rnd, 0.05, 0.18),
        f.height * between(f.rnd, 0.2, 0.34),
        f.palette.mid,
        f.rnd,
      );
    for (let i = 0; i < 26; i++)
      out += `<ellipse cx="${n(f.rnd() * f.width)}" cy="${n(f.horizon + f.height * between(f.rnd, 0.2, 0.34))}" rx="${n(between(f.rnd, 30, 70))}" ry="${n(between(f.rnd, 16, 34))}" fill="${f.palette.near}"/>`;
    return (
      out +
      `<rect x="0" y="${n(f.horizon + f.height * 0.3)}" width="${f.width}" height="${f.height}" fill="${f.palette.near}"/>`
    );
  },
  ruins: (f) => {
    let out = skyline(f, f.horizon + f.height * 0.06, f.height * 0.34, f.palette.far, 4);
    for (let i = 0; i < 5; i++) {
      const x = between(f.rnd, 0, 0.9) * f.width;
      const bw = f.width * between(f.rnd, 0.05, 0.1);
      const bh = f.height * between(f.rnd, 0.15, 0.3);
      const cut = between(f.rnd, 0.2, 0.6);
      out += poly(
        [
          [x, f.horizon + f.height * 0.1],
          [x, f.horizon - bh],
          [x + bw * cut, f.horizon - bh * 0.7],
          [x + bw * 0.7, f.horizon - bh * 0.9],
          [x + bw, f.horizon - bh * 0.4],
          [x + bw, f.horizon + f.height * 0.1],
        ],
        f.palette.mid,
      );
      for (let k = 0; k < 4; k++)
        out += `<rect x="${n(x + 5 + (k % 2) * bw * 0.45)}" y="${n(f.horizon - bh * 0.3 - Math.floor(k / 2) * 16)}" width="6" height="8" fill="${f.palette.near}"/>`;
    }
    return out + ridge(f, f.horizon + f.height * 0.12, f.height * 0.05, 14, f.palette.near);
  },
  "sky-islands": (f) => {
    let out = "";
    for (let i = 0; i < 5; i++) {
      const cx = between(f.rnd, 0.05, 0.95) * f.width;
      const cy = between(f.rnd, 0.25, 0.85) * f.height;
      const rw = between(f.rnd, 0.05, 0.13) * f.width;
      out += `<path d="M${n(cx - rw)} ${n(cy)} Q${n(cx)} ${n(cy - 14)} ${n(cx + rw)} ${n(cy)} L${n(cx + rw * 0.3)} ${n(cy + rw * 0.9)} L${n(cx - rw * 0.2)} ${n(cy + rw * 0.6)}Z" fill="${f.palette.mid}"/><path d="M${n(cx - rw)} ${n(cy)} Q${n(cx)} ${n(cy - 14)} ${n(cx + rw)} ${n(cy)} Q${n(cx)} ${n(cy + 6)} ${n(cx - rw)} ${n(cy)}Z" fill="${hsl(110, 40, 42)}"/>`;
    }
    for (let i = 0; i < 6; i++)
      out += `<ellipse cx="${n(f.rnd() * f.width)}" cy="${n(between(f.rnd, 0.5, 1) * f.height)}" rx="${n(between(f.rnd, 60, 160))}" ry="${n(between(f.rnd, 14, 30))}" fill="#fff" opacity="0.45"/>`;
    return out;
  },
};

/** Defs a scene needs (gradients), to be placed in the document's `<defs>`. */
export function sceneDefs(frame: SceneFrame): string {
  const { palette, id } = frame;
  return (
    verticalGradient(`${id}-sky`, [
      [0, palette.skyTop],
      [1, palette.skyBottom],
    ]) +
    `<radialGradient id="${id}-halo"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`
  );
}

/** The sky, its light and the terrain of `setting`, filling the frame. */
export function sceneBody(frame: SceneFrame, setting: Setting): string {
  const { width: w, height: h, id } = frame;
  let out = `<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>` + celestial(frame, setting.sky);
  out += terrainDrawers[setting.terrain](frame);
  if (setting.sky === "fog" || setting.sky === "storm") {
    out += `<rect width="${w}" height="${h}" fill="${frame.palette.skyBottom}" opacity="0.22"/>`;
  }
  return out;
}

/** A frame with a horizon at `horizonShare` of the height and this setting's palette. */
export function frameOf(
  width: number,
  height: number,
  horizonShare: number,
  rnd: Rng,
  setting: Setting,
  hue: number,
  id: string,
): SceneFrame {
  return { width, height, horizon: height * horizonShare, rnd, palette: paletteOf(setting.sky, hue), id };
}
