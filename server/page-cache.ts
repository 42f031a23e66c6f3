import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import {
  collectRenderTags,
  pageEpoch,
  readPage,
  storePage,
  type StoredPage,
} from "../app/services/page-cache/page-store.server";
import { cappedTtl } from "../app/services/cache.server";
import { metrics } from "../app/services/observability/metrics.server";
import { sharesPages } from "../app/utils/http.server";
import { BANNER_DISMISSED_KEY, COOKIE_CONSENT_KEY, readCookie } from "../app/utils/preferences";
import { fetchRequest, sendFetchResponse, type FetchHandler } from "./remix-adapter";
import { newNonce } from "./security";

/**
 * The page cache in front of Remix (decision 0018). Anonymous GET and HEAD requests for documents,
 * their `.data` loads and the public catalogue API are answered from memory once rendered;
 * everything else goes straight to Remix. A stored page is kept as the parts between its CSP nonce, so every answer carries a
 * fresh nonce. `X-Cache` says HIT, MISS or BYPASS on every answer Remix would have given.
 */
export interface PageCacheOptions {
  handle: FetchHandler;
  context: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext & { cspNonce: string };
  /** Off in development, where Vite rebuilds pages on every edit. */
  enabled: boolean;
  /** Seconds a page is served without rendering it again. */
  ttlSeconds: number;
  /** Seconds a CDN may keep an anonymous page (CDN-Cache-Control, Surrogate-Control); 0: none. */
  edgeSeconds: number;
}

/** A stored page may be served this long past its freshness while one render refreshes it. */
export const STALE_SECONDS = 600;

/** The JSON API: its answers are kept only when they say they are public (the catalogue reads). */
const API = /^\/(?:en\/)?api\//;

/** URLs longer than this are rendered each time: no visitor needs them and they only fill memory. */
const MAX_URL_LENGTH = 1024;

/**
 * The cache key: the exact URL (Remix reloads a page whose hydration URL differs from the
 * browser's, so no two URLs may share an answer) and the two preferences the markup shows — the
 * cookie notice (consent given or not) and the dismissed banner. The language is in the path.
 * Null when the request must bypass the cache.
 */
export function pageCacheKey(req: Pick<ExpressRequest, "method" | "originalUrl" | "headers">): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.authorization) return null;
  const url = req.originalUrl;
  if (url.length > MAX_URL_LENGTH) return null;
  const cookie = req.headers.cookie;
  // Any cookie but the two preferences (a session, a registration or sign-in in progress): bypass.
  if (!sharesPages(cookie)) return null;
  const consent = readCookie(cookie, COOKIE_CONSENT_KEY) === "true" ? "1" : "0";
  // Only a banner hash can hide the banner; any other value shows the same markup as none.
  const dismissed = readCookie(cookie, BANNER_DISMISSED_KEY) ?? "";
  return `${url}\n${consent}\n${/^[0-9a-f]{8}$/.test(dismissed) ? dismissed : ""}`;
}

/**
 * Whether Remix's answer may be kept: a 200 (or a page's 404) without cookies that does not say
 * private or no-store. An API answer must say `public` (catalogueJson does; private, error and
 * action-like answers do not): API routes are not all page-like reads.
 */
function storable(url: string, response: Response) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (
    API.test(url)
      ? response.status !== 200 || !/public/i.test(cacheControl)
      : response.status !== 200 && response.status !== 404
  )
    return false;
  if (response.headers.has("set-cookie")) return false;
  if (/private|no-store/i.test(cacheControl)) return false;
  return response.headers.has("content-type");
}

/** Headers Remix set that are recomputed per answer (or by this layer) and not stored. */
const NOT_STORED = new Set(["content-length", "date", "etag", "cache-control", "vary", "set-cookie"]);

/** The browser and CDN policy of a stored page (decision 0018). */
function edgeHeaders(tags: string[], edgeSeconds: number): [string, string][] {
  // Browsers keep the page but ask every time: the ETag makes that a 304 while nothing changed.
  const headers: [string, string][] = [["Cache-Control", "public, max-age=0, must-revalidate"]];
  if (edgeSeconds > 0) {
    const edge = `max-age=${edgeSeconds}, stale-while-revalidate=${STALE_SECONDS}`;
    headers.push(["CDN-Cache-Control", `public, ${edge}`], ["Surrogate-Control", edge]);
  } else {
    headers.push(["CDN-Cache-Control", "no-store"], ["Surrogate-Control", "no-store"]);
  }
  // "page" names every stored page: purging it empties the CDN of documents in one call.
  const all = ["page", ...tags];
  headers.push(["Cache-Tag", all.join(",")], ["Surrogate-Key", all.join(" ")]);
  return headers;
}

