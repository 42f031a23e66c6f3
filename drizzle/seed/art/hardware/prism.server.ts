import { hsl, n } from "../kit.server";
import { type Ctx, depthOf, paintBackToFront, projectCtx } from "./draw-context.server";
import { rectOutline, signedArea } from "./outlines.server";
import { dot3, pointList, unit3, type Vec2 } from "./projection.server";
import { type Material, RIM_LIGHT, shade } from "./shading.server";

/** The prism primitive every object is built from: a flat outline extruded upwards. */

export interface PrismStyle {
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
export function prism(ctx: Ctx, outline: Vec2[], z0: number, height: number, style: PrismStyle): string {
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

/** An axis-aligned box as a Drawn item. */
export function block(
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
