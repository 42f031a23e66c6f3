// Accessibility: axe (WCAG 2.1 A and AA rules) on every page kind of the shop — public pages at
// 1280 and 375 px, signed-in pages (profile, desk, console) at 1280 — each in one of the two
// languages, the languages taking turns down each list: the markup, roles, names and colours axe
// checks are the same in both (the locale test keeps their keys identical), so checking every page
// twice doubled the suite's longest test for nothing (decision 0028). Any serious or critical
// violation fails, listed with the elements it was found on.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, langs, modeOf, on, prefix, staffPage, test } from "./support";

// A trace would record every step of axe's work in the page and double its time; animations
// (the seasonal snow) would compete with it for the CPU.
test.use({ trace: "off", reducedMotion: "reduce" });

const OWNER = "owner@nocturn.gg";

/** Every public page kind; `{x}` stands for a seeded slug found in the sitemap. */
const PUBLIC = [
  "/",
  "/catalog",
  "/statuses",
  "/search?q=iron",
  "/sitemap",
  "/game/{game}",
  "/cheat/{cheat}",
  "/cheat/{cheat}/requirements",
  "/dma-cheats",
  "/dma-game/{dma-game}",
  "/dma-components",
  "/dma-firmware",
  "/accounts",
  "/account/{account}",
  "/problems",
  "/problem/{problem}",
  "/faq",
  "/programs",
  "/warranty",
  "/contacts",
  "/privacy-policy",
  "/term-of-use",
  "/payment-and-delivery",
  "/personal",
  "/offer-agreement",
  "/steam",
  "/sign-in",
  "/no-such-page",
];

const SIGNED_IN = [
  "/profile/personal",
  "/profile/bonuses",
  "/profile/tickets",
  "/profile/owner",
  "/profile/owner/all",
  "/admin",
  "/admin/cheats",
  "/admin/cheats/{cheat-id}",
  "/admin/games",
  "/admin/accounts",
  "/admin/problems",
  "/admin/settings",
  "/admin/audit",
  "/admin/tokens",
  "/admin/promotions",
  "/admin/orders",
  "/admin/customers",
  "/admin/stock",
];

/** The first seeded slug of each kind, read from the pages that list them. */
async function slugs(page: Page) {
  const first = async (listing: string, pattern: RegExp) =>
    pattern.exec(await (await page.request.get(listing)).text())?.[1] ?? "missing";
  return {
    game: await first("/catalog", /href="\/game\/([\w-]+)"/),
    cheat: await first("/statuses", /href="\/cheat\/([\w-]+\/[\w-]+)"/),
    "dma-game": await first("/dma-cheats", /href="\/dma-game\/([\w-]+)"/),
    account: await first("/accounts", /href="\/account\/([\w-]+)"/),
    problem: await first("/problems", /href="\/problem\/([\w-]+)"/),
  } as Record<string, string>;
}

/** The serious and critical violations on the page now, one line per rule and element. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Violations only: collecting every passing node takes most of axe's time on a large page.
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.slice(0, 3).map((node) => `${v.id} (${v.impact}) on ${page.url()}: ${node.target.join(" ")}`),
    );
}

/** Each page of `paths` in the language whose turn it is (only `lang`'s turns when given). */
function inTurns(paths: string[], values: Record<string, string>, lang?: "ru" | "en") {
  return paths.flatMap((path, index) => {
    const turn = langs[index % langs.length];
    if (lang && turn !== lang) return [];
    return [prefix(turn) + path.replace(/\{([\w-]+)\}/g, (_, name: string) => values[name]) || "/"];
  });
}

async function check(page: Page, urls: string[]) {
  // Two pages at a time: axe's work in one overlaps the next page's load.
  const second = await page.context().newPage();
  const found: string[] = [];
  const worker = async (tab: Page) => {
    for (let url = urls.shift(); url !== undefined; url = urls.shift()) {
      await tab.goto(url);
      found.push(...(await violations(tab)));
    }
  };
  await Promise.all([worker(page), worker(second)]);
  await second.close();
  expect(found.sort()).toEqual([]);
}

/** The pages whose layout changes most at 375 px: checked again there (tap targets, reflow). */
const PHONE = [
  "/",
  "/catalog",
  "/game/{game}",
  "/cheat/{cheat}",
  "/account/{account}",
  "/dma-components",
  "/statuses",
  "/sign-in",
];

// One test per language's turns, so the two halves run side by side.
for (const lang of langs)
  test(
    `${lang}: public pages have no serious or critical accessibility violation`,
    { tag: [on.mobile] },
    async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await check(page, inTurns(modeOf(testInfo) === "mobile" ? PHONE : PUBLIC, await slugs(page), lang));
    },
  );

test("the profile, the desk and the console have none either", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const owner = await staffPage(browser, page, OWNER, true);
  await owner.goto("/admin/cheats");
  const href = await owner.locator('main a[href^="/admin/cheats/"]').first().getAttribute("href");
  await check(owner, inTurns(SIGNED_IN, { "cheat-id": href!.split("/").pop()! }));
  await owner.context().close();
});
