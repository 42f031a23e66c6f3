import { expect, langs, modeOf, on, prefix, test, tr, waitForHydration } from "./support";

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
      const header = page.getByTestId("site-header");
      await expect(header).toBeVisible();
      await expect(
        header.getByRole("link", { name: "NOCTURN" }).or(header.getByLabel("Nocturn")),
      ).toBeVisible();
      if (modeOf(info) === "mobile") {
        await expect(page.getByTestId("desktop-nav")).toBeHidden();
        await expect(page.getByTestId("mobile-menu")).toBeVisible();
      } else {
        const nav = page.getByTestId("desktop-nav");
        for (const key of ["catalog", "status", "accounts", "dma", "cheatNotWorking"])
          await expect(nav.getByRole("link", { name: tr(lang, `nav.${key}`), exact: true })).toBeVisible();
      }
      await expect(page.getByTestId("notification-banner")).toBeVisible();
      const footer = page.getByTestId("site-footer");
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
      await expect(page.getByTestId("home-text")).toBeVisible();
      await expect(page.getByTestId("offers-count")).toHaveText(/^\d+\+/);
    },
  );
}

test(
  "the language switch keeps the page, and the English home is /en",
  { tag: [on.noJs] },
  async ({ page }) => {
    await page.goto("/warranty");
    await page.getByTestId("lang-en").click();
    await expect(page).toHaveURL(/\/en\/warranty$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("en", "warranty.title", "legal"));
    await page.getByTestId("lang-ru").click();
    await expect(page).toHaveURL(/\/warranty$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("ru", "warranty.title", "legal"));
    await page.goto("/");
    await page.getByTestId("lang-en").click();
    await expect(page).toHaveURL(/\/en$/);
  },
);

test("the header is marked top at scroll 0 and scrolled below", async ({ page }) => {
  await page.goto("/term-of-use");
  const header = page.getByTestId("site-header");
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
  const icon = page.getByTestId("header-search-toggle").locator("svg > use");
  await expect(icon).toHaveAttribute("href", /^\/assets\/icons-[\w-]{8}\.svg#search$/);
  await expect.poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(10);
  // A discovered link navigates in the page, without loading a document.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page
    .getByTestId("site-footer")
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
    const nav = page.getByTestId("desktop-nav");
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
  // 13 page loads, each looked at in three widths: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
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
      const marks = page.getByTestId("desktop-nav").getByTestId("nav-mark");
      const visible = [];
      for (const mark of await marks.all()) if (await mark.isVisible()) visible.push(mark);
      expect(visible, `${path} at ${width}`).toHaveLength(1);
      const marked = visible[0].locator("xpath=..");
      const name = (await marked.getAttribute("aria-label")) ?? (await marked.textContent());
      expect(name, `${path} at ${width}`).toBe(tr("en", width < foldsBelow ? "nav.menu" : tab));
    }
  }
  await page.goto("/en");
  await expect(page.getByTestId("desktop-nav").getByTestId("nav-mark")).toHaveCount(0);
});

test("the mobile menu drills down and back at 375 px", { tag: [on.noJs] }, async ({ page, jsEnabled }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  // A group is a link until the page's script runs (without it, it leads to the section's page).
  if (jsEnabled) await waitForHydration(page);
  const menu = page.getByTestId("mobile-menu");
  await menu.locator("summary").first().click();
  const root = page.getByTestId("mobile-menu-root");
  await expect(root).toBeVisible();
  await root.getByText(tr("ru", "nav.dma"), { exact: true }).click();
  if (jsEnabled) {
    const panel = page.getByTestId("mobile-menu-panel");
    await expect(panel).toBeVisible();
    await expect(root).toBeHidden();
    await expect(panel.getByRole("link", { name: tr("ru", "nav.dmaFirmware") })).toBeVisible();
    await panel.getByRole("button", { name: tr("ru", "nav.back") }).click();
    await expect(root).toBeVisible();
    await root.getByText(tr("ru", "nav.documentation"), { exact: true }).click();
    await page
      .getByTestId("mobile-menu-panel")
      .getByRole("link", { name: tr("ru", "nav.privacy") })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(root).toBeHidden();
  } else {
    // Without JavaScript a group is a link to its section's page, where its entries are listed.
    await expect(page).toHaveURL(/\/dma-cheats$/);
    await expect(
      page.getByTestId("section-tabs").getByRole("link", { name: tr("ru", "nav.dmaFirmware") }),
    ).toBeVisible();
  }
});

test(
  "a dismissed banner stays dismissed after a reload, until its title changes",
  { tag: [on.noJs] },
  async ({ page }) => {
    await page.goto("/en/contacts");
    const banner = page.getByTestId("notification-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: tr("en", "banner.dismiss") }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/en\/contacts$/);
    await page.reload();
    await expect(page.getByTestId("contacts-page")).toBeVisible();
    await expect(page.getByTestId("notification-banner")).toBeHidden();
    // The dismissal is keyed by the title's hash: a different stored hash shows it again.
    await page.context().addCookies([{ name: "notificationHash", value: "00000000", url: page.url() }]);
    await page.reload();
    await expect(page.getByTestId("notification-banner")).toBeVisible();
  },
);

test("the cookie consent shows until accepted", { tag: [on.noJs] }, async ({ page, baseURL }) => {
  await page.context().clearCookies();
  await page.goto("/privacy-policy");
  const popup = page.getByTestId("cookie-consent");
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: tr("ru", "cookie.accept") }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("legal-privacyPolicy")).toBeVisible();
  await expect(page.getByTestId("cookie-consent")).toBeHidden();
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.find((c) => c.name === "cookieConsent")?.value).toBe("true");
});
