import { expect, test, tr, waitForHydration } from "./support";

// What only a browser with JavaScript shows; the pages' markup itself is checked over HTTP
// (tests/integration/site-http.test.ts).

test("snow falls from 20 December to 15 January, and never under reduced motion", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-12-24T12:00:00"));
  await page.goto("/contacts");
  // The snow is a drawing hidden from assistive technology (aria-hidden): what is checked is its pixels.
  // eslint-disable-next-line no-restricted-properties -- a decorative canvas with no role or name (see above)
  const canvas = page.getByTestId("snowfall");
  await expect(canvas).toBeVisible();
  // The drawing is fetched in season: flakes land on the canvas.
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const { data } = element.getContext("2d")!.getImageData(0, 0, element.width, element.height);
        return data.some((value, index) => index % 4 === 3 && value > 0);
      }),
    )
    .toBe(true);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("ru", "contacts.title", "legal"));
  await expect(canvas).toHaveCount(0);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.clock.setFixedTime(new Date("2026-11-22T12:00:00"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr("ru", "contacts.title", "legal"));
  await expect(canvas).toHaveCount(0);
});

for (const lang of ["ru", "en"] as const) {
  test(`${lang}: the contacts page copies the support address`, async ({ page, context }) => {
    await page.goto(`${lang === "en" ? "/en" : ""}/contacts`);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Until the page is hydrated the address is a plain mailto link.
    await waitForHydration(page);
    const email = page.getByRole("link", { name: /support@nocturn\.gg/ });
    await email.click();
    await expect(email).toContainText(tr(lang, "contacts.copied", "legal"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("support@nocturn.gg");
  });
}

test("the home slider moves by itself, except for people who asked for reduced motion", async ({ page }) => {
  const autoplayAsked = () => {
    let asked = false;
    page.on("request", (request) => {
      if (/embla-carousel-autoplay/.test(request.url())) asked = true;
    });
    return () => asked;
  };
  // The home page's slider: a carousel, a region named by its label.
  const slider = page.getByRole("region", { name: tr("ru", "home.slider"), exact: true });
  await page.emulateMedia({ reducedMotion: "reduce" });
  const stillAsked = autoplayAsked();
  await page.goto("/");
  // The carousel is running (its own chunk in) without the chunk that moves it.
  await expect(slider).toHaveAttribute("data-ready", "true");
  expect(stillAsked()).toBe(false);

  await page.emulateMedia({ reducedMotion: "no-preference" });
  const movingAsked = autoplayAsked();
  await page.reload();
  await expect(slider).toHaveAttribute("data-ready", "true");
  expect(movingAsked()).toBe(true);
});
