import type { Locator, Page, Route } from "@playwright/test";
import { escapeRegExp, expect, langs, on, prefix, test, ticketOffer, tr, waitForHydration } from "./support";

type Lang = (typeof langs)[number];

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

const SESSION_KEY = "aiChatSessionId";
const storedSession = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);

/** Holds matching calls until `release()`: the states in between become visible. */
async function hold(page: Page, pattern: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The floating helper's button: a <summary> (no role of its own) named by its label. */
const helpButton = (page: Page, lang: Lang) => page.getByLabel(tr(lang, "helpMenu.open"), { exact: true });

/** "Ask the assistant" in the helper's menu (offered only once the page runs). */
const launcher = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: tr(lang, "assistant.open"), exact: true });

/** The chat's panel: a dialog named by its title. */
const chatPanel = (page: Page, lang: Lang) =>
  page.getByRole("dialog", { name: tr(lang, "assistant.title"), exact: true });

async function openAssistant(page: Page, lang: Lang) {
  await waitForHydration(page);
  await helpButton(page, lang).click();
  await launcher(page, lang).click();
  return chatPanel(page, lang);
}

/** The chat's scrolling conversation: a log named as such. */
const conversation = (panel: Locator, lang: Lang) =>
  panel.getByRole("log", { name: tr(lang, "assistant.conversation"), exact: true });

/** The customer's messages and the assistant's replies: articles named by who wrote them. */
const questionsAsked = (panel: Locator, lang: Lang) =>
  panel.getByRole("article", { name: tr(lang, "assistant.you"), exact: true });
const replies = (panel: Locator, lang: Lang) =>
  panel.getByRole("article", { name: tr(lang, "assistant.bot"), exact: true });

/** The question box, named by its label (which is also its placeholder). */
const questionBox = (panel: Locator, lang: Lang) =>
  panel.getByRole("textbox", { name: tr(lang, "assistant.placeholder"), exact: true });

/** Send: an icon button named by its label. */
const sendButton = (panel: Locator, lang: Lang) =>
  panel.getByRole("button", { name: tr(lang, "assistant.send"), exact: true });

/** The line "Loading the chat…" while the chat starts: a line with no role, found by what it says. */
const loadingLine = (panel: Locator, lang: Lang) =>
  panel.getByText(tr(lang, "assistant.loading"), { exact: true });

/** The welcome before the first question: the greeting, found by what it says. */
const greeting = (scope: Page | Locator, lang: Lang) =>
  scope.getByText(tr(lang, "assistant.greeting"), { exact: true });

/**
 * The status line under the chat's title: a line with no role of its own, found as the one text in
 * the panel that is a status ("waiting for questions", "generating answer", "unavailable"), so
 * that `toHaveText` reads which one it says.
 */
const statusLine = (panel: Locator, lang: Lang) =>
  panel.getByText(
    new RegExp(
      `^(?:${(["idle", "sending", "error"] as const)
        .map((state) => escapeRegExp(tr(lang, `assistant.status.${state}`)))
        .join("|")})$`,
    ),
  );

/** "Not sent." under a question that failed (beside its Try again). */
const notSent = (scope: Locator, lang: Lang) => scope.getByText(tr(lang, "assistant.notSent"));

/** The pages a reply cites: its links other than the ticket offer (their words are the pages' own). */
const citedLinks = (reply: Locator, lang: Lang) =>
  reply.getByRole("link").filter({ hasNotText: ticketOffer(lang) });

const questions = {
  en: "How do I get a refund?",
  ru: "Лоадер не запускается, что делать?",
};

