import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  expect,
  keepScreenshot,
  langs,
  modeOf,
  on,
  prefix,
  registerNew,
  staffPage,
  test,
  tr,
  uniqueEmail,
  waitForHydration,
  pressBuy,
  escapeRegExp,
  mintProduct,
  uniqueTail,
} from "./support";

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

/** A translated text as a pattern: its {{count}} any number, its other {{values}} anything. */
const patternOf = (text: string) =>
  text
    .split(/(\{\{\w+\}\})/)
    .map((part) => (part === "{{count}}" ? "\\d+" : /^\{\{\w+\}\}$/.test(part) ? ".+" : escapeRegExp(part)))
    .join("");

/** The whole text of any of `keys` in `lang` (in each of its plural forms), whatever fills its values. */
function trPattern(lang: "ru" | "en", ...keys: string[]) {
  const texts = keys.flatMap((key) =>
    ["", "_one", "_few", "_many", "_other"]
      .map((form) => tr(lang, `${key}${form}`) as unknown)
      .filter((text): text is string => typeof text === "string"),
  );
  return new RegExp(`^\\s*(?:${texts.map(patternOf).join("|")})\\s*$`);
}

/** A product's status as a page reads it (its badge): the words of any of the five statuses. */
const statusWords = (lang: "ru" | "en") =>
  trPattern(
    lang,
    ...["undetectedStar", "undetected", "risk", "updating", "detected"].map((key) => `status.${key}`),
  );

/** The settings page's "Saved: n values changed" (or "Nothing changed"), a status message. */
const settingsSaved = (page: Page, lang: "ru" | "en") =>
  page
    .getByRole("status")
    .filter({ hasText: trPattern(lang, "console.settings.saved", "console.settings.unchanged") });

/** A row of the console's product list: the list item with the product's link. */
const productRow = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });

