import type { Page } from "@playwright/test";
import { cannedReplies } from "../../drizzle/seed/data/canned-replies";
import {
  expect,
  langs,
  modeOf,
  newestMail,
  on,
  prefix,
  registerNew,
  staffPage,
  test,
  tr,
  uniqueEmail,
  keepScreenshot,
  pressBuy,
  expectConsentsGiven,
  waitForHydration,
} from "./support";

/**
 * The faster desk (issue: support that knows the customer): staff answer with a canned reply and
 * leave an internal note the customer never sees, the customer rates the help after the close, and
 * the owner sees the per-staff figures — with JavaScript ("/" in the reply box, live updates) and
 * without it (the canned-replies menu's links, plain form posts).
 */

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

const greeting = cannedReplies[0];

/*
 * These flows are long: at 1280 px and without JavaScript they run in both languages, at 375 px
 * in Russian alone (the longer texts, so the layout's harder case), to keep the suite's time.
 */

/** Files a ticket through the page's form (the same form with and without JavaScript's panel). */
async function fileTicket(page: Page, lang: "ru" | "en", text: string, jsEnabled: boolean) {
  await page.goto(`${prefix(lang)}/profile/tickets`);
  if (jsEnabled) await waitForHydration(page);
  await page.getByTestId("new-ticket").click();
  const form = page.getByTestId(jsEnabled ? "create-ticket-panel" : "create-ticket-form");
  await form.getByTestId("subject-cheatProblem").check();
  await form.getByTestId("create-message").fill(text);
  await expectConsentsGiven(form, lang);
  await form.getByTestId("create-submit").click();
  await expect(page).toHaveURL(/\/profile\/tickets\?ticket=\d+$/);
  return Number(new URL(page.url()).searchParams.get("ticket"));
}

