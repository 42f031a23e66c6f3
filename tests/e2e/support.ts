import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Browser, type Cookie, type Locator, type Page } from "@playwright/test";

type Json = Record<string, unknown>;

/** Where staff sessions are kept between workers (tests/mocks/e2e-stack.ts removes it at start). */
export const STAFF_SESSIONS = path.resolve("tmp/e2e-staff-sessions.json");
const read = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", lang, `${ns}.json`), "utf8")) as Json;

/** The translations, so tests assert the texts users see in each language. */
export const locales = {
  // The console's strings are a file of their own, read as the `console.*` keys as the pages do.
  ru: { common: { ...read("ru", "common"), console: read("ru", "console") }, legal: read("ru", "legal") },
  en: { common: { ...read("en", "common"), console: read("en", "console") }, legal: read("en", "legal") },
};

/** A translation by dotted key, e.g. tr("en", "nav.catalog"). */
export function tr(lang: "ru" | "en", key: string, ns: "common" | "legal" = "common"): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Json)?.[part], locales[lang][ns]) as string;
}

export const langs = ["ru", "en"] as const;
export const prefix = (lang: "ru" | "en") => (lang === "en" ? "/en" : "");

export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({}, use, testInfo) => {
    await use(testInfo.project.name !== "no-js");
  },
});
export { expect };

const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? "tmp/e2e-mail");

/** The link in the newest captured e-mail to `to` (the e2e stack's SMTP stand-in writes them). */
export async function mailedLink(to: string, timeoutMs = 10_000): Promise<{ subject: string; url: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as {
        to: string;
        subject: string;
        text: string;
      };
      if (mail.to.includes(to)) return { subject: mail.subject, url: /https?:\/\/\S+/.exec(mail.text)![0] };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many e-mails went to an address so far. */
export function mailCount(to: string) {
  if (!fs.existsSync(mailDir)) return 0;
  return fs
    .readdirSync(mailDir)
    .filter((file) =>
      (JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as { to: string }).to.includes(to),
    ).length;
}

/** An e-mail address nobody used yet. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@players.example`;

/** Opens the sign-in form: the modal with JavaScript, the /sign-in page without. */
export async function openSignIn(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await page.waitForLoadState("networkidle");
  await page.getByTestId("header-sign-in").click();
  if (jsEnabled) {
    await expect(page.getByTestId("sign-in-dialog")).toBeVisible();
    // The modal has settled once it moved the focus into the e-mail field.
    await expect(page.getByTestId("sign-in-dialog").getByTestId("sign-in-email")).toBeFocused();
  } else await expect(page).toHaveURL(/\/sign-in$/);
  return jsEnabled ? page.getByTestId("sign-in-dialog") : page.locator("main");
}

/** Signs in by e-mail through the mailed link; a new address passes the registration step. */
export async function signIn(page: Page, lang: "ru" | "en", email: string, jsEnabled: boolean) {
  await page.goto(`${prefix(lang)}/`);
  const form = await openSignIn(page, jsEnabled);
  await form.getByTestId("sign-in-email").fill(email);
  await form.getByTestId("sign-in-submit").click();
  await expect(form.getByTestId("sign-in-sent")).toContainText(email);
  const { url } = await mailedLink(email);
  await followMailedLink(page, url);
}

/** Opens an e-mailed link and presses its page's button (a link's GET never spends its token). */
export async function followMailedLink(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId("link-confirm").click();
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** A fresh customer: signs in with a new address and accepts the terms. */
export async function registerNew(page: Page, lang: "ru" | "en", jsEnabled: boolean) {
  const email = uniqueEmail(`fresh-${lang}`);
  await signIn(page, lang, email, jsEnabled);
  await page.getByTestId("register-terms").check();
  await page.getByTestId("register-personal").check();
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/personal$`));
  return email;
}

// Staff sessions, kept for the whole run: the seeded staff addresses would otherwise hit the
// sign-in link limit (5 per 15 minutes) the auth suite checks. They are kept in a file, not only
// in memory, because Playwright starts a new worker after every failed test, and a few failures
// must not turn into sign-in refusals further on. The e2e stack empties the file when it starts.
const staffCookies = {
  get(email: string): Cookie[] | undefined {
    try {
      return (JSON.parse(fs.readFileSync(STAFF_SESSIONS, "utf8")) as Record<string, Cookie[]>)[email];
    } catch {
      return undefined;
    }
  },
  set(email: string, cookies: Cookie[]) {
    let all: Record<string, Cookie[]> = {};
    try {
      all = JSON.parse(fs.readFileSync(STAFF_SESSIONS, "utf8")) as Record<string, Cookie[]>;
    } catch {
      // first session of the run
    }
    fs.writeFileSync(STAFF_SESSIONS, JSON.stringify({ ...all, [email]: cookies }));
  },
};

/** A second browser (a staff member) with the same viewport and script setting as the test's page. */
export async function staffPage(
  browser: Browser,
  page: Page,
  baseURL: string,
  lang: "ru" | "en",
  email: string,
  jsEnabled: boolean,
) {
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: jsEnabled });
  await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
  const staff = await context.newPage();
  const saved = staffCookies.get(email);
  if (saved) await context.addCookies(saved);
  else {
    await signIn(staff, lang, email, jsEnabled);
    staffCookies.set(
      email,
      (await context.cookies()).filter((c) => c.name === "__session"),
    );
  }
  return staff;
}

/**
 * Whether nothing floats over `target` (the support pill, the assistant's button, the cookie
 * notice) when it is scrolled into view at the bottom of the window, the worst place for it: the
 * element under its centre is the target itself (or inside it).
 */
export async function expectUncovered(target: Locator) {
  const hit = await target.evaluate((element) => {
    element.scrollIntoView({ block: "end" });
    const box = element.getBoundingClientRect();
    const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return under === element || element.contains(under)
      ? null
      : (under?.outerHTML.slice(0, 120) ?? "nothing");
  });
  expect(hit, "covered by").toBeNull();
}
