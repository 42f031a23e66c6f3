import { textPath } from "../glyphs.server";

/** Text engraved or printed on a face of a product. */

/** Laser-engraved or printed text on a face (2D, face units). */
export function engraved(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: "start" | "middle" | "end" = "middle",
  font: "ui" | "uiBold" | "display" = "uiBold",
  opacity = 0.85,
) {
  return textPath(text, { x, y, size, font, fill, anchor, opacity, tracking: size * 0.08 });
}
