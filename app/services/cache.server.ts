import { singleton } from "~/utils/singleton.server";

/**
 * A small in-process cache for hot read-only queries. Entries expire after `ttlMs` and are
 * dropped at once by `invalidateCache(tag)` when the data behind them is written.
 */
interface Entry {
  expires: number;
  tags: string[];
  value: Promise<unknown>;
}

const store = singleton("cache", () => new Map<string, Entry>());

/** Returns the cached value for `key`, computing it (once, even under concurrent calls) when missing. */
export function cached<T>(key: string, tags: string[], ttlMs: number, compute: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = compute();
  store.set(key, { expires: now + ttlMs, tags, value });
  // A failed computation is not kept.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

/** Drops every entry carrying `tag` (or everything without a tag). */
export function invalidateCache(tag?: string) {
  for (const [key, entry] of store) if (!tag || entry.tags.includes(tag)) store.delete(key);
}
