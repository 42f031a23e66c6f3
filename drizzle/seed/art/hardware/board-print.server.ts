import { textPath } from "../glyphs.server";
import { between, n, pick, type Rng } from "../kit.server";
import { BOARD, type BoardLook, chipCode } from "./board-look.server";
import { type Ctx, newId } from "./draw-context.server";
import { GOLD_STOPS } from "./materials.server";
import { type Vec2 } from "./projection.server";

/**
 * What is printed or plated on the FPGA board's top face: copper traces, gold edge fingers,
 * mounting holes and white silkscreen (2D, board units).
 */

/** Copper traces under the solder mask: buses of parallel lines with 45° bends, plus vias. */
export function boardTraces(rnd: Rng, colour: string): string {
  const buses: { route: Vec2[]; step: Vec2; count: number }[] = [
    {
      route: [
        [262, 96],
        [278, 96],
        [290, 108],
        [300, 108],
      ],
      step: [0, 6],
      count: 5,
    },
    {
      route: [
        [262, 80],
        [270, 80],
        [276, 74],
        [276, 52],
        [284, 48],
      ],
      step: [6, 0],
      count: 3,
    },
    {
      route: [
        [175, 182],
        [175, 212],
        [150, 237],
        [150, 268],
      ],
      step: [-5, 0],
      count: 8,
    },
    {
      route: [
        [262, 150],
        [330, 150],
        [356, 176],
        [362, 176],
      ],
      step: [0, 6],
      count: 3,
    },
    {
      route: [
        [150, 120],
        [128, 120],
        [118, 110],
        [102, 110],
      ],
      step: [0, 6],
      count: 4,
    },
    {
      route: [
        [340, 120],
        [376, 120],
      ],
      step: [0, 6],
      count: 4,
    },
    {
      route: [
        [200, 70],
        [200, 52],
        [214, 38],
        [262, 38],
      ],
      step: [6, 6],
      count: 3,
    },
  ];
  const lines = buses
    .flatMap(({ route, step, count }) =>
      Array.from({ length: count }, (_, i) =>
        route.map(([x, y], j) => `${j ? "L" : "M"}${n(x + step[0] * i)} ${n(y + step[1] * i)}`).join(""),
      ),
    )
    .join("");
  const vias = Array.from({ length: 26 }, () => {
    const [x, y] = [between(rnd, 30, 400), between(rnd, 70, 250)];
    return `<circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="none" stroke="${colour}" stroke-width="1.6"/>`;
  }).join("");
  return (
    `<path d="${lines}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round"/>` +
    vias
  );
}

/** Gold PCIe x1 edge fingers: 11 pins, the key notch, 7 pins. */
export function edgeFingers(ctx: Ctx): string {
  const id = newId(ctx, "gold");
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${GOLD_STOPS.map(
      (c, i) => `<stop offset="${i / 2}" stop-color="${c}"/>`,
    ).join("")}</linearGradient>`,
  );
  const xs = [
    ...Array.from({ length: 11 }, (_, i) => 63.5 + i * 4),
    ...Array.from({ length: 7 }, (_, i) => 121 + i * 4.8),
  ];
  return xs
    .map(
      (x) => `<rect x="${n(x)}" y="${BOARD.d + 3}" width="2.7" height="25.5" rx="0.6" fill="url(#${id})"/>`,
    )
    .join("");
}

export function mountingHole(x: number, y: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="12" fill="#c7a24c"/><circle cx="${x}" cy="${y}" r="10.5" fill="#e2c473"/>` +
    `<circle cx="${x}" cy="${y}" r="7.5" fill="#2a2c30"/><circle cx="${x + 1.2}" cy="${y + 1.5}" r="6" fill="#16181b"/>`
  );
}

/** White silkscreen: product label, outlines, designators, a serial sticker. */
export function boardSilkscreen(label: string, look: BoardLook, rnd: Rng): string {
  const silk = look.silk;
  const outline = (x: number, y: number, w: number, d: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${d}" fill="none" stroke="${silk}" stroke-width="1.3" opacity="0.85"/>`;
  const tag = (text: string, x: number, y: number, size = 8) =>
    textPath(text, { x, y, size, font: "uiBold", fill: silk, opacity: 0.85 });
  const serial = `SN ${chipCode(label)}-${Math.floor(between(rnd, 2401, 2452))}-${Math.floor(between(rnd, 1000, 9999))}`;
  const barcode = Array.from({ length: 34 }, (_, i) => {
    const w = pick(rnd, [0.8, 1.2, 1.8]);
    return `<rect x="${n(200 + i * 2.3)}" y="229" width="${w}" height="9" fill="#222"/>`;
  }).join("");
  return (
    textPath(label.toUpperCase(), { x: 30, y: 48, size: 24, font: "display", fill: silk, maxWidth: 230 }) +
    tag("PCIe x1 DMA  ·  REV 1.3", 31, 62, 8.5) +
    outline(144, 66, 120, 120) +
    `<circle cx="136" cy="62" r="2.6" fill="${silk}"/>` +
    tag("U1", 134, 204) +
    tag("U2", 268, 33) +
    tag("U3", 292, 160) +
    tag("J1", 362, 98) +
    tag("Y1", 280, 208) +
    tag("L1", 40, 82) +
    tag("L2", 40, 142) +
    tag("PWR", 382, 181, 7) +
    tag("ACT", 382, 197, 7) +
    tag("DONE", 382, 213, 7) +
    tag("PCIe x1", 64, 252, 8) +
    `<rect x="194" y="214" width="118" height="30" rx="2" fill="#f4f4ef"/>` +
    barcode +
    textPath(serial, { x: 200, y: 225, size: 7, font: "uiBold", fill: "#2a2a2a", maxWidth: 106 })
  );
}
