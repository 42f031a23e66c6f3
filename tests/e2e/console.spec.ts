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
} from "./support";

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

// A product no other suite looks at (Frostline's "Glacier Full", seeded as Undetected).
const PRODUCT = "Glacier Full";
const PRODUCT_PAGE = "/cheat/frostline/glacier-full";

for (const lang of langs) {
  test(
    `${lang}: the owner switches a product to Detected and the shop shows it at once; tech support switches it back`,
    { tag: lang === "ru" ? [on.noJs] : [on.mobile, on.notDesktop] },
    async ({ browser, page, jsEnabled }, testInfo) => {
      // The whole story (two staff sessions, a visitor, five pages each) outgrows the default 30 s.
      test.setTimeout(90_000);
      const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
      await owner.goto(`${prefix(lang)}/admin`);
      await expect(owner.getByRole("heading", { level: 1 })).toHaveText(tr(lang, "console.overview.title"));
      if (modeOf(testInfo) === "mobile") {
        // Under 768 px the sections sit in a drawer.
        await owner.getByTestId("console-drawer").locator("summary").click();
        await owner.getByTestId("console-drawer").getByTestId("console-nav-cheats").click();
      } else await owner.getByTestId("console-nav-cheats").last().click();
      await expect(owner).toHaveURL(new RegExp(`${prefix(lang)}/admin/cheats$`));

      const filters = owner.getByTestId("console-filters");
      if (modeOf(testInfo) === "mobile") {
        // On a phone the list comes first: its filters fold behind "Filters (n)".
        await expect(filters).toBeHidden();
        await owner.getByTestId("filter-panel-toggle").click();
      }
      await filters.getByRole("searchbox").fill(PRODUCT);
      await filters.getByTestId("console-filter-submit").click();
      await expect(owner.getByTestId("console-total")).toHaveText(
        tr(lang, "console.cheats.total_one").replace("{{count}}", "1"),
      );
      const row = owner.getByTestId("console-cheats").locator("li").first();
      await expect(row).toHaveAttribute("data-status", "1");
      // With JavaScript a status applies as it is chosen (and can be undone); without, Save posts it.
      await row.getByTestId("console-status-select").selectOption("4");
      if (jsEnabled) await expect(row.getByTestId("console-status-undo")).toBeVisible();
      else await row.getByTestId("console-status-save").click();
      await expect(row).toHaveAttribute("data-status", "4");
      await expect(row.getByTestId("status-badge")).toHaveText(tr(lang, "status.detected"));
      if (!jsEnabled) await expect(owner).toHaveURL(/changed=1/);

      // The visitor's pages show it on the next request: the product page, statuses and search.
      await page.goto(`${prefix(lang)}${PRODUCT_PAGE}`);
      await expect(page.getByTestId("status-badge").first()).toHaveAttribute("data-status", "4");
      await expect(page.getByTestId("inline-status")).toHaveCount(0);
      await page.goto(`${prefix(lang)}/statuses?search=${lang === "ru" ? "холода" : "frostline"}&status=4`);
      const game = page.getByTestId("status-game").first();
      await game.locator("summary").click();
      await expect(game.getByTestId("status-cheats")).toContainText(PRODUCT);
      await page.goto(`${prefix(lang)}/search?q=${encodeURIComponent(PRODUCT)}`);
      const hit = page.getByTestId("search-item").filter({ hasText: PRODUCT });
      await expect(hit.getByTestId("status-badge")).toHaveAttribute("data-status", "4");

      // Tech support sees detections first: it may change a status, but not read the audit log.
      const support = await staffPage(browser, page, "support@nocturn.gg", jsEnabled);
      await support.goto(`${prefix(lang)}/admin/cheats?q=${encodeURIComponent(PRODUCT)}`);
      await expect(support.getByTestId("console-nav-audit")).toHaveCount(0);
      const supportRow = support.getByTestId("console-cheats").locator("li").first();
      await supportRow.getByRole("link", { name: PRODUCT }).click();
      const form = support.getByTestId("console-status-form");
      await form.getByRole("combobox").selectOption("1");
      await form.getByRole("textbox").fill(lang === "ru" ? "Снова работает" : "Working again");
      await form.getByTestId("console-status-submit").click();
      const history = support.getByTestId("console-status-history").getByTestId("console-history-entry");
      await expect(history.first()).toContainText(lang === "ru" ? "Снова работает" : "Working again");
      await expect(history.nth(1).getByTestId("status-badge").last()).toHaveAttribute("data-status", "4");
      await support.goto(`${prefix(lang)}/admin/audit`);
      await expect(support.getByTestId("forbidden")).toBeVisible();

      // Staff get the status control on the product's own page too.
      await owner.goto(`${prefix(lang)}${PRODUCT_PAGE}`);
      await expect(owner.getByTestId("inline-status")).toHaveCount(1);
      // In the console's words once the page is live (they are not among the storefront's strings).
      await expect(owner.getByTestId("inline-status").locator("summary")).toHaveText(
        tr(lang, "console.inline.open"),
      );
      // Opened once the page is live: the control arrives after the page's own scripts (staff only),
      // and React may draw it afresh as it does (decision 0038).
      if (jsEnabled) await waitForHydration(owner);
      await owner.getByTestId("inline-status").locator("summary").click();
      await expect(owner.getByTestId("inline-status-submit")).toBeVisible();

      // The owner changes the first option's price; the buy block shows it on the next request.
      await owner.goto(`${prefix(lang)}/admin/cheats?q=${encodeURIComponent(PRODUCT)}`);
      await owner.getByTestId("console-cheats").getByRole("link", { name: PRODUCT }).click();
      await expect(owner).toHaveURL(/\/admin\/cheats\/\d+$/);
      const cheatId = new URL(owner.url()).pathname.split("/").pop();
      const option = owner
        .getByTestId(`console-prices-${lang}`)
        .locator("[data-testid^=console-price-]")
        .first();
      const price = `${modeOf(testInfo) === "mobile" ? 41 : jsEnabled ? 777 : 555}`;
      await option.getByRole("textbox", { name: /^(Цена|Price),/ }).fill(price);
      await option.getByRole("textbox", { name: /со скидкой|Discount/ }).fill("");
      // The whole table has one Save, pinned to the bottom of the screen while the table shows.
      await owner.getByRole("button", { name: tr(lang, "console.prices.save") }).click();
      await expect(owner.getByTestId("console-prices").getByRole("status")).toHaveText(
        tr(lang, "console.prices.saved"),
      );
      await page.goto(`${prefix(lang)}${PRODUCT_PAGE}?seen=price`);
      await expect(page.getByTestId("buy-block").getByTestId("buy-option").first()).toContainText(price);

      // The owner's audit log names the changes, each under its own record (other stories write
      // to the log meanwhile).
      const priceId = (await option.getAttribute("data-testid"))!.replace("console-price-", "");
      await owner.goto(`${prefix(lang)}/admin/audit?entity=price&entityId=${priceId}`);
      // In a sentence, naming the option and its product with a link to the product.
      const priceEntry = owner.getByTestId("console-audit-entry").first();
      await expect(priceEntry).toContainText(
        lang === "ru" ? "изменил вариант цены" : "changed the price option",
      );
      await expect(priceEntry.getByRole("link", { name: new RegExp(PRODUCT) })).toHaveAttribute(
        "href",
        `${prefix(lang)}/admin/cheats/${cheatId}#prices`,
      );
      await owner.goto(`${prefix(lang)}/admin/audit?entity=cheat&entityId=${cheatId}`);
      const entries = owner.getByTestId("console-audit-entry");
      await expect(entries.first()).toContainText("support");
      await expect(entries.nth(1)).toContainText("owner");

      // A visitor's browser may keep the page it saw for a minute (Cache-Control): ask the server.
      await page.goto(`${prefix(lang)}${PRODUCT_PAGE}?seen=again`);
      await expect(page.getByTestId("status-note")).toHaveText(
        lang === "ru" ? "Снова работает" : "Working again",
      );
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
    await expect(page.getByTestId("forbidden")).toContainText(tr("en", "forbidden.title"));
  },
);

test(
  "the owner edits the banner and a visitor sees the new one; tech support cannot open settings",
  { tag: [on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    await owner.goto("/en/admin/settings");
    const form = owner.getByTestId("console-settings");
    const title = form.getByRole("textbox", { name: "Title" }).nth(1); // the banner's English title
    const original = await title.inputValue();
    const fresh = `Flash sale ${modeOf(testInfo)}: 25% off today`;
    await title.fill(fresh);
    // A refused link keeps the form and names the field's error.
    const reviews = form.getByRole("textbox", { name: "Reviews" });
    await reviews.fill("http://reviews.example");
    // The first home slide's link: a page of the shop, pasted as the English site shows it.
    const slideLink = form.getByRole("textbox", { name: /^Link/ }).first();
    await slideLink.fill("dma-firmware");
    await owner.getByTestId("console-settings-submit").click();
    await expect(form.getByText(tr("en", "console.errors.httpsLink"))).toBeVisible();
    await expect(form.getByText(tr("en", "console.errors.slideLink"))).toBeVisible();
    await reviews.fill("https://forum.nocturn.gg/reviews");
    await slideLink.fill("/en/dma-firmware");
    await owner.getByTestId("console-settings-submit").click();
    await expect(owner.getByTestId("console-settings-saved")).toBeVisible();

    await page.goto("/en");
    await expect(page.getByTestId("notification-banner")).toContainText(fresh);
    // Each site's slider opens the slide's page in its own language.
    for (const home of ["/en", "/"]) {
      await page.goto(home);
      const slide = page
        .getByTestId("promo-slider")
        .getByRole("link")
        .filter({ has: page.getByTestId("promo-slide") });
      await expect(slide.first()).toHaveAttribute(
        "href",
        home === "/en" ? "/en/dma-firmware" : "/dma-firmware",
      );
    }

    const support = await staffPage(browser, page, "support@nocturn.gg", jsEnabled);
    const refused = await support.goto("/en/admin/settings");
    expect(refused?.status()).toBe(403);
    await support.goto("/en/admin");
    await expect(support.getByTestId("console-nav-settings")).toHaveCount(0);

    await owner.getByTestId("console-settings").getByRole("textbox", { name: "Title" }).nth(1).fill(original);
    await owner
      .getByTestId("console-settings")
      .getByRole("textbox", { name: /^Link/ })
      .first()
      .fill("/dma-firmware");
    await owner.getByTestId("console-settings-submit").click();
    await expect(owner.getByTestId("console-settings-saved")).toBeVisible();
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
      // The preview follows as the owner types.
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
    await owner.getByTestId("console-settings-submit").click();
    await expect(owner.getByTestId("console-settings-saved")).toBeVisible();

    // The shop renders the saved text as formatted HTML (the sanitizer drops anything else).
    await page.goto(`/?seen=${mode}`);
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
    const form = owner.getByTestId("console-game-form");
    await form.getByRole("textbox", { name: "Address (slug)" }).fill(slug);
    await form.getByRole("textbox", { name: "Name" }).first().fill(`${name} (ru)`);
    await form.getByRole("textbox", { name: "Name" }).nth(1).fill(name);
    await owner.getByTestId("console-game-submit").click();
    await expect(owner.getByTestId("console-game-saved")).toHaveText(
      tr("en", "console.games.notice.created"),
    );

    const picture = await sharp({ create: { width: 720, height: 960, channels: 3, background: "#3b82f6" } })
      .png()
      .toBuffer();
    await owner
      .getByTestId("console-game-upload-input")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: picture });
    await owner.getByTestId("console-game-upload-submit").click();
    await expect(owner.getByTestId("console-game-saved")).toHaveText(
      tr("en", "console.games.notice.picture"),
    );

    await page.goto(`/en/catalog?search=${encodeURIComponent(name)}`);
    const card = page.getByTestId("game-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(name);
    await expect(card.locator("img")).toHaveAttribute("src", /\/media\/console\/vertical-[\w-]+\.webp$/);

    // Nobody bought from it: it can go again.
    await owner
      .getByTestId("console-game-picture")
      .locator("xpath=..")
      .locator("details summary")
      .last()
      .click();
    await owner.getByTestId("console-game-delete").click();
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
    await owner.getByTestId("console-cheats").getByRole("link", { name: "Hoarfrost ESP" }).click();
    // Typed before the product page hydrated, the lists would be reset by it.
    await expect(owner.getByTestId("console-lists")).toBeVisible();
    if (jsEnabled) await waitForHydration(owner);

    const lists = owner.getByTestId("console-lists");
    await lists.getByTestId("console-lists-en.features").fill(`Frost ESP ${run}\nLoot radar\nStream-proof`);
    await lists.getByTestId("console-lists-en.requirements").fill(`OS: Windows 11\nGPU ${run}: any`);
    await lists.getByTestId("console-lists-videos").fill("https://evil.example/embed/1");
    await lists.getByTestId("console-lists-submit").click();
    // A player outside the allow-list is refused next to its field, and the typed lists stay.
    await expect(lists.getByText(tr("en", "console.errors.videoHost"))).toBeVisible();
    await expect(lists.getByTestId("console-lists-en.features")).toHaveValue(
      `Frost ESP ${run}\nLoot radar\nStream-proof`,
    );
    await lists.getByTestId("console-lists-videos").fill("");
    await lists.getByTestId("console-lists-submit").click();
    await expect(owner.getByTestId("console-lists-saved")).toHaveText(tr("en", "console.details.saved"));

    const picture = await sharp({ create: { width: 1100, height: 620, channels: 3, background: "#2a9d8f" } })
      .png()
      .toBuffer();
    const gallery = owner.getByTestId("console-gallery");
    const before = await gallery.getByTestId("console-gallery-item").count();
    await gallery
      .getByTestId("console-gallery-upload-input")
      .setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: picture });
    await gallery.getByTestId("console-gallery-upload-submit").click();
    await expect(owner.getByTestId("console-product-notice")).toHaveText(
      tr("en", "console.cheat.notice.screenshot"),
    );
    await expect(owner.getByTestId("console-gallery").getByTestId("console-gallery-item")).toHaveCount(
      before + 1,
    );

    await page.goto(`/en/cheat/frostline/hoarfrost-esp?seen=${run}`);
    const requirements = page.getByTestId("requirements");
    await expect(requirements.getByTestId("requirement-features")).toContainText(`Frost ESP ${run}`);
    await expect(requirements).toContainText(`GPU ${run}`);
    await expect(
      page.getByTestId("gallery-thumbs").locator('img[src*="/console/screenshot-"]').first(),
    ).toBeAttached();
    await owner.context().close();
  },
);

