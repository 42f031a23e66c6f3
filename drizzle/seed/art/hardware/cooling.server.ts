import { textPath } from "../glyphs.server";
import { hsl, n } from "../kit.server";
import {
  type Ctx,
  depthOf,
  type Drawn,
  isFacing,
  newId,
  onPlane,
  onTop,
  paintBackToFront,
} from "./draw-context.server";
import { engraved } from "./engraving.server";
import { rectOutline, roundedOutline } from "./outlines.server";
import { block, prism } from "./prism.server";
import { pointList, type Vec2 } from "./projection.server";
import { flat, type Material, sheen } from "./shading.server";
import { floorShadow, rimLine } from "./studio.server";

/** Cooling kit: a finned aluminium heatsink, a small fan, thermal pads and screws. */

export const HEATSINK = { w: 180, d: 172, base: 16, fin: 96, fins: 15, finThickness: 4.5 };

export function heatsink(ctx: Ctx, at: Vec2, finish: Material, label: string): Drawn {
  const [x, y] = at;
  const { w, d, base, fin, fins, finThickness } = HEATSINK;
  const frontId = newId(ctx, "fin");
  ctx.defs.push(
    `<linearGradient id="${frontId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${flat(finish, 6)}"/>` +
      `<stop offset="1" stop-color="${flat(finish, -16)}"/></linearGradient>`,
  );
  const parts: Drawn[] = [
    block(ctx, x, y, w, d, 0, base, {
      mat: finish,
      top: flat(finish, -8),
      front: `url(#${frontId})`,
      chamfer: 0.2,
    }),
  ];
  const pitch = (d - finThickness) / (fins - 1);
  for (let i = 0; i < fins; i++) {
    parts.push(
      block(ctx, x + 4, y + i * pitch, w - 8, finThickness, base, fin, {
        mat: finish,
        top: flat(finish, 14),
        front: `url(#${frontId})`,
        rim: true,
      }),
    );
  }
  let svg = paintBackToFront(parts);
  if (isFacing(ctx, [0, 1, 0])) {
    const engraving = finish.l > 50 ? "#4a4e55" : "#d7dbe0";
    svg += onPlane(
      ctx,
      [x, y + d, base],
      [1, 0, 0],
      [0, 0, -1],
      engraved(label.toUpperCase(), w / 2, 11.5, 9, engraving, "middle", "display", 0.7),
    );
  }
  const outline = rectOutline(x, y, w, d);
  svg += rimLine(ctx, rectOutline(x + 4, y, w - 8, d), base + fin, 0.8);
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, 0]), svg, shadow: floorShadow(ctx, outline) };
}

/** Fan blades seen from the intake side (2D, centred on 0,0). */
function fanBlades(radius: number, hub: number, count: number): string {
  const blades: string[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = (Math.PI * 2 * i) / count;
    const a1 = a0 + (Math.PI * 2) / count - 0.18;
    const point = (a: number, r: number) => `${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`;
    blades.push(
      `<path d="M${point(a0, hub)}Q${point(a0 + 0.2, radius * 0.7)} ${point(a0 + 0.45, radius)}A${n(radius)} ${n(radius)} 0 0 1 ${point(a1, radius)}Q${point(a1 - 0.35, radius * 0.55)} ${point(a0 + 0.5, hub)}Z" fill="#202328" stroke="#3a3e45" stroke-width="0.8"/>`,
    );
  }
  return blades.join("");
}

export function fan(ctx: Ctx, at: Vec2, size: number, label: string): Drawn {
  const [x, y] = at;
  const h = 42;
  const frame: Material = { h: 220, s: 6, l: 14, shine: 0.3 };
  const outline = roundedOutline(x, y, size, size, 14, 4);
  const [cx, cy] = [x + size / 2, y + size / 2];
  const hole = size * 0.47;
  const holes = [
    [x + 12, y + 12],
    [x + size - 12, y + 12],
    [x + 12, y + size - 12],
    [x + size - 12, y + size - 12],
  ]
    .map(([hx, hy]) => `<circle cx="${hx}" cy="${hy}" r="5" fill="#060708"/>`)
    .join("");
  const top =
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(hole)}" fill="#08090b"/>` +
    `<g transform="translate(${n(cx)} ${n(cy)})">${fanBlades(hole - 3, size * 0.2, 7)}</g>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.2)}" fill="#15171a"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.165)}" fill="${hsl(ctx.hue, 70, 46)}"/>` +
    engraved(label.toUpperCase(), cx, cy + 1, size * 0.05, "#fff", "middle", "display", 0.95) +
    engraved("12V  0.10A", cx, cy + size * 0.075, size * 0.03, "#fff", "middle", "uiBold", 0.8) +
    holes +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(hole)}" fill="none" stroke="#2c3036" stroke-width="1.5"/>`;
  const svg =
    prism(ctx, outline, 0, h, { mat: frame, top: flat(frame, 6), chamfer: 0.14, rim: true }) +
    onTop(ctx, h, top);
  return { depth: depthOf(ctx, [cx, cy, 0]), svg, shadow: floorShadow(ctx, outline) };
}

