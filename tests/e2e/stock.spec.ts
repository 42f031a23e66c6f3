import type { Page } from "@playwright/test";
import {
  expect,
  keepScreenshot,
  mailCount,
  mailedLink,
  on,
  prefix,
  registerNew,
  staffPage,
  test,
  tr,
  translatedPattern,
  uniqueEmail,
  waitForHydration,
  pressBuy,
  mintProduct,
} from "./support";

const PERIOD = { ru: "30 дней", en: "30 days" } as const;

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

/** The option's radio in the buy block, named by its row: its title and its price or "Out of stock". */
const thirtyDays = (page: Page, lang: "ru" | "en") =>
  page.getByRole("radiogroup").getByRole("radio", { name: PERIOD[lang] });

/** One of a stock's counts (available, sold, …) on its console page: the number under its label. */
const stockCount = (owner: Page, key: "available" | "sold") =>
  owner
    .getByRole("list", { name: tr("ru", "console.stock.counts"), exact: true })
    .getByRole("listitem")
    .filter({ has: owner.getByText(tr("ru", `console.stock.${key}`), { exact: true }) })
    .getByText(/^\d+$/);

test(
  "the owner stocks an empty option; visitors on both sites buy exactly the imported keys; the owner resends and refunds",
  { tag: [on.noJs] },
  async ({ page, browser, baseURL, jsEnabled }, testInfo) => {
    // The story's own copy of Specter Full: its options start with no keys, so its 30-day option is
    // out of stock until the owner adds some (and a retry starts from an empty option again).
    const { name, path: productPage } = await mintProduct("iron-frontier/specter-full", "Specter Full");
    // Anonymous product pages may be kept by the browser for a minute (the catalogue's cache policy):
    // the before and after looks come from browsers of their own.
    const freshLook = async () => {
      const context = await browser.newContext({
        viewport: page.viewportSize(),
        javaScriptEnabled: jsEnabled,
      });
      const look = await context.newPage();
      await look.goto(`${baseURL}/en${productPage}`);
      await expect(thirtyDays(look, "en")).toBeDisabled();
      await expect(thirtyDays(look, "en")).toHaveAccessibleName(new RegExp(tr("en", "price.outOfStock")));
      await context.close();
    };
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    const openStock = async () => {
      await owner.goto(`/admin/stock?q=${encodeURIComponent(name)}`);
      await owner.getByRole("link", { name: `${name} · ${PERIOD.ru}` }).click();
      await expect(owner).toHaveURL(/\/admin\/stock\/\d+$/);
    };
    await freshLook();

    // A customer asks to hear when the option is back (a form that posts without JavaScript).
    const waiterContext = await browser.newContext({
      viewport: page.viewportSize(),
      javaScriptEnabled: jsEnabled,
    });
    await waiterContext.addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
    const waiter = await waiterContext.newPage();
    const waiterEmail = await registerNew(waiter, "ru");
    await waiter.goto(productPage);
    if (jsEnabled) await waitForHydration(waiter);
    const request = waiter
      .getByRole("region", { name: tr("ru", "alerts.restockTitle"), exact: true })
      .getByRole("listitem")
      .filter({ hasText: PERIOD.ru });
    await request.getByRole("button", { name: tr("ru", "alerts.restockAsk") }).click();
    await expect(request.getByRole("button", { name: tr("ru", "alerts.restockStop") })).toBeVisible();
    await expect(request.getByRole("status")).toHaveText(tr("ru", "alerts.restockAsked"));
    await request.scrollIntoViewIfNeeded();
    await keepScreenshot(waiter, testInfo, "restock-asked", false);
    await waiterContext.close();

    // The owner sees on the shop page itself that a priced option cannot sell, and where to fix it.
    await owner.goto(`/en${productPage}`);
    const toStock = owner.getByRole("link", { name: tr("en", "stockWarning.link"), exact: true });
    const warning = owner.getByRole("status").filter({ has: toStock });
    await expect(warning).toContainText(PERIOD.en);
    await keepScreenshot(owner, testInfo, "stock-warning", false);
    await expect(toStock).toHaveAttribute("href", /\/admin\/stock\?q=Specter/);
    await openStock();
    const stockPage = owner.url();
    const batch = Date.now().toString(36).toUpperCase();
    const keys = [`VENDOR-${batch}-AAAA`, `VENDOR-${batch}-BBBB`];
    // The second line repeats the first: refused and counted, never stored twice.
    await owner
      .getByLabel(tr("ru", "console.stock.paste"), { exact: true })
      .fill([keys[0], keys[0], keys[1]].join("\n"));
    await owner.getByRole("button", { name: tr("ru", "console.stock.import"), exact: true }).click();
    const imported = owner.getByRole("status").filter({ hasText: "Добавлено 2 ключа." });
    await expect(imported).toContainText("повторов в пакете — 1");
    await expect(stockCount(owner, "available")).toHaveText("2");
    // The customer who asked hears it once, in Russian, with a link to the product.
    await expect.poll(() => mailCount(waiterEmail)).toBe(1);
    const back = await mailedLink(waiterEmail);
    expect(back.subject).toBe(`${name} снова в наличии`);
    expect(back.url).toContain(productPage);
    // Unsold keys are shown masked only.
    const unsold = owner.getByRole("region", { name: tr("ru", "console.stock.unsold"), exact: true });
    await expect(unsold.getByRole("listitem")).toHaveCount(2);
    await expect(unsold).not.toContainText(keys[0]);

    // The ruble and the dollar rows of the option sell the same keys, oldest first.
    const buyers = { ru: uniqueEmail("stock-ru"), en: uniqueEmail("stock-en") };
    for (const [lang, key] of [
      ["ru", keys[0]],
      ["en", keys[1]],
    ] as const) {
      await page.goto(prefix(lang) + productPage);
      if (jsEnabled) await waitForHydration(page);
      await thirtyDays(page, lang).click();
      const pay = await pressBuy(page);
      await pay.waitForLoadState();
      await expect(pay.getByRole("main")).toContainText(PERIOD[lang]);
      await pay.getByLabel(tr(lang, "sandbox.email"), { exact: true }).fill(buyers[lang]);
      await pay.getByRole("button", { name: translatedPattern(tr(lang, "sandbox.pay")) }).click();
      await expect(pay.getByText(tr(lang, "purchaseResult.paid"), { exact: true })).toBeVisible();
      // The key is the delivery's text: exactly the one imported for this site's turn.
      await expect(pay.getByText(key, { exact: true })).toBeVisible();
      await pay.close();
    }

    // Sold out again: shown out of stock, and the owner's counts say where the keys went.
    await freshLook();
    await owner.goto(stockPage);
    await expect(stockCount(owner, "available")).toHaveText("0");
    await expect(stockCount(owner, "sold")).not.toHaveText("0");

    // The owner finds the English buyer's order, sends the delivery again and refunds it.
    await owner.goto(`/admin/orders?email=${encodeURIComponent(buyers.en)}`);
    await owner
      .getByRole("list", { name: tr("ru", "console.orders.title"), exact: true })
      .getByRole("link")
      .first()
      .click();
    // eslint-disable-next-line no-restricted-properties -- the masked key: the text read, a bare <code> with no name
    await expect(owner.getByTestId("order-key-masked")).toHaveText(/^VEND…BBBB$/);
    await expect.poll(() => mailCount(buyers.en)).toBe(1);
    await owner
      .getByRole("button", { name: tr("ru", "console.orders.resend").replace("{{email}}", buyers.en) })
      .click();
    await expect(owner.getByRole("status")).toHaveText("Письмо с выдачей отправлено повторно.");
    await expect.poll(() => mailCount(buyers.en)).toBe(2);
    // Refund asks first: what goes back and what happens to the key, and why.
    await owner.getByRole("button", { name: tr("ru", "console.orders.refundAsk"), exact: true }).click();
    const confirm = owner.getByRole("form", {
      name: translatedPattern(tr("ru", "console.orders.refundConfirm.title")),
    });
    await expect(confirm.getByRole("list")).toContainText("Ключ будет отозван у покупателя");
    await confirm
      .getByRole("textbox", { name: "Причина (сохранится в заказе)" })
      .fill("Покупатель передумал");
    await confirm.getByRole("button", { name: /^Вернуть / }).click();
    await expect(owner.getByRole("status")).toHaveText("Заказ отмечен как возвращённый.");
    await expect(
      owner.getByRole("region", { name: tr("ru", "console.orders.notes"), exact: true }),
    ).toContainText("Покупатель передумал");
    // The order's status beside its heading.
    await expect(owner.getByRole("heading", { level: 1 }).locator("..")).toContainText(
      tr("ru", "console.orders.statuses.refunded"),
    );
    await owner.close();
  },
);
