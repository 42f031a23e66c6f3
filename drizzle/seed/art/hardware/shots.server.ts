import { type CableSpec } from "./cables.server";
import { type PortKind } from "./connectors.server";
import { type Ctx, type Drawn } from "./draw-context.server";
import { type Vec2, type Vec3 } from "./projection.server";
import { type Material } from "./shading.server";
import { type HardwareKind } from "./types.server";

/**
 * Scenes: which objects a shot shows, from where, and what the camera must keep in frame.
 * Also what every "in the box" shot reuses.
 */

export interface Shot {
  yaw: number;
  pitch: number;
  /** World points the camera frames; a close-up lists only the part it zooms in on. */
  fit: Vec3[];
  /** Share of the stage the fitted points take; above 1 crops into the object. */
  fill: number;
  draw: (ctx: Ctx) => Drawn[];
}

/** What is printed under the product name on the retail box. */
export const boxSubtitle: Record<HardwareKind, string> = {
  "fpga-board": "PCIe DMA BOARD  ·  USB-C",
  "input-box": "USB INPUT BRIDGE",
  "hdmi-fuser": "HDMI 4K60 FUSER",
  "cable-kit": "BRAIDED CABLE KIT",
  "cooling-kit": "DMA COOLING KIT",
};

/** A short USB cable coiled next to the product, ends pointing towards the viewer. */
export function accessoryCable(
  centre: Vec2,
  radius: number,
  braid: Material,
  kinds: [PortKind, PortKind],
): CableSpec {
  const [cx, cy] = centre;
  return {
    centre,
    radius,
    loops: 3,
    startAngle: 100,
    braid,
    ends: [
      { kind: kinds[0], at: [cx - radius * 0.55, cy + radius + 40], angle: 100 },
      { kind: kinds[1], at: [cx + radius * 0.55, cy + radius + 40], angle: 78 },
    ],
    thickness: 14,
  };
}
