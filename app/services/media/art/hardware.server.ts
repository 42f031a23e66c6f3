import { between, hsl, n, pick, rngFrom, svgDocument, type Rng } from "./kit.server";
import { textPath, textWidth } from "./glyphs.server";

/**
 * Demo product pictures for the hardware and firmware catalogue: DMA boards, USB and HDMI
 * boxes, cables and cooling kits drawn as studio product renders, and firmware drawn as a
 * screenshot of a flashing tool.
 *
 * The renders use a tiny orthographic 3D model: every object is made of prisms (a flat outline
 * extruded upwards), faces are shaded from one key light, and flat details (silkscreen, port
 * openings, engraving) are drawn in 2D and mapped onto a face with an affine `matrix()`.
 * Everything is deterministic: the same art description always gives the same string.
 */

export type HardwareKind = "fpga-board" | "input-box" | "hdmi-fuser" | "cable-kit" | "cooling-kit";

export interface HardwareArt {
  kind: HardwareKind;
  /** Short silkscreen/engraving label, e.g. "SENTINEL 75T", "VANTA 35T", "KESTREL", "PRISM", "HELIX", "AEGIS". */
  label: string;
  /**
   * Which shot: 0 = hero 3/4 view (used for the catalogue card), 1 = top view, 2 = close-up of the
   * ports/connectors, 3 = what is in the box (item + accessories laid out). Values ≥ 4 wrap around.
   */
  view: number;
  width: number;
  height: number;
  seed: string;
  /** Accent hue 0–359 for LEDs, rim light, small highlights. */
  hue: number;
}

export interface FlashToolArt {
  /** e.g. "Mimic NIC firmware" */
  firmwareName: string;
  /**
   * What the firmware makes the board look like, English, e.g. "NIC emulation", "Audio card emulation",
   * "NVMe emulation", "Wi-Fi adapter emulation", "Custom build".
   */
  emulates: string;
  /**
   * 0 = flashing in progress (progress bar ~60–80 %, log lines), 1 = finished ("Verify OK", device
   * now enumerates as the emulated device class with invented vendor/device ids), 2 = device-settings
   * screen (config ids, BAR sizes, serial randomised). Wraps.
   */
  view: number;
  width: number;
  height: number;
  seed: string;
  hue: number;
}

// ---------------------------------------------------------------------------------------------
// Geometry: world units are roughly a quarter of a millimetre; x to the right, y towards the
// viewer, z up. The camera is orthographic, so parallel edges stay parallel like in a long-lens
// product photo.

type Vec2 = readonly [number, number];
type Vec3 = readonly [number, number, number];