for (const lang of langs) {
  test(`${lang}: the assistant loads once, answers with quoted passages and links, and keeps the chat`, async ({
    page,
  }) => {
    await page.goto(`${prefix(lang)}/`);
    const releaseStart = await hold(page, "**/api/ai-chat/start**");
    const panel = await openAssistant(page, lang);
    await expect(loadingLine(panel, lang)).toBeVisible();
    await expect(sendButton(panel, lang)).toBeDisabled();
    releaseStart();
    await expect(greeting(panel, lang)).toBeVisible();
    await expect(loadingLine(panel, lang)).toHaveCount(0);
    const status = statusLine(panel, lang);
    await expect(status).toHaveText(tr(lang, "assistant.status.idle"));
    const sessionId = await storedSession(page);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    // Full screen below 500 px; otherwise a 269 px chat (SPEC §9).
    const viewport = page.viewportSize()!;
    const scroll = await conversation(panel, lang).evaluate((el) => el.clientHeight);
    if (viewport.width < 500) {
      expect(await panel.boundingBox()).toEqual({
        x: 0,
        y: 0,
        width: viewport.width,
        height: viewport.height,
      });
      expect(scroll).toBe(viewport.height - 131);
    } else expect(scroll).toBe(269);

    const releaseSend = await hold(page, "**/api/ai-chat/send-message**");
    await questionBox(panel, lang).fill(questions[lang]);
    await questionBox(panel, lang).press("Enter");
    // The question shows at once; the reply waits for the answer.
    await expect(questionsAsked(panel, lang)).toContainText(questions[lang]);
    await expect(status).toHaveText(tr(lang, "assistant.status.sending"));
    await expect(
      panel.getByRole("status", { name: tr(lang, "assistant.typing"), exact: true }),
    ).toBeVisible();
    await expect(sendButton(panel, lang)).toBeDisabled();
    releaseSend();
    const reply = replies(panel, lang);
    await expect(reply).toHaveCount(1);
    await expect(status).toHaveText(tr(lang, "assistant.status.idle"));
    await expect(reply.getByRole("blockquote").first()).toBeVisible();
    const source = citedLinks(reply, lang).first();
    await expect(source).toHaveAttribute(
      "href",
      new RegExp(`^${prefix(lang)}/(problem|payment|term|offer|warranty)`),
    );

    // The ticket offer opens sign-in for a visitor.
    await reply.getByRole("link", { name: ticketOffer(lang) }).click();
    const signIn = page.getByRole("dialog", { name: tr(lang, "auth.signInTitle"), exact: true });
    await expect(signIn).toBeVisible();
    await signIn.getByRole("button", { name: tr(lang, "auth.close") }).click();
    await expect(signIn).toHaveCount(0);

    // After a reload the same session comes back from browser storage.
    await page.reload();
    const again = await openAssistant(page, lang);
    await expect(conversation(again, lang).getByRole("article")).toHaveCount(2);
    expect(await storedSession(page)).toBe(sessionId);

    // A cited page opens in place; full screen, the chat gives way to it.
    const cited = citedLinks(again, lang).first();
    const href = (await cited.getAttribute("href"))!;
    await cited.click();
    await expect(page).toHaveURL(new RegExp(`${href.split(/[?#]/)[0]}`));
    if (viewport.width < 500) await expect(chatPanel(page, lang)).toHaveCount(0);
  });

  test(`${lang}: a failed question shows the error state and can be sent again`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/faq`);
    const panel = await openAssistant(page, lang);
    await expect(greeting(panel, lang)).toBeVisible();
    await page.route("**/api/ai-chat/send-message**", (route) => route.abort("failed"));
    const question = lang === "ru" ? "Работает ли Phantom ESP?" : "Is Phantom ESP working?";
    await questionBox(panel, lang).fill(question);
    await sendButton(panel, lang).click();
    const status = statusLine(panel, lang);
    await expect(status).toHaveText(tr(lang, "assistant.status.error"));
    await expect(panel.getByRole("alert")).toHaveText(tr(lang, "assistant.errors.unavailable"));
    const asked = questionsAsked(panel, lang);
    await expect(notSent(asked, lang)).toBeVisible();
    await expect(asked).toHaveText(new RegExp(question.replace("?", "\\?")));

    await page.unroute("**/api/ai-chat/send-message**");
    await asked.getByRole("button", { name: tr(lang, "assistant.retry"), exact: true }).click();
    await expect(replies(panel, lang)).toContainText("Phantom ESP");
    await expect(asked).toHaveCount(1);
    await expect(notSent(panel, lang)).toHaveCount(0);
    await expect(status).toHaveText(tr(lang, "assistant.status.idle"));
    await expect(citedLinks(replies(panel, lang), lang).first()).toHaveAttribute(
      "href",
      `${prefix(lang)}/cheat/iron-frontier/phantom-esp`,
    );

    // The box takes at most 500 characters and counts them near the limit.
    await questionBox(panel, lang).fill("x".repeat(500));
    await expect(questionBox(panel, lang)).toHaveValue("x".repeat(500));
    await expect(
      panel.getByText(tr(lang, "assistant.counter").replace("{{count}}", "500").replace("{{max}}", "500")),
    ).toBeVisible();
  });

  test(`${lang}: a failed start clears the stored session and can be tried again`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/`);
    await page.evaluate(
      (key) => window.localStorage.setItem(key, "5f1a0a7e-3b8e-4a55-9a2c-6f0c0f7a8b11"),
      SESSION_KEY,
    );
    await page.route("**/api/ai-chat/start**", (route) => route.abort("connectionrefused"));
    const panel = await openAssistant(page, lang);
    await expect(panel.getByRole("alert")).toContainText(tr(lang, "assistant.startFailed"));
    await expect(statusLine(panel, lang)).toHaveText(tr(lang, "assistant.status.error"));
    await expect(loadingLine(panel, lang)).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();

    await page.unroute("**/api/ai-chat/start**");
    await panel.getByRole("button", { name: tr(lang, "assistant.retry"), exact: true }).click();
    await expect(greeting(panel, lang)).toBeVisible();
    await expect(statusLine(panel, lang)).toHaveText(tr(lang, "assistant.status.idle"));
    expect(await storedSession(page)).toMatch(/^[0-9a-f-]{36}$/);

    // Closing and opening again does not load the chat twice.
    let starts = 0;
    page.on("request", (request) => request.url().includes("/api/ai-chat/start") && starts++);
    await panel.getByRole("button", { name: tr(lang, "assistant.close"), exact: true }).click();
    await helpButton(page, lang).click();
    await launcher(page, lang).click();
    await expect(greeting(page, lang)).toBeVisible();
    expect(starts).toBe(0);
  });
}

test(
  "without JavaScript the page shows no assistant button that could not work",
  { tag: [on.noJs, on.notDesktop] },
  async ({ page }) => {
    await page.goto("/faq");
    await expect(
      page.getByRole("heading", { level: 1, name: tr("ru", "faq.title"), exact: true }),
    ).toBeVisible();
    await helpButton(page, "ru").click();
    // Counted shown or not: a button in a menu that failed to open would still be one.
    await expect(
      page.getByRole("button", { name: tr("ru", "assistant.open"), exact: true, includeHidden: true }),
    ).toHaveCount(0);
    // The helper's menu still leads to support: a plain link to sign in and write a ticket.
    const menu = page.getByRole("navigation", { name: tr("ru", "helpMenu.title"), exact: true });
    await expect(menu.getByRole("link", { name: tr("ru", "helpMenu.ticket"), exact: true })).toHaveAttribute(
      "href",
      /\/sign-in\?redirectTo=/,
    );
  },
);
