import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import HeaviestFirst from "./tests/setup/heaviest-first";

// Vitest runs without the Remix Vite plugin: the plugin must not run under vitest.
export default defineConfig({
  resolve: {
    alias: [{ find: /^~\//, replacement: `${path.resolve("app")}/` }],
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    // A stray `it.only` on CI fails the run instead of silently skipping every other test.
    allowOnly: !process.env.CI,
    // Once for the run: the seeded template databases every suite copies.
    globalSetup: ["tests/setup/databases.ts"],
    setupFiles: ["tests/setup/worker-isolation.ts", "tests/setup/fail-on-console-error.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // A worker's files share its process and module graph: loading the server's modules once per
    // worker instead of once per file saves about a minute of a run (decision 0028). Each server
    // starts with empty process stores (server/start.ts) and no test leaves a faked clock or a
    // mock behind (tests/setup/fail-on-console-error.ts).
    isolate: false,
    // Files run in parallel, one per core (VITEST_MAX_WORKERS to change it); the cases of a file
    // stay in order, as its shared server and sign-ins expect.
    fileParallelism: true,
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism())),
    sequence: { sequencer: HeaviestFirst },
    reporters: process.env.CI ? ["default", ["json", { outputFile: "tmp/vitest-report.json" }]] : ["default"],
  },
});
