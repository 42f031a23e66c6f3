import type { Page } from "@playwright/test";
import {
  expect,
  expectUncovered,
  langs,
  on,
  prefix,
  registerNew,
  staffPage,
  test,
  tr,
  keepScreenshot,
  expectConsentsGiven,
  waitForHydration,
} from "./support";

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

// A small valid PNG (1×1, red).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/** Creates a ticket through the panel (JavaScript) and returns its id. */
async function createInPanel(page: Page, lang: "ru" | "en", text: string, withImage = false) {
  await page.goto(`${prefix(lang)}/profile/tickets`);
  await waitForHydration(page);
  await page.getByTestId("new-ticket").click();
  const panel = page.getByTestId("create-ticket-panel");
  await expect(panel).toBeVisible();
  await panel.getByTestId("create-submit").click();
  await expect(panel.getByTestId("create-ticket-subject-error")).toHaveText(
    tr(lang, "tickets.errors.subjectRequired"),
  );
  await panel.getByTestId("subject-cheatProblem").check();
  await panel.getByTestId("create-message").fill(text);
  await expect(panel.getByTestId("create-counter")).toHaveText(`${text.length}/500`);
  if (withImage) {
    await panel
      .getByTestId("file-input")
      .setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: PNG });
    await expect(panel.getByTestId("upload-item")).toHaveCount(1);
    await expect(panel.getByTestId("create-submit")).toBeEnabled();
  }
  await expectConsentsGiven(panel, lang);
  await panel.getByTestId("create-submit").click();
  await expect(panel.getByTestId("ticket-created")).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/tickets\?ticket=\d+$/);
  // The panel slides away once the ticket is open behind it.
  await expect(panel).toHaveCount(0);
  return Number(new URL(page.url()).searchParams.get("ticket"));
}

