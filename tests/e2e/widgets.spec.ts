import type { Page } from "@playwright/test";
import {
  acceptConsents,
  expect,
  expectUncovered,
  langs,
  mintSession,
  on,
  prefix,
  test,
  tr,
  waitForSettledLayout,
} from "./support";

type Lang = (typeof langs)[number];

/** The floating helper's button: a <summary> (no role of its own) named by its label. */
const helpButton = (page: Page, lang: Lang) => page.getByLabel(tr(lang, "helpMenu.open"), { exact: true });

/** The buy block's order bar (the total and Buy): a box with no role or name of its own. */
// eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
const orderBar = (page: Page) => page.getByTestId("order-bar");

/**
 * The buy block's own Buy, in its order bar: on a phone the bar pinned to the screen's bottom has
 * one too while the block's is out of view.
 */
const blockBuy = (page: Page, lang: Lang) =>
  orderBar(page).getByRole("button", { name: tr(lang, "cheat.buy"), exact: true });

/*
 * The floating widgets — the support pill (bottom left from 768 px) and the assistant's button
 * (bottom right) — never sit on a primary action: the page keeps room for them at the bottom
 * (scroll-padding), the support hint is a small pill, and the ticket pages have no assistant
 * button (tickets.spec checks Send there).
 */
test("the floating widgets cover neither Buy nor a card's price, at 375 and 1280 px", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/en");
    await waitForSettledLayout(page);
    // One helper, in one corner, at every width: one help button on the page, shown or not.
    await expect(helpButton(page, "en")).toBeVisible();
    await expect(helpButton(page, "en")).toHaveCount(1);
    const newCheats = page.getByRole("region", { name: tr("en", "home.newCheats"), exact: true });
    // A card's price: a box of its own in the card (a price or "out of stock"), with no role or name.
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    await expectUncovered(newCheats.getByTestId("price-tag").first());
    await expectUncovered(page.getByRole("heading", { level: 2 }).first());
    await page.goto("/en/cheat/iron-frontier/phantom-esp");
    await waitForSettledLayout(page);
    await expectUncovered(blockBuy(page, "en"));
  }
});

/*
 * Buying on a phone: under 1024 px the product page stacks the gallery, then the buy block (price,
 * options, Buy), then the description — not the buy block after the whole description. Checked at
 * 375 px on a cheat, a DMA device and an account, in both languages, with and without JavaScript.
 */
for (const lang of ["ru", "en"] as const) {
  test(
    `${lang}: on a phone the price, the options and Buy follow the pictures`,
    { tag: [on.noJs] },
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const prefix = lang === "en" ? "/en" : "";
      // The first card of a list page: the first link of the page's one list.
      const firstLink = async (list: string) => {
        await page.goto(`${prefix}${list}`);
        return (await page
          .getByRole("main")
          .getByRole("list")
          .getByRole("link")
          .first()
          .getAttribute("href"))!;
      };
      // What follows the buy block: a product's tabs (Overview, Requirements), or an account's
      // description (a box of the owner's text with no role or name of its own).
      const tabs = page.getByRole("navigation", { name: tr(lang, "cheat.tabs.label"), exact: true });
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const description = page.getByTestId("account-description");
      const products = [
        { path: `${prefix}/cheat/iron-frontier/phantom-esp`, details: tabs },
        { path: await firstLink("/dma-components"), details: tabs },
        { path: await firstLink("/accounts"), details: description },
      ];
      for (const { path, details } of products) {
        await page.goto(path);
        // The buy block's place on the page: a box with no role or name of its own.
        // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
        const buy = (await page.getByTestId("buy-block").boundingBox())!;
        const rest = (await details.boundingBox())!;
        expect(buy.y, `${path}: the buy block comes before the details`).toBeLessThan(rest.y);
        expect(buy.y, `${path}: the buy block starts within the first screen and a half`).toBeLessThan(
          740 * 1.5,
        );
      }
    },
  );
}

/*
 * The phone's buy bar (decision 0036): while the block's own Buy is out of view, the chosen
 * option's price and Buy stay at the bottom of the screen, with the assistant's button at the
 * bar's end; on the block, the bar leaves and so does the button. Its Buy runs the block's checks.
 */
