import { textPath, textWidth } from "../glyphs.server";
import { n } from "../kit.server";

/** Text in the flashing-tool window, with each glyph outlined once and reused. */

/**
 * Glyph outlines shared by one screenshot. A tool window holds hundreds of characters and an
 * outlined Inter glyph costs ~400 bytes, so each character is outlined once (by `textPath`, at
 * size 100) into `<defs>` and every occurrence is a short `<use>`.
 */
export interface GlyphSheet {
  ids: Map<string, string>;
  defs: string[];
}

function glyphId(sheet: GlyphSheet, char: string, font: "ui" | "uiBold"): string {
  const key = `${font}:${char}`;
  let id = sheet.ids.get(key);
  if (!id) {
    id = `ft-g${sheet.ids.size}`;
    sheet.ids.set(key, id);
    const outline = textPath(char, { x: 0, y: 0, size: 100, font }).replace(/ fill="[^"]*"/, "");
    sheet.defs.push(outline.replace("<path ", `<path id="${id}" `));
  }
  return id;
}

/** UI text at logical coordinates; every label in the window goes through here. */
export function label(
  sheet: GlyphSheet,
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { bold?: boolean; anchor?: "start" | "middle" | "end"; maxWidth?: number } = {},
): string {
  const font = options.bold ? "uiBold" : "ui";
  const natural = textWidth(text, size, font);
  const fitted = options.maxWidth && natural > options.maxWidth ? (size * options.maxWidth) / natural : size;
  const width = textWidth(text, fitted, font);
  const left = x - (options.anchor === "middle" ? width / 2 : options.anchor === "end" ? width : 0);
  const chars = [...text];
  const uses = chars
    .map((char, i) => {
      if (char === " ") return "";
      // Pen position of glyph i, kerning included: the prefix up to and including it, minus its own advance.
      const pen = textWidth(chars.slice(0, i + 1).join(""), 100, font) - textWidth(char, 100, font);
      return `<use href="#${glyphId(sheet, char, font)}" x="${n(pen)}"/>`;
    })
    .join("");
  return `<g fill="${fill}" transform="translate(${n(left)} ${n(y)}) scale(${(fitted / 100).toFixed(4)})">${uses}</g>`;
}