for (const lang of langs) {
  test(
    `${lang}: a customer and tech support converse live`,
    { tag: lang === "ru" ? [on.mobile] : [] },
    async ({ page, browser }) => {
      test.setTimeout(90_000);
      await registerNew(page, lang);
      const id = await createInPanel(page, lang, "The loader closes right after the splash screen", true);
      const mine = page.getByTestId(`ticket-thread-${id}`);
      await expect(mine.getByTestId("message")).toHaveCount(1);
      await expect(
        mine.getByRole("img", { name: tr(lang, "tickets.imageAlt").replace("{{order}}", "1") }),
      ).toBeVisible();
      await expect(mine.getByTestId("connection-state")).toHaveAttribute("data-state", "connected");
      // Nothing floats over Send (the assistant's button stays off the ticket pages).
      await expectUncovered(mine.getByTestId("reply-send"));

      const staff = await staffPage(browser, page, "support@nocturn.gg", true);
      await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
      // Taking the ticket moves the page to "my tickets" by script: a click before hydration
      // would post the plain form instead (a loaded machine once got there first).
      await waitForHydration(staff);
      const desk = staff.getByTestId(`ticket-thread-${id}`);
      await desk.getByTestId("take-in-work").click();
      await expect(staff).toHaveURL(new RegExp(`${prefix(lang)}/profile/techsupport/my\\?ticket=${id}$`));
      const staffSend = staff.getByTestId(`ticket-thread-${id}`).getByTestId("reply-send");
      await expectUncovered(staffSend);
      // Staff have more buttons beside Send: on a phone the row wraps and Send stays on screen.
      const send = (await staffSend.boundingBox())!;
      expect(send.x + send.width).toBeLessThanOrEqual(staff.viewportSize()!.width);

      // Tech support starts typing: the customer sees that support (never a name) is typing. A
      // typing signal is relayed, never stored: the desk's socket must be connected to send it.
      await expect(staff.getByTestId(`ticket-thread-${id}`).getByTestId("connection-state")).toHaveAttribute(
        "data-state",
        "connected",
      );
      const answer = "Please reinstall the Visual C++ runtime and try again";
      await staff.getByTestId(`ticket-thread-${id}`).getByTestId("reply-input").fill(answer);
      await expect(mine.getByTestId("typing-indicator")).toHaveText(tr(lang, "tickets.typing.staff"));
      // Tech support answers: the customer sees it at once, labelled "Tech support".
      await staff.getByTestId(`ticket-thread-${id}`).getByTestId("reply-send").click();
      await expect(mine.getByTestId("message-text").last()).toHaveText(answer);
      await expect(mine.getByTestId("typing-indicator")).toHaveText("");
      await expect(mine.getByTestId("message-author").last()).toHaveText(
        tr(lang, "tickets.author.techsupport"),
      );
      // Open, so read at once: no unread badge, and the ticket waits for the customer (SPEC §4.2).
      const row = page.getByTestId(`ticket-row-${id}`);
      await expect(row).toHaveAttribute("data-status", "wait");
      await expect(row.getByTestId("ticket-unread")).toHaveCount(0);

      // The customer answers: tech support sees them typing, then the customer's login.
      const deskThread = staff.getByTestId(`ticket-thread-${id}`);
      await mine.getByTestId("reply-input").fill("Done, it works now. Thank you!");
      await expect(deskThread.getByTestId("typing-indicator")).toHaveText(
        tr(lang, "tickets.typing.customer"),
      );
      await mine.getByTestId("reply-input").press("Control+Enter");
      await expect(deskThread.getByTestId("message-text").last()).toHaveText(
        "Done, it works now. Thank you!",
      );

      // Tech support closes it after confirming: the customer's input is disabled.
      await deskThread.getByTestId("ticket-actions").click();
      await deskThread.getByTestId("action-close").click();
      await staff
        .getByTestId("confirm-dialog")
        .getByRole("button", { name: tr(lang, "tickets.close") })
        .click();
      await expect(mine.getByTestId("reply-disabled-notice")).toHaveText(tr(lang, "tickets.closedNotice"));
      await staff.context().close();
    },
  );

  test(`${lang}: escalation to the owner, then a block`, async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    await registerNew(page, lang);
    const id = await createInPanel(page, lang, "My payment went through but there is no key");
    const staff = await staffPage(browser, page, "support@nocturn.gg", true);
    const owner = await staffPage(browser, page, "owner@nocturn.gg", true);
    await owner.goto(`${prefix(lang)}/profile/owner`);
    await waitForHydration(owner);

    await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
    await waitForHydration(staff);
    await staff.getByTestId(`ticket-thread-${id}`).getByTestId("take-in-work").click();
    await expect(staff).toHaveURL(new RegExp(`/profile/techsupport/my\\?ticket=${id}$`));
    const thread = staff.getByTestId(`ticket-thread-${id}`);
    await thread.getByTestId("ticket-actions").click();
    await thread.getByTestId("action-help").click();
    await expect(thread.getByTestId("system-message")).toHaveText(
      new RegExp(tr(lang, "tickets.system.need_help_request")),
    );

    // The owner's queue shows it live; taking it sends the owner to the ticket.
    const row = owner.getByTestId(`ticket-row-${id}`);
    await expect(row).toBeVisible();
    await row.getByTestId("ticket-toggle").click();
    await owner.getByTestId(`ticket-thread-${id}`).getByTestId("take-in-work").click();
    await expect(owner).toHaveURL(new RegExp(`/profile/owner/my\\?ticket=${id}$`));
    await owner
      .getByTestId(`ticket-thread-${id}`)
      .getByTestId("reply-input")
      .fill("I am checking your payment myself.");
    await owner.getByTestId(`ticket-thread-${id}`).getByTestId("reply-send").click();
    await page.goto(`${prefix(lang)}/profile/tickets?ticket=${id}`);
    await expect(page.getByTestId("message-author").last()).toHaveText(tr(lang, "tickets.author.owner"));
    await keepScreenshot(page, testInfo, `customer-${lang}`);

    // Blocking after the confirmation signs the customer out everywhere.
    const ownerThread = owner.getByTestId(`ticket-thread-${id}`);
    await ownerThread.getByTestId("ticket-actions").click();
    await ownerThread.getByTestId("action-block").click();
    await owner
      .getByTestId("confirm-dialog")
      .getByRole("button", { name: tr(lang, "tickets.block") })
      .click();
    // The closed ticket leaves the owner's list, and its id leaves ?ticket= (SPEC §4.2).
    await expect(owner).toHaveURL(new RegExp(`/profile/owner/my$`));
    await expect(owner.getByTestId(`ticket-row-${id}`)).toHaveCount(0);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang) || ""}/?$`));
    await expect(page.getByTestId("header-sign-in")).toBeVisible();
    await staff.context().close();
    await owner.context().close();
  });

  test(
    `${lang}: tickets work by plain form posts without JavaScript`,
    { tag: [on.noJs, on.notDesktop] },
    async ({ page, browser }) => {
      test.setTimeout(90_000);
      await registerNew(page, lang);
      await page.goto(`${prefix(lang)}/profile/tickets`);
      await expect(page.getByTestId("tickets-empty")).toHaveText(tr(lang, "tickets.empty"));
      await page.getByTestId("new-ticket").click();
      const form = page.getByTestId("create-ticket-form");
      await form.getByTestId("subject-paymentProblem").check();
      await form.getByTestId("create-message").fill("short");
      await expectConsentsGiven(form, lang);
      await form.getByTestId("create-submit").click();
      await expect(page.getByTestId("create-ticket-message-error")).toHaveText(
        tr(lang, "tickets.errors.messageLength"),
      );
      // The refused form comes back as it was sent: the subject and the message kept.
      const form2 = page.getByTestId("create-ticket-form");
      await expect(form2.getByTestId("subject-paymentProblem")).toBeChecked();
      await expect(form2.getByTestId("create-message")).toHaveValue("short");
      await form2.getByTestId("create-message").fill("I paid twice for the same key, please refund one");
      await expectConsentsGiven(form2, lang);
      await form2.getByTestId("create-submit").click();
      await expect(page).toHaveURL(/\/profile\/tickets\?ticket=\d+$/);
      const id = Number(new URL(page.url()).searchParams.get("ticket"));
      // The customer wrote last: under review (SPEC §4.2), which tells the customer support is answering.
      await expect(page.getByTestId(`ticket-row-${id}`).getByTestId("ticket-status")).toHaveText(
        tr(lang, "tickets.turn.customer.review"),
      );

      const staff = await staffPage(browser, page, "support@nocturn.gg", false);
      await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
      // The desk card says how long the customer has had no answer; sorting by waiting is a link.
      const card = staff.getByTestId(`ticket-row-${id}`).getByTestId("ticket-times");
      await expect(card).toContainText(tr(lang, "tickets.times.noAnswer").split("{{")[0].trim());
      await expect(card).toHaveAttribute("data-waiting", "true");
      await staff.getByTestId("sort-waiting").click();
      await expect(staff).toHaveURL(/sort=waiting/);
      await expect(staff.getByTestId("sort-waiting")).toHaveText(tr(lang, "tickets.times.sortDefault"));
      await staff.getByTestId(`ticket-thread-${id}`).getByTestId("take-in-work").click();
      await expect(staff).toHaveURL(new RegExp(`/profile/techsupport/my\\?ticket=${id}$`));
      await staff
        .getByTestId(`ticket-thread-${id}`)
        .getByTestId("reply-input")
        .fill("Refunded, sorry for the trouble.");
      await staff.getByTestId(`ticket-thread-${id}`).getByTestId("reply-send").click();
      await expect(staff.getByTestId("message-text").last()).toHaveText("Refunded, sorry for the trouble.");
      // Answered: the card shows the first response time and no longer waits.
      const answered = staff.getByTestId(`ticket-row-${id}`).getByTestId("ticket-times");
      await expect(answered).toContainText(tr(lang, "tickets.times.firstResponse").split("{{")[0].trim());
      await expect(answered).toHaveAttribute("data-waiting", "false");

      // Showing the answer marks nothing read (a GET); the thread's own form post does.
      await page.reload();
      const row = page.getByTestId(`ticket-row-${id}`);
      const thread = page.getByTestId(`ticket-thread-${id}`);
      await expect(thread.getByTestId("message-text").last()).toHaveText("Refunded, sorry for the trouble.");
      await expect(row.getByTestId("ticket-unread")).toHaveText("1");
      await expect(row).toHaveAttribute("data-status", "newMessage");
      await thread.getByTestId("mark-read-submit").click();
      await expect(row.getByTestId("ticket-unread")).toHaveCount(0);
      await expect(row).toHaveAttribute("data-status", "wait");
      await expect(page.getByTestId(`ticket-thread-${id}`).getByTestId("mark-read")).toHaveCount(0);
      await thread.getByTestId("reply-input").fill("Got it, thanks!");
      await thread.getByTestId("reply-send").click();
      await expect(page.getByTestId(`ticket-thread-${id}`).getByTestId("message-text").last()).toHaveText(
        "Got it, thanks!",
      );

      // Closing asks first, on the page itself.
      await staff.reload();
      await staff.getByTestId("ticket-actions").click();
      await staff.getByTestId("action-close").click();
      await staff.getByTestId("inline-confirm-submit").click();
      await expect(staff.getByTestId("reply-disabled")).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("reply-disabled-notice")).toHaveText(tr(lang, "tickets.closedNotice"));
      await staff.context().close();
    },
  );
}

test("the push worker registers for a signed-in user and logout unregisters it", async ({ page }) => {
  await registerNew(page, "en");
  await page.goto("/en/profile/tickets");
  await expect(page.getByTestId("push-enable")).toHaveText(tr("en", "tickets.push.enable"));
  const workers = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js"));
  await expect.poll(workers).toBe(1);
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(workers).toBe(0);
});

for (const lang of langs) {
  test(`${lang}: the creation panel takes dropped and pasted images and closes on an outside click or Escape`, async ({
    page,
  }) => {
    await registerNew(page, lang);
    await page.goto(`${prefix(lang)}/profile/tickets`);
    await waitForHydration(page);
    await page.getByTestId("new-ticket").click();
    const panel = page.getByTestId("create-ticket-panel");
    await expect(panel).toBeVisible();
    await panel.getByTestId("create-ticket-form").evaluate((form, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dropped = new DataTransfer();
      dropped.items.add(new File([bytes], "drop.png", { type: "image/png" }));
      form.dispatchEvent(new DragEvent("drop", { dataTransfer: dropped, bubbles: true, cancelable: true }));
      const pasted = new DataTransfer();
      pasted.items.add(new File([bytes], "paste.png", { type: "image/png" }));
      form.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: pasted, bubbles: true, cancelable: true }),
      );
    }, PNG.toString("base64"));
    const items = panel.getByTestId("upload-item");
    await expect(items).toHaveCount(2);
    // New files take the next order number after the last (SPEC §5).
    await expect(items.nth(0)).toContainText("1");
    await expect(items.nth(1)).toContainText("2");
    // A wrong type is refused with the message naming the limit and the formats.
    await panel
      .getByTestId("file-input")
      .setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: PNG });
    await expect(panel.getByTestId("upload-error")).toHaveText(
      tr(lang, "tickets.errors.VALIDATE_MAX_SIZE_MB")
        .replace("{{formats}}", "PNG, JPEG, JPG")
        .replace("{{max}}", "4"),
    );

    await page.mouse.click(40, 500);
    await expect(panel).toBeHidden();
    await page.getByTestId("new-ticket").click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });
}
