import type { Page } from "@playwright/test";
import { expect, langs, modeOf, on, prefix, test, tr, translatedPattern, waitForHydration } from "./support";

type Lang = (typeof langs)[number];

/** The header's tabs (on a phone the same navigation is in the closed menu, off screen). */
const mainNavigation = (page: Page, lang: Lang) =>
  page.getByRole("navigation", { name: tr(lang, "nav.mainNavigation"), exact: true });

/** The notification banner: a region named by its title (the owner's words), found by its Dismiss. */
const notificationBanner = (page: Page, lang: Lang) =>
  page
    .getByRole("region")
    .filter({ has: page.getByRole("button", { name: tr(lang, "banner.dismiss"), exact: true }) });

/** The header's link to the same page in the other language ("ENG", "RUS"), on a page in `lang`. */
const languageLink = (page: Page, lang: Lang, to: Lang) =>
  page
    .getByRole("navigation", { name: tr(lang, "header.language"), exact: true })
    .getByRole("link", { name: tr(lang, to === "en" ? "header.eng" : "header.rus"), exact: true });

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

for (const lang of langs) {
  test(
    `the shell renders in ${lang} at ${prefix(lang) || "/"}`,
    { tag: [on.mobile] },
    async ({ page }, info) => {
      const response = await page.goto(prefix(lang) || "/");
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const header = page.getByRole("banner");
      await expect(header).toBeVisible();
      await expect(
        header.getByRole("link", { name: "NOCTURN" }).or(header.getByLabel("Nocturn")),
      ).toBeVisible();
      if (modeOf(info) === "mobile") {
        // No tabs on screen (the menu holding the same navigation is closed): its button instead,
        // a <summary> (no role of its own) named by its label.
        await expect(mainNavigation(page, lang)).toBeHidden();
        await expect(header.getByLabel(tr(lang, "nav.openMenu"), { exact: true })).toBeVisible();
      } else {
        const nav = mainNavigation(page, lang);
        for (const key of ["catalog", "status", "accounts", "dma", "cheatNotWorking"])
          await expect(nav.getByRole("link", { name: tr(lang, `nav.${key}`), exact: true })).toBeVisible();
      }
      await expect(notificationBanner(page, lang)).toBeVisible();
      const footer = page.getByRole("contentinfo");
      for (const key of [
        "contacts",
        "warranty",
        "offer",
        "paymentDelivery",
        "problems",
        "personalData",
        "terms",
        "privacy",
      ])
        await expect(footer.getByRole("link", { name: tr(lang, `nav.${key}`), exact: true })).toBeAttached();
      await expect(footer.getByRole("link", { name: tr(lang, "footer.forum") })).toHaveAttribute(
        "target",
        "_blank",
      );
      for (const social of ["discord", "instagram", "youtube", "x", "facebook"])
        await expect(
          footer.getByRole("link", { name: tr(lang, `social.${social}`), exact: true }),
        ).toBeAttached();
      // The owner's text on the home page: their HTML, with no heading or name of its own.
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      await expect(page.getByTestId("home-text")).toBeVisible();
      // "120+ offers": the count of offers is a number (the translation adds the plus).
      await expect(page.getByText(translatedPattern(tr(lang, "home.offers"), "\\d+"))).toBeVisible();
    },
  );
}

test(
  "the language switch keeps the page, and the English home is /en",
  { tag: [on.noJs] },
  async ({ page }) => {
    await page.goto("/warranty");
    await languageLink(page, "ru", "en").click();
    await expect(page).toHaveURL(/\/en\/warranty$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("en", "warranty.title", "legal"));
    await languageLink(page, "en", "ru").click();
    await expect(page).toHaveURL(/\/warranty$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("ru", "warranty.title", "legal"));
    await page.goto("/");
    await languageLink(page, "ru", "en").click();
    await expect(page).toHaveURL(/\/en$/);
  },
);

test("the header is marked top at scroll 0 and scrolled below", async ({ page }) => {
  await page.goto("/term-of-use");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scroll", "top");
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute("data-scroll", "scrolled");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scroll", "top");
});