for (const lang of langs) {
  test(
    `${lang}: the owner switches a product to Detected and the shop shows it at once; tech support switches it back`,
    { tag: lang === "ru" ? [on.noJs] : [on.mobile, on.notDesktop] },
    async ({ browser, page, jsEnabled }, testInfo) => {
      // The story's own product: a copy of Frostline's "Glacier Full" (Undetected), named afresh.
      const { name: product, path: productPage } = await mintProduct(
        "frostline/glacier-full",
        "Glacier Full",
      );
      const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
      await owner.goto(`${prefix(lang)}/admin`);
      await expect(owner.getByRole("heading", { level: 1 })).toHaveText(tr(lang, "console.overview.title"));
      // The side menu, or under 768 px the drawer's: the one of the two on screen.
      const sections = owner.getByRole("navigation", { name: tr(lang, "console.navLabel"), exact: true });
      // Under 768 px the sections sit in a drawer.
      if (modeOf(testInfo) === "mobile")
        await owner.getByLabel(tr(lang, "console.menu"), { exact: true }).click();
      await sections.getByRole("link", { name: tr(lang, "console.nav.cheats"), exact: true }).click();
      await expect(owner).toHaveURL(new RegExp(`${prefix(lang)}/admin/cheats$`));

      const search = owner.getByRole("searchbox", { name: tr(lang, "console.cheats.search"), exact: true });
      if (modeOf(testInfo) === "mobile") {
        // On a phone the list comes first: its filters fold behind "Filters (n)".
        await expect(search).toBeHidden();
        await owner.getByText(trPattern(lang, "console.filtersToggle")).click();
      }
      await search.fill(product);
      await owner.getByRole("button", { name: tr(lang, "console.cheats.filter"), exact: true }).click();
      await expect(owner.getByText(trPattern(lang, "console.cheats.total"))).toHaveText(
        tr(lang, "console.cheats.total_one").replace("{{count}}", "1"),
      );
      const row = productRow(owner, product);
      await expect(row).toHaveAttribute("data-status", "1");
      // With JavaScript a status applies as it is chosen (and can be undone); without, Save posts it.
      await row
        .getByRole("combobox", { name: tr(lang, "console.cheats.status"), exact: true })
        .selectOption("4");
      if (jsEnabled)
        await expect(
          row.getByRole("button", { name: tr(lang, "console.cheats.undo"), exact: true }),
        ).toBeVisible();
      else await row.getByRole("button", { name: tr(lang, "console.cheats.save"), exact: true }).click();
      await expect(row).toHaveAttribute("data-status", "4");
      // The row's badge (the status select's options read the same words, but are not on screen).
      await expect(row.getByText(statusWords(lang)).filter({ visible: true })).toHaveText(
        tr(lang, "status.detected"),
      );
      if (!jsEnabled) await expect(owner).toHaveURL(/changed=1/);

      // The visitor's pages show it on the next request: the product page, statuses and search.
      await page.goto(`${prefix(lang)}${productPage}`);
      // The first status the page reads is the product's own, under its name.
      await expect(page.getByText(statusWords(lang)).first()).toHaveText(tr(lang, "status.detected"));
      await expect(page.getByText(tr(lang, "console.inline.open"))).toHaveCount(0);
      await page.goto(`${prefix(lang)}/statuses?search=${lang === "ru" ? "холода" : "frostline"}&status=4`);
      // The first game's list of products, opened.
      await page
        .getByText(new RegExp(`^\\s*${patternOf(tr(lang, "statuses.showCheats"))} \\(\\d+\\)\\s*$`))
        .first()
        .click();
      await expect(page.getByRole("link", { name: product })).toBeVisible();
      await page.goto(`${prefix(lang)}/search?q=${encodeURIComponent(product)}`);
      const hit = page.getByRole("link", { name: product });
      await expect(hit.getByText(statusWords(lang))).toHaveText(tr(lang, "status.detected"));

      // Tech support sees detections first: it may change a status, but not read the audit log.
      const support = await staffPage(browser, page, "support@nocturn.gg", jsEnabled);
      await support.goto(`${prefix(lang)}/admin/cheats?q=${encodeURIComponent(product)}`);
      // Not in the side menu nor in the (folded) drawer.
      await expect(
        support.getByRole("link", { name: tr(lang, "console.nav.audit"), exact: true, includeHidden: true }),
      ).toHaveCount(0);
      await productRow(support, product).getByRole("link", { name: product, exact: true }).click();
      // The list has status selects of its own (its filter, each row's): on the product's page now,
      // drawn (the address changes as the new page's data arrives, a moment before it is shown).
      await expect(support).toHaveURL(/\/admin\/cheats\/\d+$/);
      await expect(support.getByRole("heading", { level: 1 })).toContainText(product);
      await support
        .getByRole("combobox", { name: tr(lang, "console.cheats.status"), exact: true })
        .selectOption("1");
      await support
        .getByRole("textbox", { name: tr(lang, "console.cheat.note"), exact: true })
        .fill(lang === "ru" ? "Снова работает" : "Working again");
      await support.getByRole("button", { name: tr(lang, "console.cheat.submit"), exact: true }).click();
      // The history's list has no name of its own: found by its test id, its entries by role.
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const history = support.getByTestId("console-status-history").getByRole("listitem");
      await expect(history.first()).toContainText(lang === "ru" ? "Снова работает" : "Working again");
      // The second entry's change ended at Detected (its badges: from, then to).
      await expect(history.nth(1).getByText(statusWords(lang)).last()).toHaveText(
        tr(lang, "status.detected"),
      );
      await support.goto(`${prefix(lang)}/admin/audit`);
      await expect(
        support.getByRole("heading", { level: 1, name: tr(lang, "forbidden.title"), exact: true }),
      ).toBeVisible();

      // Staff get the status control on the product's own page too.
      await owner.goto(`${prefix(lang)}${productPage}`);
      // In the console's words once the page is live (they are not among the storefront's strings).
      const inlineStatus = owner.getByText(tr(lang, "console.inline.open"), { exact: true });
      await expect(inlineStatus).toHaveCount(1);
      await expect(inlineStatus).toBeVisible();
      // Opened once the page is live: the control arrives after the page's own scripts (staff only),
      // and React may draw it afresh as it does (decision 0038).
      if (jsEnabled) await waitForHydration(owner);
      await inlineStatus.click();
      await expect(
        owner.getByRole("button", { name: tr(lang, "console.cheats.save"), exact: true }),
      ).toBeVisible();

      // The owner changes the first option's price; the buy block shows it on the next request.
      await owner.goto(`${prefix(lang)}/admin/cheats?q=${encodeURIComponent(product)}`);
      await owner.getByRole("link", { name: product, exact: true }).click();
      await expect(owner).toHaveURL(/\/admin\/cheats\/\d+$/);
      const cheatId = new URL(owner.url()).pathname.split("/").pop();
      // An option's fields sit in a box with no role or name: found by its test id, which carries
      // the option's id (read below for the audit log).
      const option = owner
        .getByRole("group", { name: tr(lang, `console.prices.site.${lang}`), exact: true })
        .locator("[data-testid^=console-price-]")
        .first();
      const price = `${modeOf(testInfo) === "mobile" ? 41 : jsEnabled ? 777 : 555}`;
      await option.getByRole("textbox", { name: /^(Цена|Price),/ }).fill(price);
      await option.getByRole("textbox", { name: /со скидкой|Discount/ }).fill("");
      // The whole table has one Save, pinned to the bottom of the screen while the table shows.
      await owner.getByRole("button", { name: tr(lang, "console.prices.save") }).click();
      await expect(
        owner
          .getByRole("region", { name: tr(lang, "console.prices.title"), exact: true })
          .getByRole("status"),
      ).toHaveText(tr(lang, "console.prices.saved"));
      await page.goto(`${prefix(lang)}${productPage}?seen=price`);
      // The buy block's first option: a radio named by its title and price.
      await expect(
        page
          .getByRole("group", { name: tr(lang, "buyOptions.subscription.legend"), exact: true })
          .getByRole("radio")
          .first(),
      ).toHaveAccessibleName(new RegExp(price));

      // The owner's audit log names the changes, each under its own record (other stories write
      // to the log meanwhile).
      const priceId = (await option.getAttribute("data-testid"))!.replace("console-price-", "");
      await owner.goto(`${prefix(lang)}/admin/audit?entity=price&entityId=${priceId}`);
      // In a sentence, naming the option and its product with a link to the product. (An entry is a
      // list item holding a list of its changes: found by its test id, its link by role.)
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const priceEntry = owner.getByTestId("console-audit-entry").first();
      await expect(priceEntry).toContainText(
        lang === "ru" ? "изменил вариант цены" : "changed the price option",
      );
      await expect(priceEntry.getByRole("link", { name: new RegExp(product) })).toHaveAttribute(
        "href",
        `${prefix(lang)}/admin/cheats/${cheatId}#prices`,
      );
      await owner.goto(`${prefix(lang)}/admin/audit?entity=cheat&entityId=${cheatId}`);
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const entries = owner.getByTestId("console-audit-entry");
      await expect(entries.first()).toContainText("support");
      await expect(entries.nth(1)).toContainText("owner");

      // A visitor's browser may keep the page it saw for a minute (Cache-Control): ask the server.
      await page.goto(`${prefix(lang)}${productPage}?seen=again`);
      await expect(
        page.getByText(lang === "ru" ? "Снова работает" : "Working again", { exact: true }),
      ).toBeVisible();
      await owner.context().close();
      await support.context().close();
    },
  );
}

