import type { Page } from "@playwright/test";
import {
  escapeRegExp,
  expect,
  keepScreenshot,
  langs,
  modeOf,
  on,
  prefix,
  pressBuy,
  staffPage,
  test,
  tr,
  uniqueEmail,
  waitForHydration,
} from "./support";

/**
 * Coupon codes (issue 59, decision 0050): the owner runs a code from the console (creates it,
 * pauses and resumes it), a guest arrives with its link and buys with it — the block shows the
 * code applied with JavaScript, the payment page shows the discount in every mode — and the
 * report counts the use. At 1280 px, at 375 px and without JavaScript, in both languages.
 */

const CHEAT = "/cheat/iron-frontier/phantom-esp";
const OWNER = "owner@nocturn.gg";

/** A translation with its {{values}} filled in. */
const filled = (lang: "ru" | "en", key: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    tr(lang, key),
  );

/** The console's list of codes, under its heading, and one code's entry in it. */
const codeEntry = (owner: Page, lang: "ru" | "en", code: string) =>
  owner
    .getByRole("list", { name: tr(lang, "console.promotions.list"), exact: true })
    .getByRole("listitem")
    .filter({ hasText: code });

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

for (const lang of langs)
  test(
    `${lang}: the owner runs a code, a guest arriving with its link buys with it, and the report counts the use`,
    { tag: [on.mobile, on.noJs] },
    async ({ browser, page, jsEnabled }, testInfo) => {
      const code = `E2E-${lang}-${modeOf(testInfo)}-${Date.now().toString(36)}`.toUpperCase();
      const owner = await staffPage(browser, page, OWNER, jsEnabled);
      await owner.goto(`${prefix(lang)}/admin/promotions`);
      if (jsEnabled) await waitForHydration(owner);
      const form = owner.getByRole("region", { name: tr(lang, "console.promotions.new"), exact: true });
      await form.getByLabel(tr(lang, "console.promotions.code"), { exact: true }).fill(code.toLowerCase());
      await form.getByLabel(tr(lang, "console.promotions.percent"), { exact: true }).fill("20");
      await form.getByLabel(tr(lang, "console.promotions.maxUses"), { exact: true }).fill("5");
      await form.getByRole("button", { name: tr(lang, "console.promotions.create"), exact: true }).click();
      await expect(
        owner.getByText(filled(lang, "console.promotions.created", { code }), { exact: true }),
      ).toBeVisible();
      const entry = codeEntry(owner, lang, code);
      await expect(entry).toContainText(tr(lang, "console.promotions.states.active"));
      await keepScreenshot(owner, testInfo, `promotions-${lang}`);

      // Paused, the code is refused at Buy; resumed, it runs again.
      const button = (key: string) =>
        entry.getByRole("button", { name: `${tr(lang, key)} ${code}`, exact: true });
      await button("console.promotions.pause").click();
      await expect(entry).toContainText(tr(lang, "console.promotions.states.paused"));
      await button("console.promotions.resume").click();
      await expect(entry).toContainText(tr(lang, "console.promotions.states.active"));

      // A guest follows the code's link: the page is the clean one, the code kept for the visit.
      await page.goto(`${prefix(lang)}${CHEAT}?coupon=${code.toLowerCase()}`);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(CHEAT)}$`));
      if (jsEnabled) {
        await waitForHydration(page);
        // The block opens its field with the code and says the total includes it.
        await expect(page.getByLabel(tr(lang, "coupon.label"), { exact: true })).toHaveValue(code);
        await expect(page.getByText(filled(lang, "coupon.applied", { code }), { exact: true })).toBeVisible();
      }
      const pay = await pressBuy(page);
      await pay.waitForLoadState();
      // The payment page names the code and what it takes off, before anything is paid.
      await expect(pay.getByText(filled(lang, "sandbox.coupon", { code }), { exact: true })).toBeVisible();
      await pay.getByLabel(tr(lang, "sandbox.email"), { exact: true }).fill(uniqueEmail(`coupon-${lang}`));
      await pay
        .getByRole("button", { name: new RegExp(`^${escapeRegExp(tr(lang, "sandbox.pay").split("{{")[0])}`) })
        .click();
      await expect(pay.getByText(tr(lang, "purchaseResult.paid"), { exact: true })).toBeVisible();
      await pay.close();

      // The report counts the use; the orders list names the code.
      await owner.reload();
      await expect(codeEntry(owner, lang, code)).toContainText(
        filled(lang, "console.promotions.usesOf", { used: 1, max: 5 }),
      );
      await owner.goto(`${prefix(lang)}/admin/orders`);
      await expect(
        owner
          .getByRole("list", { name: tr(lang, "console.orders.title"), exact: true })
          .getByRole("listitem")
          .first(),
      ).toContainText(code);
      await owner.context().close();
    },
  );
