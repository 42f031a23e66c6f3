import { between, hsl, n } from "../kit.server";
import { type Ctx, depthOf, type Drawn, isFacing, onPlane, onTop } from "./draw-context.server";
import { engraved } from "./engraving.server";
import { circleOutline, rectOutline } from "./outlines.server";
import { prism } from "./prism.server";
import { pointList, type Vec2, type Vec3 } from "./projection.server";
import { flat, type Material, sheen } from "./shading.server";
import { floorShadow } from "./studio.server";

/** Box contents: retail box, quick-start card, brass standoffs. */

export function retailBox(ctx: Ctx, at: Vec2, size: Vec3, label: string, subtitle: string): Drawn {
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
export function quickCard(ctx: Ctx, at: Vec2, label: string): Drawn {
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
export function standoffs(ctx: Ctx, at: Vec2, count: number): Drawn[] {
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
