import type { Page } from "@playwright/test";
import {
  expect,
  keepScreenshot,
  modeOf,
  on,
  staffPage,
  test,
  tr,
  translatedPattern,
  waitForHydration,
} from "./support";

// The console's own shell (decision 0033): read-only checks — no storefront chrome on any console
// page, nothing covering a console control, and the top bar's global search.

/** Every kind of console page; the `:id` pages are reached through their lists' first link. */
const PAGES = [
  "/admin",
  "/admin/orders",
  "/admin/customers",
  "/admin/cheats",
  "/admin/stock",
  "/admin/games",
  "/admin/accounts",
  "/admin/problems",
  "/admin/settings",
  "/admin/replies",
  "/admin/audit",
  "/admin/tokens",
  "/admin/search?q=glacier",
];
const DETAIL_LISTS: [string, RegExp][] = [
  ["/admin/orders", /\/admin\/orders\/\d+$/],
  ["/admin/customers", /\/admin\/customers\/\d+$/],
  ["/admin/cheats", /\/admin\/cheats\/\d+$/],
  ["/admin/stock", /\/admin\/stock\/\d+$/],
  ["/admin/games", /\/admin\/games\/\d+$/],
  ["/admin/accounts", /\/admin\/accounts\/\d+$/],
  ["/admin/problems", /\/admin\/problems\/\d+$/],
];

/**
 * The controls of the page that something else covers: each visible button (and menu summary) is
 * scrolled to the middle of the window and the element under its centre must be the control itself.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "main button, main summary, main input[type=submit], header button, header summary",
    );
    for (const control of controls) {
      // Drawn and shown: not inside a closed <details>, not hidden at this width.
      const box = control.getBoundingClientRect();
      if (!box.width || !box.height || !control.checkVisibility({ visibilityProperty: true })) continue;
      control.scrollIntoView({ block: "center", behavior: "instant" });
      const now = control.getBoundingClientRect();
      const under = document.elementFromPoint(now.x + now.width / 2, now.y + now.height / 2);
      if (under !== control && !control.contains(under))
        covered.push(`${control.outerHTML.slice(0, 80)} under ${under?.outerHTML.slice(0, 80) ?? "nothing"}`);
    }
    return covered;
  });
}

/*
 * The console's pages (/admin, unprefixed) are Russian. Its top bar is the page's banner, led by
 * the console's home link; each storefront part is found by what always comes with it, hidden or
 * not (a folded menu, a width that hides it): none may be there at all.
 */
const consoleTopBar = (page: Page) =>
  page
    .getByRole("banner")
    .filter({ has: page.getByRole("link", { name: tr("ru", "console.title"), exact: true }) });
const storefrontParts = (page: Page) => ({
  "the site header's navigation": page.getByRole("navigation", {
    name: tr("ru", "nav.mainNavigation"),
    exact: true,
    includeHidden: true,
  }),
  "the notification banner's Dismiss": page.getByRole("button", {
    name: tr("ru", "banner.dismiss"),
    exact: true,
    includeHidden: true,
  }),
  // A <summary> (no role of its own) named by its label.
  "the help button": page.getByLabel(tr("ru", "helpMenu.open"), { exact: true }),
  "the cookie notice": page.getByRole("dialog", {
    name: tr("ru", "cookie.accept"),
    exact: true,
    includeHidden: true,
  }),
});

async function expectConsoleShell(page: Page) {
  await expect(consoleTopBar(page)).toBeVisible();
  for (const [storefront, part] of Object.entries(storefrontParts(page)))
    await expect(part, storefront).toHaveCount(0);
  expect(await coveredControls(page), page.url()).toEqual([]);
}

