import { hsl } from "../kit.server";
import { type Ctx, newId } from "./draw-context.server";
import { clamp, dot3, radians, unit3, type Vec3 } from "./projection.server";

/**
 * Materials and lighting: a key light shades flat faces, a rim light in the accent hue catches
 * the far edges, and `sheen` adds a gradient across a face.
 */

export interface Material {
  h: number;
  s: number;
  l: number;
  /** 0 = matte plastic, 1 = polished metal (adds a specular highlight). */
  shine: number;
}

const KEY_LIGHT = unit3([-0.55, 0.45, 0.72]);
/** The accent rim light comes from behind on the right, opposite the key light. */
export const RIM_LIGHT = unit3([0.85, -0.35, 0.25]);

/** Colour of a flat face of `mat` facing `normal`, lit by the key light. */
export function shade(ctx: Ctx, mat: Material, normal: Vec3): string {
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

export const withLightness = (mat: Material, l: number): Material => ({ ...mat, l });
export const flat = (mat: Material, delta = 0) => hsl(mat.h, mat.s, clamp(mat.l + delta, 2, 98));

/** A linear gradient across a face, light at the top left; returns its url. */
export function sheen(ctx: Ctx, mat: Material, spread = 10, angle = 35): string {
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
