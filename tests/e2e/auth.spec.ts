import type { Locator, Page } from "@playwright/test";
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
  signInEmail,
  signInSent,
  signInSubmit,
  test,
  tr,
  uniqueEmail,
  waitForHydration,
} from "./support";

type Lang = (typeof langs)[number];

/** A translation with its {{values}} filled in. */
const filled = (lang: Lang, key: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), tr(lang, key));

/** A button of `scope`, by its whole translated name. */
const button = (scope: Page | Locator, lang: Lang, key: string) =>
  scope.getByRole("button", { name: tr(lang, key), exact: true });

/** A text field of `scope`, named by its label. */
const textbox = (scope: Page | Locator, lang: Lang, key: string) =>
  scope.getByRole("textbox", { name: tr(lang, key), exact: true });

/** The registration step's Create account. */
const registerSubmit = (page: Page, lang: Lang) => button(page, lang, "register.submit");

/** The profile's Linked accounts, under its heading, and one provider's entry in it (by its name). */
const linkedAccount = (page: Page, lang: Lang, provider: "google" | "discord" | "vk" | "steam") =>
  page
    .getByRole("region", { name: tr(lang, "profile.linked"), exact: true })
    .getByRole("listitem")
    .filter({ has: page.getByText(tr(lang, `auth.provider.${provider}`), { exact: true }) });

/** An entry of Linked accounts marked as linked. */
const linkedMark = (entry: Locator, lang: Lang) =>
  entry.getByText(tr(lang, "profile.linkedYes"), { exact: true });

