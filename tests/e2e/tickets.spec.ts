import type { Locator, Page } from "@playwright/test";
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
  translatedPattern,
  plural,
} from "./support";

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

/** A ticket's open conversation: the region named by its number ("#12"). */
const ticketThread = (page: Page, id: number) => page.getByRole("region", { name: `#${id}`, exact: true });
/** A ticket's row in a list: the list item that reads its number ("Ticket #12"). */
const ticketRow = (page: Page, lang: "ru" | "en", id: number) =>
  page.getByRole("listitem").filter({
    has: page.getByText(tr(lang, "tickets.number").replace("{{id}}", String(id)), { exact: true }),
  });
/** A row's unread badge, labelled "1 unread message" (with `count`, or any count without it). */
const unreadBadge = (row: Locator, lang: "ru" | "en", count?: number) =>
  count === undefined
    ? row.getByLabel(
        new RegExp(
          ["one", "few", "many", "other"]
            .map((form) => tr(lang, `tickets.unread_${form}`))
            .filter(Boolean)
            .map((text) => translatedPattern(text, "\\d+").source)
            .join("|"),
        ),
      )
    : row.getByLabel(plural(lang, "tickets.unread", count), { exact: true });
/** A message bubble (a box with no role of its own): its author, its text and its pictures. */
// eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
const messages = (scope: Page | Locator) => scope.getByTestId("message");

/** The creation form's pictures, attached through "Attach images" and the file chooser it opens. */
async function attachImage(
  page: Page,
  form: Locator,
  lang: "ru" | "en",
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    form.getByRole("button", { name: tr(lang, "tickets.attach") }).click(),
  ]);
  await chooser.setFiles(file);
}

