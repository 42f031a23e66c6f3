import { radians, type Vec2 } from "./projection.server";

/**
 * Flat outlines in the floor plane (rectangles, rounded rectangles, circles, rotated
 * rectangles) that `prism` extrudes, and their winding.
 */

export function signedArea(outline: Vec2[]): number {
  let sum = 0;
  outline.forEach(([x, y], i) => {
    const [nx, ny] = outline[(i + 1) % outline.length];
    sum += x * ny - nx * y;
  });
  return sum / 2;
}

export function rectOutline(x: number, y: number, w: number, d: number): Vec2[] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + d],
    [x, y + d],
  ];
}

/** A rectangle with rounded corners as a polygon (each corner a few straight segments). */
export function roundedOutline(x: number, y: number, w: number, d: number, r: number, steps = 5): Vec2[] {
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

export function circleOutline(cx: number, cy: number, r: number, segments = 24): Vec2[] {
  return Array.from({ length: segments }, (_, i): Vec2 => {
    const a = (Math.PI * 2 * i) / segments;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

/** A rectangle `length` long in direction `angle` (degrees) and `width` across, centred on (cx, cy). */
export function orientedRect(cx: number, cy: number, length: number, width: number, angle: number): Vec2[] {
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
