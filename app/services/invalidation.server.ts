import { invalidateHere, publishInvalidation } from "./invalidation-relay.server";

/**
 * The tags cached reads carry, by what they show. A write names the kinds it changed and every
 * entry showing one of them is dropped at once, so the next request renders the change:
 * - `catalogue`: anything built from catalogue rows (games, products, prices, accounts, problems);
 * - `cheats`: entries that show products or their statuses (product and game pages, lists, the
 *   statuses page, search, the header menus, the sitemap, the assistant's knowledge);
 * - `settings`: the banner, slides, texts and links; `purchases`: the top of the month.
 */
export const CacheTag = {
  catalogue: "catalogue",
  cheats: "cheats",
  settings: "settings",
  purchases: "purchases",
} as const;
export type CacheTag = (typeof CacheTag)[keyof typeof CacheTag];

/**
 * Drops the cached entries of the kinds a write touched, here and (over Redis) on every other
 * instance. Every write service calls this after its transaction commits (never inside it: a
 * reader could cache the old row again before the commit). Rendered pages that read any of those
 * entries go too (the page cache, decision 0018).
 */
export function invalidate(tags: readonly CacheTag[]) {
  invalidateHere(tags);
  publishInvalidation(tags);
}