const dot3 = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function unit3(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

interface Camera {
  /** World directions of the screen's x axis and of "down" on screen. */
  right: Vec3;
  down: Vec3;
  /** Unit vector from the scene towards the camera; faces whose normal points this way are visible. */
  toViewer: Vec3;
  scale: number;
  ox: number;
  oy: number;
}

/** An orthographic camera turned `yaw` degrees around the vertical and looking down `pitch` degrees. */
function orbitCamera(yaw: number, pitch: number): Camera {
  const t = radians(yaw);
  const f = radians(pitch);
  return {
    right: [Math.cos(t), Math.sin(t), 0],
    down: [-Math.sin(t) * Math.sin(f), Math.cos(t) * Math.sin(f), -Math.cos(f)],
    toViewer: [-Math.sin(t) * Math.cos(f), Math.cos(t) * Math.cos(f), Math.sin(f)],
    scale: 1,
    ox: 0,
    oy: 0,
  };
}

function project(cam: Camera, p: Vec3): Vec2 {
  return [cam.ox + cam.scale * dot3(p, cam.right), cam.oy + cam.scale * dot3(p, cam.down)];
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Scales and moves the camera so that `points` fill `fill` of `stage` (more than 1 crops in). */
function fitCamera(cam: Camera, points: Vec3[], stage: Box, fill: number): Camera {
  const flat = points.map((p) => project(cam, p));
  const xs = flat.map((p) => p[0]);
  const ys = flat.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = fill * Math.min(stage.w / (maxX - minX || 1), stage.h / (maxY - minY || 1));
  return {
    ...cam,
    scale,
    ox: stage.x + stage.w / 2 - (scale * (minX + maxX)) / 2,
    oy: stage.y + stage.h / 2 - (scale * (minY + maxY)) / 2,
  };
}

/** The 8 corners of an axis-aligned box, for fitting the camera. */
function corners(x: number, y: number, z: number, w: number, d: number, h: number): Vec3[] {
  const out: Vec3[] = [];
  for (const cx of [x, x + w])
    for (const cy of [y, y + d]) for (const cz of [z, z + h]) out.push([cx, cy, cz]);
  return out;
}

const pointList = (points: Vec2[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

function signedArea(outline: Vec2[]): number {
  let sum = 0;
  outline.forEach(([x, y], i) => {
    const [nx, ny] = outline[(i + 1) % outline.length];
    sum += x * ny - nx * y;
  });
  return sum / 2;
}

function rectOutline(x: number, y: number, w: number, d: number): Vec2[] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + d],
    [x, y + d],
  ];
}

/** A rectangle with rounded corners as a polygon (each corner a few straight segments). */
function roundedOutline(x: number, y: number, w: number, d: number, r: number, steps = 5): Vec2[] {
  const out: Vec2[] = [];
  const centres: [number, number, number][] = [
    [x + w - r, y + r, -90],
    [x + w - r, y + d - r, 0],
    [x + r, y + d - r, 90],
    [x + r, y + r, 180],
  ];
  for (const [cx, cy, start] of centres) {
    for (let i = 0; i <= steps; i++) {
      const a = radians(start + (90 * i) / steps);
      out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return out;
}

function circleOutline(cx: number, cy: number, r: number, segments = 24): Vec2[] {
  return Array.from({ length: segments }, (_, i): Vec2 => {
    const a = (Math.PI * 2 * i) / segments;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

/** A rectangle `length` long in direction `angle` (degrees) and `width` across, centred on (cx, cy). */
function orientedRect(cx: number, cy: number, length: number, width: number, angle: number): Vec2[] {
  const [dx, dy] = [Math.cos(radians(angle)), Math.sin(radians(angle))];
  const [px, py] = [-dy, dx];
  const [l, w] = [length / 2, width / 2];
  return [
    [cx - dx * l - px * w, cy - dy * l - py * w],
    [cx + dx * l - px * w, cy + dy * l - py * w],
    [cx + dx * l + px * w, cy + dy * l + py * w],
    [cx - dx * l + px * w, cy - dy * l + py * w],
  ];
}

// ---------------------------------------------------------------------------------------------
// Drawing context, materials and the prism primitive

interface Ctx {
  cam: Camera;
  hue: number;
  rnd: Rng;
  defs: string[];
  nextId: number;
}

function newId(ctx: Ctx, name: string): string {
  ctx.nextId += 1;
  return `hw-${name}-${ctx.nextId}`;
}

/** Something drawn, with its distance along the view axis so objects can be painted back to front. */
interface Drawn {
  depth: number;
  svg: string;
  /** Drawn on the floor before every object. */
  shadow?: string;
}

const paintBackToFront = (items: Drawn[]) =>
  [...items]
    .sort((a, b) => a.depth - b.depth)
    .map((item) => item.svg)
    .join("");

const depthOf = (ctx: Ctx, p: Vec3) => dot3(p, ctx.cam.toViewer);

interface Material {
  h: number;
  s: number;
  l: number;
  /** 0 = matte plastic, 1 = polished metal (adds a specular highlight). */
  shine: number;
}

const KEY_LIGHT = unit3([-0.55, 0.45, 0.72]);
/** The accent rim light comes from behind on the right, opposite the key light. */
const RIM_LIGHT = unit3([0.85, -0.35, 0.25]);

/** Colour of a flat face of `mat` facing `normal`, lit by the key light. */
function shade(ctx: Ctx, mat: Material, normal: Vec3): string {
  const diffuse = Math.max(0, dot3(normal, KEY_LIGHT));
  const half = unit3([
    KEY_LIGHT[0] + ctx.cam.toViewer[0],
    KEY_LIGHT[1] + ctx.cam.toViewer[1],
    KEY_LIGHT[2] + ctx.cam.toViewer[2],
  ]);
  const specular = Math.pow(Math.max(0, dot3(normal, half)), 10) * mat.shine;
  const l = mat.l * (0.5 + 0.62 * diffuse) + 10 * (diffuse - 0.45) + specular * 28;
  return hsl(mat.h, mat.s, Math.round(clamp(l, 3, 97)));
}

const withLightness = (mat: Material, l: number): Material => ({ ...mat, l });
const flat = (mat: Material, delta = 0) => hsl(mat.h, mat.s, clamp(mat.l + delta, 2, 98));

interface PrismStyle {
  mat: Material;
  /** Material of the side faces when it differs from the top (a PCB's fibreglass edge). */
  sideMat?: Material;
  /** Fill of the top face (a gradient url); defaults to the shaded material. */
  top?: string;
  /** Opacity of a thin light line along the top edges, like a machined chamfer. */
  chamfer?: number;
  /** Tints faces turned towards the rim light with the accent hue. */
  rim?: boolean;
  /** Fill of the side faces that look straight at the viewer's side (+y), e.g. a gradient. */
  front?: string;
}

/**
 * `outline` (in the floor plane) extruded from `z0` up by `height`: visible side faces back to
 * front, then the top face. Works for convex and mildly concave outlines.
 */
function prism(ctx: Ctx, outline: Vec2[], z0: number, height: number, style: PrismStyle): string {
  const z1 = z0 + height;
  const sign = signedArea(outline) > 0 ? 1 : -1;
  const faces: { depth: number; svg: string }[] = [];
  const segments = outline.length;
  for (let i = 0; i < segments; i++) {
    const a = outline[i];
    const b = outline[(i + 1) % segments];
    const normal = unit3([sign * (b[1] - a[1]), -sign * (b[0] - a[0]), 0]);
    if (dot3(normal, ctx.cam.toViewer) <= 0.002) continue;
    const quad = [
      projectCtx(ctx, [a[0], a[1], z0]),
      projectCtx(ctx, [b[0], b[1], z0]),
      projectCtx(ctx, [b[0], b[1], z1]),
      projectCtx(ctx, [a[0], a[1], z1]),
    ];
    const fill =
      style.front && normal[1] > 0.9 ? style.front : shade(ctx, style.sideMat ?? style.mat, normal);
    // A hairline of the same colour hides the anti-aliasing seams between neighbouring facets.
    let svg = `<polygon points="${pointList(quad)}" fill="${fill}" stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"/>`;
    const rim = style.rim ? Math.max(0, dot3(normal, RIM_LIGHT)) : 0;
    if (rim > 0.05)
      svg += `<polygon points="${pointList(quad)}" fill="${hsl(ctx.hue, 75, 60)}" opacity="${(rim * 0.26).toFixed(2)}"/>`;
    faces.push({ depth: dot3([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, z0], ctx.cam.toViewer), svg });
  }
  const top = outline.map(([x, y]) => projectCtx(ctx, [x, y, z1]));
  const topFill = style.top ?? shade(ctx, style.mat, [0, 0, 1]);
  let svg = paintBackToFront(faces) + `<polygon points="${pointList(top)}" fill="${topFill}"/>`;
  if (style.chamfer) {
    svg += `<polygon points="${pointList(top)}" fill="none" stroke="#fff" stroke-opacity="${style.chamfer.toFixed(2)}" stroke-width="${n(Math.max(0.6, 1.1 * ctx.cam.scale))}" stroke-linejoin="round"/>`;
  }
  return svg;
}

/** `project` for a Ctx (shorthand used everywhere below). */
function projectCtx(ctx: Ctx, p: Vec3): Vec2 {
  return project(ctx.cam, p);
}

/** An axis-aligned box as a Drawn item. */
function block(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  d: number,
  z0: number,
  h: number,
  style: PrismStyle,
) {
  return {
    depth: depthOf(ctx, [x + w / 2, y + d / 2, z0 + h / 2]),
    svg: prism(ctx, rectOutline(x, y, w, d), z0, h, style),
  };
}

/**
 * Wraps 2D drawing so that its origin lands on `origin` and its x / y axes follow the world
 * directions `ax` / `ay`: used for everything printed, engraved or cut into a flat face.
 */
function onPlane(ctx: Ctx, origin: Vec3, ax: Vec3, ay: Vec3, body: string): string {
  const { cam } = ctx;
  const [ox, oy] = project(cam, origin);
  const a = [dot3(ax, cam.right) * cam.scale, dot3(ax, cam.down) * cam.scale];
  const b = [dot3(ay, cam.right) * cam.scale, dot3(ay, cam.down) * cam.scale];
  const m = [...a, ...b].map((v) => v.toFixed(4)).join(" ");
  return `<g transform="matrix(${m} ${n(ox)} ${n(oy)})">${body}</g>`;
}

/** 2D drawing on the horizontal plane at height `z`, in world x / y units. */
const onTop = (ctx: Ctx, z: number, body: string) => onPlane(ctx, [0, 0, z], [1, 0, 0], [0, 1, 0], body);

/** Whether a face with this outward normal faces the camera. */
const isFacing = (ctx: Ctx, normal: Vec3) => dot3(normal, ctx.cam.toViewer) > 0.02;

/** A soft floor shadow under `outline`, plus a darker contact shadow right at its edge. */
function floorShadow(ctx: Ctx, outline: Vec2[], strength = 1): string {
  const cx = outline.reduce((sum, p) => sum + p[0], 0) / outline.length;
  const cy = outline.reduce((sum, p) => sum + p[1], 0) / outline.length;
  const spread = outline.map(([x, y]): Vec2 => [cx + (x - cx) * 1.07 + 10, cy + (y - cy) * 1.1 + 6]);
  const soft = pointList(spread.map(([x, y]) => projectCtx(ctx, [x, y, 0])));
  const contact = pointList(outline.map(([x, y]) => projectCtx(ctx, [x, y, 0])));
  return (
    `<polygon points="${soft}" fill="#1c1f24" opacity="${(0.38 * strength).toFixed(2)}" filter="url(#hw-soft)"/>` +
    `<polygon points="${contact}" fill="#0b0c0e" opacity="${(0.55 * strength).toFixed(2)}" filter="url(#hw-contact)"/>`
  );
}

/** The accent light catching the far top edges of an object. */
function rimLine(ctx: Ctx, outline: Vec2[], z: number, opacity = 0.85): string {
  const sign = signedArea(outline) > 0 ? 1 : -1;
  const paths: string[] = [];
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length];
    const normal = unit3([sign * (b[1] - a[1]), -sign * (b[0] - a[0]), 0]);
    if (dot3(normal, RIM_LIGHT) < 0.2) return;
    const [p, q] = [projectCtx(ctx, [a[0], a[1], z]), projectCtx(ctx, [b[0], b[1], z])];
    paths.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`);
  });
  if (!paths.length) return "";
  const width = Math.max(0.8, 1.3 * ctx.cam.scale);
  return `<path d="${paths.join("")}" fill="none" stroke="${hsl(ctx.hue, 90, 72)}" stroke-width="${n(width)}" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** A glowing indicator LED seen from anywhere: a hot core and a soft halo in the accent hue. */
function ledGlow(ctx: Ctx, p: Vec3, size = 1, hue = ctx.hue): string {
  const [x, y] = projectCtx(ctx, p);
  const r = 16 * size * ctx.cam.scale;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${hsl(hue, 95, 60)}" opacity="0.35" filter="url(#hw-glow)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.32)}" fill="${hsl(hue, 100, 70)}" opacity="0.9"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.14)}" fill="${hsl(hue, 100, 94)}"/>`
  );
}

/** A linear gradient across a face, light at the top left; returns its url. */
function sheen(ctx: Ctx, mat: Material, spread = 10, angle = 35): string {
  const id = newId(ctx, "sheen");
  const a = radians(angle);
  const [x2, y2] = [0.5 + Math.cos(a) / 2, 0.5 + Math.sin(a) / 2];
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${(1 - x2).toFixed(2)}" y1="${(1 - y2).toFixed(2)}" x2="${x2.toFixed(2)}" y2="${y2.toFixed(2)}">` +
      `<stop offset="0" stop-color="${flat(mat, spread)}"/><stop offset="0.45" stop-color="${flat(mat, spread * 0.2)}"/>` +
      `<stop offset="0.6" stop-color="${flat(mat, spread * 0.45)}"/><stop offset="1" stop-color="${flat(mat, -spread * 0.6)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

// ---------------------------------------------------------------------------------------------
// Shared materials and connector openings. Openings are drawn in 2D in the face's own units
// (x along the face, y downwards from its top edge) and mapped onto the face with `onPlane`.

const STEEL: Material = { h: 210, s: 6, l: 72, shine: 1 };
const TIN: Material = { h: 210, s: 4, l: 78, shine: 0.8 };
const BLACK_PLASTIC: Material = { h: 220, s: 6, l: 12, shine: 0.25 };
const GOLD_STOPS = ["#f7dc8a", "#d29d36", "#f2cd6a"];

/** A female USB-A opening, 48 × 20 units, with its coloured tongue. */
function usbAOpening(x: number, y: number, tongue: string): string {
  const contacts = [0, 1, 2, 3]
    .map((i) => `<rect x="${n(x + 10 + i * 8)}" y="${n(y + 9.4)}" width="4.5" height="1.6" fill="#d9b457"/>`)
    .join("");
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="48" height="20" rx="1" fill="#c8ccd2"/>` +
    `<rect x="${n(x + 2.2)}" y="${n(y + 2.2)}" width="43.6" height="15.6" fill="#111316"/>` +
    `<rect x="${n(x + 5)}" y="${n(y + 3.6)}" width="38" height="6" fill="${tongue}"/>` +
    contacts +
    `<rect x="${n(x + 9)}" y="${n(y + 0.6)}" width="5" height="1.1" fill="#5b6068"/>` +
    `<rect x="${n(x + 34)}" y="${n(y + 0.6)}" width="5" height="1.1" fill="#5b6068"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="48" height="20" rx="1" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="0.6"/>`
  );
}

/** A USB-C receptacle opening, 36 × 13 units. */
function usbCOpening(x: number, y: number): string {
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="36" height="13" rx="6.5" fill="#c4c8ce"/>` +
    `<rect x="${n(x + 1.7)}" y="${n(y + 1.7)}" width="32.6" height="9.6" rx="4.8" fill="#0f1114"/>` +
    `<rect x="${n(x + 8)}" y="${n(y + 5.2)}" width="20" height="2.6" rx="1.3" fill="#3b3f45"/>` +
    `<rect x="${n(x + 10)}" y="${n(y + 5.2)}" width="16" height="0.8" fill="#c9a44e"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="36" height="13" rx="6.5" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="0.6"/>`
  );
}

/** An HDMI type-A opening (the familiar chamfered trapezoid), 56 × 18 units. */
function hdmiOpening(x: number, y: number): string {
  const shape = (inset: number) =>
    pointList([
      [x + inset, y + inset],
      [x + 56 - inset, y + inset],
      [x + 56 - inset, y + 11 - inset * 0.4],
      [x + 50 - inset * 0.6, y + 18 - inset],
      [x + 6 + inset * 0.6, y + 18 - inset],
      [x + inset, y + 11 - inset * 0.4],
    ]);
  const pins = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${n(x + 10 + i * 3.9)}" y="${n(y + 5.4)}" width="1.8" height="1.5" fill="#d9b457"/>`,
  ).join("");
  return (
    `<polygon points="${shape(0)}" fill="#c6c9cf"/>` +
    `<polygon points="${shape(2)}" fill="#101215"/>` +
    `<rect x="${n(x + 8)}" y="${n(y + 6.6)}" width="40" height="4.6" fill="#24272c"/>` +
    pins +
    `<polygon points="${shape(0)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="0.6"/>`
  );
}

/** Laser-engraved or printed text on a face (2D, face units). */
function engraved(
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

/** A phillips screw head seen from above (2D, on a top face). */
function screwHead(x: number, y: number, r: number, mat: Material): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${flat(mat, -10)}"/>` +
    `<circle cx="${n(x - r * 0.12)}" cy="${n(y - r * 0.12)}" r="${n(r * 0.82)}" fill="${flat(mat, 6)}"/>` +
    `<path d="M${n(x - r * 0.5)} ${n(y)}H${n(x + r * 0.5)}M${n(x)} ${n(y - r * 0.5)}V${n(y + r * 0.5)}" stroke="${flat(mat, -28)}" stroke-width="${n(r * 0.22)}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// FPGA board: a PCIe x1 card lying flat. Board units: 420 × 260, the PCIe tab sticks out of the
// front edge and the USB-C receptacle overhangs the right edge.

const BOARD = { w: 420, d: 260, t: 7 };

function boardOutline(x: number, y: number): Vec2[] {
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
function chipCode(label: string): string {
  const words = label.toUpperCase().split(/\s+/).filter(Boolean);
  const withDigit = words.find((word) => /\d/.test(word));
  return withDigit ?? (words[0] ?? "NX").slice(0, 3);
}

interface BoardLook {
  mask: Material;
  edge: Material;
  silk: string;
  copper: string;
}

function boardLook(rnd: Rng): BoardLook {
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

/** Copper traces under the solder mask: buses of parallel lines with 45° bends, plus vias. */
function boardTraces(rnd: Rng, colour: string): string {
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
function edgeFingers(ctx: Ctx): string {
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

function mountingHole(x: number, y: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="12" fill="#c7a24c"/><circle cx="${x}" cy="${y}" r="10.5" fill="#e2c473"/>` +
    `<circle cx="${x}" cy="${y}" r="7.5" fill="#2a2c30"/><circle cx="${x + 1.2}" cy="${y + 1.5}" r="6" fill="#16181b"/>`
  );
}

/** White silkscreen: product label, outlines, designators, a serial sticker. */
function boardSilkscreen(label: string, look: BoardLook, rnd: Rng): string {
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

/** A two-terminal SMD part (capacitor / resistor): body plus two tinned end caps. */
function smdPart(ctx: Ctx, x: number, y: number, vertical: boolean, body: Material, z: number): Drawn {
  const [w, d] = vertical ? [6, 11] : [11, 6];
  const h = 4;
  const cap = 2.6;
  const parts = vertical
    ? [
        block(ctx, x, y, w, cap, z, h, { mat: TIN }),
        block(ctx, x, y + cap, w, d - 2 * cap, z, h, { mat: body }),
        block(ctx, x, y + d - cap, w, cap, z, h, { mat: TIN }),
      ]
    : [
        block(ctx, x, y, cap, d, z, h, { mat: TIN }),
        block(ctx, x + cap, y, w - 2 * cap, d, z, h, { mat: body }),
        block(ctx, x + w - cap, y, cap, d, z, h, { mat: TIN }),
      ];
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, z]), svg: paintBackToFront(parts) };
}

/** A black IC package with gull-wing legs on two sides (SOIC). */
function soic(ctx: Ctx, x: number, y: number, w: number, d: number, legs: number, z: number): Drawn {
  const items: Drawn[] = [];
  for (let i = 0; i < legs; i++) {
    const lx = x + ((i + 0.5) * w) / legs - 2;
    items.push(
      block(ctx, lx, y - 5, 4, 6, z, 1.6, { mat: TIN }),
      block(ctx, lx, y + d - 1, 4, 6, z, 1.6, { mat: TIN }),
    );
  }
  items.push(block(ctx, x, y, w, d, z, 5, { mat: BLACK_PLASTIC, top: flat(BLACK_PLASTIC, 3) }));
  const svg =
    paintBackToFront(items) +
    onTop(ctx, z + 5, `<circle cx="${n(x + 5)}" cy="${n(y + d - 5)}" r="1.8" fill="#2c2f34"/>`);
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, z]), svg };
}

