import { AsyncLocalStorage } from "node:async_hooks";
import { singleton } from "~/utils/singleton.server";

/**
 * The memory behind the page cache (server/page-cache.ts): rendered anonymous pages, kept least
 * recently used first out under a byte budget (PAGE_CACHE_MB), each labelled with the data-cache
 * tags its render read so the writes that drop those data entries drop the page too.
 *
 * A page is stored byte for byte as it is sent, whoever asks: its inline scripts are allowed by
 * their hashes in its own Content-Security-Policy instead of a per-answer nonce (decision 0018),
 * so it is compressed once, when stored, and every hit sends ready bytes.
 */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body compressed, when its type compresses and it is large enough to gain from it. */
  gzip?: Buffer;
  br?: Buffer;
  /** Content hash (status and body), the ETag's root: one ETag per content coding is made from it. */
  hash: string;
  /** `'sha256-…'` of every inline script of the body, for the page's script-src. */
  scriptSources: string[];
  /** The Remix route that rendered it: the label of its hits' request-duration metric. */
  routeId: string;
  tags: string[];
  /** Until then the page is fresh; after it, served while one render refreshes it. */
  freshUntil: number;
  /** After this the page is not served at all. */
  staleUntil: number;
  bytes: number;
}

interface Store {
  pages: Map<string, StoredPage>;
  bytes: number;
  limitBytes: number;
  /** Bumped by every invalidation: a render that began before one must not store its old page. */
  epoch: number;
}

const store = singleton<Store>("pageStore", () => ({
  pages: new Map(),
  bytes: 0,
  limitBytes: 64 * 1024 * 1024,
  epoch: 0,
}));

/** Sets the byte budget (0 turns storing off); pages beyond it leave at once. */
export function setPageCacheBytes(limitBytes: number) {
  store.limitBytes = Math.max(0, Math.floor(limitBytes));
  evict();
}

/** The page stored under a key, marked most recently used; undefined past its stale limit. */
export function readPage(key: string, now = Date.now()): StoredPage | undefined {
  const page = store.pages.get(key);
  if (!page) return undefined;
  store.pages.delete(key);
  if (page.staleUntil <= now) {
    store.bytes -= page.bytes;
    return undefined;
  }
  store.pages.set(key, page);
  return page;
}

/** The invalidation count now; pass it back to `storePage` to refuse pages rendered before a write. */
export function pageEpoch() {
  return store.epoch;
}

/** Keeps a page unless an invalidation happened since `epoch` or it alone exceeds the budget. */
export function storePage(key: string, page: StoredPage, epoch: number) {
  if (epoch !== store.epoch || page.bytes > store.limitBytes) return false;
  dropPage(key);
  store.pages.set(key, page);
  store.bytes += page.bytes;
  evict();
  return store.pages.get(key) === page;
}

function dropPage(key: string) {
  const old = store.pages.get(key);
  if (!old) return;
  store.pages.delete(key);
  store.bytes -= old.bytes;
}

function evict() {
  for (const key of store.pages.keys()) {
    if (store.bytes <= store.limitBytes) break;
    dropPage(key);
  }
}

/** Drops every page labelled with one of `tags` (every page without tags given). */
export function invalidatePages(tags?: readonly string[]) {
  store.epoch++;
  for (const [key, page] of store.pages)
    if (!tags || page.tags.some((tag) => tags.includes(tag))) dropPage(key);
}

/** How many pages and bytes are kept (tests, the bench, later metrics). */
export function pageCacheStats() {
  return { pages: store.pages.size, bytes: store.bytes, limitBytes: store.limitBytes };
}

/**
 * The tags a render read. The page cache runs each render inside `collectRenderTags`; the data
 * cache reports the tags of every entry it serves or computes there (`noteRenderTags`).
 */
const renderTags = singleton("pageRenderTags", () => new AsyncLocalStorage<Set<string>>());

export async function collectRenderTags<T>(render: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const tags = new Set<string>();
  const result = await renderTags.run(tags, render);
  return { result, tags: [...tags].sort() };
}

export function noteRenderTags(tags: readonly string[]) {
  const current = renderTags.getStore();
  if (current) for (const tag of tags) current.add(tag);
}
