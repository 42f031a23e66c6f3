import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { linkedAccounts, users } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { loader as profileApi } from "~/routes/api/users.profile";
import { loader as socialLogin } from "~/routes/api/users.social-login";
import { action as registerAction } from "~/routes/register";
import { configuredProviders } from "~/services/auth/social-sign-in.server";
import { findUserByEmail } from "~/services/users/users.server";
import { startFakeSteam } from "../mocks/fake-steam";
import { startOAuthProvider } from "../mocks/oauth-provider";
import { testDatabases } from "../support/databases";
import { callRoute, CookieJar, ORIGIN, postForm } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

type Mocks = {
  google: Awaited<ReturnType<typeof startOAuthProvider>>;
  discord: Awaited<ReturnType<typeof startOAuthProvider>>;
  vk: Awaited<ReturnType<typeof startOAuthProvider>>;
  steam: Awaited<ReturnType<typeof startFakeSteam>>;
};

/** Follows a provider sign-in as a browser would: start, the provider's page, the callback. */
async function providerRoundTrip(
  provider: string,
  jar: CookieJar,
  query = "lang=en",
  tamper?: (callback: URL) => void,
) {
  const start = await callRoute(socialLogin, `/api/users/${provider}-login?${query}`, { jar });
  expect(start.status).toBe(302);
  const atProvider = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get("Location")!);
  expect(callback.origin + callback.pathname).toBe(`${ORIGIN}/api/users/${provider}-login`);
  tamper?.(callback);
  const finish = await callRoute(socialLogin, callback.toString(), { jar });
  return { start, callback, finish };
}