/** The main FPGA: BGA substrate, a black moulded lid with the engraved model code. */
function bgaChip(ctx: Ctx, x: number, y: number, label: string, z: number): Drawn {
  const size = 112;
  const substrate: Material = { h: 85, s: 18, l: 24, shine: 0.3 };
  const lid: Material = { h: 220, s: 7, l: 14, shine: 0.5 };
  const code = chipCode(label);
  const date = `${Math.floor(between(ctx.rnd, 2210, 2452))} ${pick(ctx.rnd, ["A1", "B2", "C1", "C2"])}`;
  const top = z + 3 + 6;
  const marking =
    engraved(`NX7-${code}`, x + size / 2, y + 52, 15, "#9aa0a8", "middle", "uiBold", 0.75) +
    engraved("BG484  1C", x + size / 2, y + 68, 8.5, "#8b9199", "middle", "ui", 0.7) +
    engraved(date, x + size / 2, y + 80, 8.5, "#8b9199", "middle", "ui", 0.7) +
    `<circle cx="${x + 14}" cy="${y + 14}" r="3.2" fill="#07080a"/>`;
  const svg =
    prism(ctx, rectOutline(x, y, size, size), z, 3, { mat: substrate }) +
    prism(ctx, roundedOutline(x + 5, y + 5, size - 10, size - 10, 3, 2), z + 3, 6, {
      mat: lid,
      top: sheen(ctx, lid, 9, 40),
      chamfer: 0.12,
    }) +
    onTop(ctx, top, marking);
  return { depth: depthOf(ctx, [x + size / 2, y + size / 2, z]), svg };
}

/** A USB-C receptacle soldered on the board edge, its opening facing +x. */
function boardUsbC(ctx: Ctx, x: number, y: number, z: number): Drawn {
  const [w, d, h] = [48, 46, 17];
  let svg = prism(ctx, roundedOutline(x, y, w, d, 4, 2), z, h, {
    mat: STEEL,
    top: sheen(ctx, STEEL, 12, 60),
    rim: true,
  });
  if (isFacing(ctx, [1, 0, 0])) {
    svg += onPlane(ctx, [x + w, y, z + h], [0, 1, 0], [0, 0, -1], usbCOpening(5, 2));
  }
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, z]), svg };
}

/** The whole card at (x, y) on the floor. */
function fpgaBoard(ctx: Ctx, at: Vec2, label: string, look: BoardLook): Drawn {
  const [x0, y0] = at;
  const z = BOARD.t;
  const outline = boardOutline(x0, y0);
  const rnd = ctx.rnd;
  const board =
    prism(ctx, outline, 0, BOARD.t, {
      mat: look.mask,
      sideMat: look.edge,
      top: sheen(ctx, look.mask, 5, 30),
    }) +
    onTop(
      ctx,
      z,
      `<g transform="translate(${x0} ${y0})">${boardTraces(rnd, look.copper)}${edgeFingers(ctx)}${[
        [16, 16],
        [404, 16],
        [16, 244],
        [404, 244],
      ]
        .map(([x, y]) => mountingHole(x, y))
        .join("")}${boardSilkscreen(label, look, rnd)}</g>`,
    );

  const at0 = (x: number, y: number): Vec2 => [x0 + x, y0 + y];
  const ceramic: Material = { h: 32, s: 30, l: 52, shine: 0.2 };
  const resistor: Material = { h: 220, s: 5, l: 14, shine: 0.2 };
  const parts: Drawn[] = [];
  parts.push(bgaChip(ctx, ...at0(148, 70), label, z));
  parts.push(soic(ctx, ...at0(272, 40), 40, 26, 4, z));
  {
    const [qx, qy] = at0(290, 102);
    const qfn: Material = { h: 220, s: 6, l: 16, shine: 0.4 };
    parts.push({
      depth: depthOf(ctx, [qx + 22, qy + 22, z]),
      svg:
        prism(ctx, rectOutline(qx, qy, 44, 44), z, 4, { mat: qfn, top: sheen(ctx, qfn, 6) }) +
        onTop(
          ctx,
          z + 4,
          engraved("UX60Q", qx + 22, qy + 25, 8, "#8a9098", "middle", "uiBold", 0.7) +
            `<circle cx="${qx + 6}" cy="${qy + 6}" r="1.8" fill="#07080a"/>`,
        ),
    });
  }
  parts.push(boardUsbC(ctx, ...at0(376, 104), z));
  // Crystal oscillator: a small tinned metal can.
  parts.push(
    block(ctx, ...at0(276, 176), 28, 18, z, 6, { mat: TIN, top: sheen(ctx, TIN, 10), chamfer: 0.3 }),
  );
  // Power section: two shielded inductors, regulators and tantalum capacitors.
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
  // Decoupling capacitors and resistors around the FPGA and next to the USB controller.
  const spots: [number, number, boolean][] = [];
  for (let i = 0; i < 7; i++) spots.push([156 + i * 15, 190, true]);
  for (let i = 0; i < 5; i++) spots.push([128, 76 + i * 20, false]);
  for (let i = 0; i < 5; i++) spots.push([270, 118 + i * 9, false]);
  for (let i = 0; i < 4; i++) spots.push([346, 108 + i * 10, false]);
  for (let i = 0; i < 3; i++) spots.push([320, 44 + i * 9, false]);
  for (const [sx, sy, vertical] of spots) {
    parts.push(smdPart(ctx, x0 + sx, y0 + sy, vertical, rnd() < 0.7 ? ceramic : resistor, z));
  }
  // Status LEDs: tiny lenses that glow in the accent hue.
  const ledPoints: Vec3[] = [];
  for (let i = 0; i < 3; i++) {
    const [lx, ly] = at0(364, 172 + i * 16);
    parts.push(block(ctx, lx, ly, 12, 7, z, 3, { mat: { h: 0, s: 0, l: 85, shine: 0.5 } }));
    ledPoints.push([lx + 6, ly + 3.5, z + 3]);
  }
  const glows = ledPoints
    .map((p, i) => ledGlow(ctx, p, 0.85, i === 0 ? (ctx.hue + 30) % 360 : ctx.hue))
    .join("");
  const cast = onTop(
    ctx,
    z + 0.1,
    `<ellipse cx="${x0 + 370}" cy="${y0 + 190}" rx="34" ry="30" fill="${hsl(ctx.hue, 90, 60)}" opacity="0.16" filter="url(#hw-glow)"/>`,
  );
  return {
    depth: depthOf(ctx, [x0 + BOARD.w / 2, y0 + BOARD.d / 2, 0]),
    svg: board + cast + paintBackToFront(parts) + rimLine(ctx, outline, z) + glows,
    shadow: floorShadow(ctx, outline),
  };
}

// ---------------------------------------------------------------------------------------------
// Scenes: which objects a shot shows, from where, and what the camera must keep in frame.

interface Shot {
  yaw: number;
  pitch: number;
  /** World points the camera frames; a close-up lists only the part it zooms in on. */
  fit: Vec3[];
  /** Share of the stage the fitted points take; above 1 crops into the object. */
  fill: number;
  draw: (ctx: Ctx) => Drawn[];
}

/**
 * Where the product sits. The wide header keeps it in the right half so the page title on the
 * left stays readable; the other sizes centre it.
 */
function stageFor(width: number, height: number): Box {
  if (width / height > 2.4) return { x: width * 0.5, y: height * 0.1, w: width * 0.46, h: height * 0.8 };
  return { x: width * 0.07, y: height * 0.1, w: width * 0.86, h: height * 0.8 };
}

/** Light-grey studio sweep with a soft key spot and a faint accent wash behind the product. */
function studioBackdrop(
  width: number,
  height: number,
  stage: Box,
  hue: number,
  rnd: Rng,
): { defs: string; body: string } {
  const tone = between(rnd, 200, 225);
  const cx = stage.x + stage.w / 2;
  const cy = stage.y + stage.h * 0.42;
  const r = Math.max(stage.w, stage.h) * 0.75;
  const defs =
    `<linearGradient id="hw-sweep" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hsl(tone, 8, 86)}"/><stop offset="0.55" stop-color="${hsl(tone, 7, 78)}"/>` +
    `<stop offset="1" stop-color="${hsl(tone, 8, 66)}"/></linearGradient>` +
    `<radialGradient id="hw-spot" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="hw-wash" gradientUnits="userSpaceOnUse" cx="${n(cx + stage.w * 0.3)}" cy="${n(stage.y)}" r="${n(r * 0.9)}">` +
    `<stop offset="0" stop-color="${hsl(hue, 80, 62)}" stop-opacity="0.22"/><stop offset="1" stop-color="${hsl(hue, 80, 62)}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="hw-vignette" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(height * 0.45)}" r="${n(Math.max(width, height) * 0.8)}">` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#hw-sweep)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#hw-spot)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#hw-wash)"/>`;
  return { defs, body };
}

/** Blur filters sized to the final scale, so shadows and glows look the same at every size. */
function blurFilters(scale: number): string {
  const filter = (id: string, deviation: number) =>
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(Math.max(0.4, deviation))}"/></filter>`;
  return filter("hw-soft", 16 * scale) + filter("hw-contact", 2.4 * scale) + filter("hw-glow", 5 * scale);
}

/** A product render of DMA hardware on a studio background (a complete SVG document). */
export function hardwareSvg(art: HardwareArt): string {
  const view = ((Math.floor(art.view) % 4) + 4) % 4;
  const rnd = rngFrom(`hardware:${art.kind}:${art.seed}:${view}`);
  const stage = stageFor(art.width, art.height);
  // Finish and solder-mask colour come from the seed alone, so every view shows the same product.
  const look = rngFrom(`hardware-look:${art.kind}:${art.seed}`);
  const shot = shotFor(art, view, rnd, look);
  const cam = fitCamera(orbitCamera(shot.yaw, shot.pitch), shot.fit, stage, shot.fill);
  const ctx: Ctx = { cam, hue: art.hue, rnd, defs: [], nextId: 0 };
  const backdrop = studioBackdrop(art.width, art.height, stage, art.hue, rnd);
  const items = shot.draw(ctx);
  const body =
    backdrop.body +
    items.map((item) => item.shadow ?? "").join("") +
    paintBackToFront(items) +
    `<rect width="${art.width}" height="${art.height}" fill="url(#hw-vignette)"/>`;
  return svgDocument(art.width, art.height, body, backdrop.defs + blurFilters(cam.scale) + ctx.defs.join(""));
}

// ---------------------------------------------------------------------------------------------
// Aluminium enclosures: the USB input box and the HDMI fuser share one model with different
// proportions, ports and top details.

type PortKind = "usb-a" | "usb-c" | "hdmi";

interface PortSpec {
  kind: PortKind;
  /** Centre along the face, measured from the face's left end. */
  at: number;
  caption: string;
}

interface EnclosureSpec {
  w: number;
  d: number;
  h: number;
  r: number;
  label: string;
  subtitle: string;
  front: PortSpec[];
  side: PortSpec[];
  vents: boolean;
  finish: Material;
}

const portSize: Record<PortKind, Vec2> = { "usb-a": [48, 20], "usb-c": [36, 13], hdmi: [56, 18] };

/** Anodised finishes: space grey, black, silver, or a dark tint of the accent hue. */
function anodised(rnd: Rng, hue: number): Material {
  return pick(rnd, [
    { h: 215, s: 7, l: 40, shine: 0.7 },
    { h: 220, s: 6, l: 17, shine: 0.8 },
    { h: 210, s: 5, l: 70, shine: 0.9 },
    { h: hue, s: 30, l: 32, shine: 0.8 },
  ]);
}

/** Ports with engraved captions along a face that is `height` tall (2D, face units). */
function portRow(ports: PortSpec[], height: number, engraving: string, tongue: string): string {
  return ports
    .map(({ kind, at, caption }) => {
      const [w, h] = portSize[kind];
      const top = Math.max(4, height * 0.42 - h / 2 - 2);
      const x = at - w / 2;
      const opening =
        kind === "usb-a"
          ? usbAOpening(x, top, tongue)
          : kind === "usb-c"
            ? usbCOpening(x, top)
            : hdmiOpening(x, top);
      return opening + engraved(caption, at, top + h + 11, 7.5, engraving, "middle", "uiBold", 0.8);
    })
    .join("");
}

