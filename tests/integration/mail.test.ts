import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "~/env.server";
import { sendMail } from "~/services/mail/mailer.server";
import { linkMail } from "~/services/mail/templates.server";
import { startSmtpCapture } from "../mocks/smtp-capture";

describe("mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Nocturn <no-reply@nocturn.gg>",
      }),
    );
  });
  afterAll(async () => {
    setEnv(undefined);
    await smtp.close();
  });

  it.each([
    ["ru", "Вход в Nocturn", "Войти"],
    ["en", "Sign in to Nocturn", "Sign in"],
  ] as const)("sends the %s sign-in message with text and HTML parts", async (lang, subject, button) => {
    const to = `reader.${lang}@players.example`;
    const url = `https://nocturn.example/${lang === "en" ? "en/" : ""}auth/abc`;
    await sendMail(await linkMail("signIn", lang, to, url));
    const mail = await smtp.waitFor(to);
    expect(mail.subject).toBe(subject);
    expect(mail.from?.text).toContain("no-reply@nocturn.gg");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain(`>${button}</a>`);
  });

  it("sends to a Cyrillic address (SPEC §5) with SMTPUTF8, and without it for a Latin local part", async () => {
    const url = "https://nocturn.example/auth/cyr";
    await sendMail(await linkMail("signIn", "ru", "пользователь@пример.рф", url));
    const mail = await smtp.waitFor("пользователь@пример.рф");
    expect(mail.text).toContain(url);
    expect(smtp.envelopes.at(-1)).toMatchObject({
      smtpUtf8: true,
      rcptTo: [expect.objectContaining({ address: "пользователь@пример.рф" })],
    });
    // A Latin local part needs no SMTPUTF8: the domain travels as IDNA (the server shows it decoded).
    await sendMail(await linkMail("signIn", "ru", "player@пример.рф", url));
    await smtp.waitFor("player@");
    const latin = smtp.envelopes.at(-1)!;
    expect(latin.smtpUtf8).toBeFalsy();
    expect(latin.rcptTo).toEqual([expect.objectContaining({ address: "player@пример.рф" })]);
  });

  it("escapes what a user typed (the login) in the HTML part", async () => {
    await sendMail(
      await linkMail("changeEmail", "en", "x@players.example", "https://nocturn.example/en/auth/email/t", {
        login: "<b>bold</b>",
      }),
    );
    const mail = await smtp.waitFor("x@players.example");
    expect(mail.html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    expect(mail.text).toContain("<b>bold</b>");
  });
});
