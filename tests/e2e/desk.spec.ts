import type { Locator, Page } from "@playwright/test";
import { cannedReplies } from "../../drizzle/seed/data/canned-replies";
import {
  expect,
  langs,
  mintProduct,
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
  escapeRegExp,
  translatedPattern,
  plural,
  ticketOffer,
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

/** The summary of the assistant conversation attached to a ticket: "Conversation with the assistant · …". */
const transcriptTitle = (lang: "ru" | "en") =>
  new RegExp(`^${escapeRegExp(tr(lang, "tickets.transcript.title_other").split("{{")[0])}`);

/** A ticket's open conversation: the region named by its number ("#12"). */
const ticketThread = (page: Page, id: number) => page.getByRole("region", { name: `#${id}`, exact: true });
/** A message bubble (a box with no role of its own): its author, its text and its pictures. */
// eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
const messages = (scope: Page | Locator) => scope.getByTestId("message");

/*
 * These flows are long: at 1280 px and without JavaScript they run in both languages, at 375 px
 * in Russian alone (the longer texts, so the layout's harder case), to keep the suite's time.
 */

/** Files a ticket through the page's form (the same form with and without JavaScript's panel). */
async function fileTicket(page: Page, lang: "ru" | "en", text: string, jsEnabled: boolean) {
  await page.goto(`${prefix(lang)}/profile/tickets`);
  if (jsEnabled) await waitForHydration(page);
  await page.getByRole("link", { name: tr(lang, "tickets.new"), exact: true }).click();
  // The panel with JavaScript, the form under its heading on the page without it: both "New ticket".
  const form = page.getByRole(jsEnabled ? "dialog" : "region", { name: tr(lang, "tickets.new") });
  await form.getByRole("radio", { name: tr(lang, "tickets.subjects.cheatProblem") }).check();
  await form.getByRole("textbox", { name: tr(lang, "tickets.message"), exact: true }).fill(text);
  await expectConsentsGiven(form, lang);
  await form.getByRole("button", { name: tr(lang, "tickets.create") }).click();
  await expect(page).toHaveURL(/\/profile\/tickets\?ticket=\d+$/);
  return Number(new URL(page.url()).searchParams.get("ticket"));
}

for (const lang of langs) {
  test(
    `${lang}: staff answer with a canned reply and a note, the customer rates, the owner sees the figures`,
    { tag: lang === "ru" ? [on.noJs, on.mobile] : [on.noJs] },
    async ({ page, browser, jsEnabled }, testInfo) => {
      await registerNew(page, lang);
      const id = await fileTicket(page, lang, "The overlay does not show up in the game", jsEnabled);
      const expected = (lang === "en" ? greeting.bodyEn : greeting.bodyRu).replace("{ticket}", String(id));
      const [before, after] = expected.split("{login}");

      const staff = await staffPage(browser, page, "support@nocturn.gg", jsEnabled);
      await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
      // Taking moves the page to "my tickets" by script: not before the page runs it.
      if (jsEnabled) await waitForHydration(staff);
      await ticketThread(staff, id)
        .getByRole("button", { name: tr(lang, "tickets.takeInWork") })
        .click();
      await expect(staff).toHaveURL(new RegExp(`/profile/techsupport/my\\?ticket=${id}$`));
      const desk = ticketThread(staff, id);
      const box = desk.getByRole("textbox", { name: tr(lang, "tickets.reply"), exact: true });
      if (jsEnabled) {
        // "/" and a word: the matching replies; Enter inserts the highlighted one.
        await box.pressSequentially("/greet");
        await expect(
          desk.getByRole("listbox", { name: tr(lang, "tickets.canned.open") }).getByRole("option"),
        ).toHaveCount(1);
        await box.press("Enter");
      } else {
        // The menu's entries are links: the page comes back with the reply in the box.
        await desk.getByText(tr(lang, "tickets.canned.open"), { exact: true }).click();
        await desk.getByRole("link", { name: greeting.title }).click();
        await expect(staff).toHaveURL(new RegExp(`canned=${id}:`));
      }
      const inserted = await box.inputValue();
      expect(inserted.startsWith(before) && inserted.endsWith(after)).toBe(true);
      expect(inserted).not.toContain("{login}");
      await ticketThread(staff, id)
        .getByRole("button", { name: tr(lang, "tickets.send"), exact: true })
        .click();
      await expect(
        messages(ticketThread(staff, id)).last().getByText(inserted, { exact: true }),
      ).toBeVisible();

      // An internal note: shown apart to staff, never to the customer.
      const note = `Checked the loader logs of #${id}: overlay blocked by the antivirus`;
      const thread = ticketThread(staff, id);
      // In note mode the box is labelled as a note.
      const noteBox = thread.getByRole("textbox", { name: tr(lang, "tickets.notes.open"), exact: true });
      if (jsEnabled) {
        // The box switches to a note: Send (and Ctrl+Enter) can then only add a note.
        const noteMode = thread.getByRole("button", {
          name: tr(lang, "tickets.notes.modeNote"),
          exact: true,
        });
        await noteMode.click();
        await expect(noteMode).toHaveAttribute("aria-pressed", "true");
        await noteBox.fill(note);
        await noteBox.press("Control+Enter");
      } else {
        await thread.getByRole("textbox", { name: tr(lang, "tickets.reply"), exact: true }).fill(note);
        await thread.getByRole("button", { name: tr(lang, "tickets.notes.add"), exact: true }).click();
      }
      // A note's box (no role of its own) holds its label and its text.
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const shown = ticketThread(staff, id).getByTestId("note");
      await expect(shown.getByText(note, { exact: true })).toBeVisible();
      await expect(shown).toContainText(tr(lang, "tickets.notes.label"));
      await expect(
        jsEnabled
          ? noteBox
          : ticketThread(staff, id).getByRole("textbox", { name: tr(lang, "tickets.reply"), exact: true }),
      ).toHaveValue("");
      await keepScreenshot(staff, testInfo, `desk-${lang}`);

      await page.goto(`${prefix(lang)}/profile/ticket/${id}`);
      await expect(messages(page).last().getByText(inserted, { exact: true })).toBeVisible();
      // Every note reads "Internal note · staff only": the customer sees none.
      await expect(page.getByText(tr(lang, "tickets.notes.label"))).toHaveCount(0);
      expect(await page.content()).not.toContain("overlay blocked by the antivirus");

      // Closed (on the ticket's own page, which stays after the close): the customer rates the help.
      await staff.goto(`${prefix(lang)}/profile/ticket/${id}`);
      await ticketThread(staff, id).getByText(tr(lang, "tickets.actions"), { exact: true }).click();
      await ticketThread(staff, id)
        .getByRole("link", { name: tr(lang, "tickets.close") })
        .click();
      // The confirm dialog with JavaScript, the confirmation on the page without it.
      await staff
        .getByRole(jsEnabled ? "dialog" : "alertdialog", { name: tr(lang, "tickets.closeConfirmTitle") })
        .getByRole("button", { name: tr(lang, "tickets.close") })
        .click();
      await expect(staff.getByText(tr(lang, "tickets.closedNotice"), { exact: true })).toBeVisible();

      await page.reload();
      // The stars are a group of radios under the question.
      const rating = page.getByRole("group", { name: tr(lang, "tickets.rating.question") });
      await expect(rating).toBeVisible();
      await rating.getByTitle(tr(lang, "tickets.rating.stars.4")).click();
      await page.getByLabel(tr(lang, "tickets.rating.comment")).fill("Quick and to the point");
      await page.getByRole("button", { name: tr(lang, "tickets.rating.send") }).click();
      await expect(page.getByText(tr(lang, "tickets.rating.thanks"))).toBeVisible();
      await keepScreenshot(page, testInfo, `rated-${lang}`);

      await staff.goto(`${prefix(lang)}/profile/ticket/${id}`);
      await expect(staff.getByText(tr(lang, "tickets.rating.staffLabel"))).toBeVisible();
      await expect(
        staff.getByText(tr(lang, "tickets.rating.quoted").replace("{{text}}", "Quick and to the point")),
      ).toBeVisible();
      await staff.context().close();

      // The owner's overview: support handled at least this ticket this week.
      const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
      await owner.goto(`${prefix(lang)}/admin`);
      const figures = owner.getByRole("region", { name: tr(lang, "console.desk.title") });
      await expect(
        figures.getByRole("columnheader", { name: tr(lang, "console.desk.columns.rating") }),
      ).toBeVisible();
      const row = figures.getByRole("row").filter({ hasText: "support" });
      // The row's first cell after the staff member (a row header): the tickets they handled.
      expect(Number(await row.getByRole("cell").first().textContent())).toBeGreaterThan(0);
      const days30 = figures.getByRole("link", { name: plural(lang, "console.desk.days", 30), exact: true });
      await days30.click();
      await expect(owner).toHaveURL(/desk=30/);
      await expect(days30).toHaveAttribute("aria-current", "page");
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
  const email = pay.getByLabel(tr(lang, "sandbox.email"));
  if (!(await email.inputValue())) await email.fill(uniqueEmail(`desk-${lang}`));
  await pay.getByRole("button", { name: translatedPattern(tr(lang, "sandbox.pay")) }).click();
  await expect(pay.getByText(tr(lang, "purchaseResult.paid"), { exact: true })).toBeVisible();
  // The delivered key: its text is what is read here, unknown before, so it has nothing else to go by.
  // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
  const key = (await pay.getByTestId("purchase-delivery-text").textContent())!.trim();
  await pay.close();
  return key;
}

for (const lang of langs) {
  test(
    `${lang}: a customer files a ticket about a purchase (from the assistant with JavaScript); staff see who it is`,
    { tag: lang === "ru" ? [on.noJs, on.mobile] : [on.noJs] },
    async ({ page, browser, jsEnabled }, testInfo) => {
      await registerNew(page, lang);
      const key = await buyProduct(page, lang, jsEnabled);

      let form;
      if (jsEnabled) {
        // The assistant's ticket offer opens the panel with the conversation attached.
        await page.goto(`${prefix(lang)}/`);
        await waitForHydration(page);
        // The help button (a <summary> named by its label) opens the menu.
        await page.getByLabel(tr(lang, "helpMenu.open")).click();
        await page.getByRole("button", { name: tr(lang, "assistant.open"), exact: true }).click();
        const chat = page.getByRole("dialog", { name: tr(lang, "assistant.title") });
        const question = chat.getByRole("textbox", { name: tr(lang, "assistant.placeholder") });
        await question.fill(ASK[lang]);
        await question.press("Enter");
        await chat
          .getByRole("link", { name: ticketOffer(lang) })
          .first()
          .click();
        form = page.getByRole("dialog", { name: tr(lang, "tickets.new") });
        await expect(
          form.getByRole("checkbox", { name: tr(lang, "tickets.transcript.attach") }),
        ).toBeChecked();
      } else {
        // The same link without JavaScript: the page's form (under its heading) comes with the same choices.
        await page.goto(`${prefix(lang)}/profile/tickets?new&subject=paymentProblem&purchase=last`);
        form = page.getByRole("region", { name: tr(lang, "tickets.new") });
      }
      // The payment subject and the newest purchase are chosen already.
      await expect(
        form.getByRole("radio", { name: tr(lang, "tickets.subjects.paymentProblem") }),
      ).toBeChecked();
      const picker = form.getByRole("combobox", { name: tr(lang, "tickets.purchase.pick") });
      // Only this customer's purchase is offered (besides "not about a purchase").
      await expect(picker.getByRole("option")).toHaveCount(2);
      expect(await picker.getByRole("option").nth(1).textContent()).toContain("Halcyon ESP");
      await expect(picker).toHaveValue((await picker.getByRole("option").nth(1).getAttribute("value"))!);
      await form
        .getByRole("textbox", { name: tr(lang, "tickets.message"), exact: true })
        .fill("The key from this order is rejected by the loader");
      await expectConsentsGiven(form, lang);
      await form.getByRole("button", { name: tr(lang, "tickets.create") }).click();
      // From the assistant's panel the page revalidates, then moves to the ticket 0.9 s later.
      await expect(page).toHaveURL(/\/profile\/tickets\?ticket=\d+$/, { timeout: 15_000 });
      const id = Number(new URL(page.url()).searchParams.get("ticket"));

      // The purchase card: the key masked until asked for.
      await page.goto(`${prefix(lang)}/profile/ticket/${id}`);
      // The card is a plain box (no role of its own); the key in it is code.
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const card = page.getByTestId("ticket-purchase");
      await expect(card).toContainText("Halcyon ESP");
      await expect(card.getByRole("code")).not.toHaveText(key);
      expect(await page.content()).not.toContain(key);
      await card.getByRole("button", { name: tr(lang, "tickets.purchase.showKey") }).click();
      await expect(card.getByRole("code")).toHaveText(key);
      if (jsEnabled) {
        // The conversation is folded (a <details> with no name of its own) under its summary.
        // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
        const transcript = page.getByTestId("ticket-transcript");
        await transcript.getByText(transcriptTitle(lang)).click();
        await expect(transcript.getByRole("listitem").first()).toContainText(ASK[lang]);
      } else await expect(page.getByText(transcriptTitle(lang))).toHaveCount(0);
      await keepScreenshot(page, testInfo, `purchase-ticket-${lang}`);

      // Staff see the same card and, in the side panel, who the customer is.
      const staff = await staffPage(browser, page, "support@nocturn.gg", jsEnabled);
      await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
      const desk = ticketThread(staff, id);
      // The customer's summary line ("… · bonus 0% · 1 purchase …") opens the panel.
      await desk.getByText(translatedPattern(tr(lang, "tickets.customer.bonus"))).click();
      // The panel's lists have no names of their own.
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      await expect(desk.getByTestId("customer-purchases")).toContainText("Halcyon ESP");
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      await expect(desk.getByTestId("customer-events")).toContainText("paid");
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      await expect(desk.getByTestId("ticket-purchase")).toContainText("Halcyon ESP");
      if (jsEnabled) await expect(desk.getByText(transcriptTitle(lang))).toBeVisible();
      await keepScreenshot(staff, testInfo, `purchase-desk-${lang}`);
      await staff.context().close();
    },
  );
}

/** Sets a product's status in the console (the owner's product page). */
async function setStatus(owner: Page, lang: "ru" | "en", name: string, status: string) {
  await owner.goto(`${prefix(lang)}/admin/cheats?q=${encodeURIComponent(name)}`);
  await owner.getByRole("main").getByRole("link", { name, exact: true }).click();
  // The list has status selects of its own (its filter, each row's): on the product's page now,
  // drawn (the address changes as the new page's data arrives, a moment before it is shown).
  await expect(owner).toHaveURL(/\/admin\/cheats\/\d+$/);
  await expect(owner.getByRole("heading", { level: 1 })).toContainText(name);
  await owner
    .getByRole("combobox", { name: tr(lang, "console.cheats.status"), exact: true })
    .selectOption(status);
  await owner.getByRole("button", { name: tr(lang, "console.cheat.submit") }).click();
  // The history is a list with no name of its own.
  // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
  await expect(owner.getByTestId("console-status-history").getByRole("listitem").first()).toBeVisible();
}

for (const lang of langs) {
  test(
    `${lang}: a follower gets the status alert of a product`,
    { tag: lang === "ru" ? [on.noJs, on.mobile] : [on.noJs] },
    async ({ page, browser, jsEnabled }) => {
      // The story's own product (a shop sends one alert per product an hour at most): a copy of a
      // seeded one, named afresh for each run and retry.
      const product = await mintProduct("static-horizon/lumen-esp", "Lumen ESP");
      await page.goto(prefix(lang) + product.path);
      // A visitor is asked to sign in first.
      await expect(
        page.getByRole("link", { name: tr(lang, "alerts.followSignIn"), exact: true }),
      ).toBeVisible();
      const email = await registerNew(page, lang);
      await page.goto(prefix(lang) + product.path);
      // The status's code (which of several words the badge shows is not known beforehand).
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const before = await page.getByTestId("status-badge").first().getAttribute("data-status");
      await page.getByRole("button", { name: tr(lang, "alerts.follow"), exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: tr(lang, "alerts.following") })).toHaveText(
        tr(lang, "alerts.following"),
      );
      await expect(
        page.getByRole("button", { name: tr(lang, "alerts.unfollow"), exact: true }),
      ).toBeVisible();

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
      expect(mail.text).toContain(product.path);
      // Put back as it was for the suites after this one.
      await setStatus(owner, lang, product.name, before!);
      await owner.context().close();
    },
  );
}
