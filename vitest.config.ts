import path from "node:path";
import { defineConfig } from "vitest/config";

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
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
  },
});
