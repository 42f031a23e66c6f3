/**
 * Demo product pictures for the hardware and firmware catalogue (DMA hardware renders and a
 * firmware flashing-tool screenshot). The code lives in ./hardware/, one small module per part.
 */
export {
  flashToolSvg,
  hardwareSvg,
  type FlashToolArt,
  type HardwareArt,
  type HardwareKind,
} from "./hardware/index.server";
