/**
 * The demo stock: every option that sells keys gets clearly fake ones (`DEMO-…`), so a fresh shop
 * can be bought from; one option is left empty (shown out of stock) and one low (2 keys, under the
 * alert threshold of 5), so the owner's stock screens have something to show.
 */
export const DEMO_KEYS_PER_OPTION = 25;

export const demoStockExceptions: { cheat: string; periodDays: number; keys: number }[] = [
  { cheat: "specter-full", periodDays: 30, keys: 0 },
  { cheat: "specter-full", periodDays: 7, keys: 2 },
];
