import { expect, langs, prefix, test, tr } from "./support";

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

/** The four Windows-protection guides of the FAQ's step 2, as the locales name them. */
const guides = ["smartscreen", "defender", "uac", "secureboot"] as const;

for (const lang of langs) {
  test(`${lang}: the FAQ's protection guides without a video show illustrated steps and promise no video`, async ({
    page,
  }) => {
    await page.goto(`${prefix(lang)}/faq`);
    const section = page.getByRole("region", { name: tr(lang, "faq.step2"), exact: true });
    // The seed sets no video: the intro speaks of the steps, not of video guides, and nothing to watch.
    await expect(section.getByText(tr(lang, "faq.step2Text"), { exact: true })).toBeVisible();
    await expect(section.getByText(tr(lang, "faq.step2TextVideo"))).toHaveCount(0);
    expect(tr(lang, "faq.step2Text")).not.toMatch(/video|видео/i);
    await expect(section.getByRole("link", { name: tr(lang, "faq.watch") })).toHaveCount(0);

    // A guide is a card of the section's list under its title (a level-3 heading); its steps are the
    // items of a list of its own, which hold no heading.
    const cards = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards).toHaveCount(guides.length);
    const viewport = page.viewportSize()!;
    for (const guide of guides) {
      const title = tr(lang, `faq.videos.${guide}.title`);
      const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: title }) });
      await expect(card).toHaveCount(1);
      const texts = Object.values(tr(lang, `faq.steps.${guide}`) as unknown as Record<string, string>);
      expect(texts.length, guide).toBeGreaterThanOrEqual(3);
      // The steps: the items of the list named by the guide's title.
      const steps = card.getByRole("list", { name: title, exact: true }).getByRole("listitem");
      // Every step of the locale, in order (after its number), each a card of its own with its picture.
      await expect(steps).toHaveCount(texts.length);
      await expect(steps).toContainText(texts);
      for (const step of await steps.all()) {
        await expect(step.locator("svg")).toHaveCount(1);
        await expect(step.locator("svg")).toBeVisible();
      }
      // The cards fit the window, the 375 px phone included.
      const rights = await steps.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().right),
      );
      for (const right of rights) expect(right, guide).toBeLessThanOrEqual(viewport.width);
    }
  });

  test(`${lang}: every program on /programs has an icon of its own`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/programs`);
    // The downloads: the links of the list named as the page ("Useful programs").
    const cards = page.getByRole("list", { name: tr(lang, "programs.title"), exact: true }).getByRole("link");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(10);
    // Each card's icon is a drawing hidden from assistive technology (the card's title says what the
    // program is): the test reads the icon's name (data-icon) and its drawing.
    // eslint-disable-next-line no-restricted-properties -- a decorative icon with no role or name (see above)
    const icons = cards.getByTestId("download-icon");
    await expect(icons).toHaveCount(count);
    await expect(icons.locator("svg")).toHaveCount(count);
    const names = await icons.evaluateAll((elements) => elements.map((e) => e.getAttribute("data-icon")));
    const drawings = await icons.evaluateAll((elements) =>
      elements.map((e) => e.querySelector("svg")!.innerHTML),
    );
    for (const name of names) expect(name).toBeTruthy();
    expect(new Set(names).size, names.join(", ")).toBe(count);
    // Different drawings, not only different names.
    expect(new Set(drawings).size).toBe(count);
  });

  test(`${lang}: the payment-system logos are one set: same pill, same height and mark, each named`, async ({
    page,
  }) => {
    await page.goto(`${prefix(lang)}/payment-and-delivery`);
    // The pills: the items of the list named "Payment methods".
    const items = page
      .getByRole("list", { name: tr(lang, "payment.logosAlt"), exact: true })
      .getByRole("listitem");
    await expect(items).toHaveCount(7);
    const names = [
      "Visa",
      "Mastercard",
      "USDT",
      "Bitcoin",
      tr(lang, "payment.methods.localCards"),
      tr(lang, "payment.methods.fastPayments"),
      tr(lang, "payment.methods.eWallets"),
    ];
    await expect(items).toHaveText(names);
    const looks = await items.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const mark = element.firstElementChild!.getBoundingClientRect();
        return {
          height: element.getBoundingClientRect().height,
          background: style.backgroundColor,
          mark: `${Math.round(mark.width)}x${Math.round(mark.height)}`,
        };
      }),
    );
    expect(new Set(looks.map((look) => look.height)).size, JSON.stringify(looks)).toBe(1);
    expect(new Set(looks.map((look) => look.background)).size, JSON.stringify(looks)).toBe(1);
    expect(new Set(looks.map((look) => look.mark)).size, JSON.stringify(looks)).toBe(1);
    // The site's dark surface, not the white pills some brands had.
    expect(looks[0].background).not.toBe("rgb(255, 255, 255)");
    for (const [index, name] of names.entries()) {
      // A word one can read, not a screen-reader-only label of a pixel.
      const word = items.nth(index).getByText(name, { exact: true });
      await expect(word).toBeVisible();
      expect((await word.boundingBox())!.width).toBeGreaterThan(10);
    }
  });
}
