// What the production server sends for pages that need no browser to check: the legal pages,
// contacts, warranty and not-found pages in both languages, the bytes of every sitemap page and
// GET JSON API (valid UTF-8, never a U+0000: decision 0014), the header API and the catalogue's
// cache headers. Each is one HTTP request here instead of a browser run per project.
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cheats, games } from "~/db/schema";
import { mintActor, type Actor } from "../support/actors";
import { startLiveServer, type LiveServer } from "../support/live-server";
import { testDatabases } from "../support/databases";
import { langs, prefix, tr } from "../support/locales";
import { requireProductionBuild } from "../support/production-build";
import { rawRequest } from "../support/raw-http";

/** A page as the browser receives it, parsed. */
async function page(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: "manual", ...init });
  const html = await response.text();
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? null;
  return { response, document, text };
}

const legalPages = [
  { path: "/privacy-policy", key: "privacyPolicy" },
  { path: "/term-of-use", key: "termOfUse" },
  { path: "/payment-and-delivery", key: "paymentAndDelivery" },
  { path: "/personal", key: "personal" },
  { path: "/offer-agreement", key: "offerAgreement" },
];

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

describe.each(testDatabases())("pages and answers over HTTP on $name", (database) => {
  let server: LiveServer;
  let customer: Actor;
  let url: (path: string) => string;

  beforeAll(async () => {
    requireProductionBuild();
    server = await startLiveServer(database.name, {}, { seeded: true });
    url = (p: string) => server.url + p;
    // The seeded customer, whose purchases and bonus show in the signed-in answers.
    customer = await mintActor({ email: "player@nocturn.gg" });
  });
  afterAll(() => server?.stop());

  /** What is wrong with a response: its status, a U+0000 byte or invalid UTF-8; null when nothing. */
  async function fault(path: string, cookie?: string): Promise<string | null> {
    const response = await fetch(url(path), { redirect: "manual", headers: cookie ? { cookie } : {} });
    if (!response.ok) return `${path}: status ${response.status}`;
    const body = Buffer.from(await response.arrayBuffer());
    const nul = body.indexOf(0);
    if (nul !== -1) return `${path}: U+0000 at byte ${nul} of ${body.length}`;
    try {
      strictUtf8.decode(body);
    } catch {
      return `${path}: invalid UTF-8`;
    }
    return null;
  }

  /** The faults of all paths, fetched eight at a time. */
  async function faults(paths: string[], cookie?: string) {
    const found: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const problem = await fault(paths[next++], cookie);
        if (problem) found.push(problem);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    return found.sort();
  }

  for (const lang of langs) {
    it(`${lang}: every legal page shows its whole document`, async () => {
      for (const { path: p, key } of legalPages) {
        const { response, document, text } = await page(url(prefix(lang) + p));
        expect(response.status, p).toBe(200);
        expect(document.documentElement.getAttribute("lang")).toBe(lang);
        expect(text("title"), p).toBe(tr(lang, `${key}.metaTitle`, "legal"));
        const doc = document.querySelector(`[data-testid="legal-${key}"]`)!;
        expect(doc.querySelector("h1")?.textContent?.trim(), p).toBe(tr(lang, `${key}.title`, "legal"));
        const sections = tr(lang, `${key}.sections`, "legal") as unknown as { heading: string }[];
        const headings = [...doc.querySelectorAll("section[id^=section-] h2")].map((h) =>
          h.textContent?.trim(),
        );
        expect(headings.length, p).toBe(sections.length);
        expect(headings.at(-1)).toBe(sections.at(-1)!.heading);
        const warning = text('[data-testid="legal-warning"]');
        if (key === "termOfUse") expect(warning).toContain(tr(lang, "termOfUse.warning", "legal"));
        else expect(warning, p).toBeNull();
        if (key === "paymentAndDelivery")
          expect(document.querySelectorAll('[data-testid="payment-logos"] li').length).toBe(7);
      }
    });

    it(`${lang}: the legal texts state the business rules`, async () => {
      const terms = (await page(url(`${prefix(lang)}/term-of-use`))).text('[data-testid="legal-termOfUse"]');
      expect(terms).toContain("19.04.2021");
      const privacy = (await page(url(`${prefix(lang)}/privacy-policy`))).text(
        '[data-testid="legal-privacyPolicy"]',
      );
      expect(privacy).toMatch(/30/);
      expect(privacy).toMatch(/7/);
      expect(privacy).toContain("support@nocturn.gg");
    });

    it(`${lang}: contacts show the e-mail, links, instruction and address`, async () => {
      const { document, text } = await page(url(`${prefix(lang)}/contacts`));
      expect(text("h1")).toBe(tr(lang, "contacts.title", "legal"));
      expect(document.querySelector('[data-testid="copy-email"]')?.getAttribute("href")).toBe(
        "mailto:support@nocturn.gg",
      );
      expect(text('[data-testid="address"]')).toBe(tr(lang, "contacts.address", "legal"));
      expect(document.querySelector('[data-testid="messenger-link"]')?.getAttribute("target")).toBe("_blank");
      expect(text('[data-testid="support-redirect"]')).toContain(tr(lang, "contacts.redirectTitle", "legal"));
      const steps = tr(lang, "contacts.instruction", "legal") as unknown as string[];
      expect(document.body.textContent).toContain(steps[0]);
    });

    it(`${lang}: warranty lists seven items with pictures and links to reviews`, async () => {
      const { document } = await page(url(`${prefix(lang)}/warranty`));
      const items = [...document.querySelectorAll('[data-testid="warranty-item"]')];
      expect(items).toHaveLength(7);
      const reviews = items[6].querySelector('[data-testid="reviews-link"]')!;
      expect(reviews.getAttribute("href")).toMatch(/^https:\/\//);
      expect(reviews.getAttribute("target")).toBe("_blank");
      const image = items[0].querySelector("img")!;
      expect(image.getAttribute("width")).toBe("640");
      expect(image.getAttribute("src")).toMatch(/^\/media\/seed\/horizontal-warranty-1-\w+\.(jpg|webp)$/);
    });

    it(`${lang}: unknown paths answer 404 with the not-found page; /not-found answers 200`, async () => {
      const missing = await page(url(`${prefix(lang)}/no-such-page/at-all`));
      expect(missing.response.status).toBe(404);
      expect(missing.document.documentElement.getAttribute("lang")).toBe(lang);
      const notFound = missing.document.querySelector('[data-testid="not-found"]')!;
      expect(notFound.textContent).toContain("#404");
      expect(notFound.querySelector("h1")?.textContent?.trim()).toBe(tr(lang, "notFound.title"));
      const home = [...notFound.querySelectorAll("a")].find(
        (a) => a.textContent?.trim() === tr(lang, "notFound.home"),
      );
      expect(home?.getAttribute("href")).toBe(lang === "en" ? "/en" : "/");
      const page200 = await page(url(`${prefix(lang)}/not-found`));
      expect(page200.response.status).toBe(200);
      expect(page200.text('[data-testid="not-found"]')).toContain(tr(lang, "notFound.title"));
    });
  }

  it("answers a page's URL variants with 301 to its one address, query kept", async () => {
    for (const [variant, canonical] of [
      ["/en/", "/en"],
      ["/catalog/", "/catalog"],
      ["/Catalog", "/catalog"],
      ["/EN/catalog?page=2", "/en/catalog?page=2"],
    ]) {
      const response = await fetch(url(variant), { redirect: "manual" });
      expect([variant, response.status, response.headers.get("location")]).toEqual([variant, 301, canonical]);
    }
    // The canonical page names itself.
    const { document } = await page(url("/en/catalog"));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/en\/catalog$/);
  });

  it("an unknown language prefix is a 404", async () => {
    const { response, document } = await page(url("/de/anything"));
    expect(response.status).toBe(404);
    expect(document.querySelector('[data-testid="not-found"]')).not.toBeNull();
    // A way on: the shop's search (a plain GET form) and the month's popular games, in its language.
    const search = document.querySelector('[data-testid="not-found-search"]');
    expect(search?.getAttribute("action")).toBe("/search");
    expect(search?.getAttribute("method")).toBe("get");
    const popular = [...document.querySelectorAll('[data-testid="not-found-popular"] a')];
    expect(popular.length).toBeGreaterThan(2);
    for (const link of popular) expect(link.getAttribute("href")).toMatch(/^\/game\//);
    const english = await page(url("/en/no-such-page"));
    expect(english.document.querySelector('[data-testid="not-found-search"]')?.getAttribute("action")).toBe(
      "/en/search",
    );
    for (const link of english.document.querySelectorAll('[data-testid="not-found-popular"] a'))
      expect(link.getAttribute("href")).toMatch(/^\/en\/game\//);
  });

  it("GET /api/header answers the header data in each language", async () => {
    for (const lang of langs) {
      const response = await fetch(url(`/api/header?lang=${lang}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toContain("public");
      const body = await response.json();
      expect(body.listGames.list).toHaveLength(8);
      expect(body.listGames.count).toBeGreaterThanOrEqual(30);
      expect(body.accounts.list.length).toBeGreaterThan(0);
      expect(body.accounts.list.length).toBeLessThanOrEqual(8);
      expect(body.listDma.list.length).toBeGreaterThan(0);
      expect(body.listDma.count).toBe(body.listDma.list.length);
      const [game, tags, count, minPrice] = body.bestGames[0];
      expect(game).toMatchObject({ name: expect.any(String), slug: expect.any(String) });
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.length).toBeLessThanOrEqual(2);
      expect(count).toBeGreaterThan(0);
      expect(minPrice.ru?.currency ?? 0).toBe(0);
      expect(minPrice.en?.currency ?? 1).toBe(1);
    }
    const ru = await (await fetch(url("/api/header"))).json();
    expect(ru.listGames.list[0].name).toMatch(/[а-яё]/i);
    expect((await fetch(url("/api/header?lang=de"))).status).toBe(400);
  });

  it("catalogue documents and data requests are publicly cacheable; the API answers 404 as JSON", async () => {
    // Browsers ask again every time (an ETag makes it a 304); a CDN may keep the page (decision 0018).
    for (const p of [
      "/catalog",
      "/en/game/iron-frontier",
      "/cheat/iron-frontier/phantom-esp",
      "/catalog.data",
    ]) {
      const headers = (await fetch(url(p))).headers;
      expect(headers.get("cache-control"), p).toBe("public, max-age=0, must-revalidate");
      expect(headers.get("cdn-cache-control"), p).toMatch(
        /^public, max-age=\d+, stale-while-revalidate=\d+$/,
      );
      expect(headers.get("cache-tag"), p).toMatch(/^page,/);
      expect(headers.get("etag"), p).toBeTruthy();
      expect(headers.get("vary") ?? "", p).not.toMatch(/cookie/i);
    }
    const signedIn = await fetch(url("/catalog"), { headers: { cookie: "__session=abc" } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("x-cache")).toBe("BYPASS");
    const missing = await fetch(url("/api/games/slug/no-such-game"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: "GAME_NOT_FOUND", message: "Игра не найдена" });
    // An English client (Accept-Language) reads it in English; `?lang=` names the language first.
    const english = await fetch(url("/api/games/slug/no-such-game"), {
      headers: { "Accept-Language": "en-GB,ru;q=0.5" },
    });
    expect(await english.json()).toEqual({ code: "GAME_NOT_FOUND", message: "Game not found" });
    const named = await fetch(url("/api/games/slug/no-such-game?lang=ru"), {
      headers: { "Accept-Language": "en" },
    });
    expect((await named.json()).message).toBe("Игра не найдена");
  });

  it("keeps an unpublished product's page (out of stock, SPEC §4) out of search engines", async () => {
    const [hidden] = await db()
      .select({ slug: cheats.slug, gameSlug: games.slug })
      .from(cheats)
      .leftJoin(games, eq(games.id, cheats.gameId))
      .where(eq(cheats.isPublished, false))
      .limit(1);
    const noindex = /<meta name="robots" content="noindex"\/?>/;
    for (const lang of langs) {
      const page = await fetch(url(`${prefix(lang)}/cheat/${hidden.gameSlug ?? "dma"}/${hidden.slug}`));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(noindex);
      expect(html).toContain('data-state="out-of-stock"');
      expect(await (await fetch(url(`${prefix(lang)}/cheat/iron-frontier/phantom-esp`))).text()).not.toMatch(
        noindex,
      );
    }
  });

  it("every page of sitemap.xml, in both languages, is valid UTF-8 without U+0000", async () => {
    expect(await fault("/sitemap.xml")).toBeNull();
    const xml = await (await fetch(url("/sitemap.xml"))).text();
    // The sitemap names the public origin, which need not be the address this server listens on.
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const u = new URL(loc.replaceAll("&amp;", "&"));
      return u.pathname + u.search;
    });
    expect(paths.filter((p) => p === "/en" || p.startsWith("/en/")).length).toBeGreaterThan(30);
    expect(paths.filter((p) => p !== "/en" && !p.startsWith("/en/")).length).toBeGreaterThan(30);
    // Every published product, DMA devices and firmware (which belong to no game) included.
    const published = await db()
      .select({ slug: cheats.slug, gameSlug: games.slug })
      .from(cheats)
      .leftJoin(games, eq(games.id, cheats.gameId))
      .where(eq(cheats.isPublished, true));
    expect(published.filter((p) => p.gameSlug === null).length).toBeGreaterThan(5);
    for (const product of published) {
      const path = `/cheat/${product.gameSlug ?? "dma"}/${product.slug}`;
      expect(paths, path).toContain(path);
      expect(paths, path).toContain(`/en${path}`);
    }
    expect(await faults(paths)).toEqual([]);
  });

  it("a page that is not stored is compressed as it is sent, with brotli or gzip as asked", async () => {
    // The profile is personal: never kept by the page cache, so it goes through the streamed
    // compression (its brotli window set small, server/stored-body.ts STREAMED_BROTLI).
    const get = async (encoding: string) => {
      const { headers, bytes } = await rawRequest(url("/profile/personal"), {
        headers: { "Accept-Encoding": encoding, cookie: customer.cookie },
      });
      return { coding: headers["content-encoding"], cache: headers["x-cache"], body: bytes };
    };
    const [plain, br, gzip] = [await get("identity"), await get("gzip, br"), await get("gzip")];
    expect(plain).toMatchObject({ coding: undefined, cache: "BYPASS" });
    expect(br.coding).toBe("br");
    expect(gzip.coding).toBe("gzip");
    // The same document: only its nonce changes from one answer to the next.
    const shape = (html: string) => html.replace(/nonce="[^"]+"/g, "").length;
    expect(shape(zlib.brotliDecompressSync(br.body).toString())).toBe(shape(plain.body.toString()));
    expect(shape(zlib.gunzipSync(gzip.body).toString())).toBe(shape(plain.body.toString()));
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("sends the build's scripts, styles and icons as the build compressed them, as each browser accepts", async () => {
    const html = await (await fetch(url("/"))).text();
    const files = [
      /src="(\/assets\/entry\.client-[^"]+\.js)"|href="(\/assets\/entry\.client-[^"]+\.js)"/.exec(html),
      /href="(\/assets\/app-[^"]+\.css)"/.exec(html),
      /href="(\/assets\/icons-[^"#]+\.svg)#/.exec(html),
    ].map((match) => match?.slice(1).find(Boolean));
    expect(files.every(Boolean), String(files)).toBe(true);
    for (const file of files as string[]) {
      const get = async (encoding: string) => {
        const { status, headers, bytes } = await rawRequest(url(file), {
          headers: { "Accept-Encoding": encoding },
        });
        expect(status, file).toBe(200);
        expect(headers["cache-control"], file).toContain("immutable");
        expect(headers.vary, file).toMatch(/Accept-Encoding/i);
        return { coding: headers["content-encoding"], type: headers["content-type"], body: bytes };
      };
      const [plain, br, gzip, refused] = [
        await get("identity"),
        await get("gzip, deflate, br"),
        await get("gzip"),
        await get("br;q=0, gzip"),
      ];
      expect(plain.coding, file).toBeUndefined();
      expect(br.coding, file).toBe("br");
      expect(gzip.coding, file).toBe("gzip");
      expect(refused.coding, file).toBe("gzip");
      for (const coded of [br, gzip]) expect(coded.type?.toLowerCase(), file).toBe(plain.type?.toLowerCase());
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
      expect(zlib.gunzipSync(gzip.body).equals(plain.body), file).toBe(true);
      // Compressed at the build's leisure: brotli's best, smaller than gzip's best.
      expect(br.body.length, file).toBeLessThan(gzip.body.length);
    }
  });

  it("every GET JSON API of SPEC §7.1, in both languages, is valid UTF-8 without U+0000", async () => {
    type Slugged = { slug: string };
    const json = async <T>(p: string) => {
      const response = await fetch(url(p));
      expect(response.ok, p).toBe(true);
      return (await response.json()) as T;
    };
    const paths: string[] = ["/api/settings", "/api/ai-chat/start"];
    for (const lang of langs) {
      const q = `lang=${lang}`;
      const games = await json<{ list: Slugged[] }>(`/api/games/home?${q}`);
      const game = games.list[0];
      const { cheats } = await json<{ cheats: (Slugged & { game: Slugged | null })[] }>(
        `/api/games/slug/${game.slug}?${q}`,
      );
      const cheat = cheats.find((c) => c.game)!;
      const accounts = await json<{ list: Slugged[] }>(`/api/accounts/home?${q}`);
      const problems = await json<{ list: Slugged[] }>(`/api/problems/home?${q}`);
      const header = await json<{ listGames: { list: { name: string }[] } }>(`/api/header?${q}`);
      const words = header.listGames.list[0].name.slice(0, 3);
      paths.push(
        ...[
          "/api/header",
          "/api/best-games/home",
          `/api/search?q=${encodeURIComponent(words)}`,
          "/api/games/home?page=2",
          `/api/games/home?search=${encodeURIComponent(words)}`,
          "/api/games/statuses",
          `/api/games/slug/${game.slug}`,
          `/api/games/recommendations/${game.slug}`,
          `/api/cheats/slugs/${cheat.game!.slug}/${cheat.slug}`,
          `/api/cheats/requirements/${cheat.game!.slug}/${cheat.slug}`,
          "/api/cheats/dma-cheats",
          "/api/cheats/dma-components",
          "/api/cheats/dma-firmwares",
          "/api/accounts/home",
          `/api/accounts/slug/${accounts.list[0].slug}`,
          "/api/problems/home",
          `/api/problems/slug/${problems.list[0].slug}`,
          "/api/users/purchases",
          "/api/users/bonuses",
          "/api/users/profile",
        ].map((p) => `${p}${p.includes("?") ? "&" : "?"}${q}`),
      );
    }
    // The signed-in answers too (profile, purchases, bonuses), as a signed-in customer's browser.
    expect(await faults(paths, customer.cookie)).toEqual([]);
  });

  it.each(langs)("%s: the bonus page names only the currencies the customer spent in", async (lang) => {
    // The seeded customer paid in rubles only: no "and $0".
    const { document } = await page(url(`${prefix(lang)}/profile/bonuses`), {
      headers: { cookie: customer.cookie },
    });
    const spent = document.querySelector('[data-testid="bonus-spent"]')?.textContent ?? "";
    expect(spent).toMatch(/₽/);
    expect(spent).not.toMatch(/\$|\bи\b|\band\b/);
  });
});
