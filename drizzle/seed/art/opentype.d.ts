/**
 * The part of opentype.js the artwork uses. The published type package describes the 1.x API;
 * these few declarations match 2.x, which the shop installs.
 */
declare module "opentype.js" {
  type PathCommand =
    | { type: "M" | "L"; x: number; y: number }
    | { type: "Q"; x1: number; y1: number; x: number; y: number }
    | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: "Z" };
  interface Path {
    commands: PathCommand[];
  }
  interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number, options?: object, font?: Font): Path;
  }
  interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    charToGlyphIndex(char: string): number;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
  export type { Font, Glyph, Path, PathCommand };
}
