import { digisellerURL } from "../../playwright.config";
import { expect, langs, on, prefix, pressBuy, test, tr, uniqueEmail, waitForHydration } from "./support";

/*
 * The Digiseller purchase story, on the second stack (Digiseller as the payment provider, against
 * the local stand-in): Buy opens Digiseller's payment page in a new tab, the buyer pays, Digiseller
 * sends them back to the shop with a unique code, and the shop's page shows the key.
 */
test.use({ baseURL: digisellerURL });

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: digisellerURL }]);
});

for (const lang of langs) {
  test(
    `${lang}: a purchase through Digiseller ends with the key on the shop's page`,
    { tag: [on.noJs] },
    async ({ page, jsEnabled }) => {
      await page.goto(`${prefix(lang)}/cheat/iron-frontier/phantom-esp`);
      // A real provider: the sandbox's note ("Test payment — no money moves") is nowhere on the page.
      await expect(page.getByText(tr(lang, "sandboxNote"), { exact: true })).toHaveCount(0);
      if (jsEnabled) await waitForHydration(page);
      const pay = await pressBuy(page);
      await pay.waitForLoadState();
      const link = new URL(pay.url());
      expect(link.pathname).toBe("/asp2/pay_wm.asp");
      expect(link.searchParams.get("lang")).toBe(lang === "ru" ? "ru-RU" : "en-US");
      // Digiseller's page (the stand-in): the product's name, then the amount and its currency.
      await expect(pay.getByRole("main").getByText(/^\d+(?:\.\d+)? [A-Z]{3}$/)).toHaveText(
        lang === "ru" ? /RUB$/ : /USD$/,
      );
      await pay.getByLabel("E-mail").fill(uniqueEmail(`digiseller-${lang}`));
      await pay.getByRole("button", { name: "Pay" }).click();

      await expect(pay).toHaveURL(new RegExp(`${prefix(lang)}/payment/complete\\?uniquecode=`));
      await expect(pay.getByRole("heading", { level: 1 })).toHaveText(tr(lang, "paymentComplete.heading"));
      // The page's card, named by that heading: the purchase's state, then its key.
      const card = pay.getByRole("region", { name: tr(lang, "paymentComplete.heading"), exact: true });
      await expect(card.getByText(tr(lang, "purchaseResult.paid"), { exact: true })).toBeVisible();
      // A demo key of the seeded stock, the one text of its kind; read to compare after a reload.
      const delivered = card.getByText(/^DEMO-\d+D-/);
      await expect(delivered).toBeVisible();
      const key = (await delivered.textContent())!.trim();

      // Coming back with the same code (a reload, the link in Digiseller's e-mail) shows the same key.
      await pay.reload();
      await expect(card.getByText(key, { exact: true })).toBeVisible();
      // A code Digiseller never issued gets a translated error, not a page error.
      await pay.goto(`${prefix(lang)}/payment/complete?uniquecode=0000000000000000`);
      await expect(card.getByRole("alert")).toHaveText(tr(lang, "paymentComplete.errors.unknown-code"));
    },
  );
}
