import type { SeedCheat } from "../types";
import { dmaProducts } from "./cheats-dma";
import { gameCheats } from "./cheats-game";

/** Every cheat-like product: game cheats, then DMA cheats, components and firmware. */
export const cheats: SeedCheat[] = [...gameCheats, ...dmaProducts];
