import { between, hsl, n, type Rng } from "../kit.server";
import { type Ctx, projectCtx } from "./draw-context.server";
import { signedArea } from "./outlines.server";
import { type Box, dot3, pointList, unit3, type Vec2, type Vec3 } from "./projection.server";
import { RIM_LIGHT } from "./shading.server";

/**
 * The photo studio: where the product sits in the picture, the backdrop sweep, blur filters,
 * floor shadows, the accent rim light on edges and glowing LEDs.
 */

/** A soft floor shadow under `outline`, plus a darker contact shadow right at its edge. */
export function floorShadow(ctx: Ctx, outline: Vec2[], strength = 1): string {
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
export function rimLine(ctx: Ctx, outline: Vec2[], z: number, opacity = 0.85): string {
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
export function ledGlow(ctx: Ctx, p: Vec3, size = 1, hue = ctx.hue): string {
  const [x, y] = projectCtx(ctx, p);
  const r = 16 * size * ctx.cam.scale;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${hsl(hue, 95, 60)}" opacity="0.35" filter="url(#hw-glow)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.32)}" fill="${hsl(hue, 100, 70)}" opacity="0.9"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.14)}" fill="${hsl(hue, 100, 94)}"/>`
  );
}

/**
 * Where the product sits. The wide header keeps it in the right half so the page title on the
 * left stays readable; the other sizes centre it.
 */
export function stageFor(width: number, height: number): Box {
  if (width / height > 2.4) return { x: width * 0.5, y: height * 0.1, w: width * 0.46, h: height * 0.8 };
  return { x: width * 0.07, y: height * 0.1, w: width * 0.86, h: height * 0.8 };
}

/** Light-grey studio sweep with a soft key spot and a faint accent wash behind the product. */
export function studioBackdrop(
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
export function blurFilters(scale: number): string {
  const filter = (id: string, deviation: number) =>
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(Math.max(0.4, deviation))}"/></filter>`;
  return filter("hw-soft", 16 * scale) + filter("hw-contact", 2.4 * scale) + filter("hw-glow", 5 * scale);
}
