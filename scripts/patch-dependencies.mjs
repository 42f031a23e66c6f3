// Runs after every `npm install` / `npm ci` (the "postinstall" script). It makes two repairs to
// dependencies that no released version makes yet.
//
// 1. The PostgreSQL driver (postgres 3.4.x):
//
// Small writes are buffered and flushed on the next tick (`setImmediate(nextWrite)`). When the
// server closes a connection (a restart, a failover, Fly's proxy, `pg_terminate_backend`) the
// driver cancels that tick but leaves the timer handle and the buffer behind, so the next query
// on the reconnected connection is appended to a buffer nothing ever flushes: the pool hangs on
// it forever. And a tick that does fire after the close writes to a null socket, an uncaught
// TypeError that ends the process. The repair forgets the buffer on close and makes a flush
// without a socket fail the waiting queries with CONNECTION_CLOSED, which callers can catch.
//
// Every replacement must match exactly: after an upgrade of the driver this script fails the
// install instead of silently leaving the defect in, and whoever upgrades checks whether the new
// version still needs it (tests/integration/postgres-driver.test.ts shows the symptom).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const MARK = "/* nocturn: repaired write buffer */";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const driver = join(root, "node_modules", "postgres");

const replacements = [
  {
    // A flush without a socket fails the queries instead of throwing from the timer.
    from: "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)",
    to:
      `  function nextWrite(fn) {\n    ${MARK}\n` +
      "    if (!socket) {\n" +
      "      chunk = nextWriteTimer = null\n" +
      "      error(Errors.connection('CONNECTION_CLOSED', options))\n" +
      "      return false\n" +
      "    }\n" +
      "    const x = socket.write(chunk, fn)",
  },
  {
    // terminate(): forget the cancelled flush so a later write schedules its own.
    from: "\n    clearImmediate(nextWriteTimer)\n    if (socket) {",
    to: "\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {",
  },
  {
    // closed(): the same, before the connection is reused after a reconnect.
    from: "\n    clearImmediate(nextWriteTimer)\n    socket.removeListener('data', data)",
    to: "\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener('data', data)",
  },
  {
    // closed() after a socket error: the error already failed the queries it saw, but a query
    // sent between the 'error' and 'close' events was left waiting forever.
    from: "    !hadError && (query || sent.length) && error(",
    to: "    if (query || sent.length) error(",
  },
];

for (const variant of existsSync(driver) ? ["src", "cjs/src", "cf/src"] : []) {
  const file = join(driver, variant, "connection.js");
  if (!existsSync(file)) continue;
  let source = readFileSync(file, "utf8");
  if (source.includes(MARK)) continue;
  for (const { from, to } of replacements) {
    if (source.split(from).length !== 2) {
      console.error(
        `patch-dependencies: postgres/${variant}/connection.js has changed; check whether the ` +
          "write-buffer repair is still needed and update scripts/patch-dependencies.mjs.",
      );
      process.exit(1);
    }
    source = source.replace(from, to);
  }
  writeFileSync(file, source);
}

// 2. Route matching on the server (@remix-run/router 1.23.x, the CommonJS build the server
// loads): every `matchRoutes` call flattens and ranks the whole route tree again and compiles a
// regular expression for every route path it tries. The shop mounts its pages twice (ru and en),
// and Remix matches several times per request, so a CPU profile of uncached page renders showed a
// third of the time there. The repair keeps the ranked branches per route array (a WeakMap: the
// server's route arrays are built once and never changed; the browser's build, whose routes grow
// with lazy discovery, is left alone) and the compiled path patterns (keyed by the route's path,
// at most 2 000, emptied when full). tests/unit/route-matching.test.ts checks it is in place and
// that matching answers as before.
const ROUTER_MARK = "/* nocturn: route matching kept */";
const routerFile = join(root, "node_modules", "@remix-run", "router", "dist", "router.cjs.js");
const routerReplacements = [
  {
    from:
      "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n" +
      "  let decoded = decodePath(pathname);",
    to:
      `  ${ROUTER_MARK}\n  let branches = rankedBranches.get(routes);\n  if (!branches) {\n` +
      "    branches = flattenRoutes(routes);\n    rankRouteBranches(branches);\n" +
      "    rankedBranches.set(routes, branches);\n  }\n  let matches = null;\n" +
      "  let decoded = decodePath(pathname);",
  },
  {
    from: "function compilePath(path, caseSensitive, end) {",
    to:
      "const rankedBranches = new WeakMap();\nconst compiledPaths = new Map();\n" +
      "function compilePath(path, caseSensitive, end) {\n" +
      '  let key = (caseSensitive ? "1" : "0") + (end === false ? "0" : "1") + path;\n' +
      "  let compiled = compiledPaths.get(key);\n  if (!compiled) {\n" +
      "    if (compiledPaths.size >= 2000) compiledPaths.clear();\n" +
      "    compiled = compilePathUncached(path, caseSensitive, end);\n" +
      "    compiledPaths.set(key, compiled);\n  }\n  return compiled;\n}\n" +
      "function compilePathUncached(path, caseSensitive, end) {",
  },
];

if (existsSync(routerFile)) {
  let source = readFileSync(routerFile, "utf8");
  if (!source.includes(ROUTER_MARK)) {
    for (const { from, to } of routerReplacements) {
      if (source.split(from).length !== 2) {
        console.error(
          "patch-dependencies: @remix-run/router/dist/router.cjs.js has changed; check whether " +
            "route matching still recomputes per call and update scripts/patch-dependencies.mjs.",
        );
        process.exit(1);
      }
      source = source.replace(from, to);
    }
    writeFileSync(routerFile, source);
  }
}
