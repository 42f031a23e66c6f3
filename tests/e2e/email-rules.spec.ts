import { expect, on, signIn, test, acceptConsents, tr } from "./support";

test(
  "signs up and in with a Cyrillic address (SPEC §5), with and without JavaScript",
  { tag: [on.noJs] },
  async ({ page, jsEnabled }) => {
    // The browser's own type="email" check would refuse this local part before the form posts.
    const email = `игрок${Date.now()}${Math.floor(Math.random() * 1e6)}@пример.рф`;
    await signIn(page, "ru", email, jsEnabled);
    await acceptConsents(page, "ru");
    await page.getByRole("button", { name: tr("ru", "register.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/personal$/);
    await expect(page.getByRole("textbox", { name: tr("ru", "profile.email"), exact: true })).toHaveValue(
      email,
    );
  },
);
