import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { cached, cacheSize, DEFAULT_CACHE_ENTRIES, invalidateCache, setCacheLimit } from "./cache.server";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** A search-sized answer: a couple of dozen hits of a few hundred bytes each. */
const answer = (text: string) =>
  Promise.resolve({
    list: Array.from({ length: 24 }, (_, i) => ({
      id: i,
      name: `${text} ${i}`,
      to: `/cheat/x/${text}-${i}`.repeat(4),
    })),
    count: 24,
  });

describe("the data cache", () => {
  afterEach(() => {
    setCacheLimit(DEFAULT_CACHE_ENTRIES);
    invalidateCache();
  });

  it("keeps the least recently used out once full", async () => {
    setCacheLimit(3);
    for (const key of ["a", "b", "c"]) await cached(key, [], 60_000, () => Promise.resolve(key));
    await cached("a", [], 60_000, () => Promise.resolve("recomputed")); // a is used again
    await cached("d", [], 60_000, () => Promise.resolve("d")); // b leaves
    expect(cacheSize()).toBe(3);
    expect(await cached("a", [], 60_000, () => Promise.resolve("again"))).toBe("a");
    expect(await cached("b", [], 60_000, () => Promise.resolve("b, recomputed"))).toBe("b, recomputed");
  });

  it("holds 100 000 distinct search queries within 100 MiB of where it started", async () => {
    gc();
    const start = process.memoryUsage().heapUsed;
    for (let i = 0; i < 100_000; i++) {
      const text = `query ${i} ${"x".repeat(i % 90)}`;
      await cached(`search:en:${text}`, ["catalogue", "cheats"], 30_000, () => answer(text));
    }
    gc();
    const grown = process.memoryUsage().heapUsed - start;
    expect(cacheSize()).toBe(DEFAULT_CACHE_ENTRIES);
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });
});
