import { describe, expect, it, vi } from "vitest";

// The Express bundle and the Remix build load their own copies of every module; re-importing after
// resetModules gives a test the same situation: two copies of one module in one process.
describe("singleton", () => {
  it("gives both copies of a module one environment, one cache and one set of limiters", async () => {
    const first = await import("~/env.server");
    const firstCache = await import("~/services/cache.server");
    vi.resetModules();
    const second = await import("~/env.server");
    const secondCache = await import("~/services/cache.server");
    expect(second).not.toBe(first);

    const started = first.parseEnv({ PORT: "4321", LOG_LEVEL: "silent" });
    first.setEnv(started);
    expect(second.env()).toBe(started);
    second.setEnv(undefined);

    let computed = 0;
    const compute = async () => ++computed;
    await firstCache.cached("singleton-test", ["t"], 60_000, compute);
    await secondCache.cached("singleton-test", ["t"], 60_000, compute);
    expect(computed).toBe(1);
    secondCache.invalidateCache("t");
    await firstCache.cached("singleton-test", ["t"], 60_000, compute);
    expect(computed).toBe(2);
  });
});
