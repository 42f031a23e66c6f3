import { between, n, pick } from "../kit.server";
import { chipCode } from "./board-look.server";
import { usbCOpening } from "./connectors.server";
import {
  type Ctx,
  depthOf,
  type Drawn,
  isFacing,
  onPlane,
  onTop,
  paintBackToFront,
} from "./draw-context.server";
import { engraved } from "./engraving.server";
import { BLACK_PLASTIC, STEEL, TIN } from "./materials.server";
import { rectOutline, roundedOutline } from "./outlines.server";
import { block, prism } from "./prism.server";
import { flat, type Material, sheen } from "./shading.server";

/**
 * Components soldered on the FPGA board: SMD passives, SOIC and QFN packages, the BGA FPGA and
 * the USB-C receptacle.
 */

/** A two-terminal SMD part (capacitor / resistor): body plus two tinned end caps. */
export function smdPart(ctx: Ctx, x: number, y: number, vertical: boolean, body: Material, z: number): Drawn {
  const [w, d] = vertical ? [6, 11] : [11, 6];
  const h = 4;
  const cap = 2.6;
  const parts = vertical
    ? [
        block(ctx, x, y, w, cap, z, h, { mat: TIN }),
        block(ctx, x, y + cap, w, d - 2 * cap, z, h, { mat: body }),
        block(ctx, x, y + d - cap, w, cap, z, h, { mat: TIN }),
      ]
    : [
        block(ctx, x, y, cap, d, z, h, { mat: TIN }),
        block(ctx, x + cap, y, w - 2 * cap, d, z, h, { mat: body }),
        block(ctx, x + w - cap, y, cap, d, z, h, { mat: TIN }),
      ];
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, z]), svg: paintBackToFront(parts) };
}

/** A black IC package with gull-wing legs on two sides (SOIC). */
export function soic(ctx: Ctx, x: number, y: number, w: number, d: number, legs: number, z: number): Drawn {
  const items: Drawn[] = [];
  for (let i = 0; i < legs; i++) {
    const lx = x + ((i + 0.5) * w) / legs - 2;
    items.push(
      block(ctx, lx, y - 5, 4, 6, z, 1.6, { mat: TIN }),
      block(ctx, lx, y + d - 1, 4, 6, z, 1.6, { mat: TIN }),
    );
  }
  items.push(block(ctx, x, y, w, d, z, 5, { mat: BLACK_PLASTIC, top: flat(BLACK_PLASTIC, 3) }));
  const svg =
    paintBackToFront(items) +
    onTop(ctx, z + 5, `<circle cx="${n(x + 5)}" cy="${n(y + d - 5)}" r="1.8" fill="#2c2f34"/>`);
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, z]), svg };
}

/** The main FPGA: BGA substrate, a black moulded lid with the engraved model code. */
export function bgaChip(ctx: Ctx, x: number, y: number, label: string, z: number): Drawn {
  const size = 112;
  const substrate: Material = { h: 85, s: 18, l: 24, shine: 0.3 };
  const lid: Material = { h: 220, s: 7, l: 14, shine: 0.5 };
  const code = chipCode(label);
  const date = `${Math.floor(between(ctx.rnd, 2210, 2452))} ${pick(ctx.rnd, ["A1", "B2", "C1", "C2"])}`;
  const top = z + 3 + 6;
  const marking =
    engraved(`NX7-${code}`, x + size / 2, y + 52, 15, "#9aa0a8", "middle", "uiBold", 0.75) +
    engraved("BG484  1C", x + size / 2, y + 68, 8.5, "#8b9199", "middle", "ui", 0.7) +
    engraved(date, x + size / 2, y + 80, 8.5, "#8b9199", "middle", "ui", 0.7) +
    `<circle cx="${x + 14}" cy="${y + 14}" r="3.2" fill="#07080a"/>`;
  const svg =
    prism(ctx, rectOutline(x, y, size, size), z, 3, { mat: substrate }) +
    prism(ctx, roundedOutline(x + 5, y + 5, size - 10, size - 10, 3, 2), z + 3, 6, {
      mat: lid,
      top: sheen(ctx, lid, 9, 40),
      chamfer: 0.12,
    }) +
    onTop(ctx, top, marking);
  return { depth: depthOf(ctx, [x + size / 2, y + size / 2, z]), svg };
}

/** A small QFN package next to the FPGA, with its engraved part number. */
export function qfnChip(ctx: Ctx, qx: number, qy: number, z: number): Drawn {
  const qfn: Material = { h: 220, s: 6, l: 16, shine: 0.4 };
  return {
    depth: depthOf(ctx, [qx + 22, qy + 22, z]),
    svg:
      prism(ctx, rectOutline(qx, qy, 44, 44), z, 4, { mat: qfn, top: sheen(ctx, qfn, 6) }) +
      onTop(
        ctx,
        z + 4,
        engraved("UX60Q", qx + 22, qy + 25, 8, "#8a9098", "middle", "uiBold", 0.7) +
          `<circle cx="${qx + 6}" cy="${qy + 6}" r="1.8" fill="#07080a"/>`,
      ),
  };
}

/** A USB-C receptacle soldered on the board edge, its opening facing +x. */
export function boardUsbC(ctx: Ctx, x: number, y: number, z: number): Drawn {
  const [w, d, h] = [48, 46, 17];
  let svg = prism(ctx, roundedOutline(x, y, w, d, 4, 2), z, h, {
    mat: STEEL,
    top: sheen(ctx, STEEL, 12, 60),
    rim: true,
  });
  if (isFacing(ctx, [1, 0, 0])) {
    svg += onPlane(ctx, [x + w, y, z + h], [0, 1, 0], [0, 0, -1], usbCOpening(5, 2));
  }
  return { depth: depthOf(ctx, [x + w / 2, y + d / 2, z]), svg };
}
