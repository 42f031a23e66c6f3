import fs from "node:fs";
import { createRequire } from "node:module";
import opentype, { type Font, type Glyph, type Path } from "opentype.js";
import { n } from "./kit.server";
import { singleton } from "../../../app/utils/singleton.server";

/**
 * Text inside generated artwork, drawn as outlines. librsvg (inside sharp) renders SVG `<text>`
 * with whatever fonts the machine has installed, so the same seed would draw different pictures
 * on a laptop, in CI and in the slim Docker image (which has no fonts at all). Converting the
 * words to paths with the shop's own fonts (the same files the pages use) makes every picture
 * identical everywhere. Latin and Cyrillic are both covered.
 */

export type ArtFont = "display" | "ui" | "uiBold";

const fontFiles: Record<ArtFont, string[]> = {
  display: [
    "@fontsource/russo-one/files/russo-one-latin-400-normal.woff",
    "@fontsource/russo-one/files/russo-one-cyrillic-400-normal.woff",
  ],
  ui: [
    "@fontsource/inter/files/inter-latin-400-normal.woff",
    "@fontsource/inter/files/inter-cyrillic-400-normal.woff",
  ],
  uiBold: [
    "@fontsource/inter/files/inter-latin-700-normal.woff",
    "@fontsource/inter/files/inter-cyrillic-700-normal.woff",
  ],
};

const require = createRequire(import.meta.url);
const loaded = singleton("artFonts", () => new Map<ArtFont, Font[]>());

/** The font files of one face, parsed once per process (a handful of files, never evicted). */
function faces(font: ArtFont): Font[] {
  let list = loaded.get(font);
  if (!list) {
    list = fontFiles[font].map((file) => {
      const bytes = fs.readFileSync(require.resolve(file));
      return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    });
    loaded.set(font, list);
  }
  return list;
}

/** The subset file that has a glyph for `char` (fontsource splits Latin and Cyrillic). */
function faceFor(list: Font[], char: string): Font {
  return list.find((face) => face.charToGlyphIndex(char) > 0) ?? list[0];
}

/**
 * Glyphs of `text` with their pen positions at `size`, kerned. Glyph by glyph rather than
 * through the library's text shaping, which stops on substitution tables Inter uses.
 */
function layout(text: string, size: number, font: ArtFont, tracking = 0) {
  const list = faces(font);
  const placed: { face: Font; glyph: Glyph; x: number }[] = [];
  let x = 0;
  let previous: { face: Font; glyph: Glyph } | undefined;
  for (const char of text) {
    const face = faceFor(list, char);
    const glyph = face.charToGlyph(char);
    const scale = size / face.unitsPerEm;
    if (previous && previous.face === face) x += face.getKerningValue(previous.glyph, glyph) * scale;
    placed.push({ face, glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale + tracking;
    previous = { face, glyph };
  }
  return { placed, width: x - (placed.length ? tracking : 0) };
}

/** Width in pixels of `text` at `size`. */
export function textWidth(text: string, size: number, font: ArtFont = "ui", tracking = 0): number {
  return layout(text, size, font, tracking).width;
}

export interface TextOptions {
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  font?: ArtFont;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
  /** Shrinks the text to fit this width. */
  maxWidth?: number;
  /** Extra space between letters, in pixels. */
  tracking?: number;
}

/**
 * SVG path data of a glyph outline, in relative commands and integer tenths of a pixel. Text
 * dominates the size of a picture (a screen carries hundreds of glyphs) and offsets inside a
 * glyph are about half as long as absolute coordinates; working in tenths keeps rounding from
 * accumulating. Written here because the library's own serialiser prints NaN for some quadratic
 * segments of Russo One.
 */
function pathData(path: Path, pen: { x: number; y: number }): string {
  let out = "";
  const start = { x: pen.x, y: pen.y };
  for (const c of path.commands) {
    if (c.type === "Z") {
      out += "z";
      pen.x = start.x;
      pen.y = start.y;
      continue;
    }
    const points =
      c.type === "C"
        ? [c.x1, c.y1, c.x2, c.y2, c.x, c.y]
        : c.type === "Q"
          ? [c.x1, c.y1, c.x, c.y]
          : [c.x, c.y];
    const tenths = points.map((value) => Math.round(value * 10));
    const offsets = tenths.map((value, k) => formatTenths(value - (k % 2 ? pen.y : pen.x)));
    out += c.type.toLowerCase() + offsets.map((o, k) => (k && !o.startsWith("-") ? ` ${o}` : o)).join("");
    pen.x = tenths[tenths.length - 2];
    pen.y = tenths[tenths.length - 1];
    if (c.type === "M") {
      start.x = pen.x;
      start.y = pen.y;
    }
  }
  return out;
}

/** 12 → "1.2", -5 → "-.5", 30 → "3" (tenths of a pixel, as few characters as SVG allows). */
function formatTenths(value: number): string {
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 10);
  const fraction = abs % 10;
  const digits = fraction ? `${whole || ""}.${fraction}` : String(whole);
  return value < 0 ? `-${digits}` : digits;
}

/** `text` as one SVG `<path>`. */
export function textPath(text: string, options: TextOptions): string {
  const font = options.font ?? "ui";
  const tracking = options.tracking ?? 0;
  let size = options.size;
  if (options.maxWidth) {
    const natural = textWidth(text, size, font, tracking);
    if (natural > options.maxWidth) size = (size * options.maxWidth) / natural;
  }
  const { placed, width } = layout(text, size, font, tracking);
  const left = options.x - (options.anchor === "middle" ? width / 2 : options.anchor === "end" ? width : 0);
  // The first move is relative to the origin; the pen then carries on from glyph to glyph.
  const pen = { x: 0, y: 0 };
  const d = placed
    .map(({ face, glyph, x }) => pathData(glyph.getPath(left + x, options.y, size, {}, face), pen))
    .join("");
  const opacity = options.opacity !== undefined ? ` opacity="${n(options.opacity)}"` : "";
  return `<path d="${d}" fill="${options.fill ?? "#fff"}"${opacity}/>`;
}
