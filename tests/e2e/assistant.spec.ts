import type { Page, Route } from "@playwright/test";
import { expect, langs, on, prefix, test, tr, waitForHydration } from "./support";

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

async function openAssistant(page: Page) {
  await waitForHydration(page);
  await page.getByTestId("help-open").click();
  await page.getByTestId("assistant-launcher").click();
  return page.getByTestId("assistant-panel");
}

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
    const panel = await openAssistant(page);
    await expect(panel.getByTestId("assistant-pending")).toHaveText(tr(lang, "assistant.loading"));
    await expect(panel.getByTestId("assistant-send")).toBeDisabled();
    releaseStart();
    await expect(panel.getByTestId("assistant-welcome")).toContainText(tr(lang, "assistant.greeting"));
    await expect(panel.getByTestId("assistant-pending")).toHaveCount(0);
    const status = panel.getByTestId("assistant-status");
    await expect(status).toHaveText(tr(lang, "assistant.status.idle"));
    const sessionId = await storedSession(page);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    // Full screen below 500 px; otherwise a 269 px chat (SPEC §9).
    const viewport = page.viewportSize()!;
    const scroll = await panel.getByTestId("assistant-scroll").evaluate((el) => el.clientHeight);
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
    await panel.getByTestId("assistant-input").fill(questions[lang]);
    await panel.getByTestId("assistant-input").press("Enter");
    // The question shows at once; the reply waits for the answer.
    await expect(panel.locator('[data-from="user"]')).toContainText(questions[lang]);
    await expect(status).toHaveText(tr(lang, "assistant.status.sending"));
    await expect(panel.getByTestId("assistant-typing")).toBeVisible();
    await expect(panel.getByTestId("assistant-send")).toBeDisabled();
    releaseSend();
    const reply = panel.locator('[data-from="bot"]');
    await expect(reply).toHaveCount(1);
    await expect(status).toHaveText(tr(lang, "assistant.status.idle"));
    await expect(reply.locator("blockquote").first()).toBeVisible();
    const source = reply.getByTestId("assistant-link").first();
    await expect(source).toHaveAttribute(
      "href",
      new RegExp(`^${prefix(lang)}/(problem|payment|term|offer|warranty)`),
    );

    // The ticket offer opens sign-in for a visitor.
    await reply.getByTestId("assistant-ticket-link").click();
    const signIn = page.getByTestId("sign-in-dialog");
    await expect(signIn).toBeVisible();
    await signIn.getByRole("button", { name: tr(lang, "auth.close") }).click();
    await expect(signIn).toHaveCount(0);

    // After a reload the same session comes back from browser storage.
    await page.reload();
    const again = await openAssistant(page);
    await expect(again.locator('[data-testid="assistant-message"]')).toHaveCount(2);
    expect(await storedSession(page)).toBe(sessionId);

    // A cited page opens in place; full screen, the chat gives way to it.
    const href = (await again.getByTestId("assistant-link").first().getAttribute("href"))!;
    await again.getByTestId("assistant-link").first().click();
    await expect(page).toHaveURL(new RegExp(`${href.split(/[?#]/)[0]}`));
    if (viewport.width < 500) await expect(page.getByTestId("assistant-panel")).toHaveCount(0);
  });

  test(`${lang}: a failed question shows the error state and can be sent again`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/faq`);
    const panel = await openAssistant(page);
    await expect(panel.getByTestId("assistant-welcome")).toBeVisible();
    await page.route("**/api/ai-chat/send-message**", (route) => route.abort("failed"));
    const question = lang === "ru" ? "Работает ли Phantom ESP?" : "Is Phantom ESP working?";
    await panel.getByTestId("assistant-input").fill(question);
    await panel.getByTestId("assistant-send").click();
    const status = panel.getByTestId("assistant-status");
    await expect(status).toHaveText(tr(lang, "assistant.status.error"));
    await expect(panel.getByTestId("assistant-error")).toHaveText(tr(lang, "assistant.errors.unavailable"));
    await expect(panel.getByTestId("assistant-not-sent")).toBeVisible();
    await expect(panel.locator('[data-from="user"]')).toHaveText(new RegExp(question.replace("?", "\\?")));

    await page.unroute("**/api/ai-chat/send-message**");
    await panel
      .getByTestId("assistant-not-sent")
      .getByRole("button", { name: tr(lang, "assistant.retry") })
      .click();
    await expect(panel.locator('[data-from="bot"]')).toContainText("Phantom ESP");
    await expect(panel.locator('[data-from="user"]')).toHaveCount(1);
    await expect(panel.getByTestId("assistant-not-sent")).toHaveCount(0);
    await expect(status).toHaveText(tr(lang, "assistant.status.idle"));
    await expect(panel.locator('[data-from="bot"]').getByTestId("assistant-link").first()).toHaveAttribute(
      "href",
      `${prefix(lang)}/cheat/iron-frontier/phantom-esp`,
    );

    // The box takes at most 500 characters and counts them near the limit.
    await panel.getByTestId("assistant-input").fill("x".repeat(500));
    await expect(panel.getByTestId("assistant-input")).toHaveValue("x".repeat(500));
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
    const panel = await openAssistant(page);
    await expect(panel.getByRole("alert")).toContainText(tr(lang, "assistant.startFailed"));
    await expect(panel.getByTestId("assistant-status")).toHaveText(tr(lang, "assistant.status.error"));
    await expect(panel.getByTestId("assistant-pending")).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();

    await page.unroute("**/api/ai-chat/start**");
    await panel.getByRole("button", { name: tr(lang, "assistant.retry") }).click();
    await expect(panel.getByTestId("assistant-welcome")).toBeVisible();
    await expect(panel.getByTestId("assistant-status")).toHaveText(tr(lang, "assistant.status.idle"));
    expect(await storedSession(page)).toMatch(/^[0-9a-f-]{36}$/);

    // Closing and opening again does not load the chat twice.
    let starts = 0;
    page.on("request", (request) => request.url().includes("/api/ai-chat/start") && starts++);
    await panel.getByTestId("assistant-close").click();
    await page.getByTestId("help-open").click();
    await page.getByTestId("assistant-launcher").click();
    await expect(page.getByTestId("assistant-welcome")).toBeVisible();
    expect(starts).toBe(0);
  });
}

test(
  "without JavaScript the page shows no assistant button that could not work",
  { tag: [on.noJs, on.notDesktop] },
  async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByTestId("faq-page")).toBeVisible();
    await page.getByTestId("help-open").click();
    await expect(page.getByTestId("assistant-launcher")).toHaveCount(0);
    // The helper's menu still leads to support: a plain link to sign in and write a ticket.
    await expect(page.getByTestId("help-ticket")).toHaveAttribute("href", /\/sign-in\?redirectTo=/);
  },
);
