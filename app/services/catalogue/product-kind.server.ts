import { CheatCategory } from "~/db/schema";

/** What a product page sells: a game's cheat, a DMA cheat, a device (DMA components) or a firmware. */
export type ProductKind = "cheat" | "dmaCheat" | "hardware" | "firmware";

export function productKind(category: number): ProductKind {
  if (category === CheatCategory.DMA_COMPONENTS) return "hardware";
  if (category === CheatCategory.DMA_CHEATS) return "dmaCheat";
  if (category === CheatCategory.DMA_FIRMWARE) return "firmware";
  return "cheat";
}