/** A stack of thermal pads, each with a clear protective film peeling at one corner. */
export function thermalPads(ctx: Ctx, at: Vec2, size: number): Drawn {
  const [x, y] = at;
  const colours: Material[] = [
    { h: 205, s: 55, l: 60, shine: 0.2 },
    { h: 210, s: 8, l: 64, shine: 0.2 },
    { h: 200, s: 60, l: 52, shine: 0.2 },
  ];
  let svg = "";
  colours.forEach((mat, i) => {
    const [px, py] = [x + i * 9, y - i * 7];
    const z = i * 5;
    svg += prism(ctx, rectOutline(px, py, size, size), z, 5, { mat, top: sheen(ctx, mat, 6) });
    svg += onTop(
      ctx,
      z + 5,
      `<rect x="${px + 3}" y="${py + 3}" width="${size - 6}" height="${size - 6}" fill="#fff" opacity="0.14"/>` +
        `<polygon points="${pointList([
          [px + size - 3, py + size - 30],
          [px + size - 3, py + size - 3],
          [px + size - 30, py + size - 3],
        ])}" fill="#fff" opacity="0.45"/>`,
    );
  });
  const top = 15;
  svg += onTop(
    ctx,
    top,
    engraved(
      "1.5 mm  ·  12 W/mK",
      x + 18 + size / 2,
      y - 14 + size / 2 + 3,
      8,
      "#1e3a52",
      "middle",
      "uiBold",
      0.7,
    ),
  );
  return {
    depth: depthOf(ctx, [x + size / 2, y + size / 2, 0]),
    svg,
    shadow: floorShadow(ctx, rectOutline(x, y - 14, size + 18, size + 14)),
  };
}

/**
 * The blurred contact shadow of a small part lying on the floor at `at`, turned `angle` degrees:
 * `footprint` (2D, in the part's own frame) shifted by `offset` units in x and y.
 */
function lyingShadow(
  ctx: Ctx,
  at: Vec2,
  angle: number,
  offset: number,
  opacity: number,
  footprint: string,
): string {
  return (
    `<g filter="url(#hw-contact)" opacity="${opacity}">` +
    onTop(
      ctx,
      0,
      `<g transform="translate(${n(at[0] + offset)} ${n(at[1] + offset)}) rotate(${n(angle)})">${footprint}</g>`,
    ) +
    `</g>`
  );
}

/** A machine screw lying on the floor: its side profile drawn on the floor plane. */
export function lyingScrew(ctx: Ctx, at: Vec2, angle: number, length: number): Drawn {
  const r = 5;
  const threads = Array.from({ length: Math.floor(length / 3.2) }, (_, i) => {
    const tx = 12 + i * 3.2;
    return `<path d="M${n(tx)} ${-r + 0.4}L${n(tx + 1.6)} ${r - 0.4}" stroke="#6c7178" stroke-width="0.9"/>`;
  }).join("");
  const body =
    `<g transform="translate(${n(at[0])} ${n(at[1])}) rotate(${n(angle)})">` +
    `<rect x="10" y="${-r * 0.7}" width="${length}" height="${r * 1.4}" rx="1.4" fill="#b9bec5"/>` +
    threads +
    `<rect x="0" y="${-r * 1.8}" width="11" height="${r * 3.6}" rx="2.5" fill="#a7adb5"/>` +
    `<rect x="1.5" y="${-r * 1.5}" width="3" height="${r * 3}" rx="1.2" fill="#e6e9ec"/>` +
    `</g>`;
  const shadow = lyingShadow(
    ctx,
    at,
    angle,
    3,
    0.45,
    `<rect x="0" y="${-r * 1.6}" width="${length + 10}" height="${r * 3.2}" rx="4" fill="#000"/>`,
  );
  return { depth: depthOf(ctx, [at[0], at[1], 0]), svg: onTop(ctx, r, body), shadow };
}

/** A syringe of thermal paste lying on the floor, drawn like `lyingScrew`. */
export function pasteSyringe(ctx: Ctx, at: Vec2, angle: number): Drawn {
  const body =
    `<g transform="translate(${n(at[0])} ${n(at[1])}) rotate(${n(angle)})">` +
    `<rect x="0" y="-3" width="22" height="6" fill="#5b6068"/>` +
    `<rect x="18" y="-11" width="8" height="22" rx="2" fill="#d9dde2"/>` +
    `<rect x="24" y="-13" width="116" height="26" rx="5" fill="#e9ecef"/>` +
    `<rect x="34" y="-12" width="78" height="24" fill="#2a2d33"/>` +
    `<rect x="34" y="-12" width="6" height="24" fill="${hsl(ctx.hue, 80, 52)}"/>` +
    textPath("THERMAL PASTE", { x: 46, y: 3, size: 7.5, font: "uiBold", fill: "#f2f4f6" }) +
    `<rect x="140" y="-8" width="18" height="16" rx="3" fill="#c9ced4"/>` +
    `<path d="M158 -4L176 -2V2L158 4Z" fill="#b4b9c0"/>` +
    `<rect x="24" y="-13" width="116" height="6" rx="3" fill="#fff" opacity="0.5"/>` +
    `</g>`;
  const shadow = lyingShadow(
    ctx,
    at,
    angle,
    4,
    0.4,
    `<rect x="0" y="-12" width="176" height="24" rx="8" fill="#000"/>`,
  );
  return { depth: depthOf(ctx, [at[0], at[1], 0]), svg: onTop(ctx, 13, body), shadow };
}
