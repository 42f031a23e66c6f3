import { type Rng, rngFrom, svgDocument } from "../kit.server";
import { boardLook } from "./board-look.server";
import { boardShot } from "./board-shots.server";
import { cableShot } from "./cable-shots.server";
import { coolingShot } from "./cooling-shots.server";
import { type Ctx, paintBackToFront } from "./draw-context.server";
import { enclosureShot } from "./enclosure-shots.server";
import { anodised, hdmiFuserSpec, inputBoxSpec } from "./enclosure-specs.server";
import { fitCamera, orbitCamera } from "./projection.server";
import { type Shot } from "./shots.server";
import { blurFilters, stageFor, studioBackdrop } from "./studio.server";
import { type HardwareArt } from "./types.server";

/**
 * A hardware product render: picks the shot, fits the camera and paints it on the studio backdrop.
 */

/** The four shots of each kind: which one `view` asks for. */
function shotFor(art: HardwareArt, view: number, rnd: Rng, look: Rng): Shot {
  switch (art.kind) {
    case "fpga-board":
      return boardShot(art, view, rnd, boardLook(look));
    case "input-box":
      return enclosureShot(art, view, rnd, inputBoxSpec(art.label, anodised(look, art.hue)));
    case "hdmi-fuser":
      return enclosureShot(art, view, rnd, hdmiFuserSpec(art.label, anodised(look, art.hue)));
    case "cable-kit":
      return cableShot(art, view, rnd);
    case "cooling-kit":
      return coolingShot(art, view, rnd, look);
  }
}

/** A product render of DMA hardware on a studio background (a complete SVG document). */
export function hardwareSvg(art: HardwareArt): string {
  const view = ((Math.floor(art.view) % 4) + 4) % 4;
  const rnd = rngFrom(`hardware:${art.kind}:${art.seed}:${view}`);
  const stage = stageFor(art.width, art.height);
  // Finish and solder-mask colour come from the seed alone, so every view shows the same product.
  const look = rngFrom(`hardware-look:${art.kind}:${art.seed}`);
  const shot = shotFor(art, view, rnd, look);
  const cam = fitCamera(orbitCamera(shot.yaw, shot.pitch), shot.fit, stage, shot.fill);
  const ctx: Ctx = { cam, hue: art.hue, rnd, defs: [], nextId: 0 };
  const backdrop = studioBackdrop(art.width, art.height, stage, art.hue, rnd);
  const items = shot.draw(ctx);
  const body =
    backdrop.body +
    items.map((item) => item.shadow ?? "").join("") +
    paintBackToFront(items) +
    `<rect width="${art.width}" height="${art.height}" fill="url(#hw-vignette)"/>`;
  return svgDocument(art.width, art.height, body, backdrop.defs + blurFilters(cam.scale) + ctx.defs.join(""));
}
