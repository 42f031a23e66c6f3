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
  escapeRegExp,
  translatedPattern,
} from "./support";

const CHEAT = "/cheat/iron-frontier/phantom-esp";

type Lang = "ru" | "en";

/** A text as a pattern, any run of spaces in it standing for any other (a price's no-break space). */
const spaced = (text: string) => escapeRegExp(text.trim()).replace(/\s+/g, "\\s+");
/** A text matched whole, its spaces as `spaced` takes them. */
const wholeText = (text: string) => new RegExp(`^\\s*${spaced(text)}\\s*$`);

/**
 * The product page's buy block: a box (a form while it sells, a div once it cannot) with no role
 * or name of its own, whose data-state the tests read.
 */
// eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
const buyBlock = (page: Page) => page.getByTestId("buy-block");

/** The payment page's e-mail field. */
const payEmail = (pay: Page, lang: Lang) => pay.getByLabel(tr(lang, "sandbox.email"), { exact: true });
/** The payment page's Pay button, named with the amount ("Pay 1 290 ₽"). */
const payButton = (pay: Page, lang: Lang) =>
  pay.getByRole("button", { name: translatedPattern(tr(lang, "sandbox.pay")) });
/**
 * A value of the order on the payment page (a description list: the item, the amount), found by
 * what it says.
 */
const orderValue = (pay: Page, text: string | RegExp) =>
  pay.getByRole("definition").filter({ hasText: text });

/** The delivery's Copy button: "Copy", and "Copied" for a moment once pressed. */
const copyButton = (page: Page, lang: Lang) =>
  page.getByRole("button", {
    name: new RegExp(
      `^(?:${escapeRegExp(tr(lang, "purchaseResult.copy"))}|${escapeRegExp(tr(lang, "purchaseResult.copied"))})$`,
    ),
  });

/** The profile's purchases: the section under its heading ("Purchases"). */
const purchaseList = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: tr(lang, "profile.tabs.purchases"), exact: true });

/** The console's panel of orders to refund, under its heading. */
const needsRefundPanel = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: tr(lang, "console.needsRefund.title"), exact: true });

/**
 * An order's status in the console, beside its heading: the first of the page's texts that is an
 * order's status (the facts below it are labelled with some of the same words).
 */
