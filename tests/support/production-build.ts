import fs from "node:fs";
import path from "node:path";
import { TEST_IDS_KEPT } from "../../scripts/test-ids";

/**
 * Suites that send real HTTP through the whole server (middleware and Remix routes) need the
 * production build, as `npm test` makes it before the vitest run. Without it they would only see
 * 500s; this says what to do instead.
 */
export function requireProductionBuild() {
  if (!fs.existsSync(path.resolve("build/server/index.js")))
    throw new Error(
      "This suite runs against the production build: run `npm run build:test` first (npm test does).",
    );
  // `npm run build` leaves data-testid out of the pages (decision 0047); the suites look for it.
  if (!fs.existsSync(path.resolve("build/server", TEST_IDS_KEPT)))
    throw new Error(
      "This build leaves data-testid out (`npm run build`): run `npm run build:test` first (npm test does).",
    );
}
