import { between, type Rng } from "../kit.server";
import { quickCard, retailBox } from "./box-contents.server";
import { braidFor, type CableSpec, coiledCable, velcroTie } from "./cables.server";
import { type Ctx } from "./draw-context.server";
import { GUNMETAL } from "./materials.server";
import { corners } from "./projection.server";
import { boxSubtitle, type Shot } from "./shots.server";
import { type HardwareArt } from "./types.server";

/** The four shots of the braided cable kit. */

export function cableShot(art: HardwareArt, view: number, rnd: Rng): Shot {
  const jitter = between(rnd, -4, 4);
  const long: CableSpec = {
    centre: [0, 0],
    radius: 125,
    loops: 5,
    startAngle: 95,
    braid: braidFor(0, art.hue),
    ends: [
      { kind: "usb-c", at: [-70, 170], angle: 105 },
      { kind: "usb-a", at: [50, 175], angle: 80 },
    ],
  };
  const short: CableSpec = {
    centre: [330, 20],
    radius: 88,
    loops: 3,
    startAngle: 100,
    braid: braidFor(1, art.hue),
    ends: [
      { kind: "usb-c", at: [285, 140], angle: 100 },
      { kind: "usb-c", at: [385, 135], angle: 72 },
    ],
  };
  const third: CableSpec = {
    centre: [610, 10],
    radius: 78,
    loops: 3,
    startAngle: 110,
    braid: braidFor(2, art.hue),
    ends: [
      { kind: "usb-c", at: [575, 125], angle: 98 },
      { kind: "usb-a", at: [660, 122], angle: 75 },
    ],
  };
  const housing = GUNMETAL;
  const cables = (ctx: Ctx, specs: CableSpec[]) => specs.flatMap((spec) => coiledCable(ctx, spec, housing));
  if (view === 0) {
    return {
      yaw: -12 + jitter,
      pitch: 42,
      fit: corners(-150, -150, 0, 590, 480, 40),
      fill: 0.95,
      draw: (ctx) => [...cables(ctx, [long, short]), velcroTie(ctx, long, -40)],
    };
  }
  if (view === 1) {
    return {
      yaw: jitter * 0.5,
      pitch: 80,
      fit: corners(-150, -140, 0, 850, 470, 30),
      fill: 0.95,
      draw: (ctx) => [
        ...cables(ctx, [long, short, third]),
        velcroTie(ctx, long, -40),
        velcroTie(ctx, third, -70),
      ],
    };
  }
  if (view === 2) {
    return {
      yaw: -14 + jitter * 0.5,
      pitch: 24,
      fit: corners(-120, 200, 0, 220, 140, 30),
      fill: 1.05,
      draw: (ctx) => [...cables(ctx, [long, short]), velcroTie(ctx, long, -40)],
    };
  }
  return {
    yaw: -6 + jitter,
    pitch: 58,
    fit: corners(-160, -400, 0, 880, 760, 60),
    fill: 1,
    draw: (ctx) => [
      retailBox(ctx, [-140, -400], [480, 220, 56], art.label, boxSubtitle[art.kind]),
      ...cables(ctx, [long, short, third]),
      velcroTie(ctx, long, -40),
      velcroTie(ctx, third, -70),
      quickCard(ctx, [420, -330], art.label),
    ],
  };
}
