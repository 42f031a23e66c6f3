import { between, hsl, n, type Rng } from "../kit.server";
import { type Ctx, depthOf, type Drawn, onPlane, projectCtx } from "./draw-context.server";
import { orientedRect } from "./outlines.server";
import { plug, plugHeight, type PlugSpec } from "./plugs.server";
import { prism } from "./prism.server";
import { radians, unit3, type Vec2, type Vec3 } from "./projection.server";
import { flat, type Material } from "./shading.server";

/**
 * Braided cables: a coil is a 3D spiral lying on the floor, drawn as short stroked chunks in
 * order so that later loops lie on top of earlier ones; each end has a plug made of prisms.
 */

export interface CableSpec {
  centre: Vec2;
  radius: number;
  loops: number;
  startAngle: number;
  braid: Material;
  /** The plug on the left and the plug on the right when the coil starts at the bottom (90°). */
  ends: [PlugSpec, PlugSpec];
  thickness?: number;
}

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

export function coiledCable(ctx: Ctx, spec: CableSpec, housing: Material): Drawn[] {
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

/** A velcro tie round a coil, at `angle` degrees on the coil. */
export function velcroTie(ctx: Ctx, spec: CableSpec, angle: number): Drawn {
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

export function braidFor(index: number, hue: number): Material {
  return [
    { h: hue, s: 55, l: 42, shine: 0.3 },
    { h: 220, s: 6, l: 20, shine: 0.3 },
    { h: 215, s: 8, l: 78, shine: 0.3 },
  ][index % 3];
}
