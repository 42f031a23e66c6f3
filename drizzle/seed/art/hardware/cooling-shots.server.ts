import { between, pick, type Rng } from "../kit.server";
import { quickCard, retailBox } from "./box-contents.server";
import { fan, HEATSINK, heatsink, lyingScrew, pasteSyringe, thermalPads } from "./cooling.server";
import { corners } from "./projection.server";
import { boxSubtitle, type Shot } from "./shots.server";
import { type HardwareArt } from "./types.server";

/** The four shots of the cooling kit. */

export function coolingShot(art: HardwareArt, view: number, rnd: Rng, look: Rng): Shot {
  const jitter = between(rnd, -4, 4);
  const finish = pick(look, [
    { h: 210, s: 5, l: 74, shine: 0.9 },
    { h: 220, s: 6, l: 20, shine: 0.8 },
    { h: art.hue, s: 35, l: 38, shine: 0.8 },
  ]);
  const { w, d, base, fin } = HEATSINK;
  if (view === 0) {
    return {
      yaw: -30 + jitter,
      pitch: 30,
      fit: corners(-20, -170, 0, 420, 430, base + fin),
      fill: 0.92,
      draw: (ctx) => [
        fan(ctx, [215, -170], 150, art.label),
        heatsink(ctx, [0, 0], finish, art.label),
        thermalPads(ctx, [230, 60], 110),
        lyingScrew(ctx, [30, 225], -10, 34),
        lyingScrew(ctx, [100, 240], 8, 34),
      ],
    };
  }
  if (view === 1) {
    return {
      yaw: jitter * 0.5,
      pitch: 78,
      fit: corners(-20, -20, 0, 580, 230, 40),
      fill: 0.92,
      draw: (ctx) => [
        heatsink(ctx, [0, 0], finish, art.label),
        fan(ctx, [220, 10], 150, art.label),
        thermalPads(ctx, [410, 30], 110),
      ],
    };
  }
  if (view === 2) {
    return {
      yaw: -38 + jitter * 0.5,
      pitch: 20,
      fit: corners(w * 0.45, d * 0.35, base, w * 0.55, d * 0.65, fin),
      fill: 1.05,
      draw: (ctx) => [heatsink(ctx, [0, 0], finish, art.label), thermalPads(ctx, [230, 60], 110)],
    };
  }
  return {
    yaw: -6 + jitter,
    pitch: 58,
    fit: corners(-60, -360, 0, 820, 680, 60),
    fill: 0.98,
    draw: (ctx) => [
      retailBox(ctx, [-60, -360], [430, 250, 64], art.label, boxSubtitle[art.kind]),
      heatsink(ctx, [0, 0], finish, art.label),
      fan(ctx, [240, 10], 150, art.label),
      thermalPads(ctx, [450, 40], 110),
      quickCard(ctx, [450, -300], art.label),
      lyingScrew(ctx, [20, 230], -8, 34),
      lyingScrew(ctx, [80, 250], 4, 34),
      lyingScrew(ctx, [140, 236], -14, 34),
      lyingScrew(ctx, [200, 256], 10, 34),
      pasteSyringe(ctx, [300, 250], -12),
    ],
  };
}
