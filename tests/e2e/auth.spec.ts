import {
  acceptConsents,
  expect,
  followMailedLink,
  langs,
  mailedLink,
  on,
  openSignIn,
  prefix,
  registerNew,
  signIn,
  test,
  tr,
  uniqueEmail,
  waitForHydration,
} from "./support";

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL! }]);
});

for (const lang of langs) {
  test.describe(`sign-in (${lang})`, () => {
    test(
      "a newcomer signs in by the mailed link, accepts the terms and lands in the profile",
      { tag: [on.noJs] },
      async ({ page, jsEnabled }) => {
        const email = uniqueEmail(`new-${lang}`);
        await page.goto(`${prefix(lang)}/`);
        const form = await openSignIn(page, jsEnabled);
        await expect(form.getByRole("heading", { name: tr(lang, "auth.signInTitle") })).toBeVisible();

        // SPEC §5: required, then a valid address.
        await form.getByTestId("sign-in-submit").click();
        await expect(form.getByText(tr(lang, "validation.required"))).toBeVisible();
        await form.getByTestId("sign-in-email").fill("no-at-sign");
        if (!jsEnabled) await form.getByTestId("sign-in-submit").click();
        await expect(form.getByText(tr(lang, "validation.email"))).toBeVisible();

        await form.getByTestId("sign-in-email").fill(email);
        await form.getByTestId("sign-in-submit").click();
        const sent = form.getByTestId("sign-in-sent");
        await expect(sent).toContainText(tr(lang, "auth.sentTitle"));
        await expect(sent).toContainText(email);
        // Back returns to the form.
        await sent.getByRole(jsEnabled ? "button" : "link", { name: tr(lang, "auth.back") }).click();
        await expect(page.getByTestId("sign-in-email")).toBeVisible();

        const mail = await mailedLink(email);
        expect(mail.subject).toBe(lang === "ru" ? "Вход в Nocturn" : "Sign in to Nocturn");
        expect(new URL(mail.url).pathname.startsWith(`${prefix(lang)}/auth/`)).toBe(true);
        await followMailedLink(page, mail.url);

        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/register$`));
        await expect(page.getByTestId("register-identity")).toContainText(email);
        await page.getByTestId("register-submit").click();
        await expect(page.getByText(tr(lang, "validation.acceptTerms"))).toBeVisible();
        await expect(page.getByText(tr(lang, "validation.acceptPersonalData"))).toBeVisible();
        await acceptConsents(page, lang);
        await page.getByTestId("register-submit").click();

        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/personal$`));
        await expect(page).toHaveTitle(new RegExp(`^${tr(lang, "profile.tabs.personal")} — `));
        // The login is made from the address (at most 19 characters, leaving room for a suffix).
        const login = email.split("@")[0].slice(0, 19);
        await expect(page.getByTestId("profile-login")).toHaveText(login);
        await expect(page.getByTestId("profile-badge")).toBeVisible();
        await expect(page.getByTestId("email-input")).toHaveValue(email);
        await expect(page.getByTestId("email-input")).toBeDisabled();
      },
    );

    test(
      "an existing user changes the login and e-mail, then logs out",
      { tag: [on.noJs] },
      async ({ page, jsEnabled }) => {
        await registerNew(page, lang);
        if (jsEnabled) await waitForHydration(page);

        // The login of another user is refused.
        await page.getByTestId("login-input").fill("Owner");
        await page.getByTestId("login-save").click();
        await expect(page.getByText(tr(lang, "profile.loginExists"))).toBeVisible();
        await page.getByTestId("login-input").fill("x");
        await page.getByTestId("login-save").click();
        await expect(page.getByText(tr(lang, "validation.loginLength"))).toBeVisible();

        // The e-mail field opens for editing; a taken address is refused; a new one gets a link.
        await page.getByTestId("email-edit").click();
        await expect(page.getByTestId("email-input")).toBeEnabled();
        await page.getByTestId("email-input").fill("support@nocturn.gg");
        await page.getByTestId("email-save").click();
        await expect(page.getByText(tr(lang, "profile.emailExists"))).toBeVisible();
        // Without JavaScript the page came back from the post; the field may need opening again.
        if (await page.getByTestId("email-edit").isVisible()) await page.getByTestId("email-edit").click();
        const next = uniqueEmail(`moved-${lang}`);
        await page.getByTestId("email-input").fill(next);
        await page.getByTestId("email-save").click();
        await expect(page.getByTestId("email-pending")).toContainText(next);
        await followMailedLink(page, (await mailedLink(next)).url);
        await expect(page.getByTestId("email-changed")).toHaveText(tr(lang, "profile.emailChanged"));
        await expect(page.getByTestId("email-input")).toHaveValue(next);

        await page.getByTestId("logout").click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang) || ""}/?$`));
        await expect(page.getByTestId("header-sign-in")).toBeVisible();
        await page.goto(`${prefix(lang)}/profile/personal`);
        await expect(page).toHaveURL(new RegExp(`${prefix(lang) || ""}/?$`));
      },
    );

    test("a used link goes home with the message", { tag: [on.noJs] }, async ({ page, jsEnabled }) => {
      const email = uniqueEmail(`twice-${lang}`);
      await signIn(page, lang, email, jsEnabled);
      const { url } = await mailedLink(email);
      await page.goto(url);
      await expect(page.getByTestId("auth-error")).toContainText(tr(lang, "authError.tokenInvalid"));
      await page.getByRole("link", { name: tr(lang, "authError.dismiss") }).click();
      await expect(page.getByTestId("auth-error")).toHaveCount(0);
    });

    test(
      "too many link requests show the 15-minute message under the field",
      { tag: [on.noJs] },
      async ({ page, jsEnabled }) => {
        const email = uniqueEmail(`spam-${lang}`);
        await page.goto(`${prefix(lang)}/sign-in`);
        for (let i = 0; i < 6; i++) {
          if (i > 0) await page.goto(`${prefix(lang)}/sign-in`);
          if (jsEnabled) await waitForHydration(page);
          await page.getByTestId("sign-in-email").fill(email);
          await page.getByTestId("sign-in-submit").click();
          await expect(page.getByTestId("sign-in-sent").or(page.getByRole("alert"))).toBeVisible();
        }
        await expect(page.getByRole("alert")).toHaveText(tr(lang, "auth.tooManyRequests"));
      },
    );

    test(
      "Google sign-in goes through the provider and the registration step",
      { tag: lang === "en" ? [on.noJs] : [] },
      async ({ page }) => {
        await page.goto(`${prefix(lang)}/sign-in`);
        await page.getByTestId("sign-in-google").click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/(register|profile/personal)$`));
        if (page.url().endsWith("/register")) {
          await acceptConsents(page, lang);
          await page.getByTestId("register-submit").click();
        }
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/personal$`));
        await expect(page.getByTestId("linked-google")).toHaveAttribute("data-linked", "true");
        // Providers this shop does not sign in with are not offered at all.
        await expect(page.getByTestId("linked-discord")).toHaveCount(0);
        await expect(page.getByTestId("linked-vk")).toHaveCount(0);
        // Steam is configured: linking it goes through the OpenID stand-in.
        const steam = page.getByTestId("linked-steam");
        if ((await steam.getAttribute("data-linked")) === "false") await steam.getByRole("link").click();
        await expect(page.getByTestId("linked-steam")).toHaveAttribute("data-linked", "true");
      },
    );
  });
}

test("private pages send a signed-out visitor home", { tag: [on.noJs] }, async ({ page }) => {
  await page.goto("/en/profile/personal");
  await expect(page).toHaveURL(/\/en$/);
  await page.goto("/profile/personal");
  await expect(page).toHaveURL(/\/$/);
});
