import { expect, expectUncovered, on, test } from "./support";

/*
 * The floating widgets — the support pill (bottom left from 768 px) and the assistant's button
 * (bottom right) — never sit on a primary action: the page keeps room for them at the bottom
 * (scroll-padding), the support card opens only on a visitor's first page, and the ticket pages
 * have no assistant button (tickets.spec checks Send there).
 */
test("the floating widgets cover neither Buy nor a card's price, at 375 and 1280 px", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
  // The first page a visitor sees opens the support card; from the next one it is a pill.
  await page.goto("/en");
  await expect(page.getByTestId("support-hint").getByTestId("support-hint-action")).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/en");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("assistant-launcher")).toBeVisible();
    if (width >= 768) await expect(page.getByTestId("support-pill")).toBeVisible();
    await expectUncovered(page.getByTestId("new-cheats").getByTestId("price-tag").first());
    await expectUncovered(page.getByRole("heading", { level: 2 }).first());
    await page.goto("/en/cheat/iron-frontier/phantom-esp");
    await page.waitForLoadState("networkidle");
    await expectUncovered(page.getByTestId("buy-button"));
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
      const firstLink = async (list: string, card: string) => {
        await page.goto(`${prefix}${list}`);
        return (await page.getByTestId(card).first().getAttribute("href"))!;
      };
      const products = [
        { path: `${prefix}/cheat/iron-frontier/phantom-esp`, details: "cheat-tabs" },
        { path: await firstLink("/dma-components", "dma-card"), details: "cheat-tabs" },
        { path: await firstLink("/accounts", "account-card"), details: "account-description" },
      ];
      for (const { path, details } of products) {
        await page.goto(path);
        const buy = (await page.getByTestId("buy-block").boundingBox())!;
        const rest = (await page.getByTestId(details).boundingBox())!;
        expect(buy.y, `${path}: the buy block comes before the details`).toBeLessThan(rest.y);
        expect(buy.y, `${path}: the buy block starts within the first screen and a half`).toBeLessThan(
          740 * 1.5,
        );
      }
    },
  );
}