for (const lang of langs) {
  test(
    `${lang}: staff answer with a canned reply and a note, the customer rates, the owner sees the figures`,
    { tag: lang === "ru" ? [on.noJs, on.mobile] : [on.noJs] },
    async ({ page, browser, jsEnabled }, testInfo) => {
      test.setTimeout(120_000);
      await registerNew(page, lang);
      const id = await fileTicket(page, lang, "The overlay does not show up in the game", jsEnabled);
      const expected = (lang === "en" ? greeting.bodyEn : greeting.bodyRu).replace("{ticket}", String(id));
      const [before, after] = expected.split("{login}");

      const staff = await staffPage(browser, page, "support@nocturn.gg", jsEnabled);
      await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
      // Taking moves the page to "my tickets" by script: not before the page runs it.
      if (jsEnabled) await waitForHydration(staff);
      await staff.getByTestId(`ticket-thread-${id}`).getByTestId("take-in-work").click();
      await expect(staff).toHaveURL(new RegExp(`/profile/techsupport/my\\?ticket=${id}$`));
      const desk = staff.getByTestId(`ticket-thread-${id}`);
      const box = desk.getByTestId("reply-input");
      if (jsEnabled) {
        // "/" and a word: the matching replies; Enter inserts the highlighted one.
        await box.pressSequentially("/greet");
        await expect(desk.getByTestId("canned-suggestion")).toHaveCount(1);
        await box.press("Enter");
      } else {
        // The menu's entries are links: the page comes back with the reply in the box.
        await desk.getByTestId("canned-menu").locator("summary").click();
        await desk.getByTestId("canned-item").filter({ hasText: greeting.title }).click();
        await expect(staff).toHaveURL(new RegExp(`canned=${id}:`));
      }
      const inserted = await box.inputValue();
      expect(inserted.startsWith(before) && inserted.endsWith(after)).toBe(true);
      expect(inserted).not.toContain("{login}");
      await staff.getByTestId(`ticket-thread-${id}`).getByTestId("reply-send").click();
      await expect(staff.getByTestId(`ticket-thread-${id}`).getByTestId("message-text").last()).toHaveText(
        inserted,
      );

      // An internal note: shown apart to staff, never to the customer.
      const note = `Checked the loader logs of #${id}: overlay blocked by the antivirus`;
      const thread = staff.getByTestId(`ticket-thread-${id}`);
      if (jsEnabled) {
        // The box switches to a note: Send (and Ctrl+Enter) can then only add a note.
        await thread.getByTestId("note-mode").click();
        await expect(thread.getByTestId("note-mode")).toHaveAttribute("aria-pressed", "true");
        await thread.getByTestId("reply-input").fill(note);
        await thread.getByTestId("reply-input").press("Control+Enter");
      } else {
        await thread.getByTestId("reply-input").fill(note);
        await thread.getByTestId("note-send").click();
      }
      const shown = staff.getByTestId(`ticket-thread-${id}`).getByTestId("note");
      await expect(shown.getByTestId("note-text")).toHaveText(note);
      await expect(shown).toContainText(tr(lang, "tickets.notes.label"));
      await expect(staff.getByTestId(`ticket-thread-${id}`).getByTestId("reply-input")).toHaveValue("");
      await keepScreenshot(staff, testInfo, `desk-${lang}`);

      await page.goto(`${prefix(lang)}/profile/ticket/${id}`);
      await expect(page.getByTestId("message-text").last()).toHaveText(inserted);
      await expect(page.getByTestId("note")).toHaveCount(0);
      expect(await page.content()).not.toContain("overlay blocked by the antivirus");

      // Closed (on the ticket's own page, which stays after the close): the customer rates the help.
      await staff.goto(`${prefix(lang)}/profile/ticket/${id}`);
      await staff.getByTestId("ticket-actions").click();
      await staff.getByTestId("action-close").click();
      if (jsEnabled)
        await staff
          .getByTestId("confirm-dialog")
          .getByRole("button", { name: tr(lang, "tickets.close") })
          .click();
      else await staff.getByTestId("inline-confirm-submit").click();
      await expect(staff.getByTestId("reply-disabled")).toBeVisible();

      await page.reload();
      const rating = page.getByTestId("ticket-rating");
      await expect(rating.getByText(tr(lang, "tickets.rating.question"))).toBeVisible();
      await rating.getByTitle(tr(lang, "tickets.rating.stars.4")).click();
      await rating.getByTestId("rating-comment").fill("Quick and to the point");
      await rating.getByTestId("rating-send").click();
      await expect(page.getByTestId("rating-thanks")).toContainText(tr(lang, "tickets.rating.thanks"));
      await keepScreenshot(page, testInfo, `rated-${lang}`);

      await staff.goto(`${prefix(lang)}/profile/ticket/${id}`);
      await expect(staff.getByTestId("ticket-rating-summary")).toContainText(
        tr(lang, "tickets.rating.staffLabel"),
      );
      await expect(staff.getByTestId("ticket-rating-comment")).toContainText("Quick and to the point");
      await staff.context().close();

      // The owner's overview: support handled at least this ticket this week.
      const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
      await owner.goto(`${prefix(lang)}/admin`);
      const figures = owner.getByTestId("desk-figures");
      await expect(
        figures.getByRole("columnheader", { name: tr(lang, "console.desk.columns.rating") }),
      ).toBeVisible();
      const row = figures.getByTestId("desk-figures-row").filter({ hasText: "support" });
      expect(Number(await row.getByTestId("desk-handled").textContent())).toBeGreaterThan(0);
      await owner.getByTestId("desk-window-30").click();
      await expect(owner).toHaveURL(/desk=30/);
      await expect(owner.getByTestId("desk-window-30")).toHaveAttribute("aria-current", "page");
      await keepScreenshot(owner, testInfo, `figures-${lang}`);
      await owner.context().close();
    },
  );
}

/** A product few other tests buy, so its demo stock lasts the run. */
const PRODUCT = "/cheat/crimson-vanguard/halcyon-esp";
// Questions about an order's money: the assistant's ticket offer chooses the subject and the order.
const ASK = { en: "How do I get a refund?", ru: "Оплатил, а ключ не пришёл — что делать?" };

