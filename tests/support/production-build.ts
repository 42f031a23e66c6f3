import fs from "node:fs";
import path from "node:path";

/**
 * Suites that send real HTTP through the whole server (middleware and Remix routes) need the
 * production build, as `npm test` makes it before the vitest run. Without it they would only see
 * 500s; this says what to do instead.
 */
export function requireProductionBuild() {
  if (!fs.existsSync(path.resolve("build/server/index.js")))
    throw new Error(
      "This suite runs against the production build: run `npm run build` first (npm test does).",
    );
}
