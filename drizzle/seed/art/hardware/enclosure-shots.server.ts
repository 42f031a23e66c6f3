import { between, type Rng } from "../kit.server";
import { quickCard, retailBox } from "./box-contents.server";
import { braidFor, type CableSpec, coiledCable } from "./cables.server";
import { type Ctx } from "./draw-context.server";
import { enclosure, type EnclosureSpec } from "./enclosures.server";
import { GUNMETAL } from "./materials.server";
import { corners } from "./projection.server";
import { accessoryCable, boxSubtitle, type Shot } from "./shots.server";
import { type HardwareArt } from "./types.server";

/** The four shots of an enclosure (USB input box or HDMI fuser). */

export function enclosureShot(art: HardwareArt, view: number, rnd: Rng, spec: EnclosureSpec): Shot {
  const jitter = between(rnd, -4, 4);
  const { w, d, h } = spec;
  const whole = corners(0, 0, 0, w, d, h);
  const draw = (ctx: Ctx) => [enclosure(ctx, [0, 0], spec)];
  if (view === 0) return { yaw: -30 + jitter, pitch: 27, fit: whole, fill: 0.82, draw };
  if (view === 1) return { yaw: jitter, pitch: 68, fit: whole, fill: 0.8, draw };
  if (view === 2)
    return { yaw: -16 + jitter * 0.5, pitch: 12, fit: corners(40, d, 0, w - 80, 1, h), fill: 1.05, draw };
  const hdmi = spec.front.some((port) => port.kind === "hdmi");
  const cable = accessoryCable(
    [w + 150, d * 0.2],
    78,
    braidFor(1, art.hue),
    hdmi ? ["hdmi", "hdmi"] : ["usb-c", "usb-a"],
  );
  // A short USB-C lead coiled in front of the box, its plugs pointing right.
  const [px, py] = [w * 0.22, d + 120];
  const power: CableSpec = {
    centre: [px, py],
    radius: 50,
    loops: 2,
    startAngle: 0,
    braid: braidFor(2, art.hue),
    ends: [
      { kind: "usb-c", at: [px + 110, py + 34], angle: 6 },
      { kind: "usb-c", at: [px + 110, py - 30], angle: -6 },
    ],
    thickness: 12,
  };
  return {
    yaw: -8 + jitter,
    pitch: 56,
    fit: corners(-40, -300, 0, w + 310, d + 490, 60),
    fill: 1,
    draw: (ctx) => [
      retailBox(ctx, [-40, -300], [Math.max(340, w + 40), 240, 70], art.label, boxSubtitle[art.kind]),
      enclosure(ctx, [0, 0], spec),
      ...coiledCable(ctx, cable, GUNMETAL),
      ...coiledCable(ctx, power, GUNMETAL),
      quickCard(ctx, [w + 50, -290], art.label),
    ],
  };
}
