// Per-language product names (decision 0037) as the production server sends them: a DMA device's
// and a firmware's page — heading, breadcrumb, <title> and schema.org Product — and their cards
// in /dma-components and /dma-firmware name them in Russian on the Russian site and in English on
// the English one; a game's cheat keeps its one name on both.
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiveServer, type LiveServer } from "../support/live-server";
import { testDatabases } from "../support/databases";
import { prefix } from "../support/locales";
import { requireProductionBuild } from "../support/production-build";

/** Seeded products and their names per site (drizzle/seed/data/cheats-dma.ts, cheats-game.ts). */
const PRODUCTS = [
  {
    path: "/cheat/dma/sentinel-75t-fpga-board",
    list: "/dma-components",
    names: { ru: "Плата Sentinel 75T (FPGA)", en: "Sentinel 75T FPGA board" },
  },
  {
    path: "/cheat/dma/echo-ssd-emulation-firmware",
    list: "/dma-firmware",
    names: { ru: "Прошивка Echo (эмуляция SSD)", en: "Echo SSD emulation firmware" },
  },
] as const;

// One database is enough: what is checked is the markup, the same on PGlite and Postgres.
const [database] = testDatabases();

describe("translated product names on the pages", () => {
  let server: LiveServer;

  beforeAll(async () => {
    requireProductionBuild();
    server = await startLiveServer(database.name, {}, { seeded: true });
  });
  afterAll(() => server?.stop());

  async function page(path: string) {
    const response = await fetch(server.url + path);
    expect(response.status, path).toBe(200);
    const window = new Window();
    const document = new window.DOMParser().parseFromString(await response.text(), "text/html");
    type Ld = Record<string, unknown>;
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
      const parsed = JSON.parse(script.textContent ?? "[]") as Ld | Ld[];
      return Array.isArray(parsed) ? parsed : [parsed];
    });
    const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? null;
    return { document, ld, text };
  }

  for (const product of PRODUCTS)
    for (const lang of ["ru", "en"] as const)
      it(`${product.path} and its card in ${product.list} name it "${product.names[lang]}" on the ${lang} site`, async () => {
        const name = product.names[lang];
        const { document, ld, text } = await page(prefix(lang) + product.path);
        expect(text("h1")).toBe(name);
        expect(text('[data-testid="breadcrumbs"] [aria-current="page"]')).toBe(name);
        expect(document.title).toContain(name);
        expect(ld.find((block) => block["@type"] === "Product")?.name).toBe(name);
        const trail = ld.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement as
          { name: string }[] | undefined;
        expect(trail?.at(-1)?.name).toBe(name);

        const list = await page(prefix(lang) + product.list);
        const card = list.document.querySelector(`a[href="${prefix(lang)}${product.path}"] h2`);
        expect(card?.textContent?.trim()).toBe(name);
      });

  it("a game's cheat has one name on both sites", async () => {
    const [ru, en] = await Promise.all([
      page("/cheat/iron-frontier/phantom-esp"),
      page("/en/cheat/iron-frontier/phantom-esp"),
    ]);
    expect(ru.text("h1")).toBe("Phantom ESP");
    expect(en.text("h1")).toBe("Phantom ESP");
  });
});
