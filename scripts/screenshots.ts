// Screenshots of pages at 375 and 1280 px for a visual review: `npx tsx scripts/screenshots.ts URL PATH...`
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 740 : 800 } });
  // Errors in the browser are part of the review.
  page.on("pageerror", (error) => console.log(`[pageerror] ${page.url()}: ${error.message}`));
  page.on("console", (m) => m.type() === "error" && console.log(`[console] ${page.url()}: ${m.text()}`));
  // COOKIE="name=value" shows the pages as a signed-in user sees them.
  if (process.env.COOKIE) {
    const [name, ...value] = process.env.COOKIE.split("=");
    await page.context().addCookies([{ name, value: value.join("="), url: base }]);
  }
  // CONSENT=1 hides the cookie notice (as after accepting it).
  if (process.env.CONSENT === "1")
    await page.context().addCookies([{ name: "cookieConsent", value: "true", url: base }]);
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "load" });
    // A full-page shot shows the pictures below the fold too: lazy images would stay blank, and so
    // would the parts a browser renders only as they near the screen (`.deferred-render`).
    if (process.env.FULL === "1") {
      await page.evaluate(() => {
        document
          .querySelectorAll("img[loading=lazy]")
          .forEach((img) => ((img as HTMLImageElement).loading = "eager"));
        document
          .querySelectorAll<HTMLElement>(".deferred-render")
          .forEach((part) => (part.style.contentVisibility = "visible"));
      });
      await page.waitForLoadState("networkidle");
    }
    await page.waitForTimeout(1500);
    const name = path.replace(/\W+/g, "_") || "home";
    await page.screenshot({ path: `tmp/shots/${name}-${width}.png`, fullPage: process.env.FULL === "1" });
  }
  await page.close();
}
await browser.close();