test("icons come from the sprite file, and the page's links are known before they are clicked", async ({
  page,
}) => {
  // Remix learns the routes of the links on the page before they are clicked (its own links).
  const discovery = page.waitForRequest((request) => request.url().includes("/__manifest?"));
  await page.goto("/en");
  const asked = new URL((await discovery).url()).searchParams.getAll("p");
  expect(asked).toEqual(expect.arrayContaining(["/en/warranty", "/en/catalog"]));
  expect(asked.some((path) => path.startsWith("/nocturn"))).toBe(false); // not the social networks' links
  // An icon is a reference into the sprite: drawn once the file is there, with the symbol's size.
  const icon = page
    .getByRole("banner")
    .getByRole("link", { name: tr("en", "search.label"), exact: true })
    .locator("svg > use");
  await expect(icon).toHaveAttribute("href", /^\/assets\/icons-[\w-]{8}\.svg#search$/);
  await expect.poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(10);
  // A discovered link navigates in the page, without loading a document.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: tr("en", "nav.warranty"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/warranty$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test(
  "the desktop catalogue tab lists the first 8 games and all games",
  { tag: [on.noJs] },
  async ({ page }) => {
    await page.goto("/en");
    const nav = mainNavigation(page, "en");
    await nav.getByRole("link", { name: tr("en", "nav.catalog"), exact: true }).hover();
    const panel = nav.locator("li").first().locator("ul");
    await expect(panel).toBeVisible();
    const links = panel.getByRole("link");
    await expect(links).toHaveCount(9);
    await expect(links.last()).toHaveText("All games");
    await expect(links.first()).toHaveAttribute("href", /^\/en\/game\//);
  },
);

test("exactly one header tab is marked, the right one, at every desktop width", async ({ page }) => {
  // The tab of each page, and the widths below which that tab folds into "More".
  const pages = [
    { path: "/en/problems", tab: "nav.cheatNotWorking", foldsBelow: 1024 },
    { path: "/en/contacts", tab: "nav.contacts", foldsBelow: 1280 },
    { path: "/en/privacy-policy", tab: "nav.documentation", foldsBelow: 1536 },
    { path: "/en/cheat/iron-frontier/phantom-esp", tab: "nav.catalog", foldsBelow: 0 },
    { path: "/en/dma-components", tab: "nav.dma", foldsBelow: 0 },
    { path: "/en/statuses", tab: "nav.status", foldsBelow: 0 },
    { path: "/en/faq", tab: "nav.cheatNotWorking", foldsBelow: 1024 },
    { path: "/en/programs", tab: "nav.cheatNotWorking", foldsBelow: 1024 },
    { path: "/en/warranty", tab: "nav.warranty", foldsBelow: 1280 },
    { path: "/en/accounts", tab: "nav.accounts", foldsBelow: 0 },
    { path: "/en/game/iron-frontier", tab: "nav.catalog", foldsBelow: 0 },
    { path: "/en/dma-game/iron-frontier", tab: "nav.dma", foldsBelow: 0 },
    { path: "/en/cheat/dma/sentinel-75t-fpga-board", tab: "nav.dma", foldsBelow: 0 },
  ];
  // The folding is CSS (media queries): one load per page, then the window is resized.
  for (const { path, tab, foldsBelow } of pages) {
    await page.goto(path);
    for (const width of [1100, 1280, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      // A marked tab's mark: a bar under it, drawn or not by the width (hidden from screen readers).
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const marks = mainNavigation(page, "en").getByTestId("nav-mark");
      const visible = [];
      for (const mark of await marks.all()) if (await mark.isVisible()) visible.push(mark);
      expect(visible, `${path} at ${width}`).toHaveLength(1);
      const marked = visible[0].locator("xpath=..");
      const name = (await marked.getAttribute("aria-label")) ?? (await marked.textContent());
      expect(name, `${path} at ${width}`).toBe(tr("en", width < foldsBelow ? "nav.menu" : tab));
    }
  }
  await page.goto("/en");
  // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
  await expect(mainNavigation(page, "en").getByTestId("nav-mark")).toHaveCount(0);
});

test("the mobile menu drills down and back at 375 px", { tag: [on.noJs] }, async ({ page, jsEnabled }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  // A group is a link until the page's script runs (without it, it leads to the section's page).
  if (jsEnabled) await waitForHydration(page);
  const header = page.getByRole("banner");
  // The menu's button: a <summary> (no role of its own) named by its label.
  await header.getByLabel(tr("ru", "nav.openMenu"), { exact: true }).click();
  // The menu's sections, and the panel of the group opened from them, named by the group.
  const root = header.getByRole("list", { name: tr("ru", "nav.menu"), exact: true });
  const panel = (group: string) => header.getByRole("group", { name: tr("ru", group), exact: true });
  await expect(root).toBeVisible();
  await root.getByText(tr("ru", "nav.dma"), { exact: true }).click();
  if (jsEnabled) {
    await expect(panel("nav.dma")).toBeVisible();
    await expect(root).toBeHidden();
    await expect(panel("nav.dma").getByRole("link", { name: tr("ru", "nav.dmaFirmware") })).toBeVisible();
    await panel("nav.dma")
      .getByRole("button", { name: tr("ru", "nav.back") })
      .click();
    await expect(root).toBeVisible();
    await root.getByText(tr("ru", "nav.documentation"), { exact: true }).click();
    await panel("nav.documentation")
      .getByRole("link", { name: tr("ru", "nav.privacy") })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(root).toBeHidden();
  } else {
    // Without JavaScript a group is a link to its section's page, where its entries are listed.
    await expect(page).toHaveURL(/\/dma-cheats$/);
    await expect(
      page
        .getByRole("navigation", { name: tr("ru", "dma.tabsLabel"), exact: true })
        .getByRole("link", { name: tr("ru", "nav.dmaFirmware") }),
    ).toBeVisible();
  }
});

test(
  "a dismissed banner stays dismissed after a reload, until its title changes",
  { tag: [on.noJs] },
  async ({ page }) => {
    await page.goto("/en/contacts");
    const banner = notificationBanner(page, "en");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: tr("en", "banner.dismiss") }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/en\/contacts$/);
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: tr("en", "contacts.title", "legal"), exact: true }),
    ).toBeVisible();
    await expect(banner).toBeHidden();
    // The dismissal is keyed by the title's hash: a different stored hash shows it again.
    await page.context().addCookies([{ name: "notificationHash", value: "00000000", url: page.url() }]);
    await page.reload();
    await expect(banner).toBeVisible();
  },
);

test("the cookie consent shows until accepted", { tag: [on.noJs] }, async ({ page, baseURL }) => {
  await page.context().clearCookies();
  await page.goto("/privacy-policy");
  // The cookie notice: a dialog named by its button's word.
  const popup = page.getByRole("dialog", { name: tr("ru", "cookie.accept"), exact: true });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: tr("ru", "cookie.accept") }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: tr("ru", "privacyPolicy.title", "legal"), exact: true }),
  ).toBeVisible();
  await expect(popup).toBeHidden();
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.find((c) => c.name === "cookieConsent")?.value).toBe("true");
});