/** Buys the product through the sandbox as the signed-in customer; returns the delivered key. */
async function buyProduct(page: Page, lang: "ru" | "en", jsEnabled: boolean) {
  await page.goto(prefix(lang) + PRODUCT);
  if (jsEnabled) await waitForHydration(page);
  const pay = await pressBuy(page);
  await pay.waitForLoadState();
  const email = pay.getByTestId("sandbox-email");
  if (!(await email.inputValue())) await email.fill(uniqueEmail(`desk-${lang}`));
  await pay.getByTestId("sandbox-pay").click();
  await expect(pay.getByTestId("purchase-status")).toHaveText(tr(lang, "purchaseResult.paid"));
  const key = (await pay.getByTestId("purchase-delivery").locator(".font-mono").textContent())!.trim();
  await pay.close();
  return key;
}

for (const lang of langs) {
  test(
    `${lang}: a customer files a ticket about a purchase (from the assistant with JavaScript); staff see who it is`,
    { tag: lang === "ru" ? [on.noJs, on.mobile] : [on.noJs] },
    async ({ page, browser, jsEnabled }, testInfo) => {
      test.setTimeout(120_000);
      await registerNew(page, lang);
      const key = await buyProduct(page, lang, jsEnabled);

      let form;
      if (jsEnabled) {
        // The assistant's ticket offer opens the panel with the conversation attached.
        await page.goto(`${prefix(lang)}/`);
        await waitForHydration(page);
        await page.getByTestId("help-open").click();
        await page.getByTestId("assistant-launcher").click();
        const chat = page.getByTestId("assistant-panel");
        await chat.getByTestId("assistant-input").fill(ASK[lang]);
        await chat.getByTestId("assistant-input").press("Enter");
        await chat.locator('[data-from="bot"]').getByTestId("assistant-ticket-link").first().click();
        form = page.getByTestId("create-ticket-panel");
        await expect(form.getByTestId("create-attach-chat")).toBeChecked();
      } else {
        // The same link without JavaScript: the page's form comes with the same choices.
        await page.goto(`${prefix(lang)}/profile/tickets?new&subject=paymentProblem&purchase=last`);
        form = page.getByTestId("create-ticket-form");
      }
      // The payment subject and the newest purchase are chosen already.
      await expect(form.getByTestId("subject-paymentProblem")).toBeChecked();
      const picker = form.getByTestId("create-purchase");
      // Only this customer's purchase is offered (besides "not about a purchase").
      await expect(picker.locator("option")).toHaveCount(2);
      expect(await picker.locator("option").nth(1).textContent()).toContain("Halcyon ESP");
      await expect(picker).toHaveValue((await picker.locator("option").nth(1).getAttribute("value"))!);
      await form.getByTestId("create-message").fill("The key from this order is rejected by the loader");
      await expectConsentsGiven(form, lang);
      await form.getByTestId("create-submit").click();
      // From the assistant's panel the page revalidates, then moves to the ticket 0.9 s later.
      await expect(page).toHaveURL(/\/profile\/tickets\?ticket=\d+$/, { timeout: 15_000 });
      const id = Number(new URL(page.url()).searchParams.get("ticket"));

      // The purchase card: the key masked until asked for.
      await page.goto(`${prefix(lang)}/profile/ticket/${id}`);
      const card = page.getByTestId("ticket-purchase");
      await expect(card).toContainText("Halcyon ESP");
      await expect(card.getByTestId("ticket-purchase-key")).not.toHaveText(key);
      expect(await page.content()).not.toContain(key);
      await card.getByTestId("ticket-purchase-reveal").click();
      await expect(page.getByTestId("ticket-purchase").getByTestId("ticket-purchase-key")).toHaveText(key);
      if (jsEnabled) {
        const transcript = page.getByTestId("ticket-transcript");
        await transcript.locator("summary").click();
        await expect(transcript.getByTestId("transcript-line").first()).toContainText(ASK[lang]);
      } else await expect(page.getByTestId("ticket-transcript")).toHaveCount(0);
      await keepScreenshot(page, testInfo, `purchase-ticket-${lang}`);

      // Staff see the same card and, in the side panel, who the customer is.
      const staff = await staffPage(browser, page, "support@nocturn.gg", jsEnabled);
      await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
      const desk = staff.getByTestId(`ticket-thread-${id}`);
      await desk.getByTestId("customer-panel").locator("summary").click();
      await expect(desk.getByTestId("customer-purchases")).toContainText("Halcyon ESP");
      await expect(desk.getByTestId("customer-events")).toContainText("paid");
      await expect(desk.getByTestId("ticket-purchase")).toContainText("Halcyon ESP");
      if (jsEnabled) await expect(desk.getByTestId("ticket-transcript")).toBeVisible();
      await keepScreenshot(staff, testInfo, `purchase-desk-${lang}`);
      await staff.context().close();
    },
  );
}

