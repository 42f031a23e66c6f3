import type { Page } from "@playwright/test";
import { statusMeta } from "../../app/utils/status";
import {
  escapeRegExp,
  expect,
  langs,
  on,
  prefix,
  test,
  tr,
  translatedPattern,
  waitForHydration,
} from "./support";

type Lang = (typeof langs)[number];

/** The words of a status badge, any status ("Undetected ★", "Detected", …), matched whole. */
const anyStatus = (lang: Lang) =>
  new RegExp(
    `^(${Object.values(statusMeta)
      .map((meta) => escapeRegExp(tr(lang, `status.${meta.key}`)))
      .join("|")})$`,
  );

/** A list's cards: the links of the list named `name` (the DMA pages name theirs by their title). */
const cardsOf = (page: Page, name: string | RegExp) =>
  page.getByRole("list", { name, exact: true }).getByRole("link");

/** The "nothing found" line of a filtered list, naming the query. */
const notFoundLine = (page: Page, lang: Lang, query: string) =>
  page.getByText(translatedPattern(tr(lang, "list.notFound"), escapeRegExp(query)));

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

for (const lang of langs) {
  test(
    `${lang}: the DMA section: games, a game's DMA cheats, components and firmware with search and tabs`,
    { tag: [on.noJs] },
    async ({ page, jsEnabled }) => {
      await page.goto(`${prefix(lang)}/dma-cheats`);
      const tabs = page.getByRole("navigation", { name: tr(lang, "dma.tabsLabel"), exact: true });
      await expect(tabs.getByRole("link", { name: tr(lang, "nav.dmaCheats") })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const games = cardsOf(page, tr(lang, "dma.cheatsTitle"));
      await expect(games.first()).toBeVisible();
      await expect(games.first()).toHaveAttribute("href", new RegExp(`^${prefix(lang)}/dma-game/`));
      await games.first().click();
      await expect(page).toHaveURL(/\/dma-game\//);
      // The DMA cheats tab and the header's DMA tab stay highlighted on /dma-game/*.
      await expect(tabs.getByRole("link", { name: tr(lang, "nav.dmaCheats") })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const cards = cardsOf(page, translatedPattern(tr(lang, "dma.gameTitle")));
      await expect(cards.first()).toBeVisible();
      // DMA's own copy, not the game page's text, with the way to the hardware.
      // eslint-disable-next-line no-restricted-properties -- the copy under the list is a box with no role or name of its own (its headings name its parts)
      const text = page.getByTestId("game-text");
      await expect(text.getByRole("heading", { level: 2 }).first()).toHaveText(tr(lang, "dma.game.howTitle"));
      await expect(text.getByRole("link")).toHaveAttribute("href", `${prefix(lang)}/dma-components`);

      await page.goto(`${prefix(lang)}/dma-components`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(lang, "dma.defaultTitle"));
      const components = cardsOf(page, tr(lang, "dma.defaultTitle"));
      await expect(components.nth(1)).toBeVisible();
      const box = await components.first().boundingBox();
      const viewport = page.viewportSize()!;
      // A phone shows the whole 16:9 picture and the card fits the screen; wider screens use 340 px.
      if (viewport.width < 768) {
        expect(box!.width).toBeLessThanOrEqual(viewport.width);
        expect(box!.height).toBeLessThan(viewport.height);
        const art = await components.first().locator("img").boundingBox();
        expect(art!.width / art!.height).toBeCloseTo(16 / 9, 1);
      } else expect(Math.round(box!.height)).toBe(340);
      const search = page.getByRole("searchbox", { name: tr(lang, "dma.searchLabel") });
      await search.fill("zzqq");
      if (!jsEnabled) await search.press("Enter");
      await expect(notFoundLine(page, lang, "zzqq")).toBeVisible();
      await search.fill("VANTA");
      if (!jsEnabled) await search.press("Enter");
      await expect(components).toHaveCount(1);
      // Hardware is sold as hardware: no anti-cheat status, variants instead of periods, its
      // compatibility, how it is delivered, and the DMA section above it.
      await expect(components.getByText(anyStatus(lang))).toHaveCount(0);
      await components.first().click();
      await expect(page).toHaveURL(/\/cheat\//);
      await expect(page.getByText(anyStatus(lang))).toHaveCount(0);
      await expect(
        page.getByRole("group", { name: tr(lang, "buyOptions.variant.legend"), exact: true }),
      ).toBeVisible();
      await expect(page.getByText(tr(lang, "cheat.hardware.delivery"), { exact: true })).toBeVisible();
      await expect(
        page
          .getByRole("region", { name: tr(lang, "cheat.hardware.compatibility"), exact: true })
          .getByRole("heading", { level: 2 }),
      ).toHaveText(tr(lang, "cheat.hardware.compatibility"));
      await expect(page.getByRole("navigation", { name: tr(lang, "breadcrumbs.label") })).toContainText(
        tr(lang, "nav.dmaComponents"),
      );
      if (page.viewportSize()!.width >= 768) {
        const header = page.getByRole("navigation", { name: tr(lang, "nav.mainNavigation"), exact: true });
        // The highlighted tab: the one that carries the mark under it.
        // eslint-disable-next-line no-restricted-properties -- the mark is an aria-hidden bar with no role or name: the test reads which tab carries it
        const mark = header.getByTestId("nav-mark");
        await expect(mark.locator("xpath=..")).toHaveText(tr(lang, "nav.dma"));
      }

      await page.goto(`${prefix(lang)}/dma-firmware`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(lang, "dma.firmwareTitle"));
      await expect(cardsOf(page, tr(lang, "dma.firmwareTitle")).first()).toBeVisible();
    },
  );

  test(
    `${lang}: accounts list, search, load more and an account page`,
    { tag: [on.noJs] },
    async ({ page, jsEnabled }) => {
      await page.goto(`${prefix(lang)}/accounts`);
      // The account cards: the links of the page's one list.
      const cards = page.getByRole("main").getByRole("list").getByRole("link");
      await expect(cards).toHaveCount(8);
      await page.getByRole("link", { name: tr(lang, "list.loadMore"), exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      // Clicked before hydration, "Load more" loads a new document: the search filters once it is live.
      if (jsEnabled) await waitForHydration(page);
      await expect.poll(() => cards.count()).toBeGreaterThan(8);
      const total = await cards.count();
      const search = page.getByRole("searchbox", { name: tr(lang, "accounts.searchLabel") });
      await search.fill("Iron Frontier");
      if (!jsEnabled) await search.press("Enter");
      await expect(page).toHaveURL(/search=Iron/);
      await expect.poll(() => cards.count()).toBeLessThan(total);
      await expect(cards.first()).toBeVisible();
      await cards.first().click();
      await expect(page).toHaveURL(/\/account\//);
      // The stock pill under the account's name.
      await expect(
        page.getByRole("main").getByText(tr(lang, "accounts.inStock"), { exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: tr(lang, "cheat.reviews"), exact: true })).toHaveAttribute(
        "target",
        "_blank",
      );
      await expect(page.getByRole("region", { name: tr(lang, "gallery.label"), exact: true })).toBeVisible();
      await expect(page.getByText(tr(lang, "accounts.noRefund"), { exact: true })).toHaveRole("note");
      // eslint-disable-next-line no-restricted-properties -- the buy block is a box with no role or name of its own: the test reads its data-state
      await expect(page.getByTestId("buy-block")).toHaveAttribute("data-state", "in-stock");
      const missing = await page.goto(`${prefix(lang)}/account/no-such-account`);
      expect(missing?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: tr(lang, "notFound.title"), exact: true }),
      ).toBeVisible();
    },
  );

  test(
    `${lang}: problems: tabs, support button, search, cards and load more, and a problem page`,
    { tag: [on.noJs] },
    async ({ page, jsEnabled }) => {
      await page.goto(`${prefix(lang)}/problems`);
      const tabs = page.getByRole("navigation", { name: tr(lang, "problems.tabsLabel"), exact: true });
      for (const key of ["faq", "errors", "programs"])
        await expect(tabs.getByRole("link", { name: tr(lang, `problems.tabs.${key}`) })).toBeVisible();
      const support = page.getByRole("link", { name: tr(lang, "problems.support"), exact: true });
      // For a visitor the support button leads to sign-in (SPEC §6).
      await expect(support).toHaveAttribute("href", `${prefix(lang)}/sign-in`);
      // The problem cards: the links of the page's one list.
      const cards = page.getByRole("main").getByRole("list").getByRole("link");
      await expect(cards).toHaveCount(8);
      await page.getByRole("link", { name: tr(lang, "list.loadMore"), exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      // Clicked before hydration, "Load more" loads a new document: the search filters once it is live.
      if (jsEnabled) await waitForHydration(page);
      await expect.poll(() => cards.count()).toBeGreaterThan(8);
      const search = page.getByRole("searchbox", { name: tr(lang, "problems.searchLabel") });
      await search.fill("Secure Boot");
      if (!jsEnabled) await page.getByRole("button", { name: tr(lang, "catalog.searchSubmit") }).click();
      await expect(page).toHaveURL(/search=Secure/);
      await expect.poll(() => cards.count()).toBeLessThan(8);
      await expect(cards.first()).toBeVisible();
      await cards.first().click();
      await expect(page).toHaveURL(/\/problem\//);
      // The fix: the page's one article.
      await expect(page.getByRole("article")).toBeVisible();
      await expect(support).toBeVisible();
      expect((await page.goto(`${prefix(lang)}/problem/nope`))?.status()).toBe(404);
    },
  );

  test(`${lang}: the FAQ and troubleshooting guide, and useful programs`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/faq`);
    const section = (key: string) => page.getByRole("region", { name: tr(lang, key), exact: true });
    // Each download is a card linking to the official page.
    await expect(section("faq.step1").getByRole("link")).toHaveCount(6);
    // The Windows protection guides, one titled card each.
    await expect(section("faq.step2").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.getByText(tr(lang, "faq.warning"), { exact: true })).toHaveRole("note");
    await expect(section("faq.tools").getByRole("link")).toHaveCount(4);
    // The questions: one disclosure (a <details>, role group) each.
    await expect(section("faq.faqTitle").getByRole("group")).toHaveCount(12);
    // The assistant cites a money rule by its anchor: landing on it opens that answer.
    await page.goto(`${prefix(lang)}/faq#faq-paidNoKey`);
    await expect(page.locator("#faq-paidNoKey")).toBeVisible();
    await expect(page.locator("#faq-paidTwice")).toBeHidden();
    await expect(page).toHaveTitle(lang === "ru" ? /Не работает чит/ : /Cheat not working/);
    await page
      .getByRole("navigation", { name: tr(lang, "problems.tabsLabel"), exact: true })
      .getByRole("link", { name: tr(lang, "problems.tabs.programs") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/programs$`));
    // The list renders after the navigation: wait for its page (the FAQ has download cards too)
    // before counting.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(lang, "programs.title"));
    // The downloads: the links of the page's one list.
    const downloads = page.getByRole("main").getByRole("list").getByRole("link");
    await expect(downloads.first()).toBeVisible();
    expect(await downloads.count()).toBeGreaterThanOrEqual(4);
    for (const link of await downloads.all()) await expect(link).toHaveAttribute("target", "_blank");
  });
}

test("switching between DMA cheats and DMA components keeps the scroll position", async ({ page }) => {
  await page.goto("/dma-cheats");
  // Hydrated: the navigation below is then a client navigation that may keep the scroll.
  await waitForHydration(page);
  const tabs = page.getByRole("navigation", { name: tr("ru", "dma.tabsLabel"), exact: true });
  // Little enough that the tabs stay clear of the sticky header (a covered link makes the test scroll).
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  await tabs.getByRole("link", { name: tr("ru", "nav.dmaComponents") }).click();
  await expect(page).toHaveURL(/\/dma-components$/);
  await expect(
    page.getByRole("heading", { level: 1, name: tr("ru", "dma.defaultTitle"), exact: true }),
  ).toBeVisible();
  // Kept, give or take the few pixels by which the two headings differ.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 150)).toBeLessThan(20);
});

test(
  "the header's accounts menu and search lead to accounts",
  { tag: [on.noJs] },
  async ({ page, jsEnabled }) => {
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: tr("en", "nav.mainNavigation"), exact: true });
    await nav.getByRole("link", { name: tr("en", "nav.accounts"), exact: true }).hover();
    // The menu's panel is in the page whether or not it is drawn yet.
    const menu = nav.getByRole("link", {
      name: tr("en", "nav.allAccounts"),
      exact: true,
      includeHidden: true,
    });
    await expect(menu).toBeAttached();
    if (jsEnabled) {
      await page.getByRole("link", { name: tr("en", "search.label"), exact: true }).click();
      await page
        .getByRole("searchbox", { name: tr("en", "search.label"), exact: true })
        .fill("prime account");
      // A found account: a result in the header's dropdown tagged with its kind.
      await expect(
        page
          .getByRole("banner")
          .getByRole("link")
          .filter({ has: page.getByText(tr("en", "search.types.account"), { exact: true }) })
          .first(),
      ).toBeVisible();
    }
  },
);
