import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loginTokens, sessions, users } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as activateApi } from "~/routes/api/users.activate-token";
import { action as loginApi } from "~/routes/api/users.login";
import { action as logoutApi } from "~/routes/api/users.logout";
import { loader as profileApi } from "~/routes/api/users.profile";
import { action as updateApi } from "~/routes/api/users.update";
// Following a link is the POST of its page (the GET only shows the button).
import { action as confirmEmailPage } from "~/routes/auth.email";
import { action as authPage } from "~/routes/auth.token";
import { loader as profileLayout } from "~/routes/profile";
import { action as registerAction, loader as registerPage } from "~/routes/register";
import { action as signInAction } from "~/routes/sign-in";
import { requireUser } from "~/services/auth/guard.server";
import { sha256 } from "~/services/auth/tokens.server";
import { outbox } from "~/services/mail/mailer.server";
import { resetLimiters } from "~/services/rate-limit.server";
import { closeRedis, redis } from "~/services/redis.server";
import { blockUser, findUserByEmail } from "~/services/users/users.server";
import { tr } from "../support/locales";
import { testDatabases } from "../support/databases";
import { callRoute, CookieJar, postForm, postJson } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";
import { hasServices } from "../support/machine-services";

const baseEnv = {
  NODE_ENV: "test",
  DATA_DIR: "tmp/test-auth",
  PGLITE_DATA: "memory://",
  LOG_LEVEL: "silent",
  LOGIN_LIMIT_PER_EMAIL: "3",
  LOGIN_LIMIT_PER_IP: "1000",
};

/** An address no earlier run used (rate-limit counters may outlive a run in Redis). */
const freshEmail = (name = "gamer") => `${name}.${randomBytes(4).toString("hex")}@players.example`;

/** The link of the newest outbox message to an address. */
function lastLink(to: string) {
  const message = outbox().find((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  return { message, url: new URL(/https?:\/\/\S+/.exec(message.text)![0]) };
}

/** Requests a link for `email` and follows it in a browser with `jar`. */
async function signInByLink(email: string, jar: CookieJar, lang: "ru" | "en" = "en") {
  const sent = await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang }) });
  expect(sent.status).toBe(200);
  const { url } = lastLink(email);
  const token = url.pathname.split("/").pop()!;
  return callRoute(authPage, url.pathname, { jar, params: { token } });
}