/** Products no other suite looks at, one per run (an alert per product per hour at most). */
const ALERT_PRODUCTS: Record<string, { name: string; page: string }> = {
  "desktop-ru": { name: "Lumen ESP", page: "/cheat/static-horizon/lumen-esp" },
  "desktop-en": { name: "Rime Full", page: "/cheat/static-horizon/rime-full" },
  "no-js-ru": { name: "Glint Radar", page: "/cheat/storm-squad/glint-radar" },
  "no-js-en": { name: "Talon Rage", page: "/cheat/dead-meridian/talon-rage" },
  "mobile-ru": { name: "Ferrite Rage", page: "/cheat/crimson-vanguard/ferrite-rage" },
  "mobile-en": { name: "Basalt Full", page: "/cheat/wasteland-drifters/basalt-full" },
};

/** Sets a product's status in the console (the owner's product page). */
async function setStatus(owner: Page, lang: "ru" | "en", name: string, status: string) {
  await owner.goto(`${prefix(lang)}/admin/cheats?q=${encodeURIComponent(name)}`);
  await owner.getByTestId("console-cheats").getByRole("link", { name }).click();
  const form = owner.getByTestId("console-status-form");
  await form.getByRole("combobox").selectOption(status);
  await form.getByTestId("console-status-submit").click();
  await expect(
    owner.getByTestId("console-status-history").getByTestId("console-history-entry").first(),
  ).toBeVisible();
}

for (const lang of langs) {
  test(
    `${lang}: a follower gets the status alert of a product`,
    { tag: lang === "ru" ? [on.noJs, on.mobile] : [on.noJs] },
    async ({ page, browser, jsEnabled }, testInfo) => {
      test.setTimeout(90_000);
      const product = ALERT_PRODUCTS[`${modeOf(testInfo)}-${lang}`];
      await page.goto(prefix(lang) + product.page);
      // A visitor is asked to sign in first.
      await expect(page.getByTestId("follow-sign-in")).toHaveText(tr(lang, "alerts.followSignIn"));
      const email = await registerNew(page, lang);
      await page.goto(prefix(lang) + product.page);
      const before = await page.getByTestId("status-badge").first().getAttribute("data-status");
      await page.getByTestId("follow-status").click();
      await expect(page.getByTestId("follow-note")).toHaveText(tr(lang, "alerts.following"));
      await expect(page.getByTestId("follow-status")).toHaveText(tr(lang, "alerts.unfollow"));

      // The owner marks it detected (or working again): the follower gets one e-mail in their language.
      const target = before === "4" ? "1" : "4";
      const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
      await setStatus(owner, lang, product.name, target);
      const mail = await newestMail(email, { subject: product.name, timeoutMs: 15_000 });
      expect(mail.subject).toBe(
        target === "4"
          ? lang === "en"
            ? `${product.name}: Detected — pause using it`
            : `${product.name}: обнаружен — не используйте пока`
          : lang === "en"
            ? `${product.name} is Undetected again`
            : `${product.name} снова не обнаруживается`,
      );
      expect(mail.text).toContain(product.page);
      // Put back as it was for the suites after this one.
      await setStatus(owner, lang, product.name, before!);
      await owner.context().close();
    },
  );
}
