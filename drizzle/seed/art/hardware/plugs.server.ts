import { hsl, n } from "../kit.server";
import { type PortKind } from "./connectors.server";
import { type Ctx, depthOf, type Drawn, isFacing, onPlane } from "./draw-context.server";
import { STEEL } from "./materials.server";
import { orientedRect } from "./outlines.server";
import { prism, type PrismStyle } from "./prism.server";
import { pointList, radians, type Vec2, type Vec3 } from "./projection.server";
import { type Material, sheen } from "./shading.server";
import { floorShadow } from "./studio.server";

/** Cable plugs: strain relief, housing and metal tip made of prisms, and the view into the tip. */

export interface PlugSpec {
  kind: PortKind;
  /** Where the cable enters the back of the plug. */
  at: Vec2;
  /** Direction from the cable towards the plug's tip, degrees. */
  angle: number;
}

/** Lengths (along the plug) / widths / heights of strain relief, housing and metal tip. */
export const plugParts: Record<PortKind, [number, number, number][]> = {
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

export const plugHeight = (kind: PortKind) => plugParts[kind][1][2];

/** A cable plug: strain relief, aluminium housing with an accent ring, metal tip with its opening. */
export function plug(ctx: Ctx, spec: PlugSpec, housing: Material): Drawn {
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
