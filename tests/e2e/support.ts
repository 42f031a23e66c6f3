import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { baseURL, mintURL, viewsMintURL, viewsURL } from "../../playwright.config";

import { prefix, tr } from "../support/locales";

export { langs, locales, prefix, tr } from "../support/locales";

/*
 * Finding text as a page shows it in its language (decision 0046): the translations the specs
 * locate by, whole, whatever fills their {{values}}.
 */

/** A text as a pattern that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A translated text matched whole, each {{value}} standing for `value` (a pattern): "12/500". */
export const translatedPattern = (text: string, value = ".+") =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join(value)}$`,
  );

/** A plural translation for a count, in the form i18next picks ("tickets.unread" → "1 unread message"). */
export const plural = (lang: "ru" | "en", key: string, count: number) =>
  tr(lang, `${key}_${new Intl.PluralRules(lang).select(count)}`).replace("{{count}}", String(count));

/** The mode a project runs in (playwright.config.ts): "desktop", "mobile" or "no-js". */
export type Mode = "desktop" | "mobile" | "no-js";
export const modeOf = (testInfo: TestInfo) => testInfo.project.metadata.mode as Mode;

/**
 * Keeps a full-page picture of `page` among the test's artifacts when E2E_SCREENSHOTS is set (to
 * look at what a change did); a plain run skips the rendering, which costs a second or two each.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const file = testInfo.outputPath(`${name}.png`);
  if (fullPage) await revealDeferred(page);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/** What a visitor sees on scrolling down: the parts rendered only near the screen drawn as well. */
export const revealDeferred = (page: Page) =>
  page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>(".deferred-render")
      .forEach((part) => (part.style.contentVisibility = "visible")),
  );

/** Tags that schedule a test in more modes than desktop (playwright.config.ts). */
export const on = {
  mobile: "@mobile",
  noJs: "@no-js",
  /** Leaves the desktop run out (with @mobile or @no-js). */
  notDesktop: "@not-desktop",
} as const;

export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({}, use, testInfo) => {
    await use(modeOf(testInfo) !== "no-js");
  },
});
export { expect };

/**
 * The two e2e stacks (playwright.config.ts): the stories change the shop on theirs, the read-only
 * specs look at their own copy. Each has its session door, its captured mail and its staff sessions.
 */
export const stacks = {
  stories: { baseURL, mintURL, mailDir: path.resolve("tmp/e2e-mail"), sessions: "tmp/e2e-sessions" },
  views: {
    baseURL: viewsURL,
    mintURL: viewsMintURL,
    mailDir: path.resolve("tmp/e2e-views-mail"),
    sessions: "tmp/e2e-views-sessions",
  },
} as const;
export type Stack = keyof typeof stacks;

/** The stack of the running test's project. */
const stackName = (): Stack => (test.info().project.metadata.stack as Stack | undefined) ?? "stories";
/** The running test's stack: its address, session door, captured mail and staff sessions. */
export const stack = () => stacks[stackName()];

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The e-mails the test's stack's SMTP stand-in captured so far, newest first, read as asked for. */
function* capturedMails(): Generator<CapturedMail> {
  const { mailDir } = stack();
  if (!fs.existsSync(mailDir)) return;
  // Only whole files: the stack writes each beside its name (`.part`) and renames it.
  for (const file of fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse())
    yield JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as CapturedMail;
}

/**
 * The newest captured e-mail to `to` (whose subject contains `subject`, when given), waited for
 * until `timeoutMs`.
 */
export async function newestMail(
  to: string,
  { subject = "", timeoutMs = 10_000 }: { subject?: string; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of capturedMails())
      if (mail.to.includes(to) && mail.subject.includes(subject)) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` about ${subject}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link in the newest captured e-mail to `to`. */
export async function mailedLink(to: string, timeoutMs = 10_000): Promise<{ subject: string; url: string }> {
  const mail = await newestMail(to, { timeoutMs });
  return { subject: mail.subject, url: /https?:\/\/\S+/.exec(mail.text)![0] };
}

/** How many e-mails went to an address so far. */
export function mailCount(to: string) {
  return [...capturedMails()].filter((mail) => mail.to.includes(to)).length;
}

