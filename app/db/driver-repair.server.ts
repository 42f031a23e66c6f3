import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The comment patches/postgres+3.4.9.patch leaves in each build of the driver it repairs. */
export const DRIVER_REPAIR_MARK = "/* nocturn: repaired write buffer */";
const BUILDS = ["src", "cjs/src"];

/** Where the installed `postgres` package lives (its package.json is not exported). */
export function installedDriverRoot(): string {
  const entry = createRequire(import.meta.url).resolve("postgres");
  // …/postgres/cjs/src/index.js
  return path.resolve(path.dirname(entry), "..", "..");
}

/**
 * Refuses a PostgreSQL driver without the repair of decision 0020: unrepaired, the pool hangs for
 * good the first time the database drops a connection (a restart, a failover, a proxy), which a
 * start-up error prevents far more cheaply. An install with `--ignore-scripts` skips the patch.
 */
export function assertDriverRepaired(root = installedDriverRoot()) {
  const unrepaired = BUILDS.map((build) => path.join(root, build, "connection.js")).filter(
    (file) => !existsSync(file) || !readFileSync(file, "utf8").includes(DRIVER_REPAIR_MARK),
  );
  if (unrepaired.length)
    throw new Error(
      `The PostgreSQL driver is not repaired (${unrepaired.map((f) => path.relative(root, f)).join(", ")}): ` +
        "it would hang after the database drops a connection. Reinstall with install scripts enabled " +
        "(npm ci runs patch-package) or apply patches/ with `npx patch-package`.",
    );
}