const orderStatus = (page: Page, lang: Lang) =>
  page
    .getByText(
      new RegExp(
        `^\\s*(?:${[
          ...["waiting", "paid", "failed", "refunded", "expired"].map(
            (key) => `console.orders.statuses.${key}`,
          ),
          "console.orders.awaitingKey",
          "console.needsRefund.status",
        ]
          .map((key) => escapeRegExp(tr(lang, key)))
          .join("|")})\\s*$`,
      ),
    )
    .first();

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
      await expect(
        purchaseList(page, lang).getByText(tr(lang, "purchases.empty"), { exact: true }),
      ).toBeVisible();

      await page.goto(prefix(lang) + CHEAT);
      // No aggregator is configured: the sandbox takes the payment, and says so before and on it.
      await expect(buyBlock(page).getByText(tr(lang, "sandboxNote"), { exact: true })).toBeVisible();
      // The total to pay, whatever the seed priced it at: the text read here is the unknown.
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const price = (await page.getByTestId("order-price").textContent())!.trim();
      const pay = await buy(page, jsEnabled);
      await expect(pay).toHaveURL(new RegExp(`${prefix(lang)}/sandbox/pay\\?order=`));
      await expect(pay.getByText(tr(lang, "sandbox.badge"))).toBeVisible();
      // The order: the item, and the amount (the one value that is the price alone).
      await expect(orderValue(pay, "Phantom ESP")).toBeVisible();
      await expect(orderValue(pay, wholeText(price))).toBeVisible();
      const email = uniqueEmail(`paid-${lang}`);
      await payEmail(pay, lang).fill(email);
      await payButton(pay, lang).click();

      await expect(pay.getByText(tr(lang, "purchaseResult.paid"), { exact: true })).toBeVisible();
      // The delivered key: its text is what is read here, unknown before, so it has nothing else to go by.
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const key = (await pay.getByTestId("purchase-delivery-text").textContent())!.trim();
      // A demo key of the seeded stock: never one the shop made up.
      expect(key).toMatch(/^DEMO-\d+D-/);
      // What to do with it next: the launch guide; with JavaScript, Copy puts it on the clipboard.
      await expect(
        pay.getByRole("link", { name: tr(lang, "purchaseResult.launchGuideLink"), exact: true }),
      ).toBeVisible();
      if (jsEnabled) {
        await pay.context().grantPermissions(["clipboard-read", "clipboard-write"]);
        await copyButton(pay, lang).click();
        await expect(copyButton(pay, lang)).toHaveText(tr(lang, "purchaseResult.copied"));
        expect(await pay.evaluate(() => navigator.clipboard.readText())).toBe(key);
      } else await expect(copyButton(pay, lang)).toHaveCount(0);
      const mail = await mailedLink(email);
      expect(mail.subject).toBe(lang === "ru" ? "Ваша покупка: Phantom ESP" : "Your purchase: Phantom ESP");
      await pay.close();

      await page.goto(`${prefix(lang)}/profile/personal`);
      const purchase = purchaseList(page, lang).getByRole("listitem").first();
      await expect(purchase).toContainText("Phantom ESP");
      await expect(purchase).toContainText(price);
      await expect(purchase).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
      const viewLink = purchase.getByRole("link", { name: tr(lang, "purchases.view"), exact: true });
      await expect(viewLink).toBeVisible();
      // The purchase page opens in a tab of its own, with its strings (a chunk only it loads).
      const [view] = await Promise.all([page.waitForEvent("popup"), viewLink.click()]);
      await expect(view.getByText(tr(lang, "purchaseResult.paid"), { exact: true })).toBeVisible();
      await expect(view.getByText(key, { exact: true })).toBeVisible();
      if (jsEnabled) await expect(copyButton(view, lang)).toHaveText(tr(lang, "purchaseResult.copy"));
      await view.close();

      await page
        .getByRole("navigation", { name: tr(lang, "profile.navLabel"), exact: true })
        .getByRole("link", { name: tr(lang, "profile.tabs.bonuses") })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/bonuses$`));
      await expect(page).toHaveTitle(new RegExp(`^${tr(lang, "profile.tabs.bonuses")} — `));
      await expect(
        page.getByRole("region", { name: tr(lang, "bonuses.levels"), exact: true }).getByRole("listitem"),
      ).toHaveCount(6);
      // "Spent: …", the purchase's price among it.
      await expect(
        page.getByText(translatedPattern(tr(lang, "bonuses.spentOnly"), `.*${spaced(price)}.*`)),
      ).toBeVisible();
    },
  );

  test(`${lang}: a failed sandbox payment shows as failed in purchases`, async ({ page, jsEnabled }) => {
    await registerNew(page, lang);
    await page.goto(prefix(lang) + CHEAT);
    const pay = await buy(page, jsEnabled);
    await payEmail(pay, lang).fill(uniqueEmail(`failed-${lang}`));
    await pay.getByRole("button", { name: tr(lang, "sandbox.fail"), exact: true }).click();
    await expect(pay.getByText(tr(lang, "purchaseResult.failed"), { exact: true })).toBeVisible();
    await expect(pay.getByText(tr(lang, "purchaseResult.failedText"), { exact: true })).toBeVisible();
    // Buy again leads back to the product, whose Buy opens a new invoice.
    await pay.getByRole("link", { name: tr(lang, "purchaseResult.buyAgain"), exact: true }).click();
    await expect(pay).toHaveURL(new RegExp(`${prefix(lang)}${CHEAT}$`));
    await pay.close();
    await page.goto(`${prefix(lang)}/profile/personal`);
    await expect(
      purchaseList(page, lang)
        .getByRole("listitem")
        .first()
        .getByText(tr(lang, "purchases.failed"), { exact: true }),
    ).toBeVisible();
  });

  test(
    `${lang}: the wallet top-up validates and goes to the payment`,
    { tag: [on.noJs] },
    async ({ page, jsEnabled }) => {
      await page.goto(`${prefix(lang)}/`);
      if (jsEnabled) await waitForHydration(page);
      await page.getByRole("link", { name: tr(lang, "wallet.open"), exact: true }).click();
      // The modal with JavaScript, the /steam page's form card without it: both "Steam wallet top-up".
      const form = page.getByRole(jsEnabled ? "dialog" : "region", {
        name: tr(lang, "wallet.title"),
        exact: true,
      });
      const payWallet = form.getByRole("button", { name: tr(lang, "wallet.pay"), exact: true });
      const login = form.getByLabel(tr(lang, "wallet.login"), { exact: true });
      const walletEmail = form.getByLabel(tr(lang, "wallet.email"), { exact: true });
      const amount = form.getByLabel(translatedPattern(tr(lang, "wallet.amount"), "\\d+"));
      if (!jsEnabled) await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/steam$`));
      await expect(form.getByRole("heading", { name: tr(lang, "wallet.title") })).toBeVisible();

      await payWallet.click();
      await expect(form.getByText(tr(lang, "validation.required"))).toHaveCount(3);
      // Each consent's error names its box.
      await expect(form.getByText(tr(lang, "validation.acceptTerms"))).toBeVisible();
      await expect(form.getByText(tr(lang, "validation.acceptPersonalData"))).toBeVisible();
      await login.fill("gaben_fan");
      await walletEmail.fill("not-mail");
      await amount.fill("9");
      if (!jsEnabled) await payWallet.click();
      await expect(form.getByText(tr(lang, "validation.email"))).toBeVisible();
      await expect(form.getByText(tr(lang, "validation.walletAmount"))).toBeVisible();

      const email = uniqueEmail(`wallet-${lang}`);
      await walletEmail.fill(email);
      await amount.fill("250");
      await acceptConsents(form, lang);
      await payWallet.click();
      // The order is signed on the server, then the payment page loads.
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/sandbox/pay\\?order=`), { timeout: 20_000 });
      // The order's item: the top-up, for the login given.
      await expect(
        orderValue(page, lang === "ru" ? "Пополнение кошелька Steam" : "Steam wallet top-up").filter({
          hasText: "gaben_fan",
        }),
      ).toBeVisible();
      await expect(orderValue(page, wholeText("250 ₽"))).toBeVisible();
      await expect(payEmail(page, lang)).toHaveValue(email);
      await payButton(page, lang).click();
      // The receipt number delivered.
      await expect(page.getByText(tr(lang, "purchaseResult.receipt"), { exact: true })).toBeVisible();
      await expect(page.getByText(/^\s*TOPUP-/)).toBeVisible();
    },
  );
}

test(
  "a game account is held for the buyer paying; a late payment for it is refunded by the owner after one confirmation",
  { tag: [on.mobile, on.noJs] },
  async ({ page, browser, jsEnabled }, testInfo) => {
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
    // The account cards (the links of the page's one list) whose stock pill says "In stock".
    const card = page
      .getByRole("main")
      .getByRole("list")
      .getByRole("link")
      .filter({ has: page.getByText(tr(lang, "accounts.inStock"), { exact: true }) });
    // Each mode takes an account of its own (runs of one spec side by side do not meet).
    const accountPath = (await card.nth(["desktop", "mobile", "no-js"].indexOf(mode)).getAttribute("href"))!;
    await page.goto(accountPath);
    const late = await buy(page, jsEnabled);
    await expect(payButton(late, lang)).toBeVisible();

    // Another buyer sees it reserved, with no way to pay.
    const other = await look();
    await other.goto(accountPath);
    // The pill under the title says so: the first "Reserved" on the page (the buy block's
    // disabled button below it says it too).
    await expect(
      other.getByRole("main").getByText(tr(lang, "accounts.reserved"), { exact: true }).first(),
    ).not.toHaveRole("button");
    await expect(buyBlock(other)).toHaveAttribute("data-state", "reserved");
    await expect(buyBlock(other)).toContainText(tr(lang, "accounts.reservedText"));
    await keepScreenshot(other, testInfo, "reserved", false);

    // Half an hour passes without the first buyer paying: the account is back on sale and sold.
    const lapse = await fetch(`${stack().mintURL}/lapse-holds`, {
      method: "POST",
      body: JSON.stringify({ account: accountPath.split("/").pop() }),
    });
    expect(await lapse.json()).toEqual({ lapsed: 1 });
    await other.reload();
    await expect(buyBlock(other)).toHaveAttribute("data-state", "in-stock");
    const winner = await buy(other, jsEnabled);
    await payEmail(winner, lang).fill(uniqueEmail(`account-${lang}`));
    await payButton(winner, lang).click();
    // The account's sign-in details delivered.
    await expect(winner.getByText(tr(lang, "purchaseResult.credentials"), { exact: true })).toBeVisible();

    // The first buyer's page was still open and they pay: nothing to deliver, the money comes back.
    const email = uniqueEmail(`late-${lang}`);
    await payEmail(late, lang).fill(email);
    await payButton(late, lang).click();
    await expect(late.getByText(tr(lang, "purchaseResult.needsRefundTitle"), { exact: true })).toBeVisible();
    await expect.poll(() => mailCount(email)).toBe(1);

    // The owner finds it leading the console's overview and refunds it there.
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto(`${prefix(lang)}/admin`);
    const row = needsRefundPanel(owner, lang).getByRole("listitem").filter({ hasText: email });
    await keepScreenshot(owner, testInfo, "needs-refund", false);
    await row.getByRole("button", { name: new RegExp(tr(lang, "console.needsRefund.refund")) }).click();
    // It asks first, in a form named by its question ("Refund 250 ₽?"): the money, the key (none
    // was delivered), and why.
    const confirm = owner.getByRole("form", {
      name: translatedPattern(tr(lang, "console.orders.refundConfirm.title")),
    });
    await expect(confirm.getByRole("list")).toContainText(tr(lang, "console.orders.refundConfirm.key.none"));
    await confirm
      .getByRole("textbox", { name: tr(lang, "console.orders.refundConfirm.reason") })
      .fill("Sold to another buyer meanwhile");
    await confirm
      .getByRole("button", { name: translatedPattern(tr(lang, "console.orders.refundConfirm.confirm")) })
      .click();
    await expect(owner.getByRole("status")).toHaveText(tr(lang, "console.orders.done.refunded"));
    await expect(orderStatus(owner, lang)).toHaveText(tr(lang, "console.orders.statuses.refunded"));
    await expect.poll(() => mailCount(email)).toBe(2);
    await owner.goto(`${prefix(lang)}/admin`);
    await expect(needsRefundPanel(owner, lang).getByRole("listitem").filter({ hasText: email })).toHaveCount(
      0,
    );
    await keepScreenshot(owner, testInfo, "refunded", false);
  },
);