describe.each(testDatabases())("social sign-in on $name", (database) => {
  useSeededDatabase(database);
  const mocks = {} as Mocks;

  let configured: ReturnType<typeof parseEnv>;

  beforeAll(async () => {
    [mocks.google, mocks.discord, mocks.vk, mocks.steam] = await Promise.all([
      startOAuthProvider("google"),
      startOAuthProvider("discord"),
      startOAuthProvider("vk"),
      startFakeSteam(),
    ]);
    configured = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: "tmp/test-auth-social",
      LOG_LEVEL: "silent",
      // Callback addresses come from the configured origin, never from the request.
      PUBLIC_URL: "http://shop.test",
      GOOGLE_CLIENT_ID: "shop-google",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_OAUTH_BASE_URL: mocks.google.url,
      DISCORD_CLIENT_ID: "shop-discord",
      DISCORD_CLIENT_SECRET: "discord-secret",
      DISCORD_OAUTH_BASE_URL: mocks.discord.url,
      VK_CLIENT_ID: "51234567",
      VK_OAUTH_BASE_URL: mocks.vk.url,
      STEAM_API_KEY: "steam-key",
      STEAM_OPENID_URL: mocks.steam.openIdUrl,
      STEAM_API_URL: mocks.steam.apiUrl,
    });
    setEnv(configured);
  });
  afterEach(() => setEnv(configured));
  afterAll(async () => {
    setEnv(undefined);
    await Promise.all(Object.values(mocks).map((m) => m?.close()));
  });

  it("offers only configured providers", () => {
    expect(configuredProviders()).toEqual(["google", "discord", "vk", "steam"]);
    setEnv(parseEnv({ NODE_ENV: "test", GOOGLE_CLIENT_ID: "only-id" }));
    expect(configuredProviders()).toEqual([]);
  });

  it("answers 404 for a provider that is not configured", async () => {
    setEnv(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
    expect((await callRoute(socialLogin, "/api/users/google-login")).status).toBe(404);
    expect((await callRoute(socialLogin, "/api/users/steam-login")).status).toBe(404);
  });

  it("Google: a new account registers, then signs in by its link; PKCE and state are used", async () => {
    mocks.google.setAccount({
      id: "g-1001",
      email: "fresh.google@players.example",
      verified: true,
      name: "Fresh Google",
    });
    const jar = new CookieJar();
    const { start, finish } = await providerRoundTrip("google", jar);
    const authorize = new URL(start.headers.get("Location")!);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/users/google-login`);
    expect(finish.headers.get("Location")).toBe("/en/register");
    // The flow's cookies are cleared after the callback.
    expect(finish.headers.getSetCookie().join()).toMatch(/oauth2:[\w-]+=; .*Max-Age=0/);
    const done = await callRoute(registerAction, "/en/register", {
      jar,
      init: postForm({ terms: "on", personalData: "on" }),
    });
    expect(done.headers.get("Location")).toBe("/en/profile/personal");
    const profile = await (await callRoute(profileApi, "/api/users/profile", { jar })).json();
    expect(profile).toMatchObject({
      email: "fresh.google@players.example",
      linkedAccounts: [{ provider: "google", displayName: "Fresh Google" }],
    });

    const again = await providerRoundTrip("google", new CookieJar());
    expect(again.finish.headers.get("Location")).toBe("/en/profile/personal");
  });

  it("Discord: a verified e-mail finds the existing user and links the account", async () => {
    mocks.discord.setAccount({
      id: "d-77",
      email: "player@nocturn.gg",
      verified: true,
      name: "PlayerOnDiscord",
    });
    const jar = new CookieJar();
    const { finish } = await providerRoundTrip("discord", jar, "lang=ru");
    expect(finish.headers.get("Location")).toBe("/profile/personal");
    const profile = await (await callRoute(profileApi, "/api/users/profile", { jar })).json();
    expect(profile.login).toBe("player");
    expect(profile.linkedAccounts).toContainEqual({ provider: "discord", displayName: "PlayerOnDiscord" });
  });

  it("Discord: an unverified e-mail never matches an existing account", async () => {
    mocks.discord.setAccount({ id: "d-78", email: "owner@nocturn.gg", verified: false, name: "Impostor" });
    const { finish } = await providerRoundTrip("discord", new CookieJar());
    expect(finish.headers.get("Location")).toBe("/en/register");
  });

  it("VK ID: the code exchange carries PKCE, device_id and state", async () => {
    mocks.vk.setAccount({ id: "5550001", email: "vk.user@players.example", name: "Иван Петров" });
    const jar = new CookieJar();
    const { finish } = await providerRoundTrip("vk", jar);
    expect(finish.headers.get("Location")).toBe("/en/register");
    const exchange = mocks.vk.tokenRequests.at(-1)!;
    expect(exchange).toMatchObject({
      grant_type: "authorization_code",
      device_id: "device-42",
      client_id: "51234567",
    });
    expect(exchange.code_verifier).toBeTruthy();
    await callRoute(registerAction, "/en/register", {
      jar,
      init: postForm({ terms: "on", personalData: "on" }),
    });
    const profile = await (await callRoute(profileApi, "/api/users/profile", { jar })).json();
    expect(profile.linkedAccounts).toEqual([{ provider: "vk", displayName: "Иван Петров" }]);
    // VK does not vouch for the address, so the new account keeps it unverified.
    expect((await findUserByEmail("vk.user@players.example"))!.emailVerified).toBe(false);
  });

  it("refuses a callback whose state does not match this browser", async () => {
    const victim = new CookieJar();
    const start = await callRoute(socialLogin, "/api/users/google-login?lang=en", { jar: victim });
    const atProvider = await fetch(start.headers.get("Location")!, { redirect: "manual" });
    const callback = new URL(atProvider.headers.get("Location")!);
    callback.searchParams.set("state", "forged-state");
    const forged = await callRoute(socialLogin, callback.toString(), { jar: victim });
    expect(forged.headers.get("Location")).toBe("/en?authError=providerFailed");
    expect(victim.get("__session")).toBeUndefined();
    // Another browser (no state cookie at all) cannot finish someone's flow either.
    const attacker = await callRoute(socialLogin, atProvider.headers.get("Location")!, {
      jar: new CookieJar(),
    });
    expect(attacker.headers.get("Location")).toBe("/?authError=providerFailed");
  });

  it("links a provider to the signed-in user, and refuses one linked elsewhere", async () => {
    mocks.discord.setAccount({ id: "d-500", email: null, verified: false, name: "Linker" });
    const jar = new CookieJar();
    mocks.google.setAccount({ id: "g-500", email: "linker@players.example", verified: true, name: "Linker" });
    await providerRoundTrip("google", jar);
    await callRoute(registerAction, "/en/register", {
      jar,
      init: postForm({ terms: "on", personalData: "on" }),
    });
    const linked = await providerRoundTrip(
      "discord",
      jar,
      `lang=en&redirectTo=${encodeURIComponent("/en/profile/personal")}`,
    );
    expect(linked.finish.headers.get("Location")).toBe("/en/profile/personal");
    const profile = await (await callRoute(profileApi, "/api/users/profile", { jar })).json();
    expect(profile.linkedAccounts.map((a: { provider: string }) => a.provider).sort()).toEqual([
      "discord",
      "google",
    ]);

    // The player tries to link the same Discord account.
    const player = new CookieJar();
    mocks.google.setAccount({ id: "g-player", email: "player@nocturn.gg", verified: true, name: "Player" });
    await providerRoundTrip("google", player);
    const refused = await providerRoundTrip("discord", player);
    expect(refused.finish.headers.get("Location")).toBe("/en?authError=linkedElsewhere");
  });

  it("ignores an open-redirect return path", async () => {
    mocks.google.setAccount({ id: "g-player", email: "player@nocturn.gg", verified: true, name: "Player" });
    const { finish } = await providerRoundTrip(
      "google",
      new CookieJar(),
      `lang=en&redirectTo=${encodeURIComponent("//evil.example")}`,
    );
    expect(finish.headers.get("Location")).toBe("/en/profile/personal");
  });

  describe("Steam OpenID", () => {
    it("signs in with a verified assertion and names the player from the Web API", async () => {
      mocks.steam.setAccount("76561198000000042", "SteamRider");
      const jar = new CookieJar();
      const { start, finish } = await providerRoundTrip("steam", jar);
      const request = new URL(start.headers.get("Location")!);
      expect(request.searchParams.get("openid.mode")).toBe("checkid_setup");
      expect(request.searchParams.get("openid.realm")).toBe(ORIGIN);
      expect(finish.headers.get("Location")).toBe("/en/register");
      await callRoute(registerAction, "/en/register", {
        jar,
        init: postForm({ terms: "on", personalData: "on" }),
      });
      const profile = await (await callRoute(profileApi, "/api/users/profile", { jar })).json();
      expect(profile).toMatchObject({
        login: "SteamRider",
        email: null,
        linkedAccounts: [{ provider: "steam", displayName: "SteamRider" }],
      });
      const [link] = await db()
        .select()
        .from(linkedAccounts)
        .where(eq(linkedAccounts.providerAccountId, "76561198000000042"));
      expect(link.provider).toBe("steam");
    });

    it("refuses a tampered assertion", async () => {
      const jar = new CookieJar();
      const { finish } = await providerRoundTrip("steam", jar, "lang=en", (callback) => {
        const other = "https://steamcommunity.com/openid/id/76561198000000099";
        callback.searchParams.set("openid.claimed_id", other);
        callback.searchParams.set("openid.identity", other);
      });
      expect(finish.headers.get("Location")).toBe("/en?authError=providerFailed");
      expect(jar.get("__session")).toBeUndefined();
    });

    it("refuses unsigned fields, a foreign endpoint and a foreign return_to", async () => {
      for (const tamper of [
        (c: URL) => c.searchParams.set("openid.signed", "op_endpoint,claimed_id"),
        (c: URL) => c.searchParams.set("openid.op_endpoint", "http://127.0.0.1:9/openid/login"),
        (c: URL) => c.searchParams.set("openid.return_to", "http://evil.example/api/users/steam-login"),
        (c: URL) => c.searchParams.set("openid.mode", "cancel"),
      ]) {
        const { finish } = await providerRoundTrip("steam", new CookieJar(), "lang=en", tamper);
        expect(finish.headers.get("Location")).toBe("/en?authError=providerFailed");
      }
    });

    it("refuses a replayed assertion", async () => {
      mocks.steam.setAccount("76561198000000042", "SteamRider");
      const jar = new CookieJar();
      const { callback, finish } = await providerRoundTrip("steam", jar);
      expect(finish.headers.get("Location")).toBe("/en/profile/personal");
      const thief = new CookieJar();
      // Even with the same state cookie, the nonce is spent.
      thief.set("__steam_state", callback.searchParams.get("state")!);
      thief.set("__auth_flow", "en|");
      const replay = await callRoute(socialLogin, callback.toString(), { jar: thief });
      expect(replay.headers.get("Location")).toBe("/en?authError=providerFailed");
      expect(thief.get("__session")).toBeUndefined();
    });

    it("refuses an assertion answered to another browser", async () => {
      const start = await callRoute(socialLogin, "/api/users/steam-login?lang=en", { jar: new CookieJar() });
      const atSteam = await fetch(start.headers.get("Location")!, { redirect: "manual" });
      const stranger = await callRoute(socialLogin, atSteam.headers.get("Location")!, {
        jar: new CookieJar(),
      });
      expect(stranger.headers.get("Location")).toBe("/?authError=providerFailed");
    });
  });

  it("refuses a blocked user at the provider sign-in too", async () => {
    await db().update(users).set({ isBlocked: true }).where(eq(users.email, "linker@players.example"));
    mocks.google.setAccount({ id: "g-500", email: "linker@players.example", verified: true, name: "Linker" });
    const { finish } = await providerRoundTrip("google", new CookieJar());
    expect(finish.headers.get("Location")).toBe("/en?authError=blocked");
  });
});
