import { between, type Rng } from "../kit.server";
import { BOARD, type BoardLook } from "./board-look.server";
import { fpgaBoard } from "./board.server";
import { quickCard, retailBox, standoffs } from "./box-contents.server";
import { braidFor, coiledCable } from "./cables.server";
import { type Ctx } from "./draw-context.server";
import { GUNMETAL } from "./materials.server";
import { corners } from "./projection.server";
import { accessoryCable, boxSubtitle, type Shot } from "./shots.server";
import { type HardwareArt } from "./types.server";

/** The four shots of the FPGA board. */

export function boardShot(art: HardwareArt, view: number, rnd: Rng, look: BoardLook): Shot {
  const jitter = between(rnd, -4, 4);
  const whole = corners(0, 0, 0, BOARD.w + 10, BOARD.d + 30, 30);
  const draw = (ctx: Ctx) => [fpgaBoard(ctx, [0, 0], art.label, look)];
  if (view === 0) return { yaw: -24 + jitter, pitch: 36, fit: whole, fill: 0.98, draw };
  if (view === 1) return { yaw: jitter * 0.5, pitch: 80, fit: whole, fill: 0.96, draw };
  if (view === 2)
    return { yaw: -58 + jitter, pitch: 22, fit: corners(300, 90, 0, 130, 150, 30), fill: 1, draw };
  const cable = accessoryCable([610, 60], 80, braidFor(1, art.hue), ["usb-c", "usb-a"]);
  return {
    yaw: -8 + jitter,
    pitch: 56,
    fit: corners(-30, -340, 0, 830, 720, 60),
    fill: 0.98,
    draw: (ctx) => [
      retailBox(ctx, [-30, -340], [470, 270, 64], art.label, boxSubtitle[art.kind]),
      fpgaBoard(ctx, [0, 0], art.label, look),
      ...coiledCable(ctx, cable, GUNMETAL),
      quickCard(ctx, [500, -300], art.label),
      ...standoffs(ctx, [720, -250], 4),
    ],
  };
}
