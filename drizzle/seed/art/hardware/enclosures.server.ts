import { hsl, n } from "../kit.server";
import { hdmiOpening, type PortKind, portSize, usbAOpening, usbCOpening } from "./connectors.server";
import { type Ctx, depthOf, type Drawn, isFacing, onPlane, onTop } from "./draw-context.server";
import { engraved } from "./engraving.server";
import { STEEL } from "./materials.server";
import { roundedOutline } from "./outlines.server";
import { prism } from "./prism.server";
import { type Vec2, type Vec3 } from "./projection.server";
import { flat, type Material, sheen, withLightness } from "./shading.server";
import { floorShadow, ledGlow, rimLine } from "./studio.server";

/**
 * Aluminium enclosures: the USB input box and the HDMI fuser share one model with different
 * proportions, ports and top details.
 */

export interface PortSpec {
  kind: PortKind;
  /** Centre along the face, measured from the face's left end. */
  at: number;
  caption: string;
}

export interface EnclosureSpec {
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

/** A phillips screw head seen from above (2D, on a top face). */
function screwHead(x: number, y: number, r: number, mat: Material): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${flat(mat, -10)}"/>` +
    `<circle cx="${n(x - r * 0.12)}" cy="${n(y - r * 0.12)}" r="${n(r * 0.82)}" fill="${flat(mat, 6)}"/>` +
    `<path d="M${n(x - r * 0.5)} ${n(y)}H${n(x + r * 0.5)}M${n(x)} ${n(y - r * 0.5)}V${n(y + r * 0.5)}" stroke="${flat(mat, -28)}" stroke-width="${n(r * 0.22)}"/>`
  );
}

/** The top face: corner screws, optional vents, the engraved name and the status LED (2D, world x / y). */
function enclosureTop(ctx: Ctx, [x, y]: Vec2, spec: EnclosureSpec, engraving: string, led: Vec3): string {
  const { w, d, r, finish } = spec;
  const labelSize = Math.min(30, (w * 0.55) / Math.max(4, spec.label.length * 0.62));
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
  return (
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
    `<circle cx="${n(led[0])}" cy="${n(led[1])}" r="5" fill="#0a0b0d"/><circle cx="${n(led[0])}" cy="${n(led[1])}" r="3.6" fill="${hsl(ctx.hue, 100, 75)}"/>`
  );
}

/** The port rows on the front face and, when it has ports, the right-hand side face, if they face the camera. */
function enclosurePorts(
  ctx: Ctx,
  [x, y]: Vec2,
  spec: EnclosureSpec,
  engraving: string,
  tongue: string,
): string {
  const { w, d, h, r } = spec;
  // A face from its top-left corner along `along`; port positions are measured from the rounded corner.
  const face = (corner: Vec3, along: Vec3, ports: PortSpec[]) =>
    onPlane(
      ctx,
      corner,
      along,
      [0, 0, -1],
      portRow(
        ports.map((p) => ({ ...p, at: p.at - r })),
        h,
        engraving,
        tongue,
      ),
    );
  let svg = "";
  if (isFacing(ctx, [0, 1, 0])) svg += face([x + r, y + d, h], [1, 0, 0], spec.front);
  if (spec.side.length && isFacing(ctx, [1, 0, 0])) svg += face([x + w, y + r, h], [0, 1, 0], spec.side);
  return svg;
}

/** An anodised aluminium box on a rubber foot, with ports on its faces, as described by `spec`. */
export function enclosure(ctx: Ctx, at: Vec2, spec: EnclosureSpec): Drawn {
  const [x, y] = at;
  const { w, d, h, r, finish } = spec;
  const foot: Material = { h: 220, s: 5, l: 10, shine: 0.1 };
  const outline = roundedOutline(x, y, w, d, r, 6);
  const light = finish.l > 55;
  const engraving = light ? "#3a3d42" : "#e4e7ec";
  const tongue = finish.h === ctx.hue ? "#1c1e22" : hsl(212, 80, 45);
  const led: Vec3 = [x + w - r - 8, y + d - r - 4, h];
  const svg =
    prism(ctx, roundedOutline(x + 4, y + 4, w - 8, d - 8, r, 4), 0, 6, { mat: foot }) +
    prism(ctx, outline, 5, h - 5, {
      mat: finish,
      top: sheen(ctx, finish, 9, 30),
      chamfer: light ? 0.55 : 0.3,
      rim: true,
    }) +
    onTop(ctx, h, enclosureTop(ctx, at, spec, engraving, led)) +
    enclosurePorts(ctx, at, spec, engraving, tongue) +
    rimLine(ctx, outline, h, 0.7) +
    ledGlow(ctx, led, 0.9);
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, 0]), svg, shadow: floorShadow(ctx, outline) };
}
