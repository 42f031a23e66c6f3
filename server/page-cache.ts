import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { Logger } from "pino";
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
import { redactUrl } from "./log-redaction";
import { fetchRequest, sendFetchResponse, type FetchHandler } from "./remix-adapter";
import { HSTS, newNonce, type contentSecurityPolicy } from "./security";
import { staticSecurityHeaders } from "./static-headers";
import { compressedBodies, inlineScriptSources, nonceAttribute, preferredCoding } from "./stored-body";

/**
 * The page cache in front of Remix (decision 0018). Anonymous GET and HEAD requests for documents,
 * their `.data` loads and the public catalogue API are answered from memory once rendered;
 * everything else goes straight to Remix. A stored page is kept as it is sent — its inline scripts
 * allowed by their hashes rather than a nonce, its body compressed once — and `hits` answers it
 * ahead of every other middleware. `X-Cache` says HIT, MISS or BYPASS on every answer Remix would
 * have given.
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
  /** The id of the Remix route that answers a path (the request-duration metric's label). */
  routeId: (pathname: string) => string | Promise<string>;
  /** The Content-Security-Policy to fill in with a page's script sources (security.ts). */
  policy: ReturnType<typeof contentSecurityPolicy>;
  logger: Logger;
}

/** A stored page may be served this long past its freshness while one render refreshes it. */
export const STALE_SECONDS = 600;

/** The JSON API: its answers are kept only when they say they are public (the catalogue reads). */
const API = /^\/(?:en\/)?api\//;

/** Where the app serves files (fingerprinted assets, pictures) before the page cache's renders. */
const FILES = /^\/(?:assets|media)\//;

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

/**
 * The ETag of a page in a content coding: one per representation, as RFC 9110 asks of a strong
 * validator, all made from the content's hash.
 */
const etagOf = (hash: string, coding: string | null) => `"${hash}${coding ? `-${coding}` : ""}"`;

/**
 * Whether an If-None-Match header names this page in any coding (weak comparison, as RFC 9110 asks
 * for GET): the copy the browser holds is the same content whichever coding carried it.
 */
function matchesPage(header: string | undefined, hash: string) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => {
    const opaque = tag.trim().replace(/^W\//, "");
    return opaque === etagOf(hash, null) || opaque === etagOf(hash, "gzip") || opaque === etagOf(hash, "br");
  });
}

/** Headers of every stored page's answer that the page does not vary: helmet's, worked out once. */
const SECURITY_HEADERS = staticSecurityHeaders();

/**
 * The page cache as two handlers: `hits` answers stored pages first thing (before compression, the
 * request log, the static files and Remix's route matching, none of which a stored page needs) and
 * passes everything else on; `render` is the last handler, rendering misses through Remix (and
 * keeping what may be kept) and every request that bypasses the cache.
 */