function enclosure(ctx: Ctx, at: Vec2, spec: EnclosureSpec): Drawn {
  const [x, y] = at;
  const { w, d, h, r, finish } = spec;
  const foot: Material = { h: 220, s: 5, l: 10, shine: 0.1 };
  const outline = roundedOutline(x, y, w, d, r, 6);
  const light = finish.l > 55;
  const engraving = light ? "#3a3d42" : "#e4e7ec";
  const tongue = finish.h === ctx.hue ? "#1c1e22" : hsl(212, 80, 45);
  let svg =
    prism(ctx, roundedOutline(x + 4, y + 4, w - 8, d - 8, r, 4), 0, 6, { mat: foot }) +
    prism(ctx, outline, 5, h - 5, {
      mat: finish,
      top: sheen(ctx, finish, 9, 30),
      chamfer: light ? 0.55 : 0.3,
      rim: true,
    });

  const labelSize = Math.min(30, (w * 0.55) / Math.max(4, spec.label.length * 0.62));
  const led: Vec3 = [x + w - r - 8, y + d - r - 4, h];
  const screws = [
    [x + r * 0.75, y + r * 0.75],
    [x + w - r * 0.75, y + r * 0.75],
    [x + r * 0.75, y + d - r * 0.75],
    [x + w - r * 0.75, y + d - r * 0.75],
  ]
    .map(([sx, sy]) => screwHead(sx, sy, 5.5, withLightness(STEEL, finish.l > 55 ? 62 : 48)))
    .join("");
  const vents = spec.vents
    ? Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${n(x + w * 0.18 + i * ((w * 0.64) / 9))}" y="${n(y + d * 0.12)}" width="${n((w * 0.64) / 9 - 7)}" height="${n(d * 0.22)}" rx="3" fill="#0c0d10" opacity="0.85"/>`,
      ).join("")
    : "";
  const top =
    screws +
    vents +
    engraved(
      spec.label.toUpperCase(),
      x + w / 2,
      y + d * 0.58,
      labelSize,
      engraving,
      "middle",
      "display",
      0.88,
    ) +
    engraved(
      spec.subtitle,
      x + w / 2,
      y + d * 0.58 + labelSize * 0.75,
      8.5,
      engraving,
      "middle",
      "uiBold",
      0.6,
    ) +
    `<circle cx="${n(led[0])}" cy="${n(led[1])}" r="5" fill="#0a0b0d"/><circle cx="${n(led[0])}" cy="${n(led[1])}" r="3.6" fill="${hsl(ctx.hue, 100, 75)}"/>`;
  svg += onTop(ctx, h, top);
  if (isFacing(ctx, [0, 1, 0])) {
    svg += onPlane(
      ctx,
      [x + r, y + d, h],
      [1, 0, 0],
      [0, 0, -1],
      portRow(
        spec.front.map((p) => ({ ...p, at: p.at - r })),
        h,
        engraving,
        tongue,
      ),
    );
  }
  if (spec.side.length && isFacing(ctx, [1, 0, 0])) {
    svg += onPlane(
      ctx,
      [x + w, y + r, h],
      [0, 1, 0],
      [0, 0, -1],
      portRow(
        spec.side.map((p) => ({ ...p, at: p.at - r })),
        h,
        engraving,
        tongue,
      ),
    );
  }
  svg += rimLine(ctx, outline, h, 0.7) + ledGlow(ctx, led, 0.9);
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, 0]), svg, shadow: floorShadow(ctx, outline) };
}

function inputBoxSpec(label: string, finish: Material): EnclosureSpec {
  return {
    w: 300,
    d: 200,
    h: 84,
    r: 22,
    label,
    subtitle: "USB INPUT BRIDGE",
    front: [
      { kind: "usb-a", at: 95, caption: "IN  ·  HID" },
      { kind: "usb-a", at: 170, caption: "OUT" },
      { kind: "usb-c", at: 240, caption: "PC" },
    ],
    side: [{ kind: "usb-c", at: 100, caption: "5V / CFG" }],
    vents: false,
    finish,
  };
}

function hdmiFuserSpec(label: string, finish: Material): EnclosureSpec {
  return {
    w: 380,
    d: 240,
    h: 58,
    r: 16,
    label,
    subtitle: "HDMI 4K60 PASSTHROUGH",
    front: [
      { kind: "hdmi", at: 90, caption: "HDMI IN" },
      { kind: "hdmi", at: 180, caption: "HDMI OUT" },
      { kind: "usb-c", at: 280, caption: "USB-C" },
    ],
    side: [{ kind: "usb-c", at: 120, caption: "5V" }],
    vents: true,
    finish,
  };
}

// ---------------------------------------------------------------------------------------------
// Braided cables: a coil is a 3D spiral lying on the floor, drawn as short stroked chunks in
// order so that later loops lie on top of earlier ones; each end has a plug made of prisms.

interface PlugSpec {
  kind: PortKind;
  /** Where the cable enters the back of the plug. */
  at: Vec2;
  /** Direction from the cable towards the plug's tip, degrees. */
  angle: number;
}

interface CableSpec {
  centre: Vec2;
  radius: number;
  loops: number;
  startAngle: number;
  braid: Material;
  /** The plug on the left and the plug on the right when the coil starts at the bottom (90°). */
  ends: [PlugSpec, PlugSpec];
  thickness?: number;
}

/** Lengths (along the plug) / widths / heights of strain relief, housing and metal tip. */
const plugParts: Record<PortKind, [number, number, number][]> = {
  "usb-c": [
    [24, 20, 15],
    [76, 44, 24],
    [30, 34, 11],
  ],
  "usb-a": [
    [26, 24, 17],
    [92, 64, 30],
    [46, 50, 18],
  ],
  hdmi: [
    [28, 26, 19],
    [88, 80, 32],
    [40, 60, 19],
  ],
};

const plugHeight = (kind: PortKind) => plugParts[kind][1][2];

function bezier3(p0: Vec3, p1: Vec3, p2: Vec3, p3: Vec3, t: number): Vec3 {
  const u = 1 - t;
  const mix = (i: 0 | 1 | 2) =>
    u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  return [mix(0), mix(1), mix(2)];
}

/** The centre line of a coiled cable, from plug A through the coil to plug B. */
function cablePath(spec: CableSpec, rnd: Rng): Vec3[] {
  const t = spec.thickness ?? 16;
  const [cx, cy] = spec.centre;
  const phase = between(rnd, 0, Math.PI * 2);
  const steps = Math.round(spec.loops * 60);
  const spiral: Vec3[] = [];
  for (let i = 0; i <= steps; i++) {
    const s = i / steps;
    const a = radians(spec.startAngle) + s * spec.loops * Math.PI * 2;
    // Each loop lies a little wider or narrower than the last, so single turns stay visible.
    const r =
      spec.radius * (1 + 0.04 * Math.sin(a * 2 + phase)) +
      t * 1.1 * Math.sin(s * spec.loops * Math.PI * 1.3 + phase) +
      t * 0.5 * Math.sin(a * 1.5 + phase * 2);
    const ox = 9 * Math.sin(s * Math.PI * 2 + phase);
    const oy = 7 * Math.cos(s * Math.PI * 3 + phase);
    spiral.push([cx + ox + r * Math.cos(a), cy + oy + r * Math.sin(a), t / 2 + s * t * 0.9]);
  }
  const tangent = (a: Vec3, b: Vec3): Vec3 => unit3([b[0] - a[0], b[1] - a[1], 0]);
  const tail = (plug: PlugSpec, end: Vec3, along: Vec3): Vec3[] => {
    const z = plugHeight(plug.kind) / 2;
    const dir: Vec3 = [Math.cos(radians(plug.angle)), Math.sin(radians(plug.angle)), 0];
    const start: Vec3 = [plug.at[0], plug.at[1], z];
    const reach = Math.hypot(end[0] - start[0], end[1] - start[1]) * 0.45;
    const c1: Vec3 = [start[0] - dir[0] * reach, start[1] - dir[1] * reach, z];
    const c2: Vec3 = [end[0] - along[0] * reach, end[1] - along[1] * reach, end[2]];
    return Array.from({ length: 18 }, (_, i) => bezier3(start, c1, c2, end, i / 17));
  };
  // The spiral turns clockwise (seen from above): the cable enters it coming from ends[1]'s side
  // and leaves towards ends[0], so the two tails never cross.
  const first = tail(spec.ends[1], spiral[0], tangent(spiral[0], spiral[1]));
  const lastDir = tangent(spiral[steps], spiral[steps - 1]);
  const second = tail(spec.ends[0], spiral[steps], lastDir).reverse();
  return [...first, ...spiral.slice(1, -1), ...second];
}

/** Stroke layers of one piece of braided cable (screen space). */
function cableStrokes(d: string, width: number, braid: Material, caps: string): string {
  const dash = `${n(width * 0.16)} ${n(width * 0.16)}`;
  return (
    `<path d="${d}" fill="none" stroke="${flat(braid, -braid.l * 0.6)}" stroke-width="${n(width * 1.1)}" stroke-linecap="${caps}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${flat(braid)}" stroke-width="${n(width)}" stroke-linecap="${caps}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${flat(braid, -Math.min(14, braid.l * 0.5))}" stroke-width="${n(width * 0.86)}" stroke-dasharray="${dash}" stroke-linejoin="round" opacity="0.55"/>` +
    `<path d="${d}" fill="none" stroke="${flat(braid, 12)}" stroke-width="${n(width * 0.5)}" stroke-dasharray="${dash}" stroke-dashoffset="${n(width * 0.16)}" stroke-linejoin="round" opacity="0.35"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${n(width * 0.2)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.28" transform="translate(${n(-width * 0.14)} ${n(-width * 0.22)})"/>`
  );
}

function coiledCable(ctx: Ctx, spec: CableSpec, housing: Material): Drawn[] {
  const t = spec.thickness ?? 16;
  const path = cablePath(spec, ctx.rnd);
  const screen = path.map((p) => projectCtx(ctx, p));
  const width = t * ctx.cam.scale;
  const chunk = 7;
  let svg = "";
  for (let start = 0; start < screen.length - 1; start += chunk) {
    const piece = screen.slice(start, Math.min(screen.length, start + chunk + 1));
    const d = piece.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("");
    const edge = start === 0 || start + chunk >= screen.length - 1;
    svg += cableStrokes(d, width, spec.braid, edge ? "round" : "butt");
  }
  const floor = path.map(([x, y]) => projectCtx(ctx, [x + 4, y + 4, 0]));
  const floorD = floor.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("");
  const shadow = `<path d="${floorD}" fill="none" stroke="#111" stroke-width="${n(width * 1.3)}" stroke-linejoin="round" opacity="0.35" filter="url(#hw-contact)"/>`;
  const [cx, cy] = spec.centre;
  return [
    { depth: depthOf(ctx, [cx, cy, 0]), svg, shadow },
    ...spec.ends.map((end) => plug(ctx, end, housing)),
  ];
}

