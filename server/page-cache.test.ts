// The page cache's rules over real HTTP: a real Express app ordered as server/app.ts orders it
// (stored pages first, then the nonce, the security headers and compression), and in place of
// Remix a handler that renders pages as Remix does (a nonce in every inline script, data read
// through the real data cache).
import { createHash } from "node:crypto";
import http, { type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { AppLoadContext } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cached, invalidateCache } from "../app/services/cache.server";
import { CacheTag, invalidate } from "../app/services/invalidation.server";
import {
  invalidatePages,
  pageCacheStats,
  setPageCacheBytes,
} from "../app/services/page-cache/page-store.server";
import { createPageCache, pageCacheKey } from "./page-cache";
import { contentSecurityPolicy, cspNonce, securityHeaders } from "./security";

const renders: string[] = [];
/** The requests that passed the stored pages and reached the render handler, in order. */
const reachedRender: string[] = [];
/** Renders held back until released: for the render that an invalidation overtakes. */
let gate: Promise<void> | null = null;
let version = 1;

async function handle(request: Request, context: AppLoadContext) {
  const nonce = context.cspNonce!;
  const url = new URL(request.url);
  renders.push(url.pathname);
  // What the page shows is read before a held-back render waits, as a slow render reads its data
  // and then spends its time rendering.
  const shown = version;
  if (gate) await gate;
  const page = (status = 200, headers: Record<string, string> = {}) =>
    new Response(
      `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head>` +
        `<body>${url.pathname} v${shown} ${"é".repeat(600)}<script nonce="${nonce}">2</script></body></html>`,
      { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } },
    );
  // Read through the data cache as the real loaders do (the root loader reads the settings on
  // every page): the page carries the tags of what it read.
  await cached(`settings:${version}`, [CacheTag.settings], 60_000, async () => version);
  switch (url.pathname) {
    case "/statuses": {
      await cached(`statuses:${version}`, [CacheTag.cheats], 60_000, async () => version);
      return page();
    }
    case "/sets-cookie":
      return page(200, { "Set-Cookie": "seen=1; Path=/" });
    case "/private":
      return page(200, { "Cache-Control": "private, no-store" });
    case "/broken":
      return page(500);
    case "/missing":
      return page(404);
    case "/api/catalogue":
      return Response.json({ version }, { headers: { "Cache-Control": "public, max-age=60" } });
    case "/api/plain":
      return Response.json({ version });
    case "/nonce-in-text":
      return new Response(`<p>${nonce}</p><script nonce="${nonce}">3</script>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    // What an injection into a page would look like: a script the shop did not write.
    case "/injected":
      return new Response(
        `<p>${"é".repeat(600)}</p><script nonce="${nonce}">1</script><script>steal()</script>` +
          `<script type="application/ld+json">{"@type":"Product"}</script>`,
        { headers: { "Content-Type": "text/html; charset=utf-8" } },
      );
    case "/moved":
      return new Response(null, { status: 302, headers: { Location: "/statuses" } });
    default:
      return page();
  }
}

let server: Server;
let base: string;
let ttlSeconds = 60;

function startApp() {
  const app = express();
  const pages = createPageCache({
    handle,
    context: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    enabled: true,
    get ttlSeconds() {
      return ttlSeconds;
    },
    edgeSeconds: 60,
    routeId: (pathname) => `routes/${pathname.split("/")[1] || "_index"}`,
    policy: contentSecurityPolicy({ dev: false }),
    logger: pino({ level: "silent" }),
  });
  app.use(pages.hits);
  app.use(cspNonce);
  app.use(securityHeaders({ dev: false }));
  app.use(compression());
  // Whatever runs after the stored pages: a hit never reaches it.
  app.use((req, res, next) => {
    res.setHeader("X-Passed-Middleware", "yes");
    // The render handler takes a request in synchronously up to sharing a render under way.
    reachedRender.push(req.path);
    next();
  });
  app.all("*", pages.render);
  return new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => {
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      resolve();
    });
  });
}

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  // Uncoded, so lengths can be compared (the coded answers are checked through \`raw\`).
  const response = await fetch(base + path, {
    headers: { "Accept-Encoding": "identity", ...headers },
    method,
    redirect: "manual",
  });
  const body = await response.text();
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const bodyNonces = [...new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
  return { response, body, cache: response.headers.get("x-cache"), policyNonce, bodyNonces };
}

/** The raw bytes and headers of an answer (fetch would undo the content coding). */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    http
      .get(base + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject),
  );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const rendersOf = (path: string) => renders.filter((p) => p === path).length;

describe("the page cache", () => {
  beforeAll(async () => {
    await startApp();
    // Files share a worker's modules (isolate: false): a page another file stored is no hit here.
    invalidateCache();
    invalidatePages();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    renders.length = 0;
    reachedRender.length = 0;
    setPageCacheBytes(64 * 1024 * 1024);
    invalidateCache();
    invalidatePages();
    vi.useRealTimers();
    ttlSeconds = 60;
  });

  it("renders once, then answers from memory byte for byte, its scripts allowed by their hashes", async () => {
    const first = await get("/catalog");
    const second = await get("/catalog");
    const third = await get("/catalog");
    expect([first.cache, second.cache, third.cache]).toEqual(["MISS", "HIT", "HIT"]);
    expect(rendersOf("/catalog")).toBe(1);
    // The same bytes for everyone, the visitor whose request rendered it included: no nonce left.
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(first.bodyNonces).toEqual([]);
    for (const answer of [first, second, third]) {
      const policy = answer.response.headers.get("content-security-policy")!;
      expect(policy).toContain(`script-src 'self' ${sha256("1")} ${sha256("2")};`);
      expect(policy).not.toMatch(/script-src[^;]*(nonce|unsafe)/);
      expect(policy).toMatch(/object-src 'none'/);
    }
    expect(second.response.headers.get("content-length")).toBe(String(Buffer.byteLength(second.body)));
    expect(second.response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(second.response.headers.get("cdn-cache-control")).toMatch(/^public, max-age=60/);
    expect(second.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(second.response.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(second.response.headers.get("vary") ?? "").not.toMatch(/cookie/i);
    // Answered before everything else: a hit does not pass the middleware after the page cache.
    expect(first.response.headers.get("x-passed-middleware")).toBe("yes");
    expect(second.response.headers.get("x-passed-middleware")).toBeNull();
  });

  it("keeps the body compressed once and sends the coding the client prefers", async () => {
    const identity = await raw("/compressed");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toBe("Accept-Encoding");
    const br = await raw("/compressed", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    const gzip = await raw("/compressed", { "Accept-Encoding": "gzip;q=1, br;q=0.5" });
    const refused = await raw("/compressed", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect([br.headers["x-cache"], gzip.headers["x-cache"]]).toEqual(["HIT", "HIT"]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body)).toEqual(identity.body);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(identity.body.length);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body)).toEqual(identity.body);
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toEqual(identity.body);
    // One ETag per representation, and any of them names the content.
    const etags = new Set([identity, br, gzip].map((answer) => answer.headers.etag));
    expect(etags.size).toBe(3);
    const repeat = await raw("/compressed", { "Accept-Encoding": "br", "If-None-Match": gzip.headers.etag! });
    expect(repeat.status).toBe(304);
    // Too small to gain: sent as it is.
    await raw("/api/catalogue");
    const small = await raw("/api/catalogue", { "Accept-Encoding": "br" });
    expect([small.headers["x-cache"], small.headers["content-encoding"]]).toEqual(["HIT", undefined]);
  });

  it("does not keep a page whose nonce shows outside its script attributes", async () => {
    const answers = [await get("/nonce-in-text"), await get("/nonce-in-text")];
    expect(answers.map((answer) => answer.cache)).toEqual(["MISS", "MISS"]);
    for (const answer of answers) expect(answer.bodyNonces).toEqual([answer.policyNonce]);
  });

  it("never keeps a page with an inline script the shop did not write with the render's nonce", async () => {
    const answers = [await get("/injected"), await get("/injected")];
    expect(answers.map((answer) => answer.cache)).toEqual(["MISS", "MISS"]);
    for (const { response, policyNonce } of answers) {
      // Each answer keeps its nonce-only policy: the browser blocks the foreign script.
      const policy = response.headers.get("content-security-policy")!;
      expect(policyNonce).toBeTruthy();
      expect(policy).not.toContain(sha256("steal()"));
      expect(policy).not.toMatch(/'sha256-/);
    }
    // A page whose every runnable inline script carries the nonce is kept, allowed by their hashes.
    await get("/statuses");
    const hit = await get("/statuses");
    expect(hit.cache).toBe("HIT");
    expect(hit.response.headers.get("content-security-policy")).toContain(sha256("1"));
  });

  it("answers HEAD from the same page, without a body", async () => {
    const head = await get("/faq", {}, "HEAD");
    expect(head.cache).toBe("MISS");
    expect(head.body).toBe("");
    const again = await get("/faq", {}, "HEAD");
    expect(again.cache).toBe("HIT");
    expect(Number(again.response.headers.get("content-length"))).toBeGreaterThan(1000);
    expect((await get("/faq")).cache).toBe("HIT");
    expect(rendersOf("/faq")).toBe(1);
  });

  it("answers a repeat visit with 304 from the ETag, without a policy", async () => {
    const first = await get("/warranty");
    const etag = first.response.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const repeat = await get("/warranty", { "If-None-Match": `W/${etag}` });
    expect(repeat.response.status).toBe(304);
    expect(repeat.body).toBe("");
    expect(repeat.response.headers.get("content-security-policy")).toBeNull();
    version++;
    invalidate([CacheTag.settings]);
    const changed = await get("/warranty", { "If-None-Match": etag });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get("etag")).not.toBe(etag);
  });

  it("never stores a signed-in, authorized, API or unsafe request", async () => {
    for (const [path, headers, method] of [
      ["/contacts", { Cookie: "__session=abc" }, "GET"],
      ["/contacts", { Cookie: "cookieConsent=true; __registration=abc" }, "GET"],
      ["/contacts", { Cookie: "__auth_flow=abc" }, "GET"],
      ["/contacts", { Cookie: "unknown=1" }, "GET"],
      ["/contacts", { Authorization: "Bearer x" }, "GET"],
      ["/contacts", {}, "POST"],
    ] as const) {
      const answer = await get(path, headers, method);
      expect(answer.cache, `${method} ${path}`).toBe("BYPASS");
      expect(answer.bodyNonces).toEqual([answer.policyNonce]);
    }
    expect(pageCacheStats().pages).toBe(0);
    expect((await get("/contacts", { Cookie: "__session=abc" })).cache).toBe("BYPASS");
  });

  it("never stores an answer that sets a cookie, is private, failed or moved", async () => {
    for (const path of ["/sets-cookie", "/private", "/broken", "/moved"]) {
      const first = await get(path);
      const second = await get(path);
      expect([first.cache, second.cache], path).toEqual(["MISS", "MISS"]);
      expect(rendersOf(path), path).toBe(2);
    }
    expect((await get("/sets-cookie")).response.headers.get("set-cookie")).toBe("seen=1; Path=/");
    expect((await get("/moved")).response.headers.get("location")).toBe("/statuses");
    // A 404 is a page like any other: unknown addresses are asked for again and again.
    expect([(await get("/missing")).cache, (await get("/missing")).response.status]).toEqual(["MISS", 404]);
    expect((await get("/missing")).cache).toBe("HIT");
  });

  it("keeps API answers only when they say they are public", async () => {
    expect([(await get("/api/catalogue")).cache, (await get("/api/catalogue")).cache]).toEqual([
      "MISS",
      "HIT",
    ]);
    const plain = [await get("/api/plain"), await get("/api/plain")];
    expect(plain.map((answer) => answer.cache)).toEqual(["MISS", "MISS"]);
    expect(plain[1].response.headers.get("cache-control")).toBeNull();
    expect((await get("/api/catalogue", { Authorization: "Bearer x" })).cache).toBe("BYPASS");
  });

  it("keeps one page per preference the markup shows", async () => {
    expect((await get("/programs")).cache).toBe("MISS");
    expect((await get("/programs", { Cookie: "cookieConsent=true" })).cache).toBe("MISS");
    expect((await get("/programs", { Cookie: "cookieConsent=true; notificationHash=0a1b2c3d" })).cache).toBe(
      "MISS",
    );
    // A cookie nobody checked might change the page: not shared.
    expect((await get("/programs", { Cookie: "cookieConsent=true; theme=x" })).cache).toBe("BYPASS");
    expect((await get("/programs", { Cookie: "notificationHash=<script>" })).cache).toBe("HIT");
    const key = (cookie: string) => pageCacheKey({ method: "GET", originalUrl: "/", headers: { cookie } });
    expect(key("cookieConsent=false")).toBe(key(""));
    expect(key("__session=1; cookieConsent=true")).toBeNull();
  });

  it("drops the pages that read data a write changed, and only those", async () => {
    await get("/statuses");
    await get("/contacts");
    const tagged = await get("/statuses");
    expect(tagged.cache).toBe("HIT");
    expect(tagged.response.headers.get("cache-tag")).toBe("page,cheats,settings");
    expect(tagged.response.headers.get("surrogate-key")).toBe("page cheats settings");
    version++;
    invalidate([CacheTag.cheats]);
    const after = await get("/statuses");
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain(`/statuses v${version}`);
    // The contacts page read no cheats: still served from memory.
    expect((await get("/contacts")).cache).toBe("HIT");
  });

  it("does not keep a page whose render a write overtook", async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const pending = get("/statuses");
    await vi.waitFor(() => expect(rendersOf("/statuses")).toBeGreaterThan(0));
    invalidate([CacheTag.cheats]);
    release();
    gate = null;
    expect((await pending).cache).toBe("MISS");
    expect((await get("/statuses")).cache).toBe("MISS");
    expect((await get("/statuses")).cache).toBe("HIT");
  });

  it("answers a request that came after a write with a render of its own, not one begun before", async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const before = get("/statuses");
    await vi.waitFor(() => expect(rendersOf("/statuses")).toBe(1));
    version++;
    invalidate([CacheTag.cheats]);
    const after = get("/statuses");
    await vi.waitFor(() => expect(rendersOf("/statuses")).toBe(2));
    release();
    gate = null;
    expect((await before).body).toContain(`/statuses v${version - 1} `);
    expect((await after).body).toContain(`/statuses v${version} `);
    // The newer render is the one kept.
    const again = await get("/statuses");
    expect([again.cache, again.body.includes(`/statuses v${version} `)]).toEqual(["HIT", true]);
  });

  it("lets concurrent misses share one render", async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const answers = Array.from({ length: 6 }, () => get("/sitemap"));
    // All six are waiting on the one render before it may finish (a request still on its way
    // when it ends would find the stored page: a HIT, not a shared miss).
    await vi.waitFor(() => expect(reachedRender.filter((path) => path === "/sitemap")).toHaveLength(6));
    expect(rendersOf("/sitemap")).toBe(1);
    release();
    gate = null;
    const done = await Promise.all(answers);
    expect(rendersOf("/sitemap")).toBe(1);
    expect(done.every((answer) => answer.cache === "MISS" && answer.body === done[0].body)).toBe(true);
  });

  it("serves a stale page once while one render refreshes it", async () => {
    ttlSeconds = 1;
    await get("/dma");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5_000 });
    const stale = await get("/dma");
    expect(stale.cache).toBe("HIT");
    await vi.waitFor(() => expect(rendersOf("/dma")).toBe(2));
    vi.useRealTimers();
    expect((await get("/dma")).cache).toBe("HIT");
    expect(rendersOf("/dma")).toBe(2);
  });

  it("keeps pages within its byte budget, least recently used out first", async () => {
    // What one page takes: its bytes in each coding, its key and a fixed allowance for its record.
    await get("/a");
    const size = pageCacheStats().bytes;
    expect(size).toBeGreaterThan(Buffer.byteLength((await get("/a")).body) + 512);
    // Room for two such pages, not three (compressed lengths differ by a few bytes between pages).
    setPageCacheBytes(Math.floor(size * 2.5));
    await get("/b");
    await get("/a"); // a is used again: b is now the oldest
    await get("/c");
    expect(pageCacheStats().pages).toBe(2);
    expect(pageCacheStats().bytes).toBeLessThanOrEqual(size * 2.5);
    expect((await get("/a")).cache).toBe("HIT");
    expect((await get("/b")).cache).toBe("MISS");
    setPageCacheBytes(0);
    expect(pageCacheStats()).toMatchObject({ pages: 0, bytes: 0 });
    expect([(await get("/a")).cache, (await get("/a")).cache]).toEqual(["MISS", "MISS"]);
  });
});
