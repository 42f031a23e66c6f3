import type { Page } from "@playwright/test";
import {
  expect,
  keepScreenshot,
  langs,
  mailCount,
  mailedLink,
  on,
  prefix,
  registerNew,
  stack,
  staffPage,
  test,
  tr,
  uniqueEmail,
  waitForHydration,
  pressBuy,
  acceptConsents,
} from "./support";

const CHEAT = "/cheat/iron-frontier/phantom-esp";

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

/** Presses Buy on a product page and returns the payment tab. */
async function buy(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await waitForHydration(page);
  const popup = await pressBuy(page);
  await popup.waitForLoadState();
  return popup;
}

for (const lang of langs) {
  test(
    `${lang}: a purchase through the sandbox shows in purchases and in the bonus`,
    { tag: [on.noJs] },
    async ({ page, jsEnabled }) => {
      await registerNew(page, lang);
      await expect(page.getByTestId("purchases-empty")).toHaveText(tr(lang, "purchases.empty"));

      await page.goto(prefix(lang) + CHEAT);
      // No aggregator is configured: the sandbox takes the payment, and says so before and on it.
      await expect(page.getByTestId("buy-block").getByTestId("sandbox-note")).toHaveText(
        tr(lang, "sandboxNote"),
      );
      const price = (await page.getByTestId("order-price").textContent())!.trim();
      const pay = await buy(page, jsEnabled);
      await expect(pay).toHaveURL(new RegExp(`${prefix(lang)}/sandbox/pay\\?order=`));
      await expect(pay.getByText(tr(lang, "sandbox.badge"))).toBeVisible();
      await expect(pay.getByTestId("sandbox-order")).toContainText("Phantom ESP");
      await expect(pay.getByTestId("sandbox-amount")).toHaveText(price);
      const email = uniqueEmail(`paid-${lang}`);
      await pay.getByTestId("sandbox-email").fill(email);
      await pay.getByTestId("sandbox-pay").click();

      await expect(pay.getByTestId("purchase-status")).toHaveText(tr(lang, "purchaseResult.paid"));
      const key = (await pay.getByTestId("purchase-delivery-text").textContent())!.trim();
      // A demo key of the seeded stock: never one the shop made up.
      expect(key).toMatch(/^DEMO-\d+D-/);
      // What to do with it next: the launch guide; with JavaScript, Copy puts it on the clipboard.
      await expect(pay.getByTestId("purchase-guide-link")).toHaveText(
        tr(lang, "purchaseResult.launchGuideLink"),
      );
      if (jsEnabled) {
        await pay.context().grantPermissions(["clipboard-read", "clipboard-write"]);
        await pay.getByTestId("purchase-copy").click();
        await expect(pay.getByTestId("purchase-copy")).toHaveText(tr(lang, "purchaseResult.copied"));
        expect(await pay.evaluate(() => navigator.clipboard.readText())).toBe(key);
      } else await expect(pay.getByTestId("purchase-copy")).toHaveCount(0);
      const mail = await mailedLink(email);
      expect(mail.subject).toBe(lang === "ru" ? "Ваша покупка: Phantom ESP" : "Your purchase: Phantom ESP");
      await pay.close();

      await page.goto(`${prefix(lang)}/profile/personal`);
      const purchase = page.getByTestId("purchase").first();
      await expect(purchase).toContainText("Phantom ESP");
      await expect(purchase).toContainText(price);
      await expect(purchase).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
      await expect(purchase.getByTestId("purchase-link")).toHaveText(tr(lang, "purchases.view"));
      // The purchase page opens in a tab of its own, with its strings (a chunk only it loads).
      const [view] = await Promise.all([
        page.waitForEvent("popup"),
        purchase.getByTestId("purchase-link").click(),
      ]);
      await expect(view.getByTestId("purchase-status")).toHaveText(tr(lang, "purchaseResult.paid"));
      await expect(view.getByTestId("purchase-delivery-text")).toHaveText(key);
      if (jsEnabled)
        await expect(view.getByTestId("purchase-copy")).toHaveText(tr(lang, "purchaseResult.copy"));
      await view.close();

      await page
        .getByTestId("profile-tabs")
        .getByRole("link", { name: tr(lang, "profile.tabs.bonuses") })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/bonuses$`));
      await expect(page).toHaveTitle(new RegExp(`^${tr(lang, "profile.tabs.bonuses")} — `));
      await expect(page.getByTestId("bonus-cell")).toHaveCount(6);
      await expect(page.getByTestId("bonus-spent")).toContainText(price);
    },
  );

  test(`${lang}: a failed sandbox payment shows as failed in purchases`, async ({ page, jsEnabled }) => {
    await registerNew(page, lang);
    await page.goto(prefix(lang) + CHEAT);
    const pay = await buy(page, jsEnabled);
    await pay.getByTestId("sandbox-email").fill(uniqueEmail(`failed-${lang}`));
    await pay.getByTestId("sandbox-fail").click();
    await expect(pay.getByTestId("purchase-status")).toHaveText(tr(lang, "purchaseResult.failed"));
    await expect(pay.getByTestId("purchase-closed")).toContainText(tr(lang, "purchaseResult.failedText"));
    // Buy again leads back to the product, whose Buy opens a new invoice.
    await pay.getByTestId("purchase-buy-again").click();
    await expect(pay).toHaveURL(new RegExp(`${prefix(lang)}${CHEAT}$`));
    await pay.close();
    await page.goto(`${prefix(lang)}/profile/personal`);
    await expect(page.getByTestId("purchase").first().getByTestId("purchase-status")).toHaveText(
      tr(lang, "purchases.failed"),
    );
  });

  test(
    `${lang}: the wallet top-up validates and goes to the payment`,
    { tag: [on.noJs] },
    async ({ page, jsEnabled }) => {
      test.setTimeout(60_000);
      await page.goto(`${prefix(lang)}/`);
      if (jsEnabled) await waitForHydration(page);
      await page.getByTestId("header-wallet").click();
      const form = jsEnabled ? page.getByTestId("wallet-dialog") : page.locator("main");
      if (!jsEnabled) await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/steam$`));
      await expect(form.getByRole("heading", { name: tr(lang, "wallet.title") })).toBeVisible();

      await form.getByTestId("wallet-pay").click();
      await expect(form.getByText(tr(lang, "validation.required"))).toHaveCount(3);
      // Each consent's error names its box.
      await expect(form.getByText(tr(lang, "validation.acceptTerms"))).toBeVisible();
      await expect(form.getByText(tr(lang, "validation.acceptPersonalData"))).toBeVisible();
      await form.getByTestId("wallet-login").fill("gaben_fan");
      await form.getByTestId("wallet-email").fill("not-mail");
      await form.getByTestId("wallet-amount").fill("9");
      if (!jsEnabled) await form.getByTestId("wallet-pay").click();
      await expect(form.getByText(tr(lang, "validation.email"))).toBeVisible();
      await expect(form.getByText(tr(lang, "validation.walletAmount"))).toBeVisible();

      const email = uniqueEmail(`wallet-${lang}`);
      await form.getByTestId("wallet-email").fill(email);
      await form.getByTestId("wallet-amount").fill("250");
      await acceptConsents(form, lang);
      await form.getByTestId("wallet-pay").click();
      // The order is signed on the server, then the payment page loads.
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/sandbox/pay\\?order=`), { timeout: 20_000 });
      await expect(page.getByTestId("sandbox-order")).toContainText(
        lang === "ru" ? "Пополнение кошелька Steam" : "Steam wallet top-up",
      );
      await expect(page.getByTestId("sandbox-order")).toContainText("gaben_fan");
      await expect(page.getByTestId("sandbox-amount")).toHaveText("250 ₽");
      await expect(page.getByTestId("sandbox-email")).toHaveValue(email);
      await page.getByTestId("sandbox-pay").click();
      await expect(page.getByTestId("purchase-delivery")).toContainText(/TOPUP-/);
    },
  );
}

test(
  "a game account is held for the buyer paying; a late payment for it is refunded by the owner after one confirmation",
  { tag: [on.mobile, on.noJs] },
  async ({ page, browser, jsEnabled }, testInfo) => {
    test.setTimeout(90_000);
    // Both languages, the modes taking turns: Russian at 1280 px, English at 375 px and without scripts.
    const mode = testInfo.project.metadata.mode as "desktop" | "mobile" | "no-js";
    const lang = mode === "desktop" ? "ru" : "en";
    const look = async () => {
      const context = await browser.newContext({
        viewport: page.viewportSize(),
        javaScriptEnabled: jsEnabled,
      });
      await context.addCookies([{ name: "cookieConsent", value: "true", url: stack().baseURL }]);
      return context.newPage();
    };

    // The first buyer opens the payment for an account on sale: it is held for them.
    await page.goto(`${prefix(lang)}/accounts`);
    const card = page.getByTestId("account-card").filter({ has: page.locator('[data-in-stock="true"]') });
    // Each mode takes an account of its own (runs of one spec side by side do not meet).
    const accountPath = (await card.nth(["desktop", "mobile", "no-js"].indexOf(mode)).getAttribute("href"))!;
    await page.goto(accountPath);
    const late = await buy(page, jsEnabled);
    await expect(late.getByTestId("sandbox-pay")).toBeVisible();

    // Another buyer sees it reserved, with no way to pay.
    const other = await look();
    await other.goto(accountPath);
    await expect(other.getByTestId("stock-badge")).toHaveText(tr(lang, "accounts.reserved"));
    await expect(other.getByTestId("buy-block")).toHaveAttribute("data-state", "reserved");
    await expect(other.getByTestId("buy-block")).toContainText(tr(lang, "accounts.reservedText"));
    await keepScreenshot(other, testInfo, "reserved", false);

    // Half an hour passes without the first buyer paying: the account is back on sale and sold.
    const lapse = await fetch(`${stack().mintURL}/lapse-holds`, {
      method: "POST",
      body: JSON.stringify({ account: accountPath.split("/").pop() }),
    });
    expect(await lapse.json()).toEqual({ lapsed: 1 });
    await other.reload();
    await expect(other.getByTestId("buy-block")).toHaveAttribute("data-state", "in-stock");
    const winner = await buy(other, jsEnabled);
    await winner.getByTestId("sandbox-email").fill(uniqueEmail(`account-${lang}`));
    await winner.getByTestId("sandbox-pay").click();
    await expect(winner.getByTestId("purchase-delivery")).toBeVisible();

    // The first buyer's page was still open and they pay: nothing to deliver, the money comes back.
    const email = uniqueEmail(`late-${lang}`);
    await late.getByTestId("sandbox-email").fill(email);
    await late.getByTestId("sandbox-pay").click();
    await expect(late.getByTestId("purchase-needs-refund")).toContainText(
      tr(lang, "purchaseResult.needsRefundTitle"),
    );
    await expect.poll(() => mailCount(email)).toBe(1);

    // The owner finds it leading the console's overview and refunds it there.
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto(`${prefix(lang)}/admin`);
    const row = owner.getByTestId("needs-refund").getByRole("listitem").filter({ hasText: email });
    await keepScreenshot(owner, testInfo, "needs-refund", false);
    await row.getByRole("button", { name: new RegExp(tr(lang, "console.needsRefund.refund")) }).click();
    // It asks first: the money, the key (none was delivered), and why.
    const confirm = owner.getByTestId("order-refund-confirm");
    await expect(confirm.getByTestId("order-refund-effects")).toContainText(
      tr(lang, "console.orders.refundConfirm.key.none"),
    );
    await confirm
      .getByRole("textbox", { name: tr(lang, "console.orders.refundConfirm.reason") })
      .fill("Sold to another buyer meanwhile");
    await confirm.getByTestId("order-refund-confirm-submit").click();
    await expect(owner.getByTestId("order-done")).toHaveText(tr(lang, "console.orders.done.refunded"));
    await expect(owner.getByTestId("order-status")).toHaveText(tr(lang, "console.orders.statuses.refunded"));
    await expect.poll(() => mailCount(email)).toBe(2);
    await owner.goto(`${prefix(lang)}/admin`);
    await expect(
      owner.getByTestId("needs-refund").getByRole("listitem").filter({ hasText: email }),
    ).toHaveCount(0);
    await keepScreenshot(owner, testInfo, "refunded", false);
  },
);