/** A cable plug: strain relief, aluminium housing with an accent ring, metal tip with its opening. */
function plug(ctx: Ctx, spec: PlugSpec, housing: Material): Drawn {
  const [relief, body, tip] = plugParts[spec.kind];
  const dir: Vec2 = [Math.cos(radians(spec.angle)), Math.sin(radians(spec.angle))];
  const perp: Vec2 = [-dir[1], dir[0]];
  const along = (distance: number): Vec2 => [spec.at[0] + dir[0] * distance, spec.at[1] + dir[1] * distance];
  const height = body[2];
  const part = (offset: number, [l, w, h]: [number, number, number], z0: number, style: PrismStyle) => {
    const [cx, cy] = along(offset + l / 2);
    return prism(ctx, orientedRect(cx, cy, l, w, spec.angle), z0, h, style);
  };
  const rubber: Material = { h: 220, s: 6, l: 14, shine: 0.2 };
  let svg =
    part(0, relief, (height - relief[2]) / 2, { mat: rubber }) +
    part(relief[0], body, 0, {
      mat: housing,
      top: sheen(ctx, housing, 12, spec.angle + 90),
      chamfer: 0.25,
      rim: true,
    });
  // Accent ring printed round the housing, near the cable end.
  const [rx, ry] = along(relief[0] + 10);
  svg += onPlane(
    ctx,
    [rx - perp[0] * (body[1] / 2), ry - perp[1] * (body[1] / 2), height],
    [dir[0], dir[1], 0],
    [perp[0], perp[1], 0],
    `<rect x="0" y="0" width="5" height="${body[1]}" fill="${hsl(ctx.hue, 85, 55)}"/>`,
  );
  svg += part(relief[0] + body[0], tip, (height - tip[2]) / 2, {
    mat: STEEL,
    top: sheen(ctx, STEEL, 14, spec.angle),
    chamfer: 0.3,
  });
  const normal: Vec3 = [dir[0], dir[1], 0];
  if (isFacing(ctx, normal)) {
    const [fx, fy] = along(relief[0] + body[0] + tip[0]);
    const side = isFacing(ctx, [perp[0], perp[1], 0]) ? -1 : 1;
    const origin: Vec3 = [
      fx - perp[0] * (tip[1] / 2) * side,
      fy - perp[1] * (tip[1] / 2) * side,
      (height + tip[2]) / 2,
    ];
    svg += onPlane(
      ctx,
      origin,
      [perp[0] * side, perp[1] * side, 0],
      [0, 0, -1],
      plugFace(spec.kind, tip[1], tip[2]),
    );
  }
  const [mx, my] = along(relief[0] + body[0] / 2);
  const footprint = orientedRect(mx, my, relief[0] + body[0] + tip[0], body[1], spec.angle);
  return { depth: depthOf(ctx, [mx, my, 0]), svg, shadow: floorShadow(ctx, footprint, 0.8) };
}

/** What you see looking into a male plug's metal tip (2D, face units w × h). */
function plugFace(kind: PortKind, w: number, h: number): string {
  if (kind === "usb-a") {
    return (
      `<rect x="2" y="2" width="${w - 4}" height="${h / 2 - 2}" fill="#0e1013"/>` +
      `<rect x="2" y="${h / 2}" width="${w - 4}" height="${h / 2 - 2}" fill="${hsl(212, 75, 45)}"/>` +
      [0, 1, 2, 3]
        .map((i) => `<rect x="${n(8 + i * 9.5)}" y="${n(h / 2)}" width="4.5" height="1.6" fill="#d9b457"/>`)
        .join("")
    );
  }
  if (kind === "hdmi") {
    return (
      `<polygon points="${pointList([
        [3, 3],
        [w - 3, 3],
        [w - 3, h * 0.6],
        [w - 8, h - 3],
        [8, h - 3],
        [3, h * 0.6],
      ])}" fill="#0e1013"/>` + `<rect x="8" y="${n(h / 2 - 2)}" width="${w - 16}" height="4" fill="#2a2d32"/>`
    );
  }
  return `<rect x="3" y="${n(h / 2 - 2.4)}" width="${w - 6}" height="4.8" rx="2.4" fill="#0e1013"/>`;
}

/** A velcro tie round a coil, at `angle` degrees on the coil. */
function velcroTie(ctx: Ctx, spec: CableSpec, angle: number): Drawn {
  const t = spec.thickness ?? 16;
  const [cx, cy] = spec.centre;
  const a = radians(angle);
  const strap: Material = { h: 220, s: 6, l: 15, shine: 0.1 };
  const [sx, sy] = [cx + Math.cos(a) * spec.radius, cy + Math.sin(a) * spec.radius];
  const [ex, ey] = [
    sx - Math.sin(a) * 26 + Math.cos(a) * t * 1.2,
    sy + Math.cos(a) * 26 + Math.sin(a) * t * 1.2,
  ];
  const svg =
    prism(ctx, orientedRect(ex, ey, 44, 22, angle + 90), 0, 3, { mat: strap }) +
    prism(ctx, orientedRect(sx, sy, t * 3.4, 26, angle), 0, t * 2.2, { mat: strap, rim: true }) +
    onPlane(
      ctx,
      [sx, sy, t * 2.2],
      [Math.cos(a), Math.sin(a), 0],
      [-Math.sin(a), Math.cos(a), 0],
      `<rect x="${n(-t * 1.5)}" y="-2" width="${n(t * 3)}" height="4" fill="${hsl(ctx.hue, 80, 55)}" opacity="0.9"/>`,
    );
  return { depth: depthOf(ctx, [sx, sy, t * 3]), svg };
}

function braidFor(index: number, hue: number): Material {
  return [
    { h: hue, s: 55, l: 42, shine: 0.3 },
    { h: 220, s: 6, l: 20, shine: 0.3 },
    { h: 215, s: 8, l: 78, shine: 0.3 },
  ][index % 3];
}

const GUNMETAL: Material = { h: 215, s: 8, l: 42, shine: 0.9 };

// ---------------------------------------------------------------------------------------------
// Cooling kit: a finned aluminium heatsink, a small fan, thermal pads and screws.

const HEATSINK = { w: 180, d: 172, base: 16, fin: 96, fins: 15, finThickness: 4.5 };

function heatsink(ctx: Ctx, at: Vec2, finish: Material, label: string): Drawn {
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

function fan(ctx: Ctx, at: Vec2, size: number, label: string): Drawn {
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
function thermalPads(ctx: Ctx, at: Vec2, size: number): Drawn {
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

/** A machine screw lying on the floor: its side profile drawn on the floor plane. */
function lyingScrew(ctx: Ctx, at: Vec2, angle: number, length: number): Drawn {
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
  const shadow =
    `<g filter="url(#hw-contact)" opacity="0.45">` +
    onTop(
      ctx,
      0,
      `<g transform="translate(${n(at[0] + 3)} ${n(at[1] + 3)}) rotate(${n(angle)})"><rect x="0" y="${-r * 1.6}" width="${length + 10}" height="${r * 3.2}" rx="4" fill="#000"/></g>`,
    ) +
    `</g>`;
  return { depth: depthOf(ctx, [at[0], at[1], 0]), svg: onTop(ctx, r, body), shadow };
}

/** A syringe of thermal paste lying on the floor, drawn like `lyingScrew`. */
function pasteSyringe(ctx: Ctx, at: Vec2, angle: number): Drawn {
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
  const shadow =
    `<g filter="url(#hw-contact)" opacity="0.4">` +
    onTop(
      ctx,
      0,
      `<g transform="translate(${n(at[0] + 4)} ${n(at[1] + 4)}) rotate(${n(angle)})"><rect x="0" y="-12" width="176" height="24" rx="8" fill="#000"/></g>`,
    ) +
    `</g>`;
  return { depth: depthOf(ctx, [at[0], at[1], 0]), svg: onTop(ctx, 13, body), shadow };
}

// ---------------------------------------------------------------------------------------------
// Box contents: retail box, quick-start card, brass standoffs.

function retailBox(ctx: Ctx, at: Vec2, size: Vec3, label: string, subtitle: string): Drawn {
  const [x, y] = at;
  const [w, d, h] = size;
  const card: Material = { h: 225, s: 10, l: 13, shine: 0.2 };
  const accent = hsl(ctx.hue, 85, 55);
  const outline = rectOutline(x, y, w, d);
  const title = Math.min(44, (w * 0.62) / Math.max(4, label.length * 0.66));
  const top =
    `<polygon points="${pointList([
      [x + w * 0.62, y],
      [x + w * 0.74, y],
      [x + w * 0.52, y + d],
      [x + w * 0.4, y + d],
    ])}" fill="${accent}" opacity="0.9"/>` +
    `<polygon points="${pointList([
      [x + w * 0.78, y],
      [x + w * 0.82, y],
      [x + w * 0.6, y + d],
      [x + w * 0.56, y + d],
    ])}" fill="${accent}" opacity="0.45"/>` +
    engraved(label.toUpperCase(), x + 26, y + d * 0.5, title, "#f3f5f7", "start", "display", 1) +
    engraved(subtitle, x + 28, y + d * 0.5 + 20, 10, "#c9ced6", "start", "uiBold", 0.9);
  let svg =
    prism(ctx, outline, 0, h, { mat: card, top: sheen(ctx, card, 6), chamfer: 0.18, rim: true }) +
    onTop(ctx, h, top);
  if (isFacing(ctx, [0, 1, 0])) {
    svg += onPlane(
      ctx,
      [x, y + d, h],
      [1, 0, 0],
      [0, 0, -1],
      `<rect x="0" y="${n(h * 0.5)}" width="${w}" height="3" fill="${accent}" opacity="0.9"/>` +
        engraved(
          label.toUpperCase(),
          20,
          h * 0.38,
          Math.min(16, h * 0.26),
          "#e7eaee",
          "start",
          "display",
          0.9,
        ),
    );
  }
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, 0]), svg, shadow: floorShadow(ctx, outline) };
}

/** A printed quick-start card with a made-up QR-style code. */
function quickCard(ctx: Ctx, at: Vec2, label: string): Drawn {
  const [x, y] = at;
  const [w, d] = [170, 116];
  const paper: Material = { h: 40, s: 10, l: 95, shine: 0.1 };
  const cells: string[] = [];
  const cell = 3.2;
  const [qx, qy] = [x + w - 50, y + d - 50];
  for (let i = 0; i < 12; i++) {
    for (let j = 0; j < 12; j++) {
      const finder = (i < 3 && j < 3) || (i > 8 && j < 3) || (i < 3 && j > 8);
      if (finder || ctx.rnd() < 0.45) {
        cells.push(
          `<rect x="${n(qx + i * cell)}" y="${n(qy + j * cell)}" width="${cell}" height="${cell}" fill="#1b1d21"/>`,
        );
      }
    }
  }
  const lines = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${x + 14}" y="${y + 62 + i * 11}" width="${n(between(ctx.rnd, 60, 96))}" height="4" rx="2" fill="#9aa0a8"/>`,
    )
    .join("");
  const top =
    `<rect x="${x}" y="${y}" width="${w}" height="7" fill="${hsl(ctx.hue, 80, 50)}"/>` +
    engraved("QUICK START", x + 14, y + 28, 11, "#1b1d21", "start", "uiBold", 1) +
    engraved(label.toUpperCase(), x + 14, y + 46, 13, "#1b1d21", "start", "display", 1) +
    lines +
    cells.join("");
  const outline = rectOutline(x, y, w, d);
  return {
    depth: depthOf(ctx, [x + w / 2, y + d / 2, 0]),
    svg: prism(ctx, outline, 0, 2, { mat: paper }) + onTop(ctx, 2, top),
    shadow: floorShadow(ctx, outline, 0.6),
  };
}

