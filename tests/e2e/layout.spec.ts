import type { Locator, Page } from "@playwright/test";
import { statusMeta } from "../../app/utils/status";
import {
  escapeRegExp,
  expect,
  langs,
  mintSession,
  modeOf,
  on,
  openSignIn,
  prefix,
  registerNew,
  staffSession,
  test,
  tr,
  translatedPattern,
} from "./support";

/*
 * Storefront layout at 375 and 1280 px: cards that keep their height, a tab strip that shows its
 * active tab, profile pages that fit a phone, solid status pills over art, and an invalid field
 * that stays red while focused.
 */

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

/** A CSS colour as the browser computes it, e.g. "var(--color-status-red)" → "rgb(248, 113, 113)". */
const resolveColor = (page: Page, color: string) =>
  page.evaluate((value) => {
    const probe = document.createElement("span");
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, color);

/** Any of `texts`, matched whole. */
const anyOf = (texts: string[]) => new RegExp(`^(${texts.map(escapeRegExp).join("|")})$`);
/** A status pill's words, any status ("Undetected ★", "Detected", …). */
const statusWords = (lang: "ru" | "en") =>
  anyOf(Object.values(statusMeta).map((meta) => tr(lang, `status.${meta.key}`)));
/** An account's stock pill's words: in stock, reserved or out of stock. */
const stockWords = (lang: "ru" | "en") =>
  anyOf(["accounts.inStock", "accounts.reserved", "accounts.outOfStock"].map((key) => tr(lang, key)));

/** The alpha of a computed colour: rgb(…) is opaque; rgba(…, a) and …/ a) carry their own. */
function alphaOf(color: string) {
  const rgba = /^rgba\(.*,\s*([\d.]+)\)$/.exec(color);
  if (rgba) return Number(rgba[1]);
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  return color === "transparent" ? 0 : 1;
}

test(
  "/statuses: opening one game's list leaves its row neighbour's height alone",
  { tag: [on.noJs] },
  async ({ page }) => {
    await page.goto("/en/statuses");
    // A game's card (its picture link, its counts and its cheat list) has no role or name of its
    // own, and its box is what is measured.
    // eslint-disable-next-line no-restricted-properties -- a game's card: a box with no role or name, measured
    const cards = page.getByTestId("status-game");
    await expect(cards.nth(1)).toBeVisible();
    const first = (await cards.nth(0).boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    expect(Math.round(second.y), "the first two cards share a row").toBe(Math.round(first.y));
    const summary = cards.nth(0).locator("summary");
    await expect(summary).toContainText(tr("en", "statuses.showCheats"));
    await summary.click();
    // The opened list: a <details>, a group.
    await expect(cards.nth(0).getByRole("group")).toHaveAttribute("open", "");
    await expect.poll(async () => (await cards.nth(0).boundingBox())!.height).toBeGreaterThan(first.height);
    expect((await cards.nth(1).boundingBox())!.height).toBe(second.height);
  },
);

test("section tabs at 375 px: every tab shows whole, in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The tab strip of each section: a navigation named after the section.
  const strips = { "/dma-firmware": "dma.tabsLabel", "/faq": "problems.tabsLabel" };
  for (const lang of langs)
    for (const [path, label] of Object.entries(strips)) {
      await page.goto(`${prefix(lang)}${path}`);
      const strip = page.getByRole("navigation", { name: tr(lang, label), exact: true });
      const tabs = strip.getByRole("link");
      await expect(tabs).toHaveCount(3);
      expect(
        await strip.evaluate((nav) => nav.scrollWidth <= nav.clientWidth),
        `${lang}${path}: no hidden tab`,
      ).toBe(true);
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x, `${lang}${path}: "${await tab.textContent()}" starts on screen`).toBeGreaterThanOrEqual(
          0,
        );
        expect(
          box.x + box.width,
          `${lang}${path}: "${await tab.textContent()}" ends on screen`,
        ).toBeLessThanOrEqual(375);
      }
    }
});