/** The message of a failed sign-in: an alert under its title ("Sign-in failed"). */
const authError = (page: Page, lang: Lang) =>
  page.getByRole("alert").filter({ hasText: tr(lang, "authError.title") });

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
        await signInSubmit(form, lang).click();
        await expect(form.getByText(tr(lang, "validation.required"))).toBeVisible();
        await signInEmail(form, lang).fill("no-at-sign");
        if (!jsEnabled) await signInSubmit(form, lang).click();
        await expect(form.getByText(tr(lang, "validation.email"))).toBeVisible();

        await signInEmail(form, lang).fill(email);
        await signInSubmit(form, lang).click();
        const sent = signInSent(form, lang);
        await expect(sent).toContainText(tr(lang, "auth.sentTitle"));
        await expect(sent).toContainText(email);
        // Back returns to the form.
        await sent.getByRole(jsEnabled ? "button" : "link", { name: tr(lang, "auth.back") }).click();
        await expect(signInEmail(form, lang)).toBeVisible();

        const mail = await mailedLink(email);
        expect(mail.subject).toBe(lang === "ru" ? "Вход в Nocturn" : "Sign in to Nocturn");
        expect(new URL(mail.url).pathname.startsWith(`${prefix(lang)}/auth/`)).toBe(true);
        await followMailedLink(page, mail.url);

        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/register$`));
        // The step names the account being created: "E-mail: <address>".
        await expect(
          page.getByText(filled(lang, "register.emailLine", { email }), { exact: true }),
        ).toBeVisible();
        await registerSubmit(page, lang).click();
        await expect(page.getByText(tr(lang, "validation.acceptTerms"))).toBeVisible();
        await expect(page.getByText(tr(lang, "validation.acceptPersonalData"))).toBeVisible();
        await acceptConsents(page, lang);
        await registerSubmit(page, lang).click();

        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/personal$`));
        await expect(page).toHaveTitle(new RegExp(`^${tr(lang, "profile.tabs.personal")} — `));
        // The login is made from the address (at most 19 characters, leaving room for a suffix).
        const login = email.split("@")[0].slice(0, 19);
        // The profile's card names the customer by it (in the page's main part: the header's badge
        // shows it too, from 1536 px).
        await expect(page.getByRole("main").getByText(login, { exact: true })).toBeVisible();
        // The header's Sign in is now the profile's badge, named with the login.
        await expect(
          page
            .getByRole("banner")
            .getByRole("link", { name: filled(lang, "auth.openProfile", { login }), exact: true }),
        ).toBeVisible();
        await expect(textbox(page, lang, "profile.email")).toHaveValue(email);
        await expect(textbox(page, lang, "profile.email")).toBeDisabled();
      },
    );

    test(
      "an existing user changes the login and e-mail, then logs out",
      { tag: [on.noJs] },
      async ({ page, jsEnabled }) => {
        await registerNew(page, lang);
        if (jsEnabled) await waitForHydration(page);

        // The login of another user is refused.
        const loginField = textbox(page, lang, "profile.login");
        await loginField.fill("Owner");
        await button(page, lang, "profile.loginSave").click();
        await expect(page.getByText(tr(lang, "profile.loginExists"))).toBeVisible();
        await loginField.fill("x");
        await button(page, lang, "profile.loginSave").click();
        await expect(page.getByText(tr(lang, "validation.loginLength"))).toBeVisible();

        // The e-mail field opens for editing; a taken address is refused; a new one gets a link.
        const emailField = textbox(page, lang, "profile.email");
        // Change: a link to the page with the field open; with JavaScript it opens the field in place.
        const change = page.getByRole("link", { name: tr(lang, "profile.emailEdit"), exact: true });
        await change.click();
        await expect(emailField).toBeEnabled();
        await emailField.fill("support@nocturn.gg");
        await button(page, lang, "profile.emailSave").click();
        await expect(page.getByText(tr(lang, "profile.emailExists"))).toBeVisible();
        // Without JavaScript the page came back from the post; the field may need opening again.
        if (await change.isVisible()) await change.click();
        const next = uniqueEmail(`moved-${lang}`);
        await emailField.fill(next);
        await button(page, lang, "profile.emailSave").click();
        await expect(
          page.getByRole("status").filter({ hasText: filled(lang, "profile.emailPending", { email: next }) }),
        ).toContainText(next);
        await followMailedLink(page, (await mailedLink(next)).url);
        await expect(
          page.getByRole("status").filter({ hasText: tr(lang, "profile.emailChanged") }),
        ).toHaveText(tr(lang, "profile.emailChanged"));
        await expect(emailField).toHaveValue(next);

        await button(page, lang, "auth.logout").click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang) || ""}/?$`));
        await expect(
          page.getByRole("banner").getByRole("link", { name: tr(lang, "auth.signIn"), exact: true }),
        ).toBeVisible();
        await page.goto(`${prefix(lang)}/profile/personal`);
        await expect(page).toHaveURL(new RegExp(`${prefix(lang) || ""}/?$`));
      },
    );

    test("a used link goes home with the message", { tag: [on.noJs] }, async ({ page, jsEnabled }) => {
      const email = uniqueEmail(`twice-${lang}`);
      await signIn(page, lang, email, jsEnabled);
      const { url } = await mailedLink(email);
      await page.goto(url);
      await expect(authError(page, lang)).toContainText(tr(lang, "authError.tokenInvalid"));
      await page.getByRole("link", { name: tr(lang, "authError.dismiss") }).click();
      await expect(authError(page, lang)).toHaveCount(0);
    });

    test(
      "too many link requests show the 15-minute message under the field",
      { tag: [on.noJs] },
      async ({ page, jsEnabled }) => {
        const email = uniqueEmail(`spam-${lang}`);
        await page.goto(`${prefix(lang)}/sign-in`);
        const form = page.getByRole("main");
        for (let i = 0; i < 6; i++) {
          if (i > 0) await page.goto(`${prefix(lang)}/sign-in`);
          if (jsEnabled) await waitForHydration(page);
          await signInEmail(form, lang).fill(email);
          await signInSubmit(form, lang).click();
          await expect(signInSent(form, lang).or(page.getByRole("alert"))).toBeVisible();
        }
        await expect(page.getByRole("alert")).toHaveText(tr(lang, "auth.tooManyRequests"));
      },
    );

    test(
      "Google sign-in goes through the provider and the registration step",
      { tag: lang === "en" ? [on.noJs] : [] },
      async ({ page }) => {
        await page.goto(`${prefix(lang)}/sign-in`);
        // Each provider's link is named "Continue with <provider>" (its icon and the provider's name).
        await page
          .getByRole("main")
          .getByRole("link", {
            name: filled(lang, "auth.continueWith", { provider: tr(lang, "auth.provider.google") }),
            exact: true,
          })
          .click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/(register|profile/personal)$`));
        if (page.url().endsWith("/register")) {
          await acceptConsents(page, lang);
          await registerSubmit(page, lang).click();
        }
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/profile/personal$`));
        await expect(linkedMark(linkedAccount(page, lang, "google"), lang)).toBeVisible();
        // Providers this shop does not sign in with are not offered at all.
        await expect(linkedAccount(page, lang, "discord")).toHaveCount(0);
        await expect(linkedAccount(page, lang, "vk")).toHaveCount(0);
        // Steam is configured: linking it goes through the OpenID stand-in.
        const steam = linkedAccount(page, lang, "steam");
        await expect(steam).toBeVisible();
        const linkSteam = steam.getByRole("link", { name: tr(lang, "profile.link"), exact: true });
        if (await linkSteam.isVisible()) await linkSteam.click();
        await expect(linkedMark(linkedAccount(page, lang, "steam"), lang)).toBeVisible();
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
