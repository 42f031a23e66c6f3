import { createHash } from "node:crypto";

/**
 * Small helpers shared by the artwork generators: a deterministic random source (the same
 * seed always draws the same picture, so re-seeding reuses the files already rendered), number
 * formatting for SVG attributes and the document wrapper.
 */

export type Rng = () => number;

/** xorshift32 seeded from a SHA-256 of `seed`; returns values in [0, 1). */
export function rngFrom(seed: string): Rng {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
}

/** A value in [min, max). */
export const between = (rnd: Rng, min: number, max: number) => min + rnd() * (max - min);

/** One element of `items`. */
export const pick = <T>(rnd: Rng, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

/** A stable small integer from a string, for choosing colours and variants without a Rng. */
export function hashNumber(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32LE(4);
}

/** One decimal is plenty for pixels and keeps the SVG (and its hash) short. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString();

export const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`
    : `hsla(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%,${a})`;

/** Escapes text for use inside an SVG attribute (ids and the like; visible text is paths). */
export const attr = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Wraps shapes into a standalone SVG document of `width`×`height`. */
export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ""
  }${body}</svg>`;
}

/** A vertical linear gradient definition. */
export function verticalGradient(id: string, stops: [offset: number, colour: string][]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;
}

/** A rounded rectangle. */
export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: { r?: number; stroke?: string; strokeWidth?: number; opacity?: number } = {},
): string {
  const parts = [`x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"`];
  if (extra.r) parts.push(`rx="${n(extra.r)}"`);
  if (extra.stroke) parts.push(`stroke="${extra.stroke}" stroke-width="${n(extra.strokeWidth ?? 1)}"`);
  if (extra.opacity !== undefined) parts.push(`opacity="${n(extra.opacity)}"`);
  return `<rect ${parts.join(" ")}/>`;
}
