import type { Browser, Page } from "@playwright/test";
import {
  expect,
  mintSession,
  on,
  revealDeferred,
  staffSession,
  test,
  waitForHydration,
  type StaffEmail,
} from "./support";

/*
 * The twelve screens people use most, compared picture by picture with the ones kept in
 * looks.spec.ts-snapshots/ (at 1280 px in the desktop project, at 375 px in the mobile one; the
 * bonus customer's buy path also at 320 px). A design change updates its pictures on purpose, in
 * the same commit: `npx playwright test tests/e2e/looks.spec.ts --update-snapshots` (decision 0043).
 *
 * What keeps the pictures the same from run to run: the shop's own fonts (Inter, shipped with the
 * build, not the machine's), Debian's Chromium, reduced motion (no sliding slides, no snow, no
 * transitions), the seed's data, and only screens no other read-only spec changes. Dates and times
 * are covered, and the comparison forgives anti-aliasing (playwright.config.ts).
 */

test.use({ reducedMotion: "reduce" });

type Viewer = "guest" | "bonus customer" | StaffEmail;

interface Screen {
  name: string;
  viewer: Viewer;
  /** A path, or the first sitemap address of a kind (e.g. "cheat"). */
  path: string | { kind: string; lang: "ru" | "en" };
  /** Widths besides the project's own. */
  alsoAt?: number[];
}

const screens: Screen[] = [
  { name: "home-ru", viewer: "guest", path: "/" },
  { name: "catalog-ru", viewer: "guest", path: "/catalog" },
  { name: "game-ru", viewer: "guest", path: { kind: "game", lang: "ru" } },
  { name: "cheat-ru", viewer: "guest", path: { kind: "cheat", lang: "ru" } },
  { name: "dma-firmware-en", viewer: "guest", path: "/en/dma-firmware" },
  { name: "accounts-en", viewer: "guest", path: "/en/accounts" },
  { name: "steam-en", viewer: "guest", path: "/en/steam" },
  { name: "sign-in-ru", viewer: "guest", path: "/sign-in" },
  { name: "cheat-bonus-ru", viewer: "bonus customer", path: { kind: "cheat", lang: "ru" }, alsoAt: [320] },
  { name: "profile-en", viewer: "bonus customer", path: "/en/profile/personal" },
  { name: "console-cheats-en", viewer: "support@nocturn.gg", path: "/en/admin/cheats" },
  { name: "console-cheat-ru", viewer: "owner@nocturn.gg", path: "/admin/cheats/1" },
];

/** The first address of a kind in the sitemap, in one language. */
async function firstOfKind(baseURL: string, kind: string, lang: "ru" | "en") {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const found = paths.find((path) => path.startsWith(`${lang === "en" ? "/en" : ""}/${kind}/`));
  if (!found) throw new Error(`no ${kind} page in the sitemap`);
  return found;
}

async function openAs(
  browser: Browser,
  viewer: Viewer,
  baseURL: string,
  viewport: { width: number; height: number },
) {
  const host = new URL(baseURL).hostname;
  const staff = viewer !== "guest" && viewer !== "bonus customer";
  const context = await browser.newContext({
    viewport,
    reducedMotion: "reduce",
    storageState: staff ? staffSession(viewer, "views") : undefined,
  });
  await context.addCookies([{ name: "cookieConsent", value: "true", domain: host, path: "/" }]);
  if (viewer === "bonus customer") {
    // One customer per width; the door pays their top-ups once, however often they are minted.
    const session = await mintSession(`looks.${viewport.width}@players.example`, "ru", "views", {
      topBonus: true,
    });
    await context.addCookies([{ ...session, domain: host, path: "/" }]);
  }
  return context;
}

/**
 * What shows a date or a time (a product's "status of 30 Nov 2026", a purchase's hour, a
 * `<time>`): the seed's dates follow the day its stack started, so they are masked.
 */
const DATE = new RegExp(
  [
    String.raw`\d{1,2}[ .](янв|фев|мар|апр|ма[яй]|июн|июл|авг|сен|окт|ноя|дек)`,
    String.raw`(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}`,
    String.raw`\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)`,
    String.raw`\d{1,2}\.\d{1,2}\.\d{2,4}`,
    String.raw`\d{4}-\d{2}-\d{2}`,
    String.raw`\b\d{1,2}:\d{2}\b`,
  ].join("|"),
  "i",
);
const datesOf = (page: Page) => [page.getByText(DATE), page.locator("time")];

async function settle(page: Page) {
  await waitForHydration(page);
  await revealDeferred(page);
  // Pictures decoded and the shop's fonts in: what is compared is the finished page.
  await page.evaluate(async () => {
    // Pictures further down load now (the full-page picture shows them), then all are decoded.
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

for (const screen of screens)
  test(`${screen.name} looks as it was kept`, { tag: [on.mobile] }, async ({ browser, baseURL, page }) => {
    const viewport = page.viewportSize()!;
    const path =
      typeof screen.path === "string"
        ? screen.path
        : await firstOfKind(baseURL!, screen.path.kind, screen.path.lang);
    for (const width of [viewport.width, ...(viewport.width < 1000 ? (screen.alsoAt ?? []) : [])]) {
      const context = await openAs(browser, screen.viewer, baseURL!, { width, height: viewport.height });
      const view = await context.newPage();
      const response = await view.goto(path);
      expect(response?.status()).toBe(200);
      // Shown as asked, not a sign-in page in its place.
      expect(new URL(view.url()).pathname).toBe(path);
      await settle(view);
      const name = width === viewport.width ? `${screen.name}.png` : `${screen.name}-${width}.png`;
      await expect(view).toHaveScreenshot(name, {
        fullPage: true,
        mask: datesOf(view),
      });
      await context.close();
    }
  });
