import { n } from "../kit.server";

/**
 * Geometry: world units are roughly a quarter of a millimetre; x to the right, y towards the
 * viewer, z up. The camera is orthographic, so parallel edges stay parallel like in a long-lens
 * product photo. Vectors, the orbit camera, projection and fitting the camera to a stage.
 */

export type Vec2 = readonly [number, number];
export type Vec3 = readonly [number, number, number];

export const dot3 = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function unit3(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

export interface Camera {
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
export function orbitCamera(yaw: number, pitch: number): Camera {
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

export function project(cam: Camera, p: Vec3): Vec2 {
  return [cam.ox + cam.scale * dot3(p, cam.right), cam.oy + cam.scale * dot3(p, cam.down)];
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Scales and moves the camera so that `points` fill `fill` of `stage` (more than 1 crops in). */
export function fitCamera(cam: Camera, points: Vec3[], stage: Box, fill: number): Camera {
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
export function corners(x: number, y: number, z: number, w: number, d: number, h: number): Vec3[] {
  const out: Vec3[] = [];
  for (const cx of [x, x + w])
    for (const cy of [y, y + d]) for (const cz of [z, z + h]) out.push([cx, cy, cz]);
  return out;
}

export const pointList = (points: Vec2[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