for (const lang of langs) {
  test(`${lang}: on a phone the buy bar keeps the price and Buy in reach`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${prefix(lang)}/cheat/iron-frontier/phantom-esp`);
    await waitForSettledLayout(page);
    // The bar: a box with no role or name of its own (hidden from screen readers while out of
    // view), whose data-shown says whether it is on screen.
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    const bar = page.getByTestId("sticky-buy-bar");
    const barBuy = bar.getByRole("button", { name: tr(lang, "cheat.buy"), exact: true });
    const launcher = helpButton(page, lang);
    // The first screen: the block's Buy is further down, so the bar shows its option's price: the
    // total in the block's order bar (the amount is what the test reads).
    await expect(bar).toHaveAttribute("data-shown", "true");
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    const price = (await page.getByTestId("order-price").textContent())!;
    const barPrice = bar.getByText(price, { exact: true });
    await expect(barPrice).toBeVisible();
    await expectUncovered(barBuy);
    await expectUncovered(barPrice);
    await expectUncovered(launcher);
    // Buy in the bar without the consents: the block's check names the box and brings it in view.
    await barBuy.click();
    const terms = page.getByRole("checkbox", { name: tr(lang, "consent.terms").replace(/<\/?doc>/g, "") });
    await expect(terms).toBeFocused();
    await expect(page.getByText(tr(lang, "validation.acceptTerms"))).toBeVisible();
    // On the block the bar and the assistant's button step aside; the prices are free.
    await orderBar(page).scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute("data-shown", "false");
    await expect(launcher).toBeHidden();
    // An option's row (the label around its radio, its title and its price) has no role of its own.
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    for (const option of await page.getByTestId("buy-option").all()) await expectUncovered(option);
    await expectUncovered(blockBuy(page, lang));
    // Past the block, the bar is back, and its Buy buys. The block's consents are the page's only
    // ones (the terms box above is found on the whole page).
    await acceptConsents(page, lang);
    await page
      .getByRole("region", { name: tr(lang, "cheat.functions"), exact: true })
      .scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute("data-shown", "true");
    const [pay] = await Promise.all([page.waitForEvent("popup"), barBuy.click()]);
    await expect.poll(() => pay.url()).toContain("/sandbox/pay?order=");
    await pay.close();
    // Wide screens have the block beside the pictures: no bar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });
}

/** A page type by its path (language prefix removed): one page of each type is walked. */
function pageType(path: string) {
  const bare = path.replace(/^\/en(?=\/|$)/, "") || "/";
  const [first, second] = bare.split("/").filter(Boolean);
  if (!first) return "home";
  if (first === "cheat") return second ? `cheat:${second === "dma" ? "dma" : "game"}` : "cheat";
  return first;
}

/*
 * Nothing floats over content, on every type of page of the sitemap, at 375 and 1280 px: every
 * link, button, form control and price, scrolled into view as a reader would reach it, has its
 * centre free of the floating widgets (the assistant's button, the support pill or card, the
 * cookie notice, the phone's buy bar). A widget's own controls and the header's are what floats,
 * so they are not walked. The languages take turns down the list of page types, the other way
 * round at the other width, so every type is walked in both languages and at both widths — the
 * full cross product doubled the suite's longest tests (decision 0028).
 */
for (const lang of langs)
  for (const width of [375, 1280])
    test(`${lang}: at ${width} px no floating widget covers a control or a price on any type of page`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      const xml = await (await page.request.get("/sitemap.xml")).text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map(([, loc]) => new URL(loc.replaceAll("&amp;", "&")).pathname)
        .filter((p) => (lang === "en") === (p === "/en" || p.startsWith("/en/")));
      const byType = new Map<string, string>();
      for (const p of paths) if (!byType.has(pageType(p))) byType.set(pageType(p), p);
      // The Steam top-up and the account pages are not in every sitemap type's list: add them.
      byType.set("steam", `${prefix(lang)}/steam`);
      expect(byType.size).toBeGreaterThan(12);
      const turn = (index: number) => langs[(index + (width < 768 ? 0 : 1)) % langs.length];
      // Sorted by type, so both languages' lists take their turns in the same order.
      const ours = [...byType.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .filter((_, index) => turn(index) === lang)
        .map(([, path]) => path);
      const faults: string[] = [];
      let footerWalked = false;
      // Then as a signed-in customer with the top bonus: the profile's forms end in a Save.
      const signedIn = [`${prefix(lang)}/profile/personal`, `${prefix(lang)}/profile/bonuses`];
      for (const path of [...ours, ...signedIn]) {
        if (path === signedIn[0]) {
          const session = await mintSession(
            `overlap.${lang}.${width}.${Date.now()}@players.example`,
            lang,
            "views",
            {
              topBonus: true,
            },
          );
          await page.context().addCookies([{ ...session, domain: new URL(baseURL!).hostname, path: "/" }]);
        }
        await page.goto(path);
        await waitForSettledLayout(page);
        // The footer is the same on every page: walked on the first one only.
        const scope = footerWalked ? "main" : "main, footer";
        footerWalked = true;
        const covered = await page.evaluate((scope) => {
          const floating =
            "[data-testid=site-header], [data-testid=cookie-consent], .help-dock, .sticky-buy-bar";
          const targets = [
            ...document.querySelectorAll<HTMLElement>(
              "a[href], button, input:not([type=hidden]), select, textarea, [data-testid=price-tag], [data-testid=cheat-card] h3, .poster-title",
            ),
          ].filter(
            (el) =>
              el.closest(scope) &&
              !el.closest(floating) &&
              // A closed menu's items are not on screen (the browser may still lay them out).
              !el.closest("details:not([open]) > :not(summary)") &&
              el.getClientRects().length > 0,
          );
          const found: string[] = [];
          for (const el of targets) {
            const style = getComputedStyle(el);
            if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
            el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
            const box = el.getBoundingClientRect();
            if (box.width < 2 || box.height < 2) continue;
            // Its left edge, centre and right edge: a widget over a price's end hides the price.
            const y = box.y + box.height / 2;
            for (const x of [box.left + 1, box.x + box.width / 2, box.right - 1]) {
              const under = document.elementFromPoint(x, y);
              const widget = under?.closest(floating);
              if (widget && !el.contains(under)) {
                found.push(`${el.outerHTML.slice(0, 90)} under ${widget.outerHTML.slice(0, 60)}`);
                break;
              }
            }
          }
          return found;
        }, scope);
        faults.push(...covered.map((c) => `${path}: ${c}`));
      }
      expect(faults).toEqual([]);
    });
