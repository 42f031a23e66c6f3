/** The file a build that kept `data-testid` writes into `build/server/` (vite.config.ts). */
export const TEST_IDS_KEPT = "test-ids";
