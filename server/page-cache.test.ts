// The page cache's rules over real HTTP: a real Express app with the shop's nonce and CSP
// middleware, the page cache, and in place of Remix a handler that renders pages as Remix does
// (a nonce in every inline script, data read through the real data cache).
import type { Server } from "node:http";
import type { AppLoadContext } from "@remix-run/node";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cached, invalidateCache } from "../app/services/cache.server";
import { CacheTag, invalidate } from "../app/services/invalidation.server";
import {
  invalidatePages,
  pageCacheStats,
  setPageCacheBytes,
} from "../app/services/page-cache/page-store.server";
import { createPageCache, pageCacheKey, splitAtNonce } from "./page-cache";
import { cspNonce, securityHeaders } from "./security";

const renders: string[] = [];
/** Renders held back until released: for the render that an invalidation overtakes. */
let gate: Promise<void> | null = null;
let version = 1;

async function handle(request: Request, context: AppLoadContext) {
  const nonce = context.cspNonce!;
  const url = new URL(request.url);
  renders.push(url.pathname);
  if (gate) await gate;
  const page = (status = 200, headers: Record<string, string> = {}) =>
    new Response(
      `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head>` +
        `<body>${url.pathname} v${version} ${"é".repeat(600)}<script nonce="${nonce}">2</script></body></html>`,
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
  app.use(cspNonce);
  app.use(securityHeaders({ dev: false }));
  app.all(
    "*",
    createPageCache({
      handle,
      context: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
      enabled: true,
      get ttlSeconds() {
        return ttlSeconds;
      },
      edgeSeconds: 60,
    }),
  );
  return new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => {
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      resolve();
    });
  });
}

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(base + path, { headers, method, redirect: "manual" });
  const body = await response.text();
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const bodyNonces = [...new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
  return { response, body, cache: response.headers.get("x-cache"), policyNonce, bodyNonces };
}

const rendersOf = (path: string) => renders.filter((p) => p === path).length;

describe("the page cache", () => {
  beforeAll(startApp);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    renders.length = 0;
    setPageCacheBytes(64 * 1024 * 1024);
    invalidateCache();
    invalidatePages();
    vi.useRealTimers();
    ttlSeconds = 60;
  });

  it("renders once, then answers from memory with a fresh nonce every time", async () => {
    const first = await get("/catalog");
    const second = await get("/catalog");
    const third = await get("/catalog");
    expect([first.cache, second.cache, third.cache]).toEqual(["MISS", "HIT", "HIT"]);
    expect(rendersOf("/catalog")).toBe(1);
    const nonces = [first, second, third].map((answer) => {
      expect(answer.bodyNonces).toHaveLength(1);
      expect(answer.bodyNonces[0]).toBe(answer.policyNonce);
      return answer.policyNonce;
    });
    expect(new Set(nonces).size).toBe(3);
    // Apart from the nonce, byte for byte the same page.
    const strip = (body: string, nonce?: string) => body.replaceAll(nonce!, "N");
    expect(strip(second.body, second.policyNonce)).toBe(strip(first.body, first.policyNonce));
    expect(second.response.headers.get("content-length")).toBe(String(Buffer.byteLength(second.body)));
    expect(second.response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(second.response.headers.get("cdn-cache-control")).toMatch(/^public, max-age=60/);
    expect(second.response.headers.get("vary") ?? "").not.toMatch(/cookie/i);
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

  it("answers a repeat visit with 304 from the ETag, without a nonce", async () => {
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

  it("lets concurrent misses share one render, each with its own nonce", async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const answers = Array.from({ length: 6 }, () => get("/sitemap"));
    await vi.waitFor(() => expect(rendersOf("/sitemap")).toBe(1));
    release();
    gate = null;
    const done = await Promise.all(answers);
    expect(rendersOf("/sitemap")).toBe(1);
    expect(
      done.every((answer) => answer.cache === "MISS" && answer.bodyNonces[0] === answer.policyNonce),
    ).toBe(true);
    expect(new Set(done.map((answer) => answer.policyNonce)).size).toBe(6);
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
    // What one page takes: its bytes, its key and a fixed allowance for its record.
    const size = Buffer.byteLength((await get("/a")).body) + 530;
    setPageCacheBytes(size * 2);
    await get("/b");
    await get("/a"); // a is used again: b is now the oldest
    await get("/c");
    expect(pageCacheStats().pages).toBe(2);
    expect(pageCacheStats().bytes).toBeLessThanOrEqual(size * 2);
    expect((await get("/a")).cache).toBe("HIT");
    expect((await get("/b")).cache).toBe("MISS");
    setPageCacheBytes(0);
    expect(pageCacheStats()).toMatchObject({ pages: 0, bytes: 0 });
    expect([(await get("/a")).cache, (await get("/a")).cache]).toEqual(["MISS", "MISS"]);
  });

  it("splits a body at every nonce", () => {
    const parts = splitAtNonce(Buffer.from("a=N1;b=N1;N1"), "N1");
    expect(parts.map(String)).toEqual(["a=", ";b=", ";", ""]);
  });
});
