import { sharedSlot, singleton } from "~/utils/singleton.server";
import { metrics } from "./observability/metrics.server";
import { noteRenderTags } from "./page-cache/page-store.server";

/**
 * A small in-process cache for hot read-only queries. Entries expire after `ttlMs` and are
 * dropped at once by `invalidateCache(tag)` when the data behind them is written.
 *
 * Bounded: at most `DATA_CACHE_MAX_ENTRIES` entries, least recently used first out. Keys can come
 * from what visitors type (search text, unknown slugs), so without a bound a stream of distinct
 * queries would grow the process without end.
 */
interface Entry {
  expires: number;
  tags: string[];
  value: Promise<unknown>;
}

/** The default bound; the server sets the configured one at start (`setCacheLimit`). */
export const DEFAULT_CACHE_ENTRIES = 2000;

// A Map keeps insertion order: re-inserting on every hit keeps the least recently used first.
const store = singleton("cache", () => ({ entries: new Map<string, Entry>(), limit: DEFAULT_CACHE_ENTRIES }));

/** Sets the most entries the cache keeps (DATA_CACHE_MAX_ENTRIES); extra ones leave at once. */
export function setCacheLimit(limit: number) {
  store.limit = Math.max(1, Math.floor(limit));
  evict();
}

function evict() {
  for (const key of store.entries.keys()) {
    if (store.entries.size <= store.limit) break;
    store.entries.delete(key);
  }
}

/** How many entries the cache holds now (for tests and the bench). */
export function cacheSize() {
  return store.entries.size;
}

/**
 * While other instances' invalidations cannot reach this one (Redis lost, see
 * invalidation-relay), every cached entry and page lives at most this long: a change made
 * elsewhere shows here within seconds instead of after the full TTL.
 */
const ttlCap = sharedSlot<number>("cacheTtlCap");

/** Caps (or, with null, uncaps) the lifetime of everything cached from now on. */
export function setCacheTtlCap(ms: number | null) {
  ttlCap.set(ms ?? undefined);
}

/** `ms`, shortened to the cap while one is set. */
export function cappedTtl(ms: number) {
  const cap = ttlCap.get();
  return cap === undefined ? ms : Math.min(ms, cap);
}

/** Returns the cached value for `key`, computing it (once, even under concurrent calls) when missing. */
export function cached<T>(key: string, tags: string[], ttlMs: number, compute: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const entries = store.entries;
  // A page rendered now shows this data: the page cache labels it with the same tags.
  noteRenderTags(tags);
  const hit = entries.get(key);
  if (hit && hit.expires > now) {
    entries.delete(key);
    entries.set(key, hit);
    metrics().dataCache.inc({ result: "hit" });
    return hit.value as Promise<T>;
  }
  metrics().dataCache.inc({ result: "miss" });
  const value = compute();
  entries.delete(key);
  entries.set(key, { expires: now + cappedTtl(ttlMs), tags, value });
  evict();
  // A failed computation is not kept.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Drops every entry carrying `tag` (or everything without a tag). */
export function invalidateCache(tag?: string) {
  for (const [key, entry] of store.entries) if (!tag || entry.tags.includes(tag)) store.entries.delete(key);
}
