/**
 * Demo product pictures for the hardware and firmware catalogue: DMA boards, USB and HDMI
 * boxes, cables and cooling kits drawn as studio product renders, and firmware drawn as a
 * screenshot of a flashing tool.
 *
 * The renders use a tiny orthographic 3D model: every object is made of prisms (a flat outline
 * extruded upwards), faces are shaded from one key light, and flat details (silkscreen, port
 * openings, engraving) are drawn in 2D and mapped onto a face with an affine `matrix()`.
 * Everything is deterministic: the same art description always gives the same string.
 */

export type { FlashToolArt, HardwareArt, HardwareKind } from "./types.server";
export { hardwareSvg } from "./product-render.server";
export { flashToolSvg } from "./flash-tool.server";
