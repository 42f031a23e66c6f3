// Runs npm scripts side by side and fails when any fails: `node scripts/parallel.mjs typecheck lint`.
// On a two-core machine the single-threaded checks each leave a core idle.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => {
          // Whole outputs, one after the other, so two scripts' lines never interleave.
          process.stdout.write(
            `\n> ${name} (${((Date.now() - started) / 1000).toFixed(0)} s, exit ${code})\n${output}`,
          );
          resolve(code);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