test("profile at 375 px: Log out in reach and every bonus amount readable, in both languages", async ({
  page,
}) => {
  await registerNew(page, "ru");
  await page.setViewportSize({ width: 375, height: 740 });
  for (const lang of langs) {
    await page.goto(`${prefix(lang)}/profile/personal`);
    // The profile's menu: its tabs and Log out, one list.
    const menu = page.getByRole("navigation", { name: tr(lang, "profile.navLabel"), exact: true });
    const logout = menu.getByRole("button", { name: tr(lang, "auth.logout"), exact: true });
    await expect(logout).toHaveText(tr(lang, "auth.logout"));
    const box = (await logout.boundingBox())!;
    expect(box.x, `${lang}: Log out starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${lang}: Log out ends on screen`).toBeLessThanOrEqual(375);
    expect(await menu.getByRole("list").evaluate((ul) => ul.scrollWidth <= ul.clientWidth)).toBe(true);

    await page.goto(`${prefix(lang)}/profile/bonuses`);
    // The levels: a list under its heading, each level's threshold an amount in roubles.
    const levels = page
      .getByRole("region", { name: tr(lang, "bonuses.levels"), exact: true })
      .getByRole("list");
    const bar = (await levels.boundingBox())!;
    const amounts = levels.getByRole("listitem").getByText(/₽$/);
    await expect(amounts).toHaveCount(6);
    for (const amount of await amounts.all()) {
      await expect(amount).toBeVisible();
      const text = await amount.textContent();
      expect(
        await amount.evaluate((el) => el.scrollWidth <= el.clientWidth),
        `${lang}: ${text} is whole`,
      ).toBe(true);
      const cell = (await amount.boundingBox())!;
      expect(cell.x, `${lang}: ${text} within the card`).toBeGreaterThanOrEqual(bar.x - 0.5);
      expect(cell.x + cell.width, `${lang}: ${text} within the card`).toBeLessThanOrEqual(
        bar.x + bar.width + 0.5,
      );
    }
  }
});

test("status pills over art have a solid backing", async ({ page }) => {
  /** Every pill matched is opaque, in the page's background colour. */
  const expectSolid = async (badges: Locator, atLeast = 1) => {
    expect(await badges.count()).toBeGreaterThanOrEqual(atLeast);
    const bg = await resolveColor(page, "var(--color-bg)");
    for (const color of await badges.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).backgroundColor),
    )) {
      expect(alphaOf(color), color).toBe(1);
      expect(color).toBe(bg);
    }
  };
  await page.goto("/en");
  // The home page's cheat cards: the links of its "New cheats" section.
  const cheatCards = page
    .getByRole("region", { name: tr("en", "home.newCheats"), exact: true })
    .getByRole("link");
  await expect(cheatCards.first()).toBeVisible();
  await expectSolid(cheatCards.getByText(statusWords("en")));
  await expectSolid(
    page.getByRole("region", { name: tr("en", "home.slider"), exact: true }).getByText(statusWords("en")),
    0,
  );
  // Product cards are the links of the page's main part (its tabs hold no status).
  await page.goto("/en/dma-firmware");
  await expectSolid(page.getByRole("main").getByRole("link").getByText(statusWords("en")));
  await page.goto("/en/accounts");
  await expectSolid(page.getByRole("main").getByRole("link").getByText(stockWords("en")));
});

