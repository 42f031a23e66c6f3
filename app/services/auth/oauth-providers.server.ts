import { AsyncLocalStorage } from "node:async_hooks";
import { OAuth2Tokens } from "arctic";
import { OAuth2Strategy } from "remix-auth-oauth2";
import type { Provider } from "~/db/schema";
import { env, type Env } from "~/env.server";
import type { ProviderIdentity } from "./sign-in.server";

type OAuthProvider = Exclude<Provider, "steam">;

interface Endpoints {
  authorize: string;
  token: string;
  userinfo: string;
}

/** The providers' real endpoints; a *_OAUTH_BASE_URL swaps in a local stand-in's. */
const REAL_ENDPOINTS: Record<OAuthProvider, Endpoints> = {
  google: {
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
  },
  discord: {
    authorize: "https://discord.com/oauth2/authorize",
    token: "https://discord.com/api/oauth2/token",
    userinfo: "https://discord.com/api/users/@me",
  },
  vk: {
    authorize: "https://id.vk.com/authorize",
    token: "https://id.vk.com/oauth2/auth",
    userinfo: "https://id.vk.com/oauth2/user_info",
  },
};

const SCOPES: Record<OAuthProvider, string[]> = {
  google: ["openid", "email", "profile"],
  discord: ["identify", "email"],
  vk: ["email"],
};

function endpoints(provider: OAuthProvider, e: Env): Endpoints {
  const base = {
    google: e.GOOGLE_OAUTH_BASE_URL,
    discord: e.DISCORD_OAUTH_BASE_URL,
    vk: e.VK_OAUTH_BASE_URL,
  }[provider];
  if (!base) return REAL_ENDPOINTS[provider];
  const root = base.replace(/\/$/, "");
  return { authorize: `${root}/authorize`, token: `${root}/token`, userinfo: `${root}/userinfo` };
}

function credentials(provider: OAuthProvider, e: Env) {
  if (provider === "google" && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET)
    return { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET };
  if (provider === "discord" && e.DISCORD_CLIENT_ID && e.DISCORD_CLIENT_SECRET)
    return { clientId: e.DISCORD_CLIENT_ID, clientSecret: e.DISCORD_CLIENT_SECRET };
  // VK ID web clients are public clients: PKCE replaces the secret.
  if (provider === "vk" && e.VK_CLIENT_ID)
    return { clientId: e.VK_CLIENT_ID, clientSecret: e.VK_CLIENT_SECRET ?? null };
  return null;
}

/** Cookie prefix of remix-auth-oauth2's state and PKCE verifier (cleared after the callback). */
export const OAUTH_STATE_COOKIE = "oauth2";

async function getJson(url: string, init: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`profile request failed with ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const str = (value: unknown) =>
  typeof value === "string" && value ? value : typeof value === "number" ? String(value) : null;

/** Each provider's profile call, read into one identity shape. */
const profile: Record<
  OAuthProvider,
  (tokens: OAuth2Tokens, endpoint: string, clientId: string) => Promise<ProviderIdentity>
> = {
  async google(tokens, endpoint) {
    const body = await getJson(endpoint, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
    return {
      provider: "google",
      accountId: str(body.sub)!,
      email: str(body.email),
      emailVerified: body.email_verified === true,
      displayName: str(body.name) ?? str(body.given_name),
    };
  },
  async discord(tokens, endpoint) {
    const body = await getJson(endpoint, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
    return {
      provider: "discord",
      accountId: str(body.id)!,
      email: str(body.email),
      emailVerified: body.verified === true,
      displayName: str(body.global_name) ?? str(body.username),
    };
  },
  async vk(tokens, endpoint, clientId) {
    const body = await getJson(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: clientId, access_token: tokens.accessToken() }),
    });
    const user = (body.user ?? {}) as Record<string, unknown>;
    const name = [str(user.first_name), str(user.last_name)].filter(Boolean).join(" ");
    return {
      provider: "vk",
      accountId: str(user.user_id)!,
      email: str(user.email),
      // VK ID does not say whether the address was confirmed: it never matches an existing account.
      emailVerified: false,
      displayName: name || null,
    };
  },
};

/**
 * VK ID (OAuth 2.1) wants the device_id and state of the callback in the code exchange, which the
 * generic client does not send; the callback request is kept at hand for that exchange.
 */
class VkIdStrategy extends OAuth2Strategy<ProviderIdentity> {
  private callback = new AsyncLocalStorage<Request>();

  override authenticate(request: Request) {
    return this.callback.run(request, () => super.authenticate(request));
  }

  protected override async validateAuthorizationCode(code: string, codeVerifier: string) {
    const query = new URL(this.callback.getStore()!.url).searchParams;
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: codeVerifier,
      client_id: this.options.clientId,
      redirect_uri: String(this.options.redirectURI),
      state: query.get("state") ?? "",
    });
    const deviceId = query.get("device_id");
    if (deviceId) body.set("device_id", deviceId);
    const response = await fetch(String(this.options.tokenEndpoint), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const data = (await response.json()) as Record<string, unknown>;
    if (!response.ok || typeof data.access_token !== "string") throw new Error("VK ID code exchange failed");
    return new OAuth2Tokens(data);
  }
}

/** The strategy of a configured OAuth provider (null when not configured); the callback is the start URL. */
export function oauthStrategy(
  provider: OAuthProvider,
  origin: string,
): OAuth2Strategy<ProviderIdentity> | null {
  const e = env();
  const creds = credentials(provider, e);
  if (!creds) return null;
  const urls = endpoints(provider, e);
  const Strategy = provider === "vk" ? VkIdStrategy : OAuth2Strategy<ProviderIdentity>;
  return new Strategy(
    {
      ...creds,
      authorizationEndpoint: urls.authorize,
      tokenEndpoint: urls.token,
      redirectURI: `${origin}/api/users/${provider}-login`,
      scopes: SCOPES[provider],
      cookie: { name: OAUTH_STATE_COOKIE, ...(origin.startsWith("https:") ? { secure: true as const } : {}) },
    },
    async ({ tokens }) => {
      const identity = await profile[provider](tokens, urls.userinfo, creds.clientId);
      if (!identity.accountId) throw new Error(`${provider} gave no account id`);
      return identity;
    },
  );
}
