import { expect, expectUncovered, test } from "./support";

/*
 * The floating widgets — the support pill (bottom left from 768 px) and the assistant's button
 * (bottom right) — never sit on a primary action: the page keeps room for them at the bottom
 * (scroll-padding), the support card opens only on a visitor's first page, and the ticket pages
 * have no assistant button (tickets.spec checks Send there).
 */
test("the floating widgets cover neither Buy nor a card's price, at 375 and 1280 px", async ({
  page,
  baseURL,
}, info) => {
  test.skip(info.project.name !== "desktop", "the widths are set here; the widgets need JavaScript");
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