test(
  "the owner changes two products' status in one step after a confirmation that names them, and undoes one",
  { tag: [on.mobile, on.noJs] },
  async ({ browser, page, jsEnabled }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    // Two products no other story reads: Cipher Lite and Cirrus Lite.
    await owner.goto("/en/admin/cheats?q=ci&category=0");
    if (jsEnabled) await waitForHydration(owner);
    const rows = owner.getByTestId("console-cheats").locator("li");
    const picked = [rows.filter({ hasText: "Cipher Lite" }), rows.filter({ hasText: "Cirrus Lite" })];
    const before = await Promise.all(picked.map((row) => row.getAttribute("data-status")));
    for (const row of picked) await row.getByTestId("console-pick").check();
    // Nothing is chosen in advance: applying without an action is refused by the form.
    await owner.getByTestId("console-bulk-action").selectOption("status:3");
    await owner.getByTestId("console-bulk-submit").click();
    const confirm = owner.getByTestId("console-bulk-confirm");
    await expect(confirm).toBeVisible();
    await expect(confirm.getByTestId("console-bulk-targets").locator("li")).toHaveText([
      "Cipher Lite",
      "Cirrus Lite",
    ]);
    await keepScreenshot(owner, testInfo, "console-bulk-confirm", false);
    if (modeOf(testInfo) === "mobile")
      await expect(owner.getByTestId("console-bulk-confirm-submit")).toBeInViewport();
    await owner.getByTestId("console-bulk-confirm-submit").click();
    await expect(owner).toHaveURL(/changed=2/);
    for (const row of picked) await expect(row).toHaveAttribute("data-status", "3");

    // Back as they were, one row at a time; with JavaScript, "Undo" takes a change back.
    for (const [index, row] of picked.entries()) {
      await row.getByTestId("console-status-select").selectOption(before[index]!);
      if (jsEnabled) {
        await expect(row).toHaveAttribute("data-status", before[index]!);
        if (index === 0) {
          await row.getByTestId("console-status-undo").click();
          await expect(row).toHaveAttribute("data-status", "3");
          await row.getByTestId("console-status-select").selectOption(before[index]!);
        }
      } else await row.getByTestId("console-status-save").click();
      await expect(row).toHaveAttribute("data-status", before[index]!);
    }
    // Saved, not only shown: the next mode's run of this story starts from these statuses. A row's
    // select takes a new change again once its last one is saved.
    for (const row of picked) await expect(row.getByTestId("console-status-select")).toBeEnabled();
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
    test.setTimeout(90_000);
    const owner = await staffPage(browser, page, "owner@nocturn.gg", jsEnabled);
    // A name of its own per run (a retry must not meet the product its first try made).
    const name = `Aurora ${{ desktop: "Live", mobile: "Pocket", "no-js": "Static" }[modeOf(testInfo)]} ${Date.now().toString(36)}`;
    const slug = name.toLowerCase().replace(/ /g, "-");
    await owner.goto("/en/admin/cheats");
    await owner.getByTestId("console-new-product-toggle").click();
    const create = owner.getByTestId("console-new-product");
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
    const current = owner.getByTestId("console-product-picture-current");
    await expect(current).toHaveAttribute("src", /\/media\/console\/horizontal-[\w-]+\.jpg$/);
    const src = (await current.getAttribute("src"))!;

    // Published from the list in one step, after the confirmation names it.
    await owner.goto(`/en/admin/cheats?q=${slug}`);
    await owner.getByTestId(`console-cheat-${productId}`).getByTestId("console-pick").check();
    await owner.getByTestId("console-bulk-action").selectOption("publish");
    await owner.getByTestId("console-bulk-submit").click();
    await expect(owner.getByTestId("console-bulk-targets")).toHaveText(name);
    await owner.getByTestId("console-bulk-confirm-submit").click();
    await expect(owner).toHaveURL(/changed=1/);

    await page.goto("/en/game/iron-frontier");
    const card = page.getByTestId("cheat-card").filter({ hasText: name });
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
    test.setTimeout(90_000);
    // A visitor buys on the phone through the sandbox (changing a status with Undo on a phone is
    // the bulk story's, which also runs at this width).
    const email = uniqueEmail("phone-day");
    await page.goto("/en/cheat/iron-frontier/phantom-esp");
    await waitForHydration(page);
    const pay = await pressBuy(page);
    await pay.getByTestId("sandbox-email").fill(email);
    await pay.getByTestId("sandbox-pay").click();
    const key = (await pay.getByTestId("purchase-delivery").locator(".font-mono").textContent())!.trim();
    await pay.close();

    const owner = await staffPage(browser, page, "owner@nocturn.gg", true);
    await owner.goto("/en/admin");
    await waitForHydration(owner);
    const search = owner.getByRole("combobox", { name: tr("en", "console.search.label") });
    // The buyer writes in with their address: one search, the order.
    await search.fill(email);
    await owner.getByTestId("console-search-hit-orders").first().click();
    await expect(owner).toHaveURL(/\/en\/admin\/orders\/\d+$/);
    const order = owner.url();
    // "Is this key sold?": its last four characters lead to the same order.
    await owner.goto("/en/admin");
    await waitForHydration(owner);
    await search.fill(key.slice(-4));
    await owner
      .getByTestId("console-search-hit-keys")
      .filter({ hasText: key.slice(-4) })
      .first()
      .click();
    await expect(owner).toHaveURL(order);
    // Refund within thumb's reach.
    const refund = owner.getByTestId("order-refund-submit");
    await refund.scrollIntoViewIfNeeded();
    await expect(refund).toBeInViewport();
    await refund.click();
    // It asks first, the confirmation within reach too.
    const confirm = owner.getByTestId("order-refund-confirm");
    await confirm
      .getByRole("textbox", { name: tr("en", "console.orders.refundConfirm.reason") })
      .fill("Bought the wrong period");
    const yes = confirm.getByTestId("order-refund-confirm-submit");
    await yes.scrollIntoViewIfNeeded();
    await expect(yes).toBeInViewport();
    await yes.click();
    await expect(owner.getByTestId("order-done")).toHaveText(tr("en", "console.orders.done.refunded"));
    await expect(owner.getByTestId("order-status").first()).toHaveText(
      tr("en", "console.orders.statuses.refunded"),
    );
    await owner.close();
  },
);
