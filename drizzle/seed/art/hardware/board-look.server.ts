import { hsl, type Rng } from "../kit.server";
import { type Vec2 } from "./projection.server";
import { type Material } from "./shading.server";

/**
 * FPGA board: a PCIe x1 card lying flat. Board units: 420 × 260, the PCIe tab sticks out of the
 * front edge and the USB-C receptacle overhangs the right edge. Its outline, colours and chip code.
 */

export const BOARD = { w: 420, d: 260, t: 7 };

export function boardOutline(x: number, y: number): Vec2[] {
  const { w, d } = BOARD;
  const points: Vec2[] = [
    [0, 0],
    [w, 0],
    [w, d],
    [156, d],
    [156, d + 30],
    [117, d + 30],
    [117, d + 8],
    [109, d + 8],
    [109, d + 30],
    [60, d + 30],
    [60, d],
    [0, d],
  ];
  return points.map(([px, py]): Vec2 => [x + px, y + py]);
}

/** The chip marking: the product's model code (e.g. "75T" from "SENTINEL 75T"), never a real brand. */
export function chipCode(label: string): string {
  const words = label.toUpperCase().split(/\s+/).filter(Boolean);
  const withDigit = words.find((word) => /\d/.test(word));
  return withDigit ?? (words[0] ?? "NX").slice(0, 3);
}

export interface BoardLook {
  mask: Material;
  edge: Material;
  silk: string;
  copper: string;
}

export function boardLook(rnd: Rng): BoardLook {
  if (rnd() < 0.5) {
    return {
      mask: { h: 150, s: 58, l: 19, shine: 0.5 },
      edge: { h: 70, s: 22, l: 52, shine: 0.2 },
      silk: "#eef0e6",
      copper: hsl(148, 55, 25),
    };
  }
  return {
    mask: { h: 215, s: 10, l: 11, shine: 0.6 },
    edge: { h: 45, s: 12, l: 36, shine: 0.2 },
    silk: "#e9ebee",
    copper: hsl(215, 10, 16),
  };
}
