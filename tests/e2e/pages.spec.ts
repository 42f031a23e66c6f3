import { expect, langs, prefix, test, tr } from "./support";

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

const legalPages = [
  { path: "/privacy-policy", key: "privacyPolicy" },
  { path: "/term-of-use", key: "termOfUse" },
  { path: "/payment-and-delivery", key: "paymentAndDelivery" },
  { path: "/personal", key: "personal" },
  { path: "/offer-agreement", key: "offerAgreement" },
];

for (const lang of langs) {
  for (const { path, key } of legalPages) {
    test(`${lang}: ${path} shows the full document`, async ({ page }) => {
      const response = await page.goto(prefix(lang) + path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(tr(lang, `${key}.metaTitle`, "legal"));
      const doc = page.getByTestId(`legal-${key}`);
      await expect(doc.getByRole("heading", { level: 1 })).toHaveText(tr(lang, `${key}.title`, "legal"));
      const sections = tr(lang, `${key}.sections`, "legal") as unknown as { heading: string }[];
      await expect(doc.locator("section[id^=section-] h2")).toHaveCount(sections.length);
      await expect(doc.getByRole("heading", { level: 2, name: sections.at(-1)!.heading })).toBeVisible();
      if (key === "termOfUse")
        await expect(page.getByTestId("legal-warning")).toContainText(tr(lang, "termOfUse.warning", "legal"));
      else await expect(page.getByTestId("legal-warning")).toHaveCount(0);
      if (key === "paymentAndDelivery")
        await expect(page.getByTestId("payment-logos").locator("li")).toHaveCount(7);
    });
  }

  test(`${lang}: the legal texts state the business rules`, async ({ page }) => {
    await page.goto(prefix(lang) + "/term-of-use");
    const terms = await page.getByTestId("legal-termOfUse").innerText();
    expect(terms).toContain("19.04.2021");
    await page.goto(prefix(lang) + "/privacy-policy");
    const privacy = await page.getByTestId("legal-privacyPolicy").innerText();
    expect(privacy).toMatch(/30/);
    expect(privacy).toMatch(/7/);
    expect(privacy).toContain("support@nocturn.gg");
  });

  test(`${lang}: contacts show the e-mail, links, instruction and address`, async ({
    page,
    jsEnabled,
    context,
  }) => {
    await page.goto(prefix(lang) + "/contacts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(lang, "contacts.title", "legal"));
    const email = page.getByTestId("copy-email");
    await expect(email).toHaveAttribute("href", "mailto:support@nocturn.gg");
    await expect(page.getByTestId("address")).toHaveText(tr(lang, "contacts.address", "legal"));
    await expect(page.getByTestId("messenger-link")).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("support-redirect")).toContainText(
      tr(lang, "contacts.redirectTitle", "legal"),
    );
    const steps = tr(lang, "contacts.instruction", "legal") as unknown as string[];
    await expect(page.getByText(steps[0])).toBeVisible();
    if (jsEnabled) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await email.click();
      await expect(email).toContainText(tr(lang, "contacts.copied", "legal"));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("support@nocturn.gg");
    }
  });

  test(`${lang}: warranty lists seven items and links to reviews`, async ({ page }) => {
    await page.goto(prefix(lang) + "/warranty");
    const items = page.getByTestId("warranty-item");
    await expect(items).toHaveCount(7);
    await expect(items.nth(6).getByTestId("reviews-link")).toHaveAttribute("href", /^https:\/\//);
    await expect(items.nth(6).getByTestId("reviews-link")).toHaveAttribute("target", "_blank");
    const image = items.first().locator("img");
    await expect(image).toHaveAttribute("width", "640");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test(`${lang}: unknown paths answer 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(prefix(lang) + "/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const notFound = page.getByTestId("not-found");
    await expect(notFound).toContainText("#404");
    await expect(notFound.getByRole("heading", { level: 1 })).toHaveText(tr(lang, "notFound.title"));
    await notFound.getByRole("link", { name: tr(lang, "notFound.home") }).click();
    await expect(page).toHaveURL(lang === "en" ? /\/en$/ : /\/$/);
  });

  test(`${lang}: /not-found answers 200`, async ({ page }) => {
    const response = await page.goto(prefix(lang) + "/not-found");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("not-found")).toContainText(tr(lang, "notFound.title"));
  });
}

test("an unknown language prefix is a 404", async ({ page }) => {
  const response = await page.goto("/de/anything");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
});