/** Splits a body at each occurrence of the nonce it was rendered with. */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function joinWithNonce(parts: Buffer[], nonce: string) {
  if (parts.length === 1) return parts[0];
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => pieces.push(...(i ? [glue, part] : [part])));
  return Buffer.concat(pieces);
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function createPageCache(options: PageCacheOptions): RequestHandler {
  const { handle, context } = options;
  // One render per key at a time: concurrent misses (a cold start under load) wait for it and
  // answer with its page; null when the answer was not storable and each must render its own.
  const rendering = new Map<string, Promise<StoredPage | null>>();

  /** Renders through Remix; a storable answer comes back as a page (and is kept), anything else as is. */
  async function render(req: ExpressRequest, res: ExpressResponse, key: string, detached: boolean) {
    const ctx = detached ? { ...context(req, res), cspNonce: newNonce() } : context(req, res);
    const epoch = pageEpoch();
    const request = fetchRequest(req, res, { method: "GET", detached });
    const { result: response, tags } = await collectRenderTags(() => handle(request, ctx));
    if (!storable(req.originalUrl, response)) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const parts = splitAtNonce(body, ctx.cspNonce);
    const hash = createHash("sha256").update(String(response.status));
    for (const part of parts) hash.update("\0").update(part);
    const headers = [...response.headers.entries()].filter(([name]) => !NOT_STORED.has(name.toLowerCase()));
    const now = Date.now();
    const page: StoredPage = {
      status: response.status,
      headers: [...headers, ...edgeHeaders(tags, options.edgeSeconds)],
      parts,
      etag: `"${hash.digest("base64url").slice(0, 27)}"`,
      tags,
      freshUntil: now + cappedTtl(options.ttlSeconds * 1000),
      staleUntil: now + cappedTtl((options.ttlSeconds + STALE_SECONDS) * 1000),
      bytes: body.length + key.length + 512,
    };
    storePage(key, page, epoch);
    return page;
  }

  /** Renders unless a render of the key is under way; the caller that rendered gets Remix's answer. */
  function renderShared(req: ExpressRequest, res: ExpressResponse, key: string, detached = false) {
    const pending = rendering.get(key);
    if (pending) return { pending };
    const own = render(req, res, key, detached);
    rendering.set(
      key,
      own.then(
        (result) => (result instanceof Response ? null : result),
        () => null,
      ),
    );
    void own.finally(() => rendering.delete(key)).catch(() => undefined);
    return { own };
  }

  function send(req: ExpressRequest, res: ExpressResponse, page: StoredPage, cache: "HIT" | "MISS") {
    metrics().pageCache.inc({ result: cache.toLowerCase() });
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("ETag", page.etag);
    res.setHeader("X-Cache", cache);
    if (page.status === 200 && matchesEtag(req.get("if-none-match"), page.etag)) {
      // The browser keeps the page with the policy (and nonce) it came with; a 304 sends no nonce.
      res.removeHeader("Content-Security-Policy");
      res.status(304).end();
      return;
    }
    const body = joinWithNonce(page.parts, res.locals.cspNonce as string);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  async function bypass(req: ExpressRequest, res: ExpressResponse, label: "BYPASS" | "MISS") {
    metrics().pageCache.inc({ result: label.toLowerCase() });
    res.setHeader("X-Cache", label);
    await sendFetchResponse(res, await handle(fetchRequest(req, res), context(req, res)));
  }

  return async (req, res, next) => {
    try {
      const key = options.enabled ? pageCacheKey(req) : null;
      if (key === null) return await bypass(req, res, "BYPASS");
      const stored = readPage(key);
      if (stored) {
        // Past its freshness: this visitor gets it at once, one render in the background refreshes it.
        if (stored.freshUntil <= Date.now() && !rendering.has(key))
          renderShared(req, res, key, true).own?.catch((error) =>
            req.log?.warn({ err: error }, "page refresh failed"),
          );
        return send(req, res, stored, "HIT");
      }
      const { own, pending } = renderShared(req, res, key);
      if (pending) {
        const page = await pending;
        return page ? send(req, res, page, "MISS") : await bypass(req, res, "MISS");
      }
      const rendered = await own!;
      if (rendered instanceof Response) {
        // Not storable (a redirect, an error, a cookie): sent as Remix streamed it.
        metrics().pageCache.inc({ result: "miss" });
        res.setHeader("X-Cache", "MISS");
        return await sendFetchResponse(res, rendered);
      }
      send(req, res, rendered, "MISS");
    } catch (error) {
      next(error);
    }
  };
}