test(
  "a customer gets no access to the console, a visitor is asked to sign in",
  { tag: [on.noJs] },
  async ({ page }) => {
    await page.goto("/en/admin/cheats");
    await expect(page).toHaveURL(/\/en\/sign-in\?redirectTo=%2Fadmin%2Fcheats$/);
    await registerNew(page, "en");
    const response = await page.goto("/en/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: tr("en", "forbidden.title") })).toBeVisible();
  },
);

test(
  "the owner edits the banner and a visitor sees the new one; tech support cannot open settings",
  { tag: [on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto("/en/admin/settings");
    // Typed before hydration, a field's text would be put back to the server's by React.
    if (jsEnabled) await waitForHydration(owner);
    // Each group of the form is a fieldset named by its legend.
    const group = (key: string) =>
      owner.getByRole("group", { name: tr("en", `console.settings.groups.${key}`), exact: true });
    const title = group("banner")
      .getByRole("textbox", { name: tr("en", "console.settings.fields.notificationTitle") })
      .nth(1); // the banner's English title (the Russian column comes first)
    const original = await title.inputValue();
    const fresh = `Flash sale ${modeOf(testInfo)}: 25% off today`;
    await title.fill(fresh);
    // A refused link keeps the form and names the field's error.
    const reviews = owner.getByRole("textbox", { name: tr("en", "console.settings.fields.reviewsLink") });
    await reviews.fill("http://reviews.example");
    // The first home slide's link: a page of the shop, pasted as the English site shows it.
    const slideLink = group("slide1").getByRole("textbox", {
      name: tr("en", "console.settings.fields.notificationLink"),
    });
    await slideLink.fill("dma-firmware");
    const save = owner.getByRole("button", { name: tr("en", "console.settings.submit"), exact: true });
    await save.click();
    await expect(owner.getByText(tr("en", "console.errors.httpsLink"))).toBeVisible();
    await expect(owner.getByText(tr("en", "console.errors.slideLink"))).toBeVisible();
    await reviews.fill("https://forum.nocturn.gg/reviews");
    await slideLink.fill("/en/dma-firmware");
    await save.click();
    await expect(settingsSaved(owner, "en")).toBeVisible();

    await page.goto("/en");
    // The banner is a region named by its title.
    await expect(page.getByRole("region", { name: fresh, exact: true })).toContainText(fresh);
    // Each site's slider opens the slide's page in its own language.
    for (const home of ["/en", "/"]) {
      await page.goto(home);
      // The slider's only links are its slides.
      const slide = page
        .getByRole("region", { name: tr(home === "/en" ? "en" : "ru", "home.slider"), exact: true })
        .getByRole("link");
      await expect(slide.first()).toHaveAttribute(
        "href",
        home === "/en" ? "/en/dma-firmware" : "/dma-firmware",
      );
    }

    const support = await staffPage(browser, page, "support@nocturn.gg", jsEnabled);
    const refused = await support.goto("/en/admin/settings");
    expect(refused?.status()).toBe(403);
    await support.goto("/en/admin");
    await expect(
      support.getByRole("link", { name: tr("en", "console.nav.settings"), exact: true, includeHidden: true }),
    ).toHaveCount(0);

    await title.fill(original);
    await slideLink.fill("/dma-firmware");
    await save.click();
    await expect(settingsSaved(owner, "en")).toBeVisible();
    await owner.context().close();
    await support.context().close();
  },
);

test(
  "the owner formats the home text in the editor, sees it in the preview, and the home page shows it",
  { tag: [on.mobile, on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    const mode = modeOf(testInfo);
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto("/admin/settings");
    // The Russian home text's field: its box has no role or name of its own (the banner's text
    // and the English home text have the same label), so it is found by its test id.
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    const field = owner.getByTestId("console-settings-ru.homeText");
    const heading = `Подборка недели ${mode}`;
    if (jsEnabled) {
      await waitForHydration(owner);
      // A formatting editor, not HTML: a heading, then a paragraph with a bold word.
      const editor = field.getByRole("textbox", { name: tr("ru", "console.settings.fields.homeText") });
      await editor.click();
      await owner.keyboard.press("ControlOrMeta+a");
      await owner.keyboard.press("Delete");
      const toolbar = field.getByRole("toolbar", { name: tr("ru", "console.editor.toolbar") });
      await toolbar.getByRole("button", { name: tr("ru", "console.editor.heading2"), exact: true }).click();
      await owner.keyboard.type(heading);
      await owner.keyboard.press("Enter");
      await owner.keyboard.type("Без обнаружений ");
      await toolbar.getByRole("button", { name: tr("ru", "console.editor.bold"), exact: true }).click();
      await expect(
        toolbar.getByRole("button", { name: tr("ru", "console.editor.bold"), exact: true }),
      ).toHaveAttribute("aria-pressed", "true");
      await owner.keyboard.type("сегодня");
      // The preview follows as the owner types (the Russian home text's part of it: a box with no
      // role or name, found by its test id).
      // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
      const preview = owner.getByTestId("home-preview-text-ru");
      await expect(preview.getByRole("heading", { level: 2 })).toHaveText(heading);
      await expect(preview.locator("strong")).toHaveText("сегодня");
      await keepScreenshot(owner, testInfo, "console-home-text-editor", false);
    } else {
      // Without JavaScript the field stays a textarea of the same HTML.
      await field
        .getByRole("textbox")
        .fill(`<h2>${heading}</h2><p>Без обнаружений <strong>сегодня</strong><script>alert(1)</script></p>`);
    }
    await owner.getByRole("button", { name: tr("ru", "console.settings.submit"), exact: true }).click();
    await expect(settingsSaved(owner, "ru")).toBeVisible();

    // The shop renders the saved text as formatted HTML (the sanitizer drops anything else): a
    // section with no name, found by its test id.
    await page.goto(`/?seen=${mode}`);
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    const text = page.getByTestId("home-text");
    await expect(text.getByRole("heading", { level: 2 })).toHaveText(heading);
    await expect(text.locator("strong")).toHaveText("сегодня");
    await expect(text.locator("script")).toHaveCount(0);
    await owner.context().close();
  },
);

test(
  "the owner adds a game with a picture and it appears in the catalogue",
  { tag: [on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    const name = `Glowmoor ${modeOf(testInfo) === "desktop" ? "Tides" : "Depths"}`;
    const slug = name.toLowerCase().replace(" ", "-");
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto("/en/admin/games");
    if (jsEnabled) await waitForHydration(owner);
    // The new game's form (the list's search is a search box, not a text box).
    await owner.getByRole("textbox", { name: tr("en", "console.games.slug"), exact: true }).fill(slug);
    const names = owner.getByRole("textbox", { name: tr("en", "console.games.fields.name"), exact: true });
    await names.first().fill(`${name} (ru)`);
    await names.nth(1).fill(name);
    await owner.getByRole("button", { name: tr("en", "console.games.create"), exact: true }).click();
    await expect(owner.getByRole("status")).toHaveText(tr("en", "console.games.notice.created"));

    const picture = await sharp({ create: { width: 720, height: 960, channels: 3, background: "#3b82f6" } })
      .png()
      .toBuffer();
    await owner
      .getByLabel(tr("en", "console.games.picture"), { exact: true })
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: picture });
    await owner.getByRole("button", { name: tr("en", "console.games.upload"), exact: true }).click();
    await expect(owner.getByRole("status")).toHaveText(tr("en", "console.games.notice.picture"));

    await page.goto(`/en/catalog?search=${encodeURIComponent(name)}`);
    // The catalogue's cards are the items of the page's only list.
    const card = page.getByRole("main").getByRole("listitem");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(name);
    await expect(card.locator("img")).toHaveAttribute("src", /\/media\/console\/vertical-[\w-]+\.webp$/);

    // Nobody bought from it: it can go again (the confirm's button, folded until it opens, bears
    // the same words).
    await owner
      .getByText(tr("en", "console.games.delete"), { exact: true })
      .filter({ visible: true })
      .click();
    await owner.getByRole("button", { name: tr("en", "console.games.delete"), exact: true }).click();
    await expect(owner).toHaveURL(/\/en\/admin\/games\?deleted=1$/);
    await owner.context().close();
  },
);

test(
  "the owner lists a product's features and requirements and adds a screenshot; the product page shows them",
  { tag: [on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    const run = modeOf(testInfo);
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto(`/en/admin/cheats?q=${encodeURIComponent("Hoarfrost ESP")}`);
    await owner.getByRole("link", { name: "Hoarfrost ESP", exact: true }).click();
    // Typed before the product page hydrated, the lists would be reset by it.
    const lists = owner.getByRole("region", { name: tr("en", "console.lists.title"), exact: true });
    await expect(lists).toBeVisible();
    if (jsEnabled) await waitForHydration(owner);

    // Each site's column has the same labels: the English one comes second.
    const features = lists.getByRole("textbox", { name: tr("en", "console.lists.features") }).nth(1);
    const requirements = lists.getByRole("textbox", { name: tr("en", "console.lists.requirements") }).nth(1);
    const videos = lists.getByRole("textbox", { name: tr("en", "console.lists.videos") });
    const saveLists = lists.getByRole("button", { name: tr("en", "console.lists.submit"), exact: true });
    await features.fill(`Frost ESP ${run}\nLoot radar\nStream-proof`);
    await requirements.fill(`OS: Windows 11\nGPU ${run}: any`);
    await videos.fill("https://evil.example/embed/1");
    await saveLists.click();
    // A player outside the allow-list is refused next to its field, and the typed lists stay.
    await expect(lists.getByText(tr("en", "console.errors.videoHost"))).toBeVisible();
    await expect(features).toHaveValue(`Frost ESP ${run}\nLoot radar\nStream-proof`);
    await videos.fill("");
    await saveLists.click();
    await expect(lists.getByRole("status")).toHaveText(tr("en", "console.details.saved"));

    const picture = await sharp({ create: { width: 1100, height: 620, channels: 3, background: "#2a9d8f" } })
      .png()
      .toBuffer();
    // The gallery's screenshots are its list's items; its upload's button reads as the card
    // picture's does, so it is found within the gallery.
    const gallery = owner.getByRole("region", { name: tr("en", "console.gallery.title"), exact: true });
    const before = await gallery.getByRole("listitem").count();
    await gallery
      .getByLabel(tr("en", "console.gallery.add"), { exact: true })
      .setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: picture });
    await gallery.getByRole("button", { name: tr("en", "console.games.upload"), exact: true }).click();
    // Among the page's status messages (a stock warning may be one).
    await expect(
      owner.getByRole("status").filter({ hasText: tr("en", "console.cheat.notice.screenshot") }),
    ).toHaveText(tr("en", "console.cheat.notice.screenshot"));
    await expect(gallery.getByRole("listitem")).toHaveCount(before + 1);

    await page.goto(`/en/cheat/frostline/hoarfrost-esp?seen=${run}`);
    // The requirements' section has no name of its own: found by its test id (its lists by role:
    // the requirements are a description list, the features the one list).
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    const shown = page.getByTestId("requirements");
    await expect(shown.getByRole("list")).toContainText(`Frost ESP ${run}`);
    await expect(shown).toContainText(`GPU ${run}`);
    // A thumbnail of the uploaded screenshot: a link opening it, to the console's picture.
    await expect(
      page
        .getByRole("link", { name: trPattern("en", "gallery.open"), includeHidden: true })
        .and(page.locator('[href*="/console/screenshot-"]'))
        .first(),
    ).toBeAttached();
    await owner.context().close();
  },
);

test(
  "the owner changes two products' status in one step after a confirmation that names them, and undoes one",
  { tag: [on.mobile, on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    // The story's own two products (copies of Cipher Lite and Cirrus Lite), found by their shared tail.
    const tail = uniqueTail();
    const names = [
      (await mintProduct("shardfall-arena/cipher-lite", "Cipher Lite", tail)).name,
      (await mintProduct("skybreak/cirrus-lite", "Cirrus Lite", tail)).name,
    ];
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto(`/en/admin/cheats?q=${tail}&category=0`);
    if (jsEnabled) await waitForHydration(owner);
    const picked = names.map((name) => productRow(owner, name));
    const before = await Promise.all(picked.map((row) => row.getAttribute("data-status")));
    for (const name of names)
      await owner
        .getByRole("checkbox", {
          name: tr("en", "console.cheats.pick").replace("{{name}}", name),
          exact: true,
        })
        .check();
    // Nothing is chosen in advance: applying without an action is refused by the form.
    await owner
      .getByRole("combobox", { name: tr("en", "console.cheats.bulkLabel"), exact: true })
      .selectOption("status:3");
    await owner.getByRole("button", { name: tr("en", "console.cheats.bulkApply"), exact: true }).click();
    // "Set status: Updating — 2 products:", then the products by name.
    const action = tr("en", "console.cheats.bulkActions.status").replace(
      "{{status}}",
      tr("en", "status.updating"),
    );
    const confirm = owner.getByRole("alertdialog", {
      name: tr("en", "console.cheats.bulkConfirm_other")
        .replace("{{action}}", action)
        .replace("{{count}}", "2"),
      exact: true,
    });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("listitem")).toHaveText(names);
    await keepScreenshot(owner, testInfo, "console-bulk-confirm", false);
    const apply = confirm.getByRole("button", { name: action, exact: true });
    if (modeOf(testInfo) === "mobile") await expect(apply).toBeInViewport();
    await apply.click();
    await expect(owner).toHaveURL(/changed=2/);
    for (const row of picked) await expect(row).toHaveAttribute("data-status", "3");

    // Back as they were, one row at a time; with JavaScript, "Undo" takes a change back.
    const statusOf = (row: (typeof picked)[number]) =>
      row.getByRole("combobox", { name: tr("en", "console.cheats.status"), exact: true });
    for (const [index, row] of picked.entries()) {
      await statusOf(row).selectOption(before[index]!);
      if (jsEnabled) {
        await expect(row).toHaveAttribute("data-status", before[index]!);
        if (index === 0) {
          await row.getByRole("button", { name: tr("en", "console.cheats.undo"), exact: true }).click();
          await expect(row).toHaveAttribute("data-status", "3");
          await statusOf(row).selectOption(before[index]!);
        }
      } else await row.getByRole("button", { name: tr("en", "console.cheats.save"), exact: true }).click();
      await expect(row).toHaveAttribute("data-status", before[index]!);
    }
    // Saved, not only shown: the statuses are back after a reload. A row's select takes a new
    // change again once its last one is saved.
    for (const row of picked) await expect(statusOf(row)).toBeEnabled();
    await owner.reload();
    for (const [index, row] of picked.entries())
      await expect(row).toHaveAttribute("data-status", before[index]!);
    await owner.close();
  },
);

test(
  "the owner adds a product with its card picture and publishes it; the shop shows it with that picture",
  { tag: [on.mobile, on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    // A name of its own per run (a retry must not meet the product its first try made).
    const name = `Aurora ${{ desktop: "Live", mobile: "Pocket", "no-js": "Static" }[modeOf(testInfo)]} ${Date.now().toString(36)}`;
    const slug = name.toLowerCase().replace(/ /g, "-");
    await owner.goto("/en/admin/cheats");
    if (jsEnabled) await waitForHydration(owner);
    // "A new product" unfolds its form (which, folded, is headed by the same words).
    await owner
      .getByText(tr("en", "console.newProduct.title"), { exact: true })
      .filter({ visible: true })
      .click();
    const create = owner.getByRole("form", { name: tr("en", "console.newProduct.title"), exact: true });
    await create.getByLabel(tr("en", "console.cheats.category")).selectOption("0");
    await create.getByLabel(tr("en", "console.cheats.game")).selectOption({ label: "Iron Frontier" });
    await create.getByLabel(tr("en", "console.details.name"), { exact: true }).fill(name);
    await create.getByLabel(tr("en", "console.games.slug")).fill(slug);
    // Its card picture comes with the form: the product is made, then the picture is cut for it.
    const png = await sharp({ create: { width: 1400, height: 600, channels: 3, background: "#3355dd" } })
      .png()
      .toBuffer();
    await create
      .getByLabel(tr("en", "console.newProduct.picture"))
      .setInputFiles({ name: "aurora.png", mimeType: "image/png", buffer: png });
    await create.getByRole("button", { name: tr("en", "console.newProduct.submit") }).click();
    await expect(owner).toHaveURL(/\/en\/admin\/cheats\/\d+\?created=1&picture=1$/);
    const productId = /cheats\/(\d+)/.exec(owner.url())![1];
    // The current card picture: an image with no text of its own (alt=""), found by its test id.
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    const current = owner.getByTestId("console-product-picture-current");
    await expect(current).toHaveAttribute("src", /\/media\/console\/horizontal-[\w-]+\.jpg$/);
    const src = (await current.getAttribute("src"))!;

    // Published from the list in one step, after the confirmation names it.
    await owner.goto(`/en/admin/cheats?q=${slug}`);
    const row = productRow(owner, name);
    await expect(row.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      `/en/admin/cheats/${productId}`,
    );
    await row
      .getByRole("checkbox", { name: tr("en", "console.cheats.pick").replace("{{name}}", name), exact: true })
      .check();
    await owner
      .getByRole("combobox", { name: tr("en", "console.cheats.bulkLabel"), exact: true })
      .selectOption("publish");
    await owner.getByRole("button", { name: tr("en", "console.cheats.bulkApply"), exact: true }).click();
    const publish = tr("en", "console.cheats.bulkActions.publish");
    const confirm = owner.getByRole("alertdialog", {
      name: tr("en", "console.cheats.bulkConfirm_one")
        .replace("{{action}}", publish)
        .replace("{{count}}", "1"),
      exact: true,
    });
    await expect(confirm.getByRole("list")).toHaveText(name);
    await confirm.getByRole("button", { name: publish, exact: true }).click();
    await expect(owner).toHaveURL(/changed=1/);

    await page.goto("/en/game/iron-frontier");
    // The product's card: a link named by what it shows, its name among it.
    const card = page.getByRole("link", { name });
    await expect(card).toBeVisible();
    // The same picture (the card takes its WebP, the console shows its JPEG).
    await expect(card.locator("img")).toHaveAttribute("src", src.replace(/\.jpg$/, ".webp"));
    await owner.close();
  },
);

test(
  "on a phone the owner finds an order by the buyer's e-mail, checks a key is sold, and refunds the order",
  { tag: [on.mobile, on.notDesktop] },
  async ({ browser, page }) => {
    // A visitor buys on the phone through the sandbox (changing a status with Undo on a phone is
    // the bulk story's, which also runs at this width).
    const email = uniqueEmail("phone-day");
    await page.goto("/en/cheat/iron-frontier/phantom-esp");
    await waitForHydration(page);
    const pay = await pressBuy(page);
    await pay.getByLabel(tr("en", "sandbox.email"), { exact: true }).fill(email);
    await pay.getByRole("button", { name: trPattern("en", "sandbox.pay") }).click();
    // The key is a text nobody knows beforehand: its box is found by its test id.
    // eslint-disable-next-line no-restricted-properties -- no role or name to find it by (see above)
    const key = (await pay.getByTestId("purchase-delivery").locator(".font-mono").textContent())!.trim();
    await pay.close();

    const owner = await staffPage(browser, page, "owner@nocturn.gg", true);
    await owner.goto("/en/admin");
    await waitForHydration(owner);
    const search = owner.getByRole("combobox", { name: tr("en", "console.search.label") });
    // The search's hits, grouped: orders first, then customers, products and keys.
    const hits = owner.getByRole("listbox", { name: tr("en", "console.search.results"), exact: true });
    // The buyer writes in with their address: one search, the order.
    await search.fill(email);
    // An order's hit names its buyer's address (a customer's would come after it).
    await hits.getByRole("option").filter({ hasText: email }).first().click();
    await expect(owner).toHaveURL(/\/en\/admin\/orders\/\d+$/);
    const order = owner.url();
    // "Is this key sold?": its last four characters lead to the same order.
    await owner.goto("/en/admin");
    await waitForHydration(owner);
    await search.fill(key.slice(-4));
    // A key's hit: its last four characters, and whether it is sold.
    await hits
      .getByRole("option")
      .filter({ hasText: key.slice(-4) })
      .filter({ hasText: tr("en", "console.search.keyStatus.sold") })
      .first()
      .click();
    await expect(owner).toHaveURL(order);
    // Refund within thumb's reach.
    const refund = owner.getByRole("button", { name: tr("en", "console.orders.refundAsk"), exact: true });
    await refund.scrollIntoViewIfNeeded();
    await expect(refund).toBeInViewport();
    await refund.click();
    // It asks first, the confirmation within reach too: a form named by its question ("Refund $n?").
    const confirm = owner.getByRole("form", { name: trPattern("en", "console.orders.refundConfirm.title") });
    await confirm
      .getByRole("textbox", { name: tr("en", "console.orders.refundConfirm.reason") })
      .fill("Bought the wrong period");
    const yes = confirm.getByRole("button", {
      name: trPattern("en", "console.orders.refundConfirm.confirm"),
    });
    await yes.scrollIntoViewIfNeeded();
    await expect(yes).toBeInViewport();
    await yes.click();
    await expect(owner.getByRole("status")).toHaveText(tr("en", "console.orders.done.refunded"));
    // The order's status beside its heading: the first of the page's texts that is an order's
    // status (the facts below it are labelled with some of the same words).
    const orderStatus = trPattern(
      "en",
      ...["waiting", "paid", "failed", "refunded", "expired"].map((key) => `console.orders.statuses.${key}`),
      "console.orders.awaitingKey",
      "console.needsRefund.status",
    );
    await expect(owner.getByText(orderStatus).first()).toHaveText(
      tr("en", "console.orders.statuses.refunded"),
    );
    await owner.close();
  },
);