/** An e-mail address nobody used yet. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@players.example`;

/**
 * Waits until React has hydrated the page: the root marks `<html data-hydrated>` once its effects
 * run, after every child's (app/utils/use-hydrated.ts), and from then on a click is handled by the
 * page's script, not by the plain link or form underneath — and until no part that loads its code
 * on its own is still loading (`data-loading-part`: the console's rich text editors). A quiet
 * network is no such signal: it can come before the scripts have run on a busy machine.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("[data-loading-part]")).toHaveCount(0);
}

/** Hydrated, and the shop's fonts in: where things sit is where they stay (the overlap walks). */
export async function waitForSettledLayout(page: Page) {
  await waitForHydration(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** The language of the page `page` shows, by its address (English under /en). */
const pageLang = (page: Page): "ru" | "en" =>
  /^\/en(\/|$)/.test(new URL(page.url()).pathname) ? "en" : "ru";

/** The header's Sign in (an icon with its name for screen readers below 1536 px). */
const headerSignIn = (page: Page, lang: "ru" | "en") =>
  page.getByRole("banner").getByRole("link", { name: tr(lang, "auth.signIn"), exact: true });

/** The sign-in form's e-mail field, in the modal or on the page. */
export const signInEmail = (form: Locator, lang: "ru" | "en") =>
  form.getByRole("textbox", { name: tr(lang, "auth.emailLabel"), exact: true });

/** The sign-in form's submit button ("Get a sign-in link"; it reads "Sending…" while it posts). */
export const signInSubmit = (form: Locator, lang: "ru" | "en") =>
  form.getByRole("button", { name: tr(lang, "auth.submit"), exact: true });

/** What the sign-in form shows once the link is sent: a status under its heading ("Check your mail"). */
export const signInSent = (form: Locator, lang: "ru" | "en") =>
  form
    .getByRole("status")
    .filter({ has: form.page().getByRole("heading", { name: tr(lang, "auth.sentTitle"), exact: true }) });

/** Opens the sign-in form: the modal with JavaScript, the /sign-in page without. */
export async function openSignIn(page: Page, jsEnabled: boolean) {
  const lang = pageLang(page);
  if (jsEnabled) await waitForHydration(page);
  await headerSignIn(page, lang).click();
  // The modal: a dialog named by its title ("Sign in to Nocturn").
  const dialog = page.getByRole("dialog", { name: tr(lang, "auth.signInTitle"), exact: true });
  if (jsEnabled) {
    await expect(dialog).toBeVisible();
    // The modal has settled once it moved the focus into the e-mail field.
    await expect(signInEmail(dialog, lang)).toBeFocused();
  } else await expect(page).toHaveURL(/\/sign-in$/);
  return jsEnabled ? dialog : page.getByRole("main");
}

/** Signs in by e-mail through the mailed link; a new address passes the registration step. */
export async function signIn(page: Page, lang: "ru" | "en", email: string, jsEnabled: boolean) {
  await page.goto(`${prefix(lang)}/`);
  const form = await openSignIn(page, jsEnabled);
  await signInEmail(form, lang).fill(email);
  await signInSubmit(form, lang).click();
  await expect(signInSent(form, lang)).toContainText(email);
  const { url } = await mailedLink(email);
  await followMailedLink(page, url);
}

/** Opens an e-mailed link and presses its page's button (a link's GET never spends its token). */
export async function followMailedLink(page: Page, url: string) {
  await page.goto(url);
  // The page of a sign-in link (/auth/…) or of an address change (/auth/email/…), in the link's
  // language: a card named by its title, with one button.
  const { pathname } = new URL(url);
  const lang = /^\/en\//.test(pathname) ? "en" : "ru";
  const kind = /\/auth\/email\//.test(pathname) ? "changeEmail" : "signIn";
  await page
    .getByRole("region", { name: tr(lang, `auth.linkPage.${kind}.title`), exact: true })
    .getByRole("button", { name: tr(lang, `auth.linkPage.${kind}.button`), exact: true })
    .click();
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** A session cookie made straight in a stack's database for `email` (created when new). */
export async function mintSession(
  email: string,
  lang: "ru" | "en" = "en",
  on: Stack | null = null,
  /** A customer at the highest loyalty level (paid top-ups past its thresholds). */
  { topBonus = false }: { topBonus?: boolean } = {},
) {
  const response = await fetch((on ? stacks[on] : stack()).mintURL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, lang, topBonus }),
  });
  if (!response.ok) throw new Error(`session mint: ${response.status} ${await response.text()}`);
  const { cookie } = (await response.json()) as { cookie: string };
  const [name, value] = cookie.split("=");
  return { name, value };
}

/** A word no product name has yet: the tail that makes a story's products its own (and findable together). */
export const uniqueTail = () => Date.now().toString(36).slice(-4) + Math.random().toString(36).slice(2, 6);

/**
 * A story's own product, made in the stack's database: a copy of the seeded product at `from`
 * ("game/product": texts, options and pictures; its stock empty), published as `name` on both sites.
 * `name` gets a unique tail (`uniqueTail()`, or one the story's products share), so each run and
 * retry of a story has products no one else touched.
 */
