import type { Locator, Page } from "@playwright/test";
import { expect, keepScreenshot, test, tr } from "./support";

type Lang = "ru" | "en";

/*
 * The generated product art, as a newcomer first meets it: the home page, a cheat's gallery,
 * /dma-components and a DMA device, at 375 and 1280 px in both languages (photographed and attached
 * to the report with E2E_SCREENSHOTS set). At each stop the test checks that the pictures are the
 * seed's artwork, that they loaded, and that no two items of a list share one.
 */

/** The `src` of every picture inside `scope` that has scrolled into view and loaded. */
async function loadedArt(page: Page, scope: Locator): Promise<string[]> {
  await scope.scrollIntoViewIfNeeded();
  const images = scope.locator('img[src^="/media/"]');
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  return images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""));
}

/** The cards of a list named `name` (the DMA pages name their grids by their title): its links. */
const cardsOf = (page: Page, name: string) => page.getByRole("list", { name, exact: true }).getByRole("link");

/** The home page's game cards: the links of the list under "All games" (not the category links). */
const homeGames = (page: Page, lang: Lang) =>
  page
    .getByRole("region", { name: tr(lang, "home.gamesTitle"), exact: true })
    .getByRole("list")
    .getByRole("link");

/** A product page's thumbnails: the items of the list in its gallery (a region named "Gallery"). */
const thumbnails = (page: Page, lang: Lang) =>
  page
    .getByRole("region", { name: tr(lang, "gallery.label"), exact: true })
    .getByRole("list")
    .getByRole("listitem");

function expectDistinct(sources: string[]) {
  expect(sources.length).toBeGreaterThan(1);
  expect(new Set(sources).size).toBe(sources.length);
}

for (const lang of ["ru", "en"] as const) {
  test(`${lang}: the home page, a cheat gallery, the DMA components and a device show their own art`, async ({
    page,
    baseURL,
  }, info) => {
    await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
    const prefix = lang === "en" ? "/en" : "";
    await page.goto(`${prefix}/dma-components`);
    const components = () => cardsOf(page, tr(lang, "dma.defaultTitle"));
    const device = await components().first().getAttribute("href");
    const stops = [
      {
        name: "home",
        path: prefix || "/",
        list: () => homeGames(page, lang),
      },
      {
        name: "cheat-gallery",
        path: `${prefix}/cheat/iron-frontier/phantom-esp`,
        list: () => thumbnails(page, lang),
      },
      { name: "dma-components", path: `${prefix}/dma-components`, list: components },
      { name: "dma-device", path: device!, list: () => thumbnails(page, lang) },
    ];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const stop of stops) {
        await page.goto(stop.path);
        // The first picture of each item (a card, a thumbnail), one item after another.
        const sources: string[] = [];
        for (const item of (await stop.list().all()).slice(0, 8))
          sources.push((await loadedArt(page, item))[0]);
        expectDistinct(sources);
        await page.evaluate(() => window.scrollTo(0, 0));
        await keepScreenshot(page, info, `${stop.name}-${lang}-${width}`, stop.name !== "home");
      }
    }
  });
}