// A small valid PNG (1×1, red).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/** Creates a ticket through the panel (JavaScript) and returns its id. */
async function createInPanel(page: Page, lang: "ru" | "en", text: string, withImage = false) {
  await page.goto(`${prefix(lang)}/profile/tickets`);
  await waitForHydration(page);
  await page.getByRole("link", { name: tr(lang, "tickets.new"), exact: true }).click();
  const panel = page.getByRole("dialog", { name: tr(lang, "tickets.new") });
  await expect(panel).toBeVisible();
  const submit = panel.getByRole("button", { name: tr(lang, "tickets.create") });
  await submit.click();
  await expect(panel.getByRole("group", { name: tr(lang, "tickets.subject") }).getByRole("alert")).toHaveText(
    tr(lang, "tickets.errors.subjectRequired"),
  );
  await panel.getByRole("radio", { name: tr(lang, "tickets.subjects.cheatProblem") }).check();
  await panel.getByRole("textbox", { name: tr(lang, "tickets.message"), exact: true }).fill(text);
  await expect(panel.getByText(translatedPattern(tr(lang, "tickets.counter"), "\\d+"))).toHaveText(
    `${text.length}/500`,
  );
  if (withImage) {
    await attachImage(page, panel, lang, { name: "shot.png", mimeType: "image/png", buffer: PNG });
    await expect(
      panel.getByRole("img", { name: translatedPattern(tr(lang, "tickets.imageAlt"), "\\d+") }),
    ).toHaveCount(1);
    // "Create ticket" again once the upload is done (it says to wait meanwhile).
    await expect(submit).toBeEnabled();
  }
  await expectConsentsGiven(panel, lang);
  await submit.click();
  await expect(panel.getByRole("status").filter({ hasText: tr(lang, "tickets.created") })).toBeVisible();
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
      await registerNew(page, lang);
      const id = await createInPanel(page, lang, "The loader closes right after the splash screen", true);
      const mine = ticketThread(page, id);
      await expect(messages(mine)).toHaveCount(1);
      await expect(
        mine.getByRole("img", { name: tr(lang, "tickets.imageAlt").replace("{{order}}", "1") }),
      ).toBeVisible();
      await expect(mine.getByText(tr(lang, "tickets.connection.connected"), { exact: true })).toBeVisible();
      // Nothing floats over Send (the assistant's button stays off the ticket pages).
      await expectUncovered(mine.getByRole("button", { name: tr(lang, "tickets.send"), exact: true }));

      const staff = await staffPage(browser, page, "support@nocturn.gg", true);
      await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
      // Taking the ticket moves the page to "my tickets" by script: a click before hydration
      // would post the plain form instead (a loaded machine once got there first).
      await waitForHydration(staff);
      const desk = ticketThread(staff, id);
      await desk.getByRole("button", { name: tr(lang, "tickets.takeInWork") }).click();
      await expect(staff).toHaveURL(new RegExp(`${prefix(lang)}/profile/techsupport/my\\?ticket=${id}$`));
      const staffSend = ticketThread(staff, id).getByRole("button", {
        name: tr(lang, "tickets.send"),
        exact: true,
      });
      await expectUncovered(staffSend);
      // Staff have more buttons beside Send: on a phone the row wraps and Send stays on screen.
      const send = (await staffSend.boundingBox())!;
      expect(send.x + send.width).toBeLessThanOrEqual(staff.viewportSize()!.width);

      // Tech support starts typing: the customer sees that support (never a name) is typing. A
      // typing signal is relayed, never stored: the desk's socket must be connected to send it.
      await expect(
        ticketThread(staff, id).getByText(tr(lang, "tickets.connection.connected"), { exact: true }),
      ).toBeVisible();
      const answer = "Please reinstall the Visual C++ runtime and try again";
      await ticketThread(staff, id)
        .getByRole("textbox", { name: tr(lang, "tickets.reply"), exact: true })
        .fill(answer);
      const staffTyping = mine.getByText(tr(lang, "tickets.typing.staff"), { exact: true });
      await expect(staffTyping).toBeVisible();
      // Tech support answers: the customer sees it at once, labelled "Tech support".
      await ticketThread(staff, id)
        .getByRole("button", { name: tr(lang, "tickets.send"), exact: true })
        .click();
      await expect(messages(mine).last().getByText(answer, { exact: true })).toBeVisible();
      await expect(staffTyping).toBeHidden();
      await expect(
        messages(mine).last().getByText(tr(lang, "tickets.author.techsupport"), { exact: true }),
      ).toBeVisible();
      // Open, so read at once: no unread badge, and the ticket waits for the customer (SPEC §4.2).
      const row = ticketRow(page, lang, id);
      await expect(row).toHaveAttribute("data-status", "wait");
      await expect(unreadBadge(row, lang)).toHaveCount(0);

      // The customer answers: tech support sees them typing, then the customer's login.
      const deskThread = ticketThread(staff, id);
      const myReply = mine.getByRole("textbox", { name: tr(lang, "tickets.reply"), exact: true });
      await myReply.fill("Done, it works now. Thank you!");
      await expect(deskThread.getByText(tr(lang, "tickets.typing.customer"), { exact: true })).toBeVisible();
      await myReply.press("Control+Enter");
      await expect(
        messages(deskThread).last().getByText("Done, it works now. Thank you!", { exact: true }),
      ).toBeVisible();

      // Tech support closes it after confirming: the customer's input is disabled.
      await deskThread.getByText(tr(lang, "tickets.actions"), { exact: true }).click();
      await deskThread.getByRole("link", { name: tr(lang, "tickets.close") }).click();
      await staff
        .getByRole("dialog", { name: tr(lang, "tickets.closeConfirmTitle") })
        .getByRole("button", { name: tr(lang, "tickets.close") })
        .click();
      await expect(mine.getByText(tr(lang, "tickets.closedNotice"), { exact: true })).toBeVisible();
      await staff.context().close();
    },
  );

  test(`${lang}: escalation to the owner, then a block`, async ({ page, browser }, testInfo) => {
    await registerNew(page, lang);
    const id = await createInPanel(page, lang, "My payment went through but there is no key");
    const staff = await staffPage(browser, page, "support@nocturn.gg", true);
    const owner = await staffPage(browser, page, "owner@nocturn.gg", true);
    await owner.goto(`${prefix(lang)}/profile/owner`);
    await waitForHydration(owner);

    await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
    await waitForHydration(staff);
    await ticketThread(staff, id)
      .getByRole("button", { name: tr(lang, "tickets.takeInWork") })
      .click();
    await expect(staff).toHaveURL(new RegExp(`/profile/techsupport/my\\?ticket=${id}$`));
    const thread = ticketThread(staff, id);
    await thread.getByText(tr(lang, "tickets.actions"), { exact: true }).click();
    await thread.getByRole("button", { name: tr(lang, "tickets.askHelp") }).click();
    await expect(thread.getByText(tr(lang, "tickets.system.need_help_request"))).toBeVisible();

    // The owner's queue shows it live; taking it sends the owner to the ticket.
    const row = ticketRow(owner, lang, id);
    await expect(row).toBeVisible();
    await row.getByRole("link", { name: tr(lang, "tickets.open"), exact: true }).click();
    await ticketThread(owner, id)
      .getByRole("button", { name: tr(lang, "tickets.takeNeedHelp") })
      .click();
    await expect(owner).toHaveURL(new RegExp(`/profile/owner/my\\?ticket=${id}$`));
    await ticketThread(owner, id)
      .getByRole("textbox", { name: tr(lang, "tickets.reply"), exact: true })
      .fill("I am checking your payment myself.");
    await ticketThread(owner, id)
      .getByRole("button", { name: tr(lang, "tickets.send"), exact: true })
      .click();
    await page.goto(`${prefix(lang)}/profile/tickets?ticket=${id}`);
    await expect(
      messages(page).last().getByText(tr(lang, "tickets.author.owner"), { exact: true }),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, `customer-${lang}`);

    // Blocking after the confirmation signs the customer out everywhere.
    const ownerThread = ticketThread(owner, id);
    await ownerThread.getByText(tr(lang, "tickets.actions"), { exact: true }).click();
    await ownerThread.getByRole("link", { name: tr(lang, "tickets.block") }).click();
    await owner
      .getByRole("dialog", { name: tr(lang, "tickets.blockConfirmTitle") })
      .getByRole("button", { name: tr(lang, "tickets.block") })
      .click();
    // The closed ticket leaves the owner's list, and its id leaves ?ticket= (SPEC §4.2).
    await expect(owner).toHaveURL(new RegExp(`/profile/owner/my$`));
    await expect(ticketRow(owner, lang, id)).toHaveCount(0);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang) || ""}/?$`));
    await expect(
      page.getByRole("banner").getByRole("link", { name: tr(lang, "auth.signIn"), exact: true }),
    ).toBeVisible();
    await staff.context().close();
    await owner.context().close();
  });

  test(
    `${lang}: tickets work by plain form posts without JavaScript`,
    { tag: [on.noJs, on.notDesktop] },
    async ({ page, browser }) => {
      await registerNew(page, lang);
      await page.goto(`${prefix(lang)}/profile/tickets`);
      await expect(page.getByText(tr(lang, "tickets.empty"), { exact: true })).toBeVisible();
      await page.getByRole("link", { name: tr(lang, "tickets.new"), exact: true }).click();
      // The form below the list, under its heading "New ticket".
      const form = page.getByRole("region", { name: tr(lang, "tickets.new") });
      const payment = tr(lang, "tickets.subjects.paymentProblem");
      await form.getByRole("radio", { name: payment }).check();
      await form.getByRole("textbox", { name: tr(lang, "tickets.message"), exact: true }).fill("short");
      await expectConsentsGiven(form, lang);
      await form.getByRole("button", { name: tr(lang, "tickets.create") }).click();
      await expect(form.getByRole("alert")).toHaveText(tr(lang, "tickets.errors.messageLength"));
      // The refused form comes back as it was sent: the subject and the message kept.
      const form2 = page.getByRole("region", { name: tr(lang, "tickets.new") });
      const message2 = form2.getByRole("textbox", { name: tr(lang, "tickets.message"), exact: true });
      await expect(form2.getByRole("radio", { name: payment })).toBeChecked();
      await expect(message2).toHaveValue("short");
      await message2.fill("I paid twice for the same key, please refund one");
      await expectConsentsGiven(form2, lang);
      await form2.getByRole("button", { name: tr(lang, "tickets.create") }).click();
      await expect(page).toHaveURL(/\/profile\/tickets\?ticket=\d+$/);
      const id = Number(new URL(page.url()).searchParams.get("ticket"));
      // The customer wrote last: under review (SPEC §4.2), which tells the customer support is answering.
      await expect(
        ticketRow(page, lang, id).getByText(tr(lang, "tickets.turn.customer.review"), { exact: true }),
      ).toBeVisible();

      const staff = await staffPage(browser, page, "support@nocturn.gg", false);
      await staff.goto(`${prefix(lang)}/profile/techsupport?ticket=${id}`);
      // The desk card says how long the customer has had no answer; sorting by waiting is a link.
      const card = ticketRow(staff, lang, id).getByText(
        tr(lang, "tickets.times.noAnswer").split("{{")[0].trim(),
      );
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute("data-waiting", "true");
      await staff.getByRole("link", { name: tr(lang, "tickets.times.sortWaiting") }).click();
      await expect(staff).toHaveURL(/sort=waiting/);
      await expect(staff.getByRole("link", { name: tr(lang, "tickets.times.sortDefault") })).toBeVisible();
      await ticketThread(staff, id)
        .getByRole("button", { name: tr(lang, "tickets.takeInWork") })
        .click();
      await expect(staff).toHaveURL(new RegExp(`/profile/techsupport/my\\?ticket=${id}$`));
      await ticketThread(staff, id)
        .getByRole("textbox", { name: tr(lang, "tickets.reply"), exact: true })
        .fill("Refunded, sorry for the trouble.");
      await ticketThread(staff, id)
        .getByRole("button", { name: tr(lang, "tickets.send"), exact: true })
        .click();
      await expect(
        messages(staff).last().getByText("Refunded, sorry for the trouble.", { exact: true }),
      ).toBeVisible();
      // Answered: the card shows the first response time and no longer waits.
      const answered = ticketRow(staff, lang, id).getByText(
        tr(lang, "tickets.times.firstResponse").split("{{")[0].trim(),
      );
      await expect(answered).toBeVisible();
      await expect(answered).toHaveAttribute("data-waiting", "false");

      // Showing the answer marks nothing read (a GET); the thread's own form post does.
      await page.reload();
      const row = ticketRow(page, lang, id);
      const thread = ticketThread(page, id);
      await expect(
        messages(thread).last().getByText("Refunded, sorry for the trouble.", { exact: true }),
      ).toBeVisible();
      await expect(unreadBadge(row, lang, 1)).toHaveText("1");
      await expect(row).toHaveAttribute("data-status", "newMessage");
      const markRead = thread.getByRole("button", { name: tr(lang, "tickets.markRead") });
      await markRead.click();
      await expect(unreadBadge(row, lang)).toHaveCount(0);
      await expect(row).toHaveAttribute("data-status", "wait");
      await expect(markRead).toHaveCount(0);
      await thread
        .getByRole("textbox", { name: tr(lang, "tickets.reply"), exact: true })
        .fill("Got it, thanks!");
      await thread.getByRole("button", { name: tr(lang, "tickets.send"), exact: true }).click();
      await expect(
        messages(ticketThread(page, id)).last().getByText("Got it, thanks!", { exact: true }),
      ).toBeVisible();

      // Closing asks first, on the page itself.
      await staff.reload();
      const staffThread = ticketThread(staff, id);
      await staffThread.getByText(tr(lang, "tickets.actions"), { exact: true }).click();
      await staffThread.getByRole("link", { name: tr(lang, "tickets.close") }).click();
      await staff
        .getByRole("alertdialog", { name: tr(lang, "tickets.closeConfirmTitle") })
        .getByRole("button", { name: tr(lang, "tickets.close") })
        .click();
      await expect(staff.getByText(tr(lang, "tickets.closedNotice"), { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByText(tr(lang, "tickets.closedNotice"), { exact: true })).toBeVisible();
      await staff.context().close();
    },
  );
}

test("the push worker registers for a signed-in user and logout unregisters it", async ({ page }) => {
  await registerNew(page, "en");
  await page.goto("/en/profile/tickets");
  await expect(page.getByRole("button", { name: tr("en", "tickets.push.enable") })).toBeVisible();
  const workers = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js"));
  await expect.poll(workers).toBe(1);
  await page.getByRole("button", { name: tr("en", "auth.logout") }).click();
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
    const newTicket = page.getByRole("link", { name: tr(lang, "tickets.new"), exact: true });
    await newTicket.click();
    const panel = page.getByRole("dialog", { name: tr(lang, "tickets.new") });
    await expect(panel).toBeVisible();
    // Where a drop and a paste land: the form itself (no role of its own, nothing to read or press).
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
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
    const items = panel.getByRole("img", { name: translatedPattern(tr(lang, "tickets.imageAlt"), "\\d+") });
    await expect(items).toHaveCount(2);
    // New files take the next order number after the last (SPEC §5).
    await expect(items.nth(0)).toHaveAccessibleName(tr(lang, "tickets.imageAlt").replace("{{order}}", "1"));
    await expect(items.nth(1)).toHaveAccessibleName(tr(lang, "tickets.imageAlt").replace("{{order}}", "2"));
    // A wrong type is refused with the message naming the limit and the formats.
    await attachImage(page, panel, lang, { name: "a.gif", mimeType: "image/gif", buffer: PNG });
    await expect(panel.getByRole("alert")).toHaveText(
      tr(lang, "tickets.errors.VALIDATE_MAX_SIZE_MB")
        .replace("{{formats}}", "PNG, JPEG, JPG")
        .replace("{{max}}", "4"),
    );

    await page.mouse.click(40, 500);
    await expect(panel).toBeHidden();
    await newTicket.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });
}