export async function mintProduct(from: string, name: string, tail = uniqueTail()) {
  const response = await fetch(new URL("/product", stack().mintURL), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from, name: `${name} ${tail}` }),
  });
  if (!response.ok) throw new Error(`product mint: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; name: string; path: string };
}

/**
 * A fresh customer, signed in and registered (terms accepted) in `lang`, on their profile page —
 * where a sign-up ends. Only the sign-in stories (auth.spec.ts) walk the form and the mailed link.
 */
export async function registerNew(page: Page, lang: "ru" | "en") {
  const email = uniqueEmail(`fresh-${lang}`);
  const { name, value } = await mintSession(email, lang);
  await page.context().addCookies([{ name, value, url: stack().baseURL, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(`${prefix(lang)}/profile/personal`);
  return email;
}

/** The staff members whose sessions tests/e2e/sessions.setup.ts keeps for the run, on each stack. */
export const staffMembers = { "support@nocturn.gg": "support", "owner@nocturn.gg": "owner" } as const;
export type StaffEmail = keyof typeof staffMembers;
export const staffSession = (email: StaffEmail, on: Stack) =>
  path.resolve(stacks[on].sessions, `${staffMembers[email]}.json`);

/** A second browser (a staff member) with the same viewport and script setting as the test's page. */
export async function staffPage(browser: Browser, page: Page, email: StaffEmail, jsEnabled: boolean) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: jsEnabled,
    storageState: staffSession(email, stackName()),
  });
  return context.newPage();
}

/**
 * Whether nothing floats over `target` (the support pill, the assistant's button, the cookie
 * notice) when it is scrolled into view at the bottom of the window, the worst place for it: the
 * element under its centre is the target itself (or inside it).
 */
export async function expectUncovered(target: Locator) {
  // Polled, not read once: a widget sliding in or out (the buy bar's 200 ms transform, the
  // assistant's button moving to the bar's end) covers a point only until it settles.
  await expect
    .poll(
      () =>
        target.evaluate((element) => {
          element.scrollIntoView({ block: "end" });
          const box = element.getBoundingClientRect();
          const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return under === element || element.contains(under)
            ? null
            : (under?.outerHTML.slice(0, 120) ?? "nothing");
        }),
      { message: "covered by" },
    )
    .toBeNull();
}

/**
 * Ticks a form's two consents (components/forms/consent-boxes.tsx), found by their words: every
 * consent starts unticked, on every form that has them.
 */
export async function acceptConsents(scope: Page | Locator, lang: "ru" | "en") {
  for (const key of ["consent.terms", "consent.personal"])
    await scope.getByRole("checkbox", { name: tr(lang, key).replace(/<\/?doc>/g, "") }).check();
}

/**
 * A ticket form of a customer who accepted the current consents (at registration): they are shown
 * as given, with their date and a link to withdraw, and not asked again (decision 0043).
 */
export async function expectConsentsGiven(form: Locator, lang: "ru" | "en") {
  // "You accepted the terms of use and the personal-data consent on 29 Nov 2026. Withdraw": the
  // line whole, whatever the date, and its link.
  const given = form.getByText(
    translatedPattern(
      `${tr(lang, "consent.given").replace(/<\/?\w+>/g, "")} ${tr(lang, "consent.withdrawLink")}`,
    ),
  );
  await expect(given).toBeVisible();
  await expect(
    given.getByRole("link", { name: tr(lang, "consent.withdrawLink"), exact: true }),
  ).toBeVisible();
  await expect(
    form.getByRole("checkbox", { name: tr(lang, "consent.terms").replace(/<\/?doc>/g, "") }),
  ).toHaveCount(0);
}

/** Ticks the buy block's consents and presses Buy on a product page; returns the payment tab. */
export async function pressBuy(page: Page) {
  const lang = pageLang(page);
  // The buy block: a box (a form while it sells) with no role or name of its own.
  // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
  const block = page.getByTestId("buy-block");
  await acceptConsents(block, lang);
  // The block's own Buy, in its order bar (a box with no role or name): on a phone the bar pinned
  // to the screen's bottom has one too while the block's is out of view.
  // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
  const orderBar = block.getByTestId("order-bar");
  const buy = orderBar.getByRole("button", { name: tr(lang, "cheat.buy"), exact: true });
  const [pay] = await Promise.all([page.waitForEvent("popup"), buy.click()]);
  return pay;
}

/**
 * The name of an assistant reply's support-ticket offer: the words of the "[…]({{href}})" links in
 * the replies' texts (locales/<lang>/assistant.json), e.g. "open a support ticket".
 */
export function ticketOffer(lang: "ru" | "en") {
  const texts = Object.values(tr(lang, "reply") as unknown as Record<string, unknown>);
  const words = texts
    .filter((text): text is string => typeof text === "string")
    .flatMap((text) => [...text.matchAll(/\[([^\]]+)\]\(\{\{href\}\}\)/g)].map((link) => link[1]));
  return new RegExp(`^(?:${[...new Set(words)].map(escapeRegExp).join("|")})$`);
}