test(
  "an invalid e-mail field stays red with a red ring while focused",
  { tag: [on.noJs] },
  async ({ page, jsEnabled }) => {
    await page.goto("/en");
    const form = await openSignIn(page, jsEnabled);
    const field = form.getByRole("textbox", { name: tr("en", "auth.emailLabel"), exact: true });
    const border = () => field.evaluate((input) => getComputedStyle(input).borderTopColor);
    const [accent, red] = [
      await resolveColor(page, "var(--color-accent)"),
      await resolveColor(page, "var(--color-status-red)"),
    ];
    // A valid field takes the accent border on focus.
    await field.focus();
    await expect.poll(border).toBe(accent);

    await field.fill("not-an-email");
    await form.getByRole("button", { name: tr("en", "auth.submit"), exact: true }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await field.blur();
    await expect.poll(border).toBe(red);
    await field.focus();
    await expect(field).toBeFocused();
    await expect.poll(border).toBe(red);
    await expect
      .poll(() => field.evaluate((input) => getComputedStyle(input).boxShadow))
      .toContain("0px 0px 0px 2px");
  },
);

test(
  "no storefront page is wider than a 375 px phone",
  { tag: [on.mobile, on.noJs, on.notDesktop] },
  async ({ page }, info) => {
    if (modeOf(info) === "no-js") await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/en/dma-components");
    // The first device card: the first link of the page's list of devices.
    const device = await page
      .getByRole("main")
      .getByRole("list")
      .getByRole("link")
      .first()
      .getAttribute("href");
    const paths = [
      "/",
      "/en/catalog",
      "/cheat/iron-frontier/phantom-esp",
      device!.replace(/^\/en/, ""),
      "/en/accounts",
      "/en/account/iron-frontier-prime-1200h",
      "/dma-firmware",
      "/statuses",
      "/faq",
      "/programs",
      "/warranty",
    ];
    for (const path of paths) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  },
);

/** The phone widths the walk measures every page at. */
const PHONE_WIDTHS = [320, 375, 414];

/** One page of each kind the sitemap lists (its first segment), Russian, and English product pages. */
async function pageKinds(baseURL: string) {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const english = path === "/en" || path.startsWith("/en/");
    const kind = path.replace(/^\/en(?=\/|$)/, "").split("/")[1] ?? "";
    const key = english ? `en:${kind}` : kind;
    // English only where money shows in another currency (dollars on product pages).
    if (english && !["cheat", "account", "steam"].includes(kind)) continue;
    if (!kinds.has(key)) kinds.set(key, path);
  }
  return [...kinds.values()];
}