test(
  "every console page wears the console's own shell, and nothing covers a control",
  { tag: [on.mobile, on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    test.setTimeout(120_000);
    // No cookie answer on purpose: the storefront's notice must not appear in the console either.
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    for (const path of PAGES) {
      await owner.goto(path);
      await expectConsoleShell(owner);
    }
    // Stock: what needs the owner first, a page at a time. The table's rows of stocks: those with
    // cells (the header row has column headers).
    await owner.goto("/admin/stock");
    const stocks = owner
      .getByRole("table")
      .getByRole("row")
      .filter({ has: owner.getByRole("cell") });
    await expect(stocks.first()).toHaveAttribute("data-attention", "true");
    await expect(stocks).toHaveCount(50);
    await owner.getByRole("link", { name: tr("ru", "console.cheats.next") }).click();
    await expect(owner).toHaveURL(/page=2/);
    await expect(stocks.first()).toBeVisible();
    // A list's filters: always shown on a wide screen; on a phone behind "Filters (n)", n in use.
    await owner.goto("/admin/orders?status=1&email=demo");
    const phone = modeOf(testInfo) === "mobile";
    // The filters' first field stands for them all: they are shown or folded together.
    const filters = owner.getByRole("combobox", { name: tr("ru", "console.orders.status"), exact: true });
    // The toggle is a <summary> (no role of its own): found by its words, whatever the count.
    const toggle = owner.getByText(translatedPattern(tr("ru", "console.filtersToggle_other"), "\\d+"));
    await expect(filters).toBeVisible({ visible: !phone });
    await expect(toggle).toBeVisible({ visible: phone });
    if (phone) {
      await expect(toggle).toHaveText(tr("ru", "console.filtersToggle_other").replace("{{count}}", "2"));
      await toggle.click();
      await expect(filters).toBeVisible();
    }
    await owner.goto("/admin");
    // The bell: a <summary> named by its label, "Notifications: n".
    await owner.getByLabel(translatedPattern(tr("ru", "console.notifications.label_other"), "\\d+")).click();
    await expect(
      consoleTopBar(owner).getByText(tr("ru", "console.notifications.title"), { exact: true }),
    ).toBeVisible();
    await keepScreenshot(owner, testInfo, "console-notifications", false);
    for (const [list, detail] of DETAIL_LISTS) {
      await owner.goto(list);
      await owner.getByRole("main").locator(`a[href*="${list}/"]`).first().click();
      await expect(owner).toHaveURL(detail);
      await expectConsoleShell(owner);
    }
    await owner.close();
  },
);

test(
  "the top bar's search finds an order, a customer, a product and a key",
  { tag: [on.mobile, on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    // What to look for, read off the console's own lists: a paid order's invoice and its key's
    // ending, a customer's login.
    // Paid orders of a keyed product: a wallet top-up's receipt is not a key in stock.
    const paidKeyOrders = "/en/admin/orders?status=1&product=Phantom%20ESP";
    await owner.goto(paidKeyOrders);
    const orders = owner
      .getByRole("list", { name: tr("en", "console.orders.title"), exact: true })
      .getByRole("link");
    let invoice = "";
    let masked = "";
    for (let n = 0; n < 10 && !masked; n++) {
      await owner.goto(paidKeyOrders);
      await orders.nth(n).click();
      await expect(owner).toHaveURL(/\/admin\/orders\/\d+$/);
      // The masked key and the invoice are the unknowns read here: texts with no name of their own.
      // eslint-disable-next-line no-restricted-properties -- the masked key: the text read, a bare <code> with no name
      const maskedKey = owner.getByTestId("order-key-masked");
      // eslint-disable-next-line no-restricted-properties -- the order's facts (a <dl>, no role): its invoice is the text read
      const facts = owner.getByTestId("order-facts");
      if (await maskedKey.count()) {
        masked = (await maskedKey.innerText()).trim();
        invoice = (await facts.locator("code").first().innerText()).trim();
      }
    }
    expect(masked).toMatch(/….{4}$/);
    await owner.goto("/en/admin/customers");
    // A customer's line: the login first (in bold), then the e-mail, the role and the orders.
    const login = (
      await owner
        .getByRole("list", { name: tr("en", "console.customers.title"), exact: true })
        .getByRole("listitem")
        .first()
        .locator("span.font-semibold")
        .first()
        .innerText()
    ).trim();

    const search = owner.getByRole("combobox", { name: tr("en", "console.search.label") });
    const cases: [string, string, string, RegExp][] = [
      [invoice, "orders", invoice, /\/en\/admin\/orders\/\d+$/],
      [login, "customers", login, /\/en\/admin\/customers\/\d+$/],
      ["glacier", "products", "Glacier Full", /\/en\/admin\/cheats\/\d+$/],
      // A sold key leads to the order that has it.
      [masked.slice(-4), "keys", masked, /\/en\/admin\/orders\/\d+$/],
    ];
    for (const [query, group, shows, lands] of cases) {
      await owner.goto("/en/admin");
      if (jsEnabled) {
        await waitForHydration(owner);
        await search.fill(query);
        // The results drop down as options grouped by kind, each group named as its heading reads.
        const hit = owner
          .getByRole("listbox", { name: tr("en", "console.search.results"), exact: true })
          .getByRole("group", { name: tr("en", `console.search.groups.${group}`), exact: true })
          .getByRole("option")
          .filter({ hasText: shows })
          .first();
        await expect(hit).toBeVisible();
        if (group === "orders") await keepScreenshot(owner, testInfo, "console-search", false);
        if (modeOf(testInfo) === "mobile") await hit.click();
        else {
          // The keyboard: ↓ until that hit is the active option, then Enter.
          for (let step = 0; step < 25 && (await hit.getAttribute("aria-selected")) !== "true"; step++)
            await search.press("ArrowDown");
          await expect(hit).toHaveAttribute("aria-selected", "true");
          await search.press("Enter");
        }
      } else {
        // Without JavaScript the box is a form: the results page lists the groups.
        await search.fill(query);
        await search.press("Enter");
        await expect(owner).toHaveURL(/\/en\/admin\/search\?q=/);
        await owner
          .getByRole("region", { name: tr("en", `console.search.groups.${group}`), exact: true })
          .getByRole("link")
          .filter({ hasText: shows })
          .first()
          .click();
      }
      await expect(owner).toHaveURL(lands);
    }
    if (!jsEnabled) {
      // Read as the page's whole main text: a failure then shows what the page said instead.
      const answer = await owner.goto("/en/admin/search?q=zzzzqqq");
      expect(answer?.status()).toBe(200);
      await expect(owner.getByRole("main")).toContainText(
        tr("en", "console.search.nothing").replace("{{query}}", "zzzzqqq"),
      );
    }
    await owner.close();
  },
);

test(
  "a product page saves each section with one pinned Save and warns before unsaved edits are lost",
  { tag: [on.mobile] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto("/en/admin/cheats?q=glacier");
    await owner.getByRole("main").getByRole("link", { name: "Glacier Full", exact: true }).click();
    await expect(owner).toHaveURL(/\/en\/admin\/cheats\/\d+$/);
    const productPage = owner.url();
    await waitForHydration(owner);

    // Sections to jump to, and one Save for the whole price table that stays on screen while the
    // table's first rows are read, though the form ends far below.
    const sections = owner.getByRole("navigation", { name: tr("en", "console.sections.label") });
    await sections.getByRole("link", { name: tr("en", "console.prices.title") }).click();
    await expect(owner).toHaveURL(/#prices$/);
    // The price table: a region under its title, a group of rows per site, the Russian one first.
    const prices = owner.getByRole("region", { name: tr("en", "console.prices.title"), exact: true });
    const russianRows = prices.getByRole("group", { name: tr("en", "console.prices.site.ru"), exact: true });
    await russianRows.evaluate((rows) => rows.scrollIntoView({ block: "start", behavior: "instant" }));
    const save = owner.getByRole("button", { name: tr("en", "console.prices.save") });
    await expect(save).toBeInViewport();
    // The form is the region's last part: the region ends where the form does.
    const formBottom = await prices.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(formBottom).toBeGreaterThan(owner.viewportSize()!.height);
    await keepScreenshot(owner, testInfo, "console-product-prices", false);
    // A second jump lands on its section too (not back at the top of the page).
    await sections.getByRole("link", { name: tr("en", "console.lists.title") }).click();
    await expect(owner.getByRole("heading", { name: tr("en", "console.lists.title") })).toBeInViewport();
    await expect(owner).toHaveURL(/#lists$/);
    await sections.getByRole("link", { name: tr("en", "console.prices.title") }).click();
    await expect(
      owner.getByRole("heading", { name: tr("en", "console.prices.title"), exact: true }),
    ).toBeInViewport();

    // An edit not saved: leaving by a link asks first; staying keeps the edit.
    const name = owner
      .getByRole("region", { name: tr("en", "console.details.title"), exact: true })
      .getByRole("textbox", { name: tr("en", "console.details.name"), exact: true });
    await name.fill("Glacier Full (draft)");
    const asked: string[] = [];
    owner.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await owner.getByRole("link", { name: tr("en", "console.cheat.back") }).click();
    await expect.poll(() => asked).toEqual([tr("en", "console.unsaved.confirm")]);
    expect(owner.url()).toBe(`${productPage}#prices`);
    await expect(name).toHaveValue("Glacier Full (draft)");
    // Closing the tab asks the browser's own question.
    const closing = new Promise<string>((resolve) =>
      owner.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await owner.close({ runBeforeUnload: true });
    expect(await closing).toBe("beforeunload");
  },
);