/** Brass hex standoffs (for mounting the card in a low-profile slot). */
function standoffs(ctx: Ctx, at: Vec2, count: number): Drawn[] {
  const brass: Material = { h: 44, s: 62, l: 52, shine: 1 };
  return Array.from({ length: count }, (_, i) => {
    const [cx, cy] = [at[0] + (i % 2) * 34, at[1] + Math.floor(i / 2) * 30];
    const outline = circleOutline(cx, cy, 9, 6);
    return {
      depth: depthOf(ctx, [cx, cy, 0]),
      svg:
        prism(ctx, outline, 0, 26, { mat: brass, top: flat(brass, 8) }) +
        onTop(ctx, 26, `<circle cx="${n(cx)}" cy="${n(cy)}" r="4.2" fill="#5a4418"/>`),
      shadow: floorShadow(ctx, outline, 0.7),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The four shots of each kind.

function shotFor(art: HardwareArt, view: number, rnd: Rng, look: Rng): Shot {
  switch (art.kind) {
    case "fpga-board":
      return boardShot(art, view, rnd, boardLook(look));
    case "input-box":
      return enclosureShot(art, view, rnd, inputBoxSpec(art.label, anodised(look, art.hue)));
    case "hdmi-fuser":
      return enclosureShot(art, view, rnd, hdmiFuserSpec(art.label, anodised(look, art.hue)));
    case "cable-kit":
      return cableShot(art, view, rnd);
    case "cooling-kit":
      return coolingShot(art, view, rnd, look);
  }
}

/** What is printed under the product name on the retail box. */
const boxSubtitle: Record<HardwareKind, string> = {
  "fpga-board": "PCIe DMA BOARD  ·  USB-C",
  "input-box": "USB INPUT BRIDGE",
  "hdmi-fuser": "HDMI 4K60 FUSER",
  "cable-kit": "BRAIDED CABLE KIT",
  "cooling-kit": "DMA COOLING KIT",
};

/** A short USB cable coiled next to the product, ends pointing towards the viewer. */
function accessoryCable(
  centre: Vec2,
  radius: number,
  braid: Material,
  kinds: [PortKind, PortKind],
): CableSpec {
  const [cx, cy] = centre;
  return {
    centre,
    radius,
    loops: 3,
    startAngle: 100,
    braid,
    ends: [
      { kind: kinds[0], at: [cx - radius * 0.55, cy + radius + 40], angle: 100 },
      { kind: kinds[1], at: [cx + radius * 0.55, cy + radius + 40], angle: 78 },
    ],
    thickness: 14,
  };
}

function boardShot(art: HardwareArt, view: number, rnd: Rng, look: BoardLook): Shot {
  const jitter = between(rnd, -4, 4);
  const whole = corners(0, 0, 0, BOARD.w + 10, BOARD.d + 30, 30);
  const draw = (ctx: Ctx) => [fpgaBoard(ctx, [0, 0], art.label, look)];
  if (view === 0) return { yaw: -24 + jitter, pitch: 36, fit: whole, fill: 0.98, draw };
  if (view === 1) return { yaw: jitter * 0.5, pitch: 80, fit: whole, fill: 0.96, draw };
  if (view === 2)
    return { yaw: -58 + jitter, pitch: 22, fit: corners(300, 90, 0, 130, 150, 30), fill: 1, draw };
  const cable = accessoryCable([610, 60], 80, braidFor(1, art.hue), ["usb-c", "usb-a"]);
  return {
    yaw: -8 + jitter,
    pitch: 56,
    fit: corners(-30, -340, 0, 830, 720, 60),
    fill: 0.98,
    draw: (ctx) => [
      retailBox(ctx, [-30, -340], [470, 270, 64], art.label, boxSubtitle[art.kind]),
      fpgaBoard(ctx, [0, 0], art.label, look),
      ...coiledCable(ctx, cable, GUNMETAL),
      quickCard(ctx, [500, -300], art.label),
      ...standoffs(ctx, [720, -250], 4),
    ],
  };
}

function enclosureShot(art: HardwareArt, view: number, rnd: Rng, spec: EnclosureSpec): Shot {
  const jitter = between(rnd, -4, 4);
  const { w, d, h } = spec;
  const whole = corners(0, 0, 0, w, d, h);
  const draw = (ctx: Ctx) => [enclosure(ctx, [0, 0], spec)];
  if (view === 0) return { yaw: -30 + jitter, pitch: 27, fit: whole, fill: 0.82, draw };
  if (view === 1) return { yaw: jitter, pitch: 68, fit: whole, fill: 0.8, draw };
  if (view === 2)
    return { yaw: -16 + jitter * 0.5, pitch: 12, fit: corners(40, d, 0, w - 80, 1, h), fill: 1.05, draw };
  const hdmi = spec.front.some((port) => port.kind === "hdmi");
  const cable = accessoryCable(
    [w + 150, d * 0.2],
    78,
    braidFor(1, art.hue),
    hdmi ? ["hdmi", "hdmi"] : ["usb-c", "usb-a"],
  );
  // A short USB-C lead coiled in front of the box, its plugs pointing right.
  const [px, py] = [w * 0.22, d + 120];
  const power: CableSpec = {
    centre: [px, py],
    radius: 50,
    loops: 2,
    startAngle: 0,
    braid: braidFor(2, art.hue),
    ends: [
      { kind: "usb-c", at: [px + 110, py + 34], angle: 6 },
      { kind: "usb-c", at: [px + 110, py - 30], angle: -6 },
    ],
    thickness: 12,
  };
  return {
    yaw: -8 + jitter,
    pitch: 56,
    fit: corners(-40, -300, 0, w + 310, d + 490, 60),
    fill: 1,
    draw: (ctx) => [
      retailBox(ctx, [-40, -300], [Math.max(340, w + 40), 240, 70], art.label, boxSubtitle[art.kind]),
      enclosure(ctx, [0, 0], spec),
      ...coiledCable(ctx, cable, GUNMETAL),
      ...coiledCable(ctx, power, GUNMETAL),
      quickCard(ctx, [w + 50, -290], art.label),
    ],
  };
}

function cableShot(art: HardwareArt, view: number, rnd: Rng): Shot {
  const jitter = between(rnd, -4, 4);
  const long: CableSpec = {
    centre: [0, 0],
    radius: 125,
    loops: 5,
    startAngle: 95,
    braid: braidFor(0, art.hue),
    ends: [
      { kind: "usb-c", at: [-70, 170], angle: 105 },
      { kind: "usb-a", at: [50, 175], angle: 80 },
    ],
  };
  const short: CableSpec = {
    centre: [330, 20],
    radius: 88,
    loops: 3,
    startAngle: 100,
    braid: braidFor(1, art.hue),
    ends: [
      { kind: "usb-c", at: [285, 140], angle: 100 },
      { kind: "usb-c", at: [385, 135], angle: 72 },
    ],
  };
  const third: CableSpec = {
    centre: [610, 10],
    radius: 78,
    loops: 3,
    startAngle: 110,
    braid: braidFor(2, art.hue),
    ends: [
      { kind: "usb-c", at: [575, 125], angle: 98 },
      { kind: "usb-a", at: [660, 122], angle: 75 },
    ],
  };
  const housing = GUNMETAL;
  const cables = (ctx: Ctx, specs: CableSpec[]) => specs.flatMap((spec) => coiledCable(ctx, spec, housing));
  if (view === 0) {
    return {
      yaw: -12 + jitter,
      pitch: 42,
      fit: corners(-150, -150, 0, 590, 480, 40),
      fill: 0.95,
      draw: (ctx) => [...cables(ctx, [long, short]), velcroTie(ctx, long, -40)],
    };
  }
  if (view === 1) {
    return {
      yaw: jitter * 0.5,
      pitch: 80,
      fit: corners(-150, -140, 0, 850, 470, 30),
      fill: 0.95,
      draw: (ctx) => [
        ...cables(ctx, [long, short, third]),
        velcroTie(ctx, long, -40),
        velcroTie(ctx, third, -70),
      ],
    };
  }
  if (view === 2) {
    return {
      yaw: -14 + jitter * 0.5,
      pitch: 24,
      fit: corners(-120, 200, 0, 220, 140, 30),
      fill: 1.05,
      draw: (ctx) => [...cables(ctx, [long, short]), velcroTie(ctx, long, -40)],
    };
  }
  return {
    yaw: -6 + jitter,
    pitch: 58,
    fit: corners(-160, -400, 0, 880, 760, 60),
    fill: 1,
    draw: (ctx) => [
      retailBox(ctx, [-140, -400], [480, 220, 56], art.label, boxSubtitle[art.kind]),
      ...cables(ctx, [long, short, third]),
      velcroTie(ctx, long, -40),
      velcroTie(ctx, third, -70),
      quickCard(ctx, [420, -330], art.label),
    ],
  };
}

function coolingShot(art: HardwareArt, view: number, rnd: Rng, look: Rng): Shot {
  const jitter = between(rnd, -4, 4);
  const finish = pick(look, [
    { h: 210, s: 5, l: 74, shine: 0.9 },
    { h: 220, s: 6, l: 20, shine: 0.8 },
    { h: art.hue, s: 35, l: 38, shine: 0.8 },
  ]);
  const { w, d, base, fin } = HEATSINK;
  if (view === 0) {
    return {
      yaw: -30 + jitter,
      pitch: 30,
      fit: corners(-20, -170, 0, 420, 430, base + fin),
      fill: 0.92,
      draw: (ctx) => [
        fan(ctx, [215, -170], 150, art.label),
        heatsink(ctx, [0, 0], finish, art.label),
        thermalPads(ctx, [230, 60], 110),
        lyingScrew(ctx, [30, 225], -10, 34),
        lyingScrew(ctx, [100, 240], 8, 34),
      ],
    };
  }
  if (view === 1) {
    return {
      yaw: jitter * 0.5,
      pitch: 78,
      fit: corners(-20, -20, 0, 580, 230, 40),
      fill: 0.92,
      draw: (ctx) => [
        heatsink(ctx, [0, 0], finish, art.label),
        fan(ctx, [220, 10], 150, art.label),
        thermalPads(ctx, [410, 30], 110),
      ],
    };
  }
  if (view === 2) {
    return {
      yaw: -38 + jitter * 0.5,
      pitch: 20,
      fit: corners(w * 0.45, d * 0.35, base, w * 0.55, d * 0.65, fin),
      fill: 1.05,
      draw: (ctx) => [heatsink(ctx, [0, 0], finish, art.label), thermalPads(ctx, [230, 60], 110)],
    };
  }
  return {
    yaw: -6 + jitter,
    pitch: 58,
    fit: corners(-60, -360, 0, 820, 680, 60),
    fill: 0.98,
    draw: (ctx) => [
      retailBox(ctx, [-60, -360], [430, 250, 64], art.label, boxSubtitle[art.kind]),
      heatsink(ctx, [0, 0], finish, art.label),
      fan(ctx, [240, 10], 150, art.label),
      thermalPads(ctx, [450, 40], 110),
      quickCard(ctx, [450, -300], art.label),
      lyingScrew(ctx, [20, 230], -8, 34),
      lyingScrew(ctx, [80, 250], 4, 34),
      lyingScrew(ctx, [140, 236], -14, 34),
      lyingScrew(ctx, [200, 256], 10, 34),
      pasteSyringe(ctx, [300, 250], -12),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Firmware: a screenshot of an invented flashing tool ("Nocturn Flash Tool") on a dim desktop.
// The window is laid out in fixed logical units (WINDOW) and scaled to the picture.

const WINDOW = { w: 900, h: 520, title: 34, sidebar: 188, status: 26 };
const UI = {
  window: "#14161b",
  title: "#1b1e25",
  sidebar: "#111318",
  panel: "#1a1d24",
  field: "#0f1115",
  line: "#2a2e37",
  text: "#e7e9ee",
  muted: "#8c93a1",
  faint: "#5d6472",
  ok: "#3ddc84",
};

interface DeviceClass {
  name: string;
  code: string;
  bars: [string, string, string];
}

/** The PCI class the firmware makes the board report, guessed from the English description. */
function deviceClassFor(emulates: string): DeviceClass {
  const text = emulates.toLowerCase();
  if (/wi-?fi|wireless|wlan/.test(text))
    return { name: "Network controller (Wi-Fi)", code: "0x028000", bars: ["2 MB", "—", "—"] };
  if (/nic|ethernet|network|lan/.test(text))
    return { name: "Ethernet controller", code: "0x020000", bars: ["128 KB", "—", "16 KB"] };
  if (/audio|sound/.test(text))
    return { name: "Multimedia audio controller", code: "0x040300", bars: ["16 KB", "—", "—"] };
  if (/nvme|storage|ssd|disk/.test(text))
    return { name: "Mass storage controller (NVMe)", code: "0x010802", bars: ["16 KB", "—", "8 KB"] };
  return { name: "Unclassified device", code: "0xFF0000", bars: ["4 KB", "4 KB", "—"] };
}

const hex = (rnd: Rng, digits: number, min = 0) =>
  `0x${Math.floor(between(rnd, min, 16 ** digits))
    .toString(16)
    .toUpperCase()
    .padStart(digits, "0")}`;

interface FlashFacts {
  firmware: string;
  emulates: string;
  target: string;
  device: DeviceClass;
  vid: string;
  did: string;
  subVid: string;
  subDid: string;
  serial: string;
  percent: number;
  crc: string;
  size: number;
}

function flashFacts(art: FlashToolArt, rnd: Rng): FlashFacts {
  const serial = Array.from({ length: 3 }, () => hex(rnd, 4).slice(2)).join("-");
  return {
    firmware: art.firmwareName,
    emulates: art.emulates,
    target: "Sentinel 75T via USB-C",
    device: deviceClassFor(art.emulates),
    vid: hex(rnd, 4, 0x1100),
    did: hex(rnd, 4, 0x1000),
    subVid: hex(rnd, 4, 0x1100),
    subDid: hex(rnd, 4, 0x1000),
    serial,
    percent: Math.round(between(rnd, 61, 79)),
    crc: hex(rnd, 8, 0x10000000),
    size: Math.round(between(rnd, 38, 62)) / 10,
  };
}

/**
 * Glyph outlines shared by one screenshot. A tool window holds hundreds of characters and an
 * outlined Inter glyph costs ~400 bytes, so each character is outlined once (by `textPath`, at
 * size 100) into `<defs>` and every occurrence is a short `<use>`.
 */
interface GlyphSheet {
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
function label(
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

/** Dim desktop wallpaper in the accent hue, with a dock bar at the bottom. */
function desktop(
  width: number,
  height: number,
  hue: number,
  rnd: Rng,
  dockCentre: number,
): { defs: string; body: string } {
  const blob = (id: string, cx: number, cy: number, r: number, h: number, a: number) =>
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">` +
    `<stop offset="0" stop-color="${hsl(h, 70, 45)}" stop-opacity="${a}"/><stop offset="1" stop-color="${hsl(h, 70, 45)}" stop-opacity="0"/></radialGradient>`;
  const defs =
    `<linearGradient id="ft-desk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 30, 8)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 35, 35, 13)}"/></linearGradient>` +
    blob("ft-blob-a", width * between(rnd, 0.65, 0.85), height * 0.2, width * 0.5, hue, 0.45) +
    blob("ft-blob-b", width * between(rnd, 0.1, 0.3), height * 0.95, width * 0.45, hue + 40, 0.3) +
    `<filter id="ft-shadow" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur stdDeviation="${n(Math.max(4, width / 90))}"/></filter>`;
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = height * (0.35 + i * 0.09);
    return `<path d="M0 ${n(y)}C${n(width * 0.3)} ${n(y - height * 0.18)} ${n(width * 0.6)} ${n(y + height * 0.2)} ${width} ${n(y - height * 0.05)}" fill="none" stroke="${hsl(hue, 60, 60)}" stroke-opacity="${(0.05 + i * 0.012).toFixed(3)}" stroke-width="1"/>`;
  }).join("");
  const dockW = Math.min(width * 0.34, 360);
  const dockH = Math.max(18, height * 0.055);
  const dockX = dockCentre - dockW / 2;
  const dockY = height - dockH - height * 0.015;
  const icons = Array.from({ length: 7 }, (_, i) => {
    const size = dockH * 0.62;
    const x = dockX + dockW * 0.08 + i * ((dockW * 0.84 - size) / 6);
    const fill = i === 3 ? hsl(hue, 75, 55) : hsl(hue + i * 25, 20, 30 + (i % 3) * 6);
    return `<rect x="${n(x)}" y="${n(dockY + (dockH - size) / 2)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.25)}" fill="${fill}"/>`;
  }).join("");
  const body =
    `<rect width="${width}" height="${height}" fill="url(#ft-desk)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#ft-blob-a)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#ft-blob-b)"/>` +
    waves +
    `<rect x="${n(dockX)}" y="${n(dockY)}" width="${n(dockW)}" height="${n(dockH)}" rx="${n(dockH * 0.3)}" fill="#0b0c10" opacity="0.55"/>` +
    icons;
  return { defs, body };
}

function titleBar(sheet: GlyphSheet, hue: number): string {
  const { w, title } = WINDOW;
  const icon = `<rect x="14" y="10" width="14" height="14" rx="3" fill="${hsl(hue, 80, 55)}"/><rect x="18" y="14" width="6" height="6" rx="1" fill="${UI.title}"/>`;
  const buttons =
    `<path d="M${w - 106} 17h10" stroke="${UI.muted}" stroke-width="1.2"/>` +
    `<rect x="${w - 70}" y="12" width="10" height="10" fill="none" stroke="${UI.muted}" stroke-width="1.2"/>` +
    `<path d="M${w - 30} 12l10 10M${w - 20} 12l-10 10" stroke="${UI.muted}" stroke-width="1.2"/>`;
  return (
    `<path d="M0 10a10 10 0 0 1 10-10h${w - 20}a10 10 0 0 1 10 10v${title - 10}h-${w}z" fill="${UI.title}"/>` +
    icon +
    label(sheet, "Nocturn Flash Tool", 36, 22, 12, UI.text, { bold: true }) +
    label(sheet, "2.4.1", 36 + textWidth("Nocturn Flash Tool", 12, "uiBold") + 8, 22, 11, UI.faint) +
    buttons +
    `<rect x="0" y="${title - 1}" width="${w}" height="1" fill="${UI.line}"/>`
  );
}

/** Step list on the left; `active` is the highlighted entry, entries before it are done. */
function sidebar(sheet: GlyphSheet, active: number, allDone: boolean, hue: number): string {
  const { sidebar: sw, title, h, status } = WINDOW;
  const accent = hsl(hue, 80, 60);
  const steps = ["Device", "Firmware", "Flash", "Verify"];
  const items = steps
    .map((step, i) => {
      const y = title + 44 + i * 46;
      const done = allDone || i < active;
      const current = i === active;
      const badge = done
        ? `<circle cx="30" cy="${y}" r="11" fill="${accent}"/><path d="M24.5 ${y}l3.8 3.8 7-7.5" fill="none" stroke="#0d0f13" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<circle cx="30" cy="${y}" r="10.5" fill="none" stroke="${current ? accent : UI.faint}" stroke-width="1.6"/>` +
          label(sheet, String(i + 1), 30, y + 4, 11, current ? accent : UI.faint, {
            bold: true,
            anchor: "middle",
          });
      const highlight = current
        ? `<rect x="8" y="${y - 19}" width="${sw - 16}" height="38" rx="7" fill="${hsl(hue, 60, 50, 0.14)}"/>`
        : "";
      const link =
        i < steps.length - 1
          ? `<rect x="29" y="${y + 13}" width="2" height="20" fill="${done ? accent : UI.line}"/>`
          : "";
      return (
        highlight +
        link +
        badge +
        label(sheet, step, 52, y + 5, 13, current || done ? UI.text : UI.muted, { bold: current })
      );
    })
    .join("");
  const settingsY = title + 44 + 4 * 46 + 14;
  const settingsActive = active === 4;
  const settings =
    `<rect x="16" y="${settingsY - 16}" width="${sw - 32}" height="1" fill="${UI.line}"/>` +
    (settingsActive
      ? `<rect x="8" y="${settingsY + 2}" width="${sw - 16}" height="34" rx="7" fill="${hsl(hue, 60, 50, 0.14)}"/>`
      : "") +
    `<circle cx="30" cy="${settingsY + 19}" r="7" fill="none" stroke="${settingsActive ? accent : UI.muted}" stroke-width="2.4" stroke-dasharray="2.6 2"/>` +
    `<circle cx="30" cy="${settingsY + 19}" r="2.6" fill="${settingsActive ? accent : UI.muted}"/>` +
    label(sheet, "Device settings", 52, settingsY + 24, 13, settingsActive ? UI.text : UI.muted, {
      bold: settingsActive,
    });
  const cardY = h - status - 74;
  const card =
    `<rect x="12" y="${cardY}" width="${sw - 24}" height="62" rx="8" fill="${UI.panel}" stroke="${UI.line}"/>` +
    `<rect x="22" y="${cardY + 14}" width="22" height="22" rx="3" fill="#0c0e12" stroke="${accent}" stroke-width="1.2"/>` +
    `<rect x="28" y="${cardY + 20}" width="10" height="10" rx="1" fill="${accent}" opacity="0.8"/>` +
    label(sheet, "Sentinel 75T", 52, cardY + 24, 12, UI.text, { bold: true }) +
    label(sheet, "USB-C · 480 Mbit/s", 52, cardY + 40, 10, UI.muted) +
    `<circle cx="26" cy="${cardY + 50}" r="3.5" fill="${UI.ok}"/>` +
    label(sheet, "Connected", 34, cardY + 54, 10, UI.ok);
  return `<rect x="0" y="${title}" width="${sw}" height="${h - title - status}" fill="${UI.sidebar}"/><rect x="${sw - 1}" y="${title}" width="1" height="${h - title - status}" fill="${UI.line}"/>${items}${settings}${card}`;
}

function statusBar(sheet: GlyphSheet, text: string): string {
  const { w, h, status } = WINDOW;
  return (
    `<path d="M0 ${h - status}h${w}v${status - 10}a10 10 0 0 1-10 10h-${w - 20}a10 10 0 0 1-10-10z" fill="${UI.title}"/>` +
    `<rect x="0" y="${h - status}" width="${w}" height="1" fill="${UI.line}"/>` +
    `<circle cx="16" cy="${h - status / 2}" r="3.5" fill="${UI.ok}"/>` +
    label(sheet, text, 26, h - status / 2 + 4, 10.5, UI.muted) +
    label(sheet, "Driver 1.9 · Bitstream signed", w - 14, h - status / 2 + 4, 10.5, UI.faint, {
      anchor: "end",
    })
  );
}

/** Three fact tiles across the top of the main pane: firmware, target, what it emulates. */
function factTiles(sheet: GlyphSheet, facts: FlashFacts, x: number, y: number, width: number): string {
  const tiles: [string, string][] = [
    ["FIRMWARE", facts.firmware],
    ["TARGET", facts.target],
    ["EMULATES", facts.emulates],
  ];
  const gap = 12;
  const tw = (width - gap * 2) / 3;
  return tiles
    .map(([caption, value], i) => {
      const tx = x + i * (tw + gap);
      return (
        `<rect x="${n(tx)}" y="${y}" width="${n(tw)}" height="54" rx="8" fill="${UI.panel}" stroke="${UI.line}"/>` +
        label(sheet, caption, tx + 14, y + 20, 9.5, UI.faint, { bold: true }) +
        label(sheet, value, tx + 14, y + 40, 13, UI.text, { bold: true, maxWidth: tw - 28 })
      );
    })
    .join("");
}

function progressBar(
  x: number,
  y: number,
  width: number,
  fraction: number,
  hue: number,
  done: boolean,
): string {
  const fill = done ? UI.ok : `url(#ft-progress)`;
  const stripes = done
    ? ""
    : Array.from(
        { length: Math.floor((width * fraction) / 14) },
        (_, i) => `<path d="M${n(x + i * 14)} ${y + 10}l8-10h6l-8 10z" fill="#fff" opacity="0.12"/>`,
      ).join("");
  return (
    `<linearGradient id="ft-progress" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(hue, 80, 45)}"/><stop offset="1" stop-color="${hsl(hue + 25, 90, 62)}"/></linearGradient>` +
    `<rect x="${x}" y="${y}" width="${width}" height="10" rx="5" fill="${UI.field}" stroke="${UI.line}"/>` +
    `<rect x="${x}" y="${y}" width="${n(width * fraction)}" height="10" rx="5" fill="${fill}"/>` +
    stripes
  );
}

/** The log pane: timestamped lines, the last one highlighted. */
function logPane(
  sheet: GlyphSheet,
  lines: [string, string][],
  x: number,
  y: number,
  width: number,
  height: number,
  hue: number,
): string {
  const lineHeight = 17;
  const visible = lines.slice(-Math.floor((height - 16) / lineHeight));
  const rows = visible
    .map(([text, tone], i) => {
      const ly = y + 22 + i * lineHeight;
      const colour =
        tone === "ok" ? UI.ok : tone === "now" ? hsl(hue, 85, 68) : tone === "dim" ? UI.muted : "#c5cad4";
      const time = `00:${String(12 + i * 3).padStart(2, "0")}.${String((i * 37) % 100).padStart(2, "0")}`;
      return (
        label(sheet, time, x + 12, ly, 10.5, UI.faint) +
        label(sheet, text, x + 70, ly, 10.5, colour, { maxWidth: width - 84 })
      );
    })
    .join("");
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="#0c0e12" stroke="${UI.line}"/>${rows}`;
}

function flashingPane(sheet: GlyphSheet, facts: FlashFacts, hue: number): string {
  const x = WINDOW.sidebar + 24;
  const width = WINDOW.w - x - 24;
  const written = ((facts.size * facts.percent) / 100).toFixed(1);
  const sector = (Math.floor((facts.percent / 100) * 0xb8) * 0x100)
    .toString(16)
    .toUpperCase()
    .padStart(4, "0");
  const lines: [string, string][] = [
    ["Device found: Sentinel 75T (USB-C, JTAG bridge)", "dim"],
    [`Loaded ${facts.firmware} · ${facts.size} MB`, "dim"],
    ["Signature check passed", "ok"],
    ["Erasing flash 0x000000 – 0x5FFFFF", "line"],
    ["Erase complete in 3.8 s", "ok"],
    [`Writing bitstream ${facts.size} MB`, "line"],
    [`Erasing sector 0x00F0… done`, "line"],
    [`Writing sector 0x${sector} · ${written} MB`, "now"],
  ];
  return (
    label(sheet, "Flashing firmware", x, WINDOW.title + 40, 20, UI.text, { bold: true }) +
    label(
      sheet,
      `Do not unplug the board. Writing ${facts.firmware} to Sentinel 75T`,
      x,
      WINDOW.title + 60,
      11.5,
      UI.muted,
      { maxWidth: width },
    ) +
    factTiles(sheet, facts, x, WINDOW.title + 76, width) +
    label(sheet, `Writing bitstream… ${written} MB of ${facts.size} MB`, x, WINDOW.title + 164, 12, UI.text) +
    label(sheet, `${facts.percent} %`, x + width, WINDOW.title + 166, 22, hsl(hue, 85, 65), {
      bold: true,
      anchor: "end",
    }) +
    progressBar(x, WINDOW.title + 176, width, facts.percent / 100, hue, false) +
    label(
      sheet,
      `about 00:${String(Math.round((100 - facts.percent) * 0.6)).padStart(2, "0")} left · 1.2 MB/s`,
      x,
      WINDOW.title + 204,
      10.5,
      UI.faint,
    ) +
    logPane(sheet, lines, x, WINDOW.title + 218, width, 166, hue) +
    `<rect x="${x + width - 92}" y="${WINDOW.h - WINDOW.status - 44}" width="92" height="30" rx="7" fill="${UI.panel}" stroke="${UI.line}"/>` +
    label(sheet, "Cancel", x + width - 46, WINDOW.h - WINDOW.status - 24, 12, UI.muted, {
      bold: true,
      anchor: "middle",
    })
  );
}

function finishedPane(sheet: GlyphSheet, facts: FlashFacts, hue: number): string {
  const x = WINDOW.sidebar + 24;
  const width = WINDOW.w - x - 24;
  const top = WINDOW.title;
  const check =
    `<circle cx="${x + 22}" cy="${top + 38}" r="20" fill="${UI.ok}" opacity="0.16"/><circle cx="${x + 22}" cy="${top + 38}" r="14" fill="${UI.ok}"/>` +
    `<path d="M${x + 15} ${top + 38}l5 5 9-10" fill="none" stroke="#0d0f13" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const rows: [string, string][] = [
    ["Device class", facts.device.name],
    ["Vendor / device ID", `${facts.vid} / ${facts.did}`],
    ["Subsystem", `${facts.subVid} / ${facts.subDid}`],
    ["Class code", facts.device.code],
    ["PCIe link", "Gen2 x1 · 5.0 GT/s"],
  ];
  const cardY = top + 158;
  const summary =
    `<rect x="${x}" y="${cardY}" width="${width}" height="${40 + rows.length * 22}" rx="8" fill="${UI.panel}" stroke="${UI.line}"/>` +
    label(sheet, "BOARD NOW ENUMERATES AS", x + 16, cardY + 20, 9.5, UI.faint, { bold: true }) +
    rows
      .map(
        ([key, value], i) =>
          label(sheet, key, x + 16, cardY + 44 + i * 22, 12, UI.muted) +
          label(sheet, value, x + 190, cardY + 44 + i * 22, 12, UI.text, { bold: true }),
      )
      .join("");
  const lines: [string, string][] = [
    [`Write complete · ${facts.size} MB`, "line"],
    [`CRC ${facts.crc} OK`, "ok"],
    ["Verify OK · 0 mismatches", "ok"],
    ["Re-enumerating on PCIe bus…", "dim"],
    [`Found ${facts.vid.slice(2)}:${facts.did.slice(2)} ${facts.device.name}`, "now"],
  ];
  return (
    check +
    label(sheet, "Verify OK", x + 54, top + 36, 20, UI.text, { bold: true }) +
    label(sheet, `${facts.firmware} is on the board and running`, x + 54, top + 54, 11.5, UI.muted, {
      maxWidth: width - 60,
    }) +
    label(sheet, "100 %", x + width, top + 42, 22, UI.ok, { bold: true, anchor: "end" }) +
    progressBar(x, top + 72, width, 1, hue, true) +
    factTiles(sheet, facts, x, top + 94, width) +
    summary +
    logPane(sheet, lines, x, cardY + 40 + rows.length * 22 + 12, width, 100, hue)
  );
}

function settingsPane(sheet: GlyphSheet, facts: FlashFacts, hue: number): string {
  const x = WINDOW.sidebar + 24;
  const width = WINDOW.w - x - 24;
  const top = WINDOW.title;
  const fields: [string, string][] = [
    ["Vendor ID", facts.vid],
    ["Device ID", facts.did],
    ["Subsystem vendor", facts.subVid],
    ["Subsystem ID", facts.subDid],
    ["Revision", "0x01"],
    ["Class code", facts.device.code],
    ["BAR0 size", facts.device.bars[0]],
    ["BAR1 size", facts.device.bars[1]],
    ["BAR2 size", facts.device.bars[2]],
    ["MSI-X vectors", "8"],
  ];
  const colW = (width - 20) / 2;
  const form = fields
    .map(([key, value], i) => {
      const fx = x + (i % 2) * (colW + 20);
      const fy = top + 110 + Math.floor(i / 2) * 50;
      return (
        label(sheet, key, fx, fy, 10.5, UI.muted, { bold: true }) +
        `<rect x="${n(fx)}" y="${fy + 7}" width="${n(colW)}" height="28" rx="6" fill="${UI.field}" stroke="${UI.line}"/>` +
        label(sheet, value, fx + 12, fy + 26, 12.5, UI.text)
      );
    })
    .join("");
  const serialY = top + 362;
  const accent = hsl(hue, 80, 58);
  const serial =
    label(sheet, "Serial number", x, serialY, 10.5, UI.muted, { bold: true }) +
    `<rect x="${x}" y="${serialY + 7}" width="${n(colW)}" height="28" rx="6" fill="${UI.field}" stroke="${accent}" stroke-opacity="0.6"/>` +
    label(sheet, facts.serial, x + 12, serialY + 26, 12.5, UI.text) +
    label(sheet, "randomised", x + colW - 12, serialY + 25, 10, accent, { anchor: "end" }) +
    `<rect x="${n(x + colW + 20)}" y="${serialY + 12}" width="36" height="20" rx="10" fill="${accent}"/>` +
    `<circle cx="${n(x + colW + 46)}" cy="${serialY + 22}" r="7" fill="#fff"/>` +
    label(sheet, "Randomise serial on every flash", x + colW + 66, serialY + 26, 12, UI.text);
  const buttonsY = WINDOW.h - WINDOW.status - 44;
  const buttons =
    `<rect x="${x + width - 250}" y="${buttonsY}" width="92" height="30" rx="7" fill="${UI.panel}" stroke="${UI.line}"/>` +
    label(sheet, "Reset", x + width - 204, buttonsY + 20, 12, UI.muted, { bold: true, anchor: "middle" }) +
    `<rect x="${x + width - 146}" y="${buttonsY}" width="146" height="30" rx="7" fill="${accent}"/>` +
    label(sheet, "Apply & flash", x + width - 73, buttonsY + 20, 12, "#0d0f13", {
      bold: true,
      anchor: "middle",
    });
  return (
    label(sheet, "Device settings", x, top + 40, 20, UI.text, { bold: true }) +
    label(
      sheet,
      `PCIe configuration space for ${facts.firmware} · ${facts.device.name}`,
      x,
      top + 60,
      11.5,
      UI.muted,
      { maxWidth: width },
    ) +
    `<rect x="${x}" y="${top + 74}" width="${width}" height="1" fill="${UI.line}"/>` +
    form +
    serial +
    buttons
  );
}

/**
 * A screenshot of the flashing tool for a firmware product: progress, finished or settings
 * screen, on a dim desktop in the accent hue (a complete SVG document).
 */
export function flashToolSvg(art: FlashToolArt): string {
  const view = ((Math.floor(art.view) % 3) + 3) % 3;
  const rnd = rngFrom(`flash:${art.seed}:${art.firmwareName}`);
  const facts = flashFacts(art, rnd);
  const sheet: GlyphSheet = { ids: new Map(), defs: [] };
  const { width, height, hue } = art;
  // The wide header keeps the window in the right half (page text sits on the left).
  const wide = width / height > 2.4;
  const area: Box = wide
    ? { x: width * 0.5, y: height * 0.06, w: width * 0.46, h: height * 0.86 }
    : { x: width * 0.04, y: height * 0.05, w: width * 0.92, h: height * 0.84 };
  const back = desktop(width, height, hue, rngFrom(`flash-desk:${art.seed}:${view}`), area.x + area.w / 2);
  const scale = Math.min(area.w / WINDOW.w, area.h / WINDOW.h);
  const left = area.x + (area.w - WINDOW.w * scale) / 2;
  const top = area.y + (area.h - WINDOW.h * scale) / 2;
  const pane =
    view === 0
      ? flashingPane(sheet, facts, hue)
      : view === 1
        ? finishedPane(sheet, facts, hue)
        : settingsPane(sheet, facts, hue);
  const active = view === 0 ? 2 : view === 1 ? 3 : 4;
  const status =
    view === 2
      ? `Connected · Sentinel 75T · config space loaded`
      : `Connected · JTAG over USB-C · 30 MHz · ${view === 0 ? "writing" : "idle"}`;
  const window =
    `<rect x="0" y="0" width="${WINDOW.w}" height="${WINDOW.h}" rx="10" fill="${UI.window}"/>` +
    titleBar(sheet, hue) +
    sidebar(sheet, active, view === 1, hue) +
    pane +
    statusBar(sheet, status) +
    `<rect x="0.5" y="0.5" width="${WINDOW.w - 1}" height="${WINDOW.h - 1}" rx="10" fill="none" stroke="#3a3f4b" stroke-opacity="0.8"/>`;
  const body =
    back.body +
    `<rect x="${n(left + 6 * scale)}" y="${n(top + 18 * scale)}" width="${n(WINDOW.w * scale)}" height="${n(WINDOW.h * scale)}" rx="${n(10 * scale)}" fill="#000" opacity="0.55" filter="url(#ft-shadow)"/>` +
    `<g transform="translate(${n(left)} ${n(top)}) scale(${scale.toFixed(4)})">${window}</g>`;
  return svgDocument(width, height, body, back.defs + sheet.defs.join(""));
}
