/**
 * The order life cycle's model test at length (decision 0039): the same random sequences CI runs
 * 200 of, 10 000 of them (BENCH_MODEL_RUNS) on the embedded database, with a seed of the day
 * unless BENCH_MODEL_SEED is given — so each bench explores sequences CI never drew. Prints the
 * seed, the count and the time; a failing sequence comes shrunk in vitest's output.
 */
import { spawnSync } from "node:child_process";

export function benchOrderModel() {
  const runs = Number(process.env.BENCH_MODEL_RUNS ?? 10_000);
  const seed = Number(
    process.env.BENCH_MODEL_SEED ?? new Date().toISOString().slice(0, 10).replaceAll("-", ""),
  );
  console.log(`\n## Order life cycle: ${runs} random sequences, seed ${seed}`);
  const started = Date.now();
  const result = spawnSync(
    "npx",
    ["vitest", "run", "tests/integration/order-lifecycle-model.test.ts", "-t", "keeps every invariant"],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        TEST_DATABASE_URL: "",
        ORDER_MODEL_RUNS: String(runs),
        ORDER_MODEL_SEED: String(seed),
      },
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `order model: ${runs} sequences, ${result.status === 0 ? "no invariant broken" : "FAILED"}, ${seconds} s`,
  );
  if (result.status !== 0) process.exitCode = 1;
}
