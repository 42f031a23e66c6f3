import { hsl } from "../kit.server";
import { BOARD, type BoardLook, boardOutline } from "./board-look.server";
import { bgaChip, boardUsbC, qfnChip, smdPart, soic } from "./board-parts.server";
import { boardSilkscreen, boardTraces, edgeFingers, mountingHole } from "./board-print.server";
import { type Ctx, depthOf, type Drawn, onTop, paintBackToFront } from "./draw-context.server";
import { engraved } from "./engraving.server";
import { TIN } from "./materials.server";
import { roundedOutline } from "./outlines.server";
import { block, prism } from "./prism.server";
import { type Vec2, type Vec3 } from "./projection.server";
import { type Material, sheen } from "./shading.server";
import { floorShadow, ledGlow, rimLine } from "./studio.server";

/**
 * The whole FPGA board: the card with its print and every component placed on it. Positions are
 * in board units from the card's corner `at`. The helpers run in a fixed order because the
 * random source and the `<defs>` ids are consumed as they go.
 */

/** A point `x`, `y` board units from the card's corner `at`. */
const onBoard =
  ([x0, y0]: Vec2) =>
  (x: number, y: number): Vec2 => [x0 + x, y0 + y];

/** The bare card: solder-masked fibreglass with traces, gold fingers, mounting holes and silkscreen. */
function bareCard(ctx: Ctx, outline: Vec2[], [x0, y0]: Vec2, label: string, look: BoardLook): string {
  const rnd = ctx.rnd;
  return (
    prism(ctx, outline, 0, BOARD.t, {
      mat: look.mask,
      sideMat: look.edge,
      top: sheen(ctx, look.mask, 5, 30),
    }) +
    onTop(
      ctx,
      BOARD.t,
      `<g transform="translate(${x0} ${y0})">${boardTraces(rnd, look.copper)}${edgeFingers(ctx)}${[
        [16, 16],
        [404, 16],
        [16, 244],
        [404, 244],
      ]
        .map(([x, y]) => mountingHole(x, y))
        .join("")}${boardSilkscreen(label, look, rnd)}</g>`,
    )
  );
}

/** The FPGA, the SOIC and QFN next to it, the USB-C receptacle and the crystal. */
function mainChips(ctx: Ctx, at: Vec2, label: string, z: number): Drawn[] {
  const at0 = onBoard(at);
  return [
    bgaChip(ctx, ...at0(148, 70), label, z),
    soic(ctx, ...at0(272, 40), 40, 26, 4, z),
    qfnChip(ctx, ...at0(290, 102), z),
    boardUsbC(ctx, ...at0(376, 104), z),
    // Crystal oscillator: a small tinned metal can.
    block(ctx, ...at0(276, 176), 28, 18, z, 6, { mat: TIN, top: sheen(ctx, TIN, 10), chamfer: 0.3 }),
  ];
}

/** Power section: two shielded inductors, regulators and tantalum capacitors. */
function powerSection(ctx: Ctx, at: Vec2, z: number): Drawn[] {
  const at0 = onBoard(at);
  const parts: Drawn[] = [];
  const inductor: Material = { h: 30, s: 6, l: 34, shine: 0.3 };
  for (const [ix, iy] of [
    [34, 88],
    [34, 148],
  ]) {
    const [px, py] = at0(ix, iy);
    parts.push({
      depth: depthOf(ctx, [px + 16, py + 16, z]),
      svg:
        prism(ctx, roundedOutline(px, py, 32, 32, 6, 2), z, 12, { mat: inductor }) +
        onTop(ctx, z + 12, engraved("4R7", px + 16, py + 19, 8, "#c9ccd0", "middle", "uiBold", 0.6)),
    });
  }
  for (const [sx, sy] of [
    [84, 96],
    [84, 156],
  ]) {
    parts.push(soic(ctx, ...at0(sx, sy), 16, 10, 3, z));
  }
  const tantalum: Material = { h: 42, s: 85, l: 52, shine: 0.3 };
  for (const [tx, ty] of [
    [34, 200],
    [70, 200],
  ]) {
    const [px, py] = at0(tx, ty);
    parts.push(block(ctx, px, py, 24, 14, z, 7, { mat: tantalum }));
    parts.push({
      depth: depthOf(ctx, [px + 3, py + 7, z + 8]),
      svg: onTop(ctx, z + 7, `<rect x="${px + 2}" y="${py}" width="4" height="14" fill="#8a5a12"/>`),
    });
  }
  return parts;
}

/** Decoupling capacitors and resistors around the FPGA and next to the USB controller. */
function passives(ctx: Ctx, [x0, y0]: Vec2, z: number): Drawn[] {
  const ceramic: Material = { h: 32, s: 30, l: 52, shine: 0.2 };
  const resistor: Material = { h: 220, s: 5, l: 14, shine: 0.2 };
  const spots: [number, number, boolean][] = [];
  for (let i = 0; i < 7; i++) spots.push([156 + i * 15, 190, true]);
  for (let i = 0; i < 5; i++) spots.push([128, 76 + i * 20, false]);
  for (let i = 0; i < 5; i++) spots.push([270, 118 + i * 9, false]);
  for (let i = 0; i < 4; i++) spots.push([346, 108 + i * 10, false]);
  for (let i = 0; i < 3; i++) spots.push([320, 44 + i * 9, false]);
  return spots.map(([sx, sy, vertical]) =>
    smdPart(ctx, x0 + sx, y0 + sy, vertical, ctx.rnd() < 0.7 ? ceramic : resistor, z),
  );
}

/** Status LEDs: tiny lenses that glow in the accent hue, and the light they cast on the board. */
function statusLeds(ctx: Ctx, at: Vec2, z: number): { lenses: Drawn[]; glows: string; cast: string } {
  const at0 = onBoard(at);
  const lenses: Drawn[] = [];
  const ledPoints: Vec3[] = [];
  for (let i = 0; i < 3; i++) {
    const [lx, ly] = at0(364, 172 + i * 16);
    lenses.push(block(ctx, lx, ly, 12, 7, z, 3, { mat: { h: 0, s: 0, l: 85, shine: 0.5 } }));
    ledPoints.push([lx + 6, ly + 3.5, z + 3]);
  }
  const glows = ledPoints
    .map((p, i) => ledGlow(ctx, p, 0.85, i === 0 ? (ctx.hue + 30) % 360 : ctx.hue))
    .join("");
  const [x0, y0] = at;
  const cast = onTop(
    ctx,
    z + 0.1,
    `<ellipse cx="${x0 + 370}" cy="${y0 + 190}" rx="34" ry="30" fill="${hsl(ctx.hue, 90, 60)}" opacity="0.16" filter="url(#hw-glow)"/>`,
  );
  return { lenses, glows, cast };
}

/** The whole card at (x, y) on the floor. */
export function fpgaBoard(ctx: Ctx, at: Vec2, label: string, look: BoardLook): Drawn {
  const [x0, y0] = at;
  const z = BOARD.t;
  const outline = boardOutline(x0, y0);
  const card = bareCard(ctx, outline, at, label, look);
  const components = [...mainChips(ctx, at, label, z), ...powerSection(ctx, at, z), ...passives(ctx, at, z)];
  const leds = statusLeds(ctx, at, z);
  return {
    depth: depthOf(ctx, [x0 + BOARD.w / 2, y0 + BOARD.d / 2, 0]),
    svg:
      card +
      leds.cast +
      paintBackToFront([...components, ...leds.lenses]) +
      rimLine(ctx, outline, z) +
      leds.glows,
    shadow: floorShadow(ctx, outline),
  };
}
