// Search engines and link previews (issue "phone buy path and standards", item 5): every sitemap
// page in both languages carries a canonical address, complete Open Graph tags with a real
// picture and a Twitter card; product pages describe what they sell as schema.org Product +
// Offer, breadcrumbs as BreadcrumbList, and the home page the shop (Organization) and its search
// (WebSite + SearchAction). Each JSON-LD block is checked against schema.org's required
// properties for its type.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStore } from "~/services/storage/disk-store.server";
import { placeSeedPictures } from "../../drizzle/seed/pictures";
import { startLiveServer, type LiveServer } from "../support/live-server";
import { testDatabases } from "../support/databases";
import { requireProductionBuild } from "../support/production-build";

type Attributes = Record<string, string>;
type Ld = Record<string, unknown>;

/** The attributes of every `<tag …>` in `html` (React writes them quoted, entities escaped). */
function tags(html: string, tag: string): Attributes[] {
  const decode = (value: string) =>
    value
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, "g"))].map(([, body]) =>
    Object.fromEntries(
      [...body.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]),
    ),
  );
}

const meta = (html: string, key: string) =>
  tags(html, "meta")
    .filter((m) => m.property === key || m.name === key)
    .map((m) => m.content);

function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(([, text]) => {
    const parsed = JSON.parse(text) as Ld | Ld[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const ABSOLUTE = /^https?:\/\/[^/]+\//;
const AVAILABILITY = ["https://schema.org/InStock", "https://schema.org/OutOfStock"];

/** What schema.org (and the search engines' rich results) require of each type the shop writes. */
function problemsOf(ld: Ld, canonical: string): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${String(ld["@type"])}: ${what}`);
  };
  need(ld["@context"] === "https://schema.org", "@context");
  switch (ld["@type"]) {
    case "Product": {
      need(typeof ld.name === "string" && ld.name, "name");
      const offers = ld.offers as Ld[] | undefined;
      need(Array.isArray(offers) && offers.length > 0, "offers");
      for (const offer of offers ?? []) {
        need(offer["@type"] === "Offer", "Offer @type");
        need(
          typeof offer.price === "string" && /^\d+\.\d{2}$/.test(offer.price),
          `Offer price ${String(offer.price)}`,
        );
        need(offer.priceCurrency === "RUB" || offer.priceCurrency === "USD", "Offer priceCurrency");
        need(AVAILABILITY.includes(String(offer.availability)), "Offer availability");
        need(offer.url === canonical, "Offer url is the page's canonical address");
      }
      for (const image of (ld.image as string[] | undefined) ?? [])
        need(ABSOLUTE.test(image), "absolute image");
      break;
    }
    case "BreadcrumbList": {
      const items = ld.itemListElement as Ld[] | undefined;
      need(Array.isArray(items) && items.length >= 2, "itemListElement");
      (items ?? []).forEach((item, index) => {
        need(item["@type"] === "ListItem", "ListItem @type");
        need(item.position === index + 1, "ListItem position");
        need(typeof item.name === "string" && item.name, "ListItem name");
        need(ABSOLUTE.test(String(item.item)), "ListItem item");
      });
      break;
    }
    case "Organization":
      need(ld.name, "name");
      need(ABSOLUTE.test(String(ld.url)), "url");
      need(ABSOLUTE.test(String(ld.logo)), "logo");
      break;
    case "WebSite": {
      need(ld.name, "name");
      need(ABSOLUTE.test(String(ld.url)), "url");
      const action = ld.potentialAction as Ld | undefined;
      const target = action?.target as Ld | undefined;
      need(action?.["@type"] === "SearchAction", "SearchAction");
      need(String(target?.urlTemplate).includes("{search_term_string}"), "SearchAction urlTemplate");
      need(action?.["query-input"] === "required name=search_term_string", "SearchAction query-input");
      break;
    }
    default:
      problems.push(`unexpected @type ${String(ld["@type"])}`);
  }
  return problems;
}

// One database is enough: what is checked is the markup, the same on PGlite and Postgres.
const [database] = testDatabases();

describe("structured data, canonical addresses and sharing tags", () => {
  let server: LiveServer;
  const pages = new Map<string, string>();
  let origin = "";

  beforeAll(async () => {
    requireProductionBuild();
    // The seeded database names the seed's pictures; this server's own folder gets their files,
    // as a first start's seed would copy them, so the shared pictures can be fetched.
    const dataDir = `tmp/test-structured-data-${process.pid}`;
    await placeSeedPictures(diskStore(path.resolve(dataDir)));
    server = await startLiveServer(database.name, { DATA_DIR: dataDir }, { seeded: true });
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc.replaceAll("&amp;", "&")),
    );
    origin = locs[0].origin;
    const paths = locs.map((u) => u.pathname + u.search);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < paths.length) {
          const path = paths[next++];
          const response = await fetch(server.url + path);
          expect(response.status, path).toBe(200);
          pages.set(path, await response.text());
        }
      }),
    );
  }, 180_000);
  afterAll(() => server?.stop());

  it("gives every page one canonical address, Open Graph with a locale and a picture, and a Twitter card", () => {
    expect(pages.size).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const [path, html] of pages) {
      const english = path === "/en" || path.startsWith("/en/");
      const canonicals = tags(html, "link").filter((l) => l.rel === "canonical");
      const url = canonicals[0]?.href;
      const check = (ok: boolean, what: string) => {
        if (!ok) problems.push(`${path}: ${what}`);
      };
      check(canonicals.length === 1, `${canonicals.length} canonical links`);
      check(
        Boolean(url?.startsWith(`${origin}/`) || url === origin),
        `canonical ${url} on the public origin`,
      );
      check(meta(html, "og:url").join() === url, "og:url is the canonical address");
      check(["website", "product"].includes(meta(html, "og:type")[0]), "og:type");
      check(meta(html, "og:locale").join() === (english ? "en_US" : "ru_RU"), "og:locale");
      check(
        meta(html, "og:locale:alternate").join() === (english ? "ru_RU" : "en_US"),
        "og:locale:alternate",
      );
      check(meta(html, "og:title").length === 1, "og:title");
      const images = meta(html, "og:image");
      check(images.length >= 1 && images.every((image) => ABSOLUTE.test(image)), "absolute og:image");
      check(meta(html, "twitter:card").join() === "summary_large_image", "twitter:card");
    }
    expect(problems).toEqual([]);
  });

  it("shares a real picture from every page: each og:image answers with an image", async () => {
    const images = new Set([...pages.values()].flatMap((html) => meta(html, "og:image")));
    expect(images.size).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const image of images) {
      const response = await fetch(server.url + new URL(image).pathname);
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || !type.startsWith("image/")) broken.push(`${image}: ${response.status} ${type}`);
      await response.arrayBuffer();
    }
    expect(broken).toEqual([]);
  });

  it("describes products, breadcrumbs, the shop and its search by schema.org's required properties", () => {
    const problems: string[] = [];
    const seen = new Map<string, number>();
    const availability = new Set<string>();
    for (const [path, html] of pages) {
      const canonical = tags(html, "link").find((l) => l.rel === "canonical")!.href;
      const blocks = jsonLd(html);
      for (const ld of blocks) {
        problems.push(...problemsOf(ld, canonical).map((p) => `${path}: ${p}`));
        seen.set(String(ld["@type"]), (seen.get(String(ld["@type"])) ?? 0) + 1);
        for (const offer of (ld.offers as Ld[] | undefined) ?? [])
          availability.add(String(offer.availability));
      }
      const types = blocks.map((ld) => ld["@type"]);
      const english = path === "/en" || path.startsWith("/en/");
      // Wherever breadcrumbs show, their trail is there too.
      if (html.includes('data-testid="breadcrumbs"') && !types.includes("BreadcrumbList"))
        problems.push(`${path}: breadcrumbs without a BreadcrumbList`);
      // Every product page that has a price says what it sells, in its site's currency.
      if (/^(\/en)?\/(cheat|account)\//.test(path)) {
        const product = blocks.find((ld) => ld["@type"] === "Product");
        if (html.includes('data-testid="buy-option"') && !product) problems.push(`${path}: no Product`);
        for (const offer of (product?.offers as Ld[] | undefined) ?? [])
          if (offer.priceCurrency !== (english ? "USD" : "RUB"))
            problems.push(`${path}: ${String(offer.priceCurrency)}`);
      }
      if (path === "/" || path === "/en")
        for (const type of ["Organization", "WebSite"])
          if (!types.includes(type)) problems.push(`${path}: no ${type}`);
    }
    expect(problems).toEqual([]);
    // Cheats, DMA devices and accounts in both languages, and a trail on every catalogue page.
    expect(seen.get("Product")).toBeGreaterThan(40);
    expect(seen.get("BreadcrumbList")).toBeGreaterThan(60);
    expect(seen.get("Organization")).toBe(2);
    expect(seen.get("WebSite")).toBe(2);
    // Availability comes from the real stock: the seed leaves some options without keys.
    expect([...availability].sort()).toEqual(AVAILABILITY);
  });

  it("keeps one address for a product reached by its short path, and a search box for each site", async () => {
    const cheat = [...pages.keys()].find((p) => p.startsWith("/cheat/"))!;
    const html = pages.get(cheat)!;
    expect(tags(html, "link").find((l) => l.rel === "canonical")!.href).toBe(origin + cheat);
    expect(meta(html, "og:type")).toEqual(["product"]);
    // /{game}/{cheat} shows the same page: its canonical address is the /cheat/ one.
    const short = await (await fetch(server.url + cheat.replace(/^\/cheat/, ""))).text();
    expect(
      tags(short, "link")
        .filter((l) => l.rel === "canonical")
        .map((l) => l.href),
    ).toEqual([origin + cheat]);
    const website = jsonLd(pages.get("/en")!).find((ld) => ld["@type"] === "WebSite")!;
    expect((website.potentialAction as Ld).target).toEqual({
      "@type": "EntryPoint",
      urlTemplate: `${origin}/en/search?q={search_term_string}`,
    });
  });
});