export function createPageCache(options: PageCacheOptions): { hits: RequestHandler; render: RequestHandler } {
  const { handle, context, policy, logger } = options;
  // One render per key at a time: concurrent misses (a cold start under load) wait for it and
  // answer with its page; null when the answer was not storable and each must render its own.
  // Each render remembers the invalidation count it started at: a request that arrives after a
  // write must not be answered with a render that may have read the data before it.
  const rendering = new Map<string, { epoch: number; page: Promise<StoredPage | null> }>();

  /** Renders through Remix; a storable answer comes back as a page (and is kept), anything else as is. */
  async function render(req: ExpressRequest, res: ExpressResponse, key: string, detached: boolean) {
    const ctx = detached ? { ...context(req, res), cspNonce: newNonce() } : context(req, res);
    const epoch = pageEpoch();
    const routeId = await options.routeId(req.path);
    if (!detached) res.locals.routeId = routeId;
    const request = fetchRequest(req, res, { method: "GET", detached });
    const { result: response, tags } = await collectRenderTags(() => handle(request, ctx));
    if (!storable(req.originalUrl, response)) return response;
    const rendered = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? undefined;
    const asIs = () => new Response(rendered, { status: response.status, headers: response.headers });
    // The page's own policy allows its inline scripts by their hashes: only those the shop wrote
    // with this render's nonce. A page with any other inline script is sent as is, never kept.
    const renderedHtml = rendered.toString("utf8");
    const scriptSources = /html/i.test(contentType ?? "")
      ? inlineScriptSources(renderedHtml, ctx.cspNonce)
      : [];
    if (scriptSources === null) {
      logger.warn({ url: req.originalUrl }, "page not stored: an inline script without the render's nonce");
      return asIs();
    }
    // Then the nonce goes. Should it show anywhere but in an attribute, the page is not kept.
    const html = renderedHtml.replaceAll(nonceAttribute(ctx.cspNonce), "");
    if (ctx.cspNonce && html.includes(ctx.cspNonce)) return asIs();
    const body = Buffer.from(html, "utf8");
    const { gzip, br } = compressedBodies(body, contentType);
    const headers = [...response.headers.entries()].filter(([name]) => !NOT_STORED.has(name.toLowerCase()));
    if (gzip) headers.push(["Vary", "Accept-Encoding"]);
    const now = Date.now();
    const page: StoredPage = {
      status: response.status,
      headers: [...headers, ...SECURITY_HEADERS, ...edgeHeaders(tags, options.edgeSeconds)],
      body,
      gzip,
      br,
      hash: createHash("sha256")
        .update(String(response.status))
        .update("\0")
        .update(body)
        .digest("base64url")
        .slice(0, 27),
      scriptSources,
      routeId,
      tags,
      freshUntil: now + cappedTtl(options.ttlSeconds * 1000),
      staleUntil: now + cappedTtl((options.ttlSeconds + STALE_SECONDS) * 1000),
      bytes: body.length + (gzip?.length ?? 0) + (br?.length ?? 0) + key.length + 512,
    };
    storePage(key, page, epoch);
    return page;
  }

  /** Renders unless a render of the key is under way; the caller that rendered gets Remix's answer. */
  function renderShared(req: ExpressRequest, res: ExpressResponse, key: string, detached = false) {
    const epoch = pageEpoch();
    const pending = rendering.get(key);
    if (pending?.epoch === epoch) return { pending: pending.page };
    const own = render(req, res, key, detached);
    const entry = {
      epoch,
      page: own.then(
        (result) => (result instanceof Response ? null : result),
        () => null,
      ),
    };
    rendering.set(key, entry);
    void own
      .finally(() => {
        if (rendering.get(key) === entry) rendering.delete(key);
      })
      .catch(() => undefined);
    return { own };
  }

  /** Sends a stored page as it is kept: its headers, its policy, the body in the best coding. */
  function send(req: ExpressRequest, res: ExpressResponse, page: StoredPage, cache: "HIT" | "MISS") {
    metrics().pageCache.inc({ result: cache.toLowerCase() });
    res.locals.routeId = page.routeId;
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    const coding = page.gzip ? preferredCoding(req.headers["accept-encoding"]) : null;
    res.setHeader("ETag", etagOf(page.hash, coding));
    res.setHeader("X-Cache", cache);
    if (page.status === 200 && matchesPage(req.headers["if-none-match"], page.hash)) {
      // The browser keeps the page with the policy it came with.
      res.removeHeader("Content-Security-Policy");
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Security-Policy", policy(page.scriptSources));
    const body = coding ? page[coding]! : page.body;
    // Encoded already: the compression middleware a miss passes through leaves it as it is.
    if (coding) res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  async function bypass(req: ExpressRequest, res: ExpressResponse, label: "BYPASS" | "MISS") {
    metrics().pageCache.inc({ result: label.toLowerCase() });
    res.locals.routeId = await options.routeId(req.path);
    res.setHeader("X-Cache", label);
    await sendFetchResponse(res, await handle(fetchRequest(req, res), context(req, res)));
  }

  /** The request's cache key, worked out once: `hits` and the render both need it. */
  function keyOf(req: ExpressRequest, res: ExpressResponse): string | null {
    if (res.locals.pageCacheKey === undefined)
      res.locals.pageCacheKey = options.enabled ? pageCacheKey(req) : null;
    return res.locals.pageCacheKey as string | null;
  }

  const hits: RequestHandler = (req, res, next) => {
    // Files are served before Remix: a page kept for a file's URL (a 404 before an upload) must not
    // answer ahead of the file.
    if (FILES.test(req.path)) return next();
    const key = keyOf(req, res);
    const stored = key === null ? undefined : readPage(key);
    if (!stored) return next();
    // Past its freshness: this visitor gets it at once, one render in the background refreshes it.
    if (stored.freshUntil <= Date.now() && !rendering.has(key!))
      renderShared(req, res, key!, true).own?.catch((error) =>
        logger.warn({ err: error, url: redactUrl(req.originalUrl) }, "page refresh failed"),
      );
    send(req, res, stored, "HIT");
    // Hits are the bulk of the traffic and all alike: logged only when debugging.
    if (logger.isLevelEnabled("debug"))
      logger.debug(
        { reqId: (req as { id?: string }).id, url: redactUrl(req.originalUrl), status: res.statusCode },
        "page cache hit",
      );
  };

  const renderOrBypass: RequestHandler = async (req, res, next) => {
    try {
      const key = keyOf(req, res);
      if (key === null) return await bypass(req, res, "BYPASS");
      // Stored meanwhile (by a render that ended after this request passed `hits`).
      const stored = readPage(key);
      if (stored) return send(req, res, stored, "HIT");
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

  return { hits, render: renderOrBypass };
}
