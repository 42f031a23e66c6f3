import type { Page } from "@playwright/test";
import {
  escapeRegExp,
  expect,
  keepScreenshot,
  langs,
  modeOf,
  on,
  prefix,
  newestMail,
  pressBuy,
  registerNew,
  signIn,
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
 * report counts the use. The referral programme (decision 0051): the owner turns it on, a
 * customer shares their link, a friend registers through it and buys, and the customer's profile
 * and mailbox get the reward. At 1280 px, at 375 px and without JavaScript, in both languages.
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

for (const lang of langs)
  test(
    `${lang}: the owner turns the referral programme on, a friend registers through a customer's link and buys, and the customer gets the reward`,
    { tag: [on.mobile, on.noJs] },
    async ({ browser, page, jsEnabled }, testInfo) => {
      const owner = await staffPage(browser, page, OWNER, jsEnabled);
      await owner.goto(`${prefix(lang)}/admin/promotions`);
      if (jsEnabled) await waitForHydration(owner);
      const programme = owner.getByRole("region", { name: tr(lang, "console.referrals.title"), exact: true });
      await programme
        .getByRole("switch", { name: tr(lang, "console.referrals.enabled"), exact: true })
        .check();
      await programme.getByLabel(tr(lang, "console.referrals.welcomePercent"), { exact: true }).fill("5");
      await programme.getByRole("button", { name: tr(lang, "console.referrals.save"), exact: true }).click();
      // Saved now, or by an earlier story of this run (the same terms change nothing).
      await expect(programme.getByRole("status")).toHaveText(
        new RegExp(
          `^(${escapeRegExp(tr(lang, "console.referrals.saved"))}|${escapeRegExp(tr(lang, "console.referrals.unchanged"))})$`,
        ),
      );
      await keepScreenshot(owner, testInfo, `referrals-console-${lang}`);

      // The customer's link, on their profile: whole on a phone, nothing wider than the screen.
      const referrer = await registerNew(page, lang);
      await page.goto(`${prefix(lang)}/profile/bonuses`);
      const card = page.getByRole("region", { name: tr(lang, "referral.title"), exact: true });
      const link = await card.getByLabel(tr(lang, "referral.link"), { exact: true }).inputValue();
      expect(link).toMatch(new RegExp(`${escapeRegExp(prefix(lang) || "/")}\\?ref=[2-9A-HJKMNP-Z]{10}$`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // A friend, in a browser of their own, follows it, registers and buys.
      const friendContext = await browser.newContext({
        viewport: page.viewportSize(),
        javaScriptEnabled: jsEnabled,
      });
      const friend = await friendContext.newPage();
      await friendContext.addCookies([{ name: "cookieConsent", value: "true", url: new URL(link).origin }]);
      await friend.goto(link);
      await expect(friend).toHaveURL(new RegExp(`${escapeRegExp(prefix(lang))}/?$`));
      const friendEmail = uniqueEmail(`friend-${lang}`);
      await signIn(friend, lang, friendEmail, jsEnabled);
      await expect(friend).toHaveURL(new RegExp(`${prefix(lang)}/register$`));
      await friend
        .getByRole("checkbox", { name: tr(lang, "consent.terms").replace(/<\/?doc>/g, "") })
        .check();
      await friend
        .getByRole("checkbox", { name: tr(lang, "consent.personal").replace(/<\/?doc>/g, "") })
        .check();
      await friend.getByRole("button", { name: tr(lang, "register.submit"), exact: true }).click();
      await expect(friend).toHaveURL(new RegExp(`${prefix(lang)}/profile/personal$`));
      // Their welcome code, on their own profile.
      await friend.goto(`${prefix(lang)}/profile/bonuses`);
      await expect(
        friend.getByRole("list", { name: tr(lang, "referral.codes"), exact: true }).getByRole("listitem"),
      ).toContainText(["HELLO-"]);
      await friend.goto(`${prefix(lang)}${CHEAT}`);
      const pay = await pressBuy(friend);
      await pay.waitForLoadState();
      await pay
        .getByRole("button", { name: new RegExp(`^${escapeRegExp(tr(lang, "sandbox.pay").split("{{")[0])}`) })
        .click();
      await expect(pay.getByText(tr(lang, "purchaseResult.paid"), { exact: true })).toBeVisible();
      await friendContext.close();

      // The customer: one friend registered and bought, one reward ready, and its e-mail.
      await page.reload();
      for (const [key, count] of [
        ["registered", 1],
        ["bought", 1],
        ["rewarded", 1],
      ] as const)
        await expect(
          card.getByRole("definition").nth(["registered", "bought", "rewarded"].indexOf(key)),
        ).toHaveText(String(count));
      const codes = card
        .getByRole("list", { name: tr(lang, "referral.codes"), exact: true })
        .getByRole("listitem");
      await expect(codes).toHaveCount(1);
      await expect(codes).toContainText(tr(lang, "referral.states.unused"));
      const code = (await codes.locator("span").first().textContent())!;
      expect(code).toMatch(/^THANKS-/);
      expect((await newestMail(referrer, { subject: "" })).text).toContain(code);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await keepScreenshot(page, testInfo, `referrals-profile-${lang}`);

      // The console's report names the customer among the top referrers.
      await owner.reload();
      await expect(
        owner
          .getByRole("list", { name: tr(lang, "console.referrals.top"), exact: true })
          .getByRole("listitem"),
      ).toContainText([referrer.split("@")[0].slice(0, 10)]);
      await owner.context().close();
    },
  );
