import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * The worker setup as a worker runs it: once per test file in one process (isolate: false), here
 * imported twice under different query strings so it runs twice, with the environment a newcomer
 * has (no TEST_REDIS_URL) and the one CI has.
 */
async function runSetupTwice(env: Record<string, string>) {
  const script = `
    await import("./tests/setup/worker-isolation.ts?first");
    await import("./tests/setup/worker-isolation.ts?second");
    const pick = (k) => (k in process.env ? process.env[k] : null);
    console.log(JSON.stringify({ base: pick("TEST_REDIS_BASE_URL"), url: pick("TEST_REDIS_URL") }));`;
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith("TEST_REDIS") && k !== "VITEST_POOL_ID"),
  ) as NodeJS.ProcessEnv;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    { env: { ...clean, ...env } },
  );
  return JSON.parse(stdout) as { base: string | null; url: string | null };
}

describe("the worker's Redis database", () => {
  it("leaves the environment alone on a machine without Redis, file after file", async () => {
    expect(await runSetupTwice({})).toEqual({ base: null, url: null });
  });

  it("gives each worker a database of its own, the same one for each of its files", async () => {
    expect(await runSetupTwice({ TEST_REDIS_URL: "redis://127.0.0.1:6379", VITEST_POOL_ID: "3" })).toEqual({
      base: "redis://127.0.0.1:6379",
      url: "redis://127.0.0.1:6379/4",
    });
  });
});
