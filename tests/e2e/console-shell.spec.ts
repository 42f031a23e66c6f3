import type { Page } from "@playwright/test";
import { expect, keepScreenshot, modeOf, on, staffPage, test, tr, waitForHydration } from "./support";

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

async function expectConsoleShell(page: Page) {
  await expect(page.getByTestId("console-top-bar")).toBeVisible();
  for (const storefront of ["site-header", "notification-banner", "help-launcher", "cookie-consent"])
    await expect(page.getByTestId(storefront), storefront).toHaveCount(0);
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
    // Stock: what needs the owner first, a page at a time.
    await owner.goto("/admin/stock");
    await expect(owner.getByTestId("stock-table").locator("tbody tr").first()).toHaveAttribute(
      "data-attention",
      "true",
    );
    await expect(owner.getByTestId("stock-table").locator("tbody tr")).toHaveCount(50);
    await owner.getByRole("link", { name: tr("ru", "console.cheats.next") }).click();
    await expect(owner).toHaveURL(/page=2/);
    await expect(owner.getByTestId("stock-table").locator("tbody tr").first()).toBeVisible();
    // A list's filters: always shown on a wide screen; on a phone behind "Filters (n)", n in use.
    await owner.goto("/admin/orders?status=1&email=demo");
    const phone = modeOf(testInfo) === "mobile";
    await expect(owner.getByTestId("orders-filters")).toBeVisible({ visible: !phone });
    await expect(owner.getByTestId("filter-panel-toggle")).toBeVisible({ visible: phone });
    if (phone) {
      await expect(owner.getByTestId("filter-panel-toggle")).toHaveText(
        tr("ru", "console.filtersToggle_other").replace("{{count}}", "2"),
      );
      await owner.getByTestId("filter-panel-toggle").click();
      await expect(owner.getByTestId("orders-filters")).toBeVisible();
    }
    await owner.goto("/admin");
    await owner.getByTestId("console-notifications").locator("summary").click();
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
    test.setTimeout(90_000);
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    // What to look for, read off the console's own lists: a paid order's invoice and its key's
    // ending, a customer's login.
    // Paid orders of a keyed product: a wallet top-up's receipt is not a key in stock.
    const paidKeyOrders = "/en/admin/orders?status=1&product=Phantom%20ESP";
    await owner.goto(paidKeyOrders);
    const orders = owner.getByTestId("orders").getByRole("link");
    let invoice = "";
    let masked = "";
    for (let n = 0; n < 10 && !masked; n++) {
      await owner.goto(paidKeyOrders);
      await orders.nth(n).click();
      await expect(owner).toHaveURL(/\/admin\/orders\/\d+$/);
      if (await owner.getByTestId("order-key-masked").count()) {
        masked = (await owner.getByTestId("order-key-masked").innerText()).trim();
        invoice = (await owner.getByTestId("order-facts").locator("code").first().innerText()).trim();
      }
    }
    expect(masked).toMatch(/….{4}$/);
    await owner.goto("/en/admin/customers");
    const login = (
      await owner.getByTestId("customers").locator("li span.font-semibold").first().innerText()
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
        const hit = owner.getByTestId(`console-search-hit-${group}`).filter({ hasText: shows }).first();
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
          .getByTestId(`search-group-${group}`)
          .getByRole("link")
          .filter({ hasText: shows })
          .first()
          .click();
      }
      await expect(owner).toHaveURL(lands);
    }
    if (!jsEnabled) {
      await owner.goto("/en/admin/search?q=zzzzqqq");
      await expect(owner.getByTestId("search-nothing")).toBeVisible();
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
    await owner.getByTestId("console-cheats").getByRole("link", { name: "Glacier Full" }).click();
    await expect(owner).toHaveURL(/\/en\/admin\/cheats\/\d+$/);
    const productPage = owner.url();
    await waitForHydration(owner);

    // Sections to jump to, and one Save for the whole price table that stays on screen while the
    // table's first rows are read, though the form ends far below.
    const sections = owner.getByRole("navigation", { name: tr("en", "console.sections.label") });
    await sections.getByRole("link", { name: tr("en", "console.prices.title") }).click();
    await expect(owner).toHaveURL(/#prices$/);
    const firstRow = owner.getByTestId("console-prices-ru").locator("[data-testid^=console-price-]").first();
    await firstRow.evaluate((row) => row.scrollIntoView({ block: "start", behavior: "instant" }));
    const save = owner.getByRole("button", { name: tr("en", "console.prices.save") });
    await expect(save).toBeInViewport();
    const form = owner.getByTestId("console-prices").locator("form");
    const formBottom = await form.evaluate((element) => element.getBoundingClientRect().bottom);
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
      .getByTestId("console-details")
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
