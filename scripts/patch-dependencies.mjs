// Runs after every `npm install` / `npm ci` (the "postinstall" script). It repairs one defect of
// the PostgreSQL driver (postgres 3.4.x) that no released version fixes yet:
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

if (!existsSync(driver)) process.exit(0); // installed without the driver (nothing to repair)

for (const variant of ["src", "cjs/src", "cf/src"]) {
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