/** What keeps a page from fitting: the document wider than the window, or a buy bar's Buy off it. */
function overflowAt(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const extra = document.documentElement.scrollWidth - width;
    if (extra > 0) problems.push(`${extra} px wider`);
    for (const id of ["sticky-buy", "buy-button"]) {
      const button = document.querySelector(`[data-testid="${id}"]`);
      const box = button?.getBoundingClientRect();
      if (box && box.width > 0 && (box.right > width + 0.5 || box.left < -0.5))
        problems.push(`${id} at ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    const bar = document.querySelector('[data-testid="sticky-buy-bar"] > div');
    if (bar && bar.scrollWidth > bar.clientWidth)
      problems.push(`buy bar ${bar.scrollWidth} > ${bar.clientWidth}`);
    return problems;
  });
}

/**
 * Controls a finger cannot hit: visible buttons, links, fields and menus smaller than 24 × 24 px
 * (WCAG 2.5.8). A link inside a sentence is exempt, as the rule says: its height is the line's.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=option]",
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Not drawn, or drawn as a 1 px clip until focused (the skip link): nothing to hit.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === "hidden") continue;
      if (control.closest("[hidden], details:not([open]) > :not(summary), .sr-only")) continue;
      const inline = getComputedStyle(control).display === "inline";
      const inSentence =
        inline &&
        [...(control.parentElement?.childNodes ?? [])].some(
          (node) => node !== control && (node.textContent ?? "").trim() !== "",
        );
      if (inSentence) continue;
      if (box.width < 23.5 || box.height < 23.5) {
        const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 30);
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

type Walker = "guest" | "customer at the highest bonus level" | "tech support" | "the owner";
const walkers: Walker[] = ["guest", "customer at the highest bonus level", "tech support", "the owner"];

for (const walker of walkers)
  test(
    `every kind of page fits a phone of 320, 375 and 414 px, as ${walker}`,
    { tag: [on.mobile, on.notDesktop] },
    async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const storageState =
        walker === "tech support"
          ? staffSession("support@nocturn.gg", "views")
          : walker === "the owner"
            ? staffSession("owner@nocturn.gg", "views")
            : undefined;
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, storageState });
      const host = new URL(baseURL!).hostname;
      await context.addCookies([{ name: "cookieConsent", value: "true", domain: host, path: "/" }]);
      if (walker === "customer at the highest bonus level") {
        const session = await mintSession(`walker.${Date.now()}@players.example`, "ru", "views", {
          topBonus: true,
        });
        await context.addCookies([{ ...session, domain: host, path: "/" }]);
      }
      const page = await context.newPage();
      const paths = await pageKinds(baseURL!);
      expect(paths.length).toBeGreaterThan(12);
      if (walker === "tech support") paths.push("/profile/techsupport", "/admin", "/admin/cheats");
      if (walker === "the owner")
        paths.push(
          "/admin",
          "/admin/cheats",
          "/admin/cheats/1",
          "/admin/orders",
          "/admin/stock",
          "/admin/customers",
          "/admin/audit",
          "/admin/settings",
          "/admin/games",
          "/admin/accounts",
          "/admin/problems",
          "/admin/replies",
          "/admin/tokens",
          "/admin/search?q=iron",
          "/admin/stock/1",
          "/admin/orders/1",
          "/admin/customers/1",
        );
      if (walker === "customer at the highest bonus level")
        paths.push("/profile/bonuses", "/profile/personal", "/profile/tickets");
      const problems: string[] = [];
      for (const path of paths) {
        const response = await page.goto(path);
        expect([path, response?.status()]).toEqual([path, 200]);
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          // What a resize sets off (tags fitted again, observers) settles first: a page that still
          // does not fit after that is a fault.
          const left = await expect
            .poll(() => overflowAt(page), { timeout: 3_000 })
            .toEqual([])
            .then(
              () => [],
              () => overflowAt(page),
            );
          for (const problem of left) problems.push(`${path} at ${width}: ${problem}`);
          // Staff work on phones too: every console control is big enough for a finger.
          if (width === 375 && /^\/(admin|profile\/techsupport)/.test(path))
            for (const small of await smallTargets(page)) problems.push(`${path} at ${width}: ${small}`);
        }
      }
      expect(problems).toEqual([]);
      // The buyer with the bonus sees it on a product's buy bar: the walk measured bonus prices.
      if (walker === "customer at the highest bonus level") {
        await page.goto("/cheat/iron-frontier/phantom-esp");
        await expect(
          page.getByText(translatedPattern(tr("ru", "cheat.bonusApplied"), "[\\d.,]+")),
        ).toBeVisible();
      }
      await context.close();
    },
  );

test("search results at 320 px: a product's status never runs under its price, in both languages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  for (const path of ["/search?q=%D1%81%D0%BF%D1%83%D1%84%D0%B5%D1%80", "/en/search?q=iron%20frontier"]) {
    await page.goto(path);
    // The results: the links of the page's one list.
    const items = page.getByRole("main").getByRole("list").getByRole("link");
    await expect(items.first()).toBeVisible();
    let checked = 0;
    const lang = path.startsWith("/en/") ? "en" : "ru";
    for (const item of await items.all()) {
      const badge = item.getByText(statusWords(lang));
      // The price with its discount badge: a box with no role, whose place is measured.
      // eslint-disable-next-line no-restricted-properties -- the price and its discount: a box with no role, measured
      const price = item.getByTestId("price-tag");
      if (!(await badge.count()) || !(await price.count())) continue;
      const [b, p] = [(await badge.boundingBox())!, (await price.boundingBox())!];
      const apart = b.x + b.width <= p.x + 0.5 || b.y >= p.y + p.height - 0.5 || p.y >= b.y + b.height - 0.5;
      expect(apart, `${path}: ${await item.textContent()}`).toBe(true);
      checked++;
    }
    expect(checked, path).toBeGreaterThan(2);
  }
});