describe.each(testDatabases())("e-mail sign-in on $name", (database) => {
  useSeededDatabase(database);
  beforeAll(() => setEnv(parseEnv(baseEnv)));
  beforeEach(() => resetLimiters());
  afterAll(() => setEnv(undefined));

  it("validates the login call: e-mail required and valid, language required", async () => {
    const missing = await callRoute(loginApi, "/api/users/login", { init: postJson({ lang: "ru" }) });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields.email).toEqual({
      code: "validation.required",
      message: tr("ru", "validation.required"),
    });
    const invalid = await callRoute(loginApi, "/api/users/login", {
      init: postJson({ email: "not-an-address", lang: "ru" }),
    });
    expect((await invalid.json()).fields.email.code).toBe("validation.email");
    const noLang = await callRoute(loginApi, "/api/users/login", { init: postJson({ email: freshEmail() }) });
    // zod's own English never reaches the caller: a rule of its own is "invalid", translated.
    expect((await noLang.json()).fields.lang).toEqual({
      code: "validation.invalid",
      message: tr("ru", "http.invalidField"),
    });
    // SPEC §5: a Cyrillic address passes the pattern.
    const cyrillic = await callRoute(loginApi, "/api/users/login", {
      init: postJson({ email: "игрок@почта.рф", lang: "ru" }),
    });
    expect(cyrillic.status).toBe(200);
  });

  it("mails the link in the requested language, with text and HTML parts", async () => {
    const email = freshEmail();
    await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "ru" }) });
    const ru = lastLink(email);
    expect(ru.message.subject).toBe("Вход в Nocturn");
    expect(ru.url.pathname).toMatch(/^\/auth\/[\w-]{43}$/);
    expect(ru.message.html).toContain(ru.url.toString());
    await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "en" }) });
    const en = lastLink(email);
    expect(en.message.subject).toBe("Sign in to Nocturn");
    expect(en.url.pathname).toMatch(/^\/en\/auth\//);
    // Only the hash is stored.
    const token = en.url.pathname.split("/").pop()!;
    const [row] = await db()
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, sha256(token)));
    expect(row.email).toBe(email);
  });

  it("signs an existing user in with a new session id and goes to the profile", async () => {
    const jar = new CookieJar();
    // A session id planted before sign-in (fixation) must not survive it.
    jar.set("__session", "planted-session-id");
    const response = await signInByLink("player@nocturn.gg", jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/profile/personal");
    const sessionId = jar.get("__session")!;
    expect(sessionId).not.toBe("planted-session-id");
    expect(sessionId.length).toBeGreaterThanOrEqual(43);
    expect(response.headers.getSetCookie().join("\n")).toMatch(
      /__session=[^;]+; Path=\/; SameSite=Lax; HttpOnly/,
    );
    const profile = await callRoute(profileApi, "/api/users/profile", { jar });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      login: "player",
      email: "player@nocturn.gg",
      role: "client",
    });

    // Signing in again in the same browser ends the earlier session.
    const before = sessionId;
    await signInByLink("player@nocturn.gg", jar);
    expect(jar.get("__session")).not.toBe(before);
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(before))),
    ).toHaveLength(0);
  });

  it("refuses a link used twice or after it expired, and goes home with the message", async () => {
    const email = "player@nocturn.gg";
    await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "en" }) });
    const { url } = lastLink(email);
    const token = url.pathname.split("/").pop()!;
    expect((await callRoute(authPage, url.pathname, { params: { token } })).headers.get("Location")).toBe(
      "/en/profile/personal",
    );
    const again = await callRoute(authPage, url.pathname, { params: { token } });
    expect(again.headers.get("Location")).toBe("/en?authError=tokenInvalid");
    expect(again.headers.getSetCookie().join()).not.toMatch(/__session=[^;]/);

    await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "ru" }) });
    const expired = lastLink(email).url.pathname.split("/").pop()!;
    await db()
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginTokens.tokenHash, sha256(expired)));
    const late = await callRoute(authPage, `/auth/${expired}`, { params: { token: expired } });
    expect(late.headers.get("Location")).toBe("/?authError=tokenInvalid");

    const api = await callRoute(activateApi, "/api/users/activate-token", {
      init: postJson({ token: expired }),
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ success: false, message: "tokenInvalid" });
  });

  it("answers 429 with the 15-minute message past the limit", async () => {
    const email = freshEmail("limited");
    for (let i = 0; i < 3; i++) {
      expect(
        (await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "en" }) })).status,
      ).toBe(200);
    }
    const refused = await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "en" }) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Too Many Requests. Please try again in 15 minutes.",
    });
    // The sign-in form shows it under the e-mail field, in the page's language.
    const form = await callRoute(signInAction, "/sign-in", { init: postForm({ email }) });
    expect((await form.json()).result.error.email).toEqual(["auth.tooManyRequests"]);
  });

  it.runIf(hasServices("sign-in counters in Redis", "redis"))(
    "keeps the counters in Redis when REDIS_URL is set",
    async () => {
      setEnv(parseEnv({ ...baseEnv, REDIS_URL: process.env.TEST_REDIS_URL }));
      resetLimiters();
      try {
        const email = freshEmail("shared");
        for (let i = 0; i < 3; i++)
          await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "en" }) });
        // A second instance has its own limiter objects but reads the same counters.
        resetLimiters();
        expect(
          (await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "en" }) })).status,
        ).toBe(429);
        const client = await redis()!;
        expect(Number(await client.get(`rl:login-email:${email}`))).toBeGreaterThanOrEqual(3);
      } finally {
        await closeRedis();
        setEnv(parseEnv(baseEnv));
      }
    },
  );

  it("limits per client address too", async () => {
    setEnv(parseEnv({ ...baseEnv, LOGIN_LIMIT_PER_IP: "2" }));
    try {
      const ip = `198.51.100.${Math.floor(Math.random() * 200)}`;
      for (let i = 0; i < 2; i++)
        expect(
          (
            await callRoute(loginApi, "/api/users/login", {
              init: postJson({ email: freshEmail(), lang: "en" }),
              ip,
            })
          ).status,
        ).toBe(200);
      expect(
        (
          await callRoute(loginApi, "/api/users/login", {
            init: postJson({ email: freshEmail(), lang: "en" }),
            ip,
          })
        ).status,
      ).toBe(429);
    } finally {
      setEnv(parseEnv(baseEnv));
    }
  });

  it("keeps a same-site return path and refuses an open redirect", async () => {
    for (const [redirectTo, expected] of [
      ["/en/faq", "/en/faq"],
      ["//evil.example/steal", "/en/profile/personal"],
      ["https://evil.example", "/en/profile/personal"],
      ["/\t/evil.example", "/en/profile/personal"],
    ]) {
      resetLimiters();
      await callRoute(loginApi, "/api/users/login", {
        init: postJson({ email: "player@nocturn.gg", lang: "en", redirectTo }),
      });
      const token = lastLink("player@nocturn.gg").url.pathname.split("/").pop()!;
      const response = await callRoute(authPage, `/en/auth/${token}`, { params: { token } });
      expect(response.headers.get("Location")).toBe(expected);
    }
  });

  it("registers a new address only after the terms are accepted", async () => {
    const email = freshEmail("newbie");
    const jar = new CookieJar();
    const first = await signInByLink(email, jar, "ru");
    expect(first.headers.get("Location")).toBe("/register");
    expect(jar.get("__session")).toBeUndefined();
    expect(await findUserByEmail(email)).toBeUndefined();

    const page = await callRoute(registerPage, "/register", { jar });
    expect(await page.json()).toMatchObject({ email });
    const refused = await callRoute(registerAction, "/register", { jar, init: postForm({ terms: "on" }) });
    expect((await refused.json()).result.error).toEqual({ personalData: ["validation.acceptPersonalData"] });
    expect(await findUserByEmail(email)).toBeUndefined();

    const done = await callRoute(registerAction, "/register", {
      jar,
      init: postForm({ terms: "on", personalData: "on" }),
    });
    expect(done.headers.get("Location")).toBe("/profile/personal");
    const user = (await findUserByEmail(email))!;
    expect(user).toMatchObject({ role: "client", emailVerified: true, lang: "ru" });
    expect(user.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user.login).toMatch(/^newbie\.[0-9a-f]{8}$/);
    expect(jar.get("__session")).toBeDefined();
    // The registration cannot be finished twice.
    const twice = await callRoute(registerAction, "/register", {
      jar,
      init: postForm({ terms: "on", personalData: "on" }),
    });
    expect(twice.headers.get("Location")).toBe("/?authError=registrationExpired");
  });

  it("signs up and in with a Cyrillic address through the sign-in form (SPEC §5)", async () => {
    const typed = `  Игрок${randomBytes(3).readUIntBE(0, 3)}@Пример.РФ `;
    const email = typed.trim().toLowerCase();
    const form = await callRoute(signInAction, "/sign-in", { init: postForm({ email: typed }) });
    expect((await form.json()).sent).toBe(typed.trim());
    const { url } = lastLink(email);
    const jar = new CookieJar();
    const token = url.pathname.split("/").pop()!;
    const followed = await callRoute(authPage, url.pathname, { jar, params: { token } });
    expect(followed.headers.get("Location")).toBe("/register");
    await callRoute(registerAction, "/register", {
      jar,
      init: postForm({ terms: "on", personalData: "on" }),
    });
    const user = (await findUserByEmail(email))!;
    expect(user).toMatchObject({ email, emailVerified: true });
    expect(user.login).toBe(email.split("@")[0]);
    // Signing in again finds the same account, whatever the letter case typed.
    await callRoute(loginApi, "/api/users/login", {
      init: postJson({ email: email.toUpperCase(), lang: "en" }),
    });
    const link = lastLink(email).url;
    const again = await callRoute(authPage, link.pathname, {
      jar: new CookieJar(),
      params: { token: link.pathname.split("/").pop()! },
    });
    expect(again.headers.get("Location")).toBe("/en/profile/personal");
  });

  it("throws a blocked user out and refuses new sign-ins", async () => {
    const email = freshEmail("cheater");
    const jar = new CookieJar();
    await signInByLink(email, jar);
    await callRoute(registerAction, "/en/register", {
      jar,
      init: postForm({ terms: "on", personalData: "on" }),
    });
    expect((await callRoute(profileApi, "/api/users/profile", { jar })).status).toBe(200);
    // A link asked for just before the block…
    await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "en" }) });
    const earlier = lastLink(email).url;

    await blockUser((await findUserByEmail(email))!.id);
    const thrownOut = await callRoute(profileApi, "/api/users/profile", { jar });
    expect(thrownOut.status).toBe(401);
    expect(jar.get("__session")).toBeUndefined();
    // …signs nobody in, and a blocked address is sent no new link (the answer is the same).
    const token = earlier.pathname.split("/").pop()!;
    const again = await callRoute(authPage, earlier.pathname, { jar: new CookieJar(), params: { token } });
    expect(again.headers.get("Location")).toBe("/en?authError=blocked");
    const asked = await callRoute(loginApi, "/api/users/login", { init: postJson({ email, lang: "en" }) });
    expect(asked.status).toBe(200);
    expect(lastLink(email).url.href).toBe(earlier.href);
  });

  it("logs out: the session ends and the browser goes home", async () => {
    const jar = new CookieJar();
    await signInByLink("player@nocturn.gg", jar);
    const id = jar.get("__session")!;
    const out = await callRoute(logoutApi, "/api/users/logout", { jar, init: postForm({ lang: "en" }) });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/en");
    expect(jar.get("__session")).toBeUndefined();
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(id))),
    ).toHaveLength(0);
  });

  it("guards the profile: signed out goes home, in the page's language", async () => {
    const ru = await callRoute(profileLayout, "/profile/personal");
    expect(ru.status).toBe(302);
    expect(ru.headers.get("Location")).toBe("/");
    const en = await callRoute(profileLayout, "/en/profile/personal", {
      jar: Object.assign(new CookieJar(), {}),
    });
    expect(en.headers.get("Location")).toBe("/en");
    // A stale cookie is dropped on the way.
    const stale = new CookieJar();
    stale.set("__session", "expired-or-forged");
    const dropped = await callRoute(profileLayout, "/profile/personal", { jar: stale });
    expect(dropped.headers.getSetCookie().join()).toMatch(/__session=; .*Max-Age=0/);
  });

  it("lets each role through the desks it may open, and sends others home", async () => {
    const check = async (
      email: string,
      permission: "profile" | "supportDesk" | "ownerDesk",
      path = "/profile/x",
    ) => {
      const jar = new CookieJar();
      await signInByLink(email, jar);
      resetLimiters();
      const request = new Request(`http://shop.test${path}`, { headers: { Cookie: jar.header() } });
      try {
        return (await requireUser(request, permission)).email;
      } catch (thrown) {
        return (thrown as Response).headers.get("Location");
      }
    };
    expect(await check("player@nocturn.gg", "supportDesk")).toBe("/");
    expect(await check("player@nocturn.gg", "ownerDesk", "/en/profile/owner")).toBe("/en");
    expect(await check("support@nocturn.gg", "supportDesk")).toBe("support@nocturn.gg");
    expect(await check("support@nocturn.gg", "ownerDesk")).toBe("/");
    expect(await check("owner@nocturn.gg", "supportDesk")).toBe("owner@nocturn.gg");
    expect(await check("owner@nocturn.gg", "ownerDesk")).toBe("owner@nocturn.gg");
  });

  describe("profile changes", () => {
    const jar = new CookieJar();
    beforeAll(async () => {
      const email = freshEmail("changer");
      await signInByLink(email, jar);
      await callRoute(registerAction, "/en/register", {
        jar,
        init: postForm({ terms: "on", personalData: "on" }),
      });
    });

    it("changes the login, refusing one that exists in any letter case", async () => {
      const taken = await callRoute(updateApi, "/api/users/update/login?lang=en", {
        jar,
        init: postJson({ login: "PLAYER" }),
      });
      expect(taken.status).toBe(409);
      expect(await taken.json()).toMatchObject({ errors: { login: ["This login already exists"] } });
      const ru = await callRoute(updateApi, "/api/users/update/login", {
        jar,
        init: postJson({ login: "ab" }),
      });
      expect((await ru.json()).errors.login).toEqual(["Логин должен быть длиной от 3 до 24 символов"]);
      const login = `Ночной_${randomBytes(2).readUInt16BE()}`;
      const changed = await callRoute(updateApi, "/api/users/update/login", {
        jar,
        init: postJson({ login }),
      });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toMatchObject({ login });
    });

    it("changes the e-mail only after the new address confirms it", async () => {
      const taken = await callRoute(updateApi, "/api/users/update/email?lang=en", {
        jar,
        init: postJson({ email: "owner@nocturn.gg" }),
      });
      expect(taken.status).toBe(409);
      expect((await taken.json()).errors.email).toEqual(["This e-mail already exists"]);
      const invalid = await callRoute(updateApi, "/api/users/update/email?lang=en", {
        jar,
        init: postJson({ email: "nope" }),
      });
      expect((await invalid.json()).errors.email).toEqual(["Please enter a valid e-mail address"]);

      const next = freshEmail("moved");
      const pending = await callRoute(updateApi, "/api/users/update/email?lang=en", {
        jar,
        init: postJson({ email: next }),
      });
      expect(await pending.json()).toMatchObject({ pendingEmail: next });
      expect(await findUserByEmail(next)).toBeUndefined();
      const { message, url } = lastLink(next);
      expect(message.subject).toBe("Confirm your new e-mail address");
      const token = url.pathname.split("/").pop()!;
      const confirmed = await callRoute(confirmEmailPage, url.pathname, { params: { token } });
      expect(confirmed.headers.get("Location")).toBe("/en/profile/personal?emailChanged=1");
      expect(await findUserByEmail(next)).toBeDefined();
      // A confirmation link is no sign-in link, and works once.
      expect(
        (await callRoute(authPage, `/auth/${token}`, { params: { token } })).headers.get("Location"),
      ).toBe("/?authError=tokenInvalid");
      expect(
        (await callRoute(confirmEmailPage, url.pathname, { params: { token } })).headers.get("Location"),
      ).toBe("/en?authError=tokenInvalid");
    });

    it("re-encodes a PNG or JPEG avatar into WebP and JPEG, refusing other files", async () => {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7c5cff" } })
        .png()
        .toBuffer();
      const upload = (bytes: Uint8Array, name: string, type: string) => {
        const form = new FormData();
        form.append("avatar", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
        return callRoute(updateApi, "/api/users/update/avatar?lang=en", {
          jar,
          init: { method: "POST", body: form },
        });
      };
      const ok = await upload(png, "me.png", "image/png");
      expect(ok.status).toBe(200);
      const user = await ok.json();
      expect(user.avatarWebP).toMatch(/^\/media\/avatars\/\d+-[\w-]+\.webp$/);
      expect(user.avatarJPEG).toMatch(/\.jpg$/);
      const file = path.join("tmp/test-auth/uploads/avatars", path.basename(user.avatarWebP));
      expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({
        format: "webp",
        width: 256,
        height: 256,
      });

      const text = await upload(new TextEncoder().encode("<svg onload=alert(1)>"), "x.png", "image/png");
      expect(text.status).toBe(415);
      expect((await text.json()).errors.avatar).toEqual(["Only PNG or JPEG images can be used."]);
      const big = await upload(new Uint8Array(6 * 1024 * 1024), "big.png", "image/png");
      expect(big.status).toBe(413);
    });

    it("keeps the API closed to signed-out callers", async () => {
      expect(
        (await callRoute(updateApi, "/api/users/update/login", { init: postJson({ login: "someone" }) }))
          .status,
      ).toBe(401);
      expect((await callRoute(profileApi, "/api/users/profile")).status).toBe(401);
    });
  });

  it("lets the user table hold the seeded roles", async () => {
    const roles = await db()
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, "owner@nocturn.gg"));
    expect(roles).toEqual([{ role: "owner" }]);
  });
});
