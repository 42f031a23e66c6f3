import { n, type Rng } from "../kit.server";
import { type Camera, dot3, project, type Vec2, type Vec3 } from "./projection.server";

/**
 * Drawing context: the camera, hue, random source and `<defs>` of one render, the `Drawn` items
 * painted back to front, and mapping 2D drawing onto a face of the 3D model.
 */

export interface Ctx {
  cam: Camera;
  hue: number;
  rnd: Rng;
  defs: string[];
  nextId: number;
}

export function newId(ctx: Ctx, name: string): string {
  ctx.nextId += 1;
  return `hw-${name}-${ctx.nextId}`;
}

/** Something drawn, with its distance along the view axis so objects can be painted back to front. */
export interface Drawn {
  depth: number;
  svg: string;
  /** Drawn on the floor before every object. */
  shadow?: string;
}

export const paintBackToFront = (items: Drawn[]) =>
  [...items]
    .sort((a, b) => a.depth - b.depth)
    .map((item) => item.svg)
    .join("");

export const depthOf = (ctx: Ctx, p: Vec3) => dot3(p, ctx.cam.toViewer);

/** `project` for a Ctx (shorthand used by every object). */
export function projectCtx(ctx: Ctx, p: Vec3): Vec2 {
  return project(ctx.cam, p);
}

/**
 * Wraps 2D drawing so that its origin lands on `origin` and its x / y axes follow the world
 * directions `ax` / `ay`: used for everything printed, engraved or cut into a flat face.
 */
export function onPlane(ctx: Ctx, origin: Vec3, ax: Vec3, ay: Vec3, body: string): string {
  const { cam } = ctx;
  const [ox, oy] = project(cam, origin);
  const a = [dot3(ax, cam.right) * cam.scale, dot3(ax, cam.down) * cam.scale];
  const b = [dot3(ay, cam.right) * cam.scale, dot3(ay, cam.down) * cam.scale];
  const m = [...a, ...b].map((v) => v.toFixed(4)).join(" ");
  return `<g transform="matrix(${m} ${n(ox)} ${n(oy)})">${body}</g>`;
}

/** 2D drawing on the horizontal plane at height `z`, in world x / y units. */
export const onTop = (ctx: Ctx, z: number, body: string) =>
  onPlane(ctx, [0, 0, z], [1, 0, 0], [0, 1, 0], body);

/** Whether a face with this outward normal faces the camera. */
export const isFacing = (ctx: Ctx, normal: Vec3) => dot3(normal, ctx.cam.toViewer) > 0.02;
