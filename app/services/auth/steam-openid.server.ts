import { lt } from "drizzle-orm";
import { redirect } from "@remix-run/node";
import { db } from "~/db/client.server";
import { openidNonces } from "~/db/schema";
import { env } from "~/env.server";
import { isUniqueViolation } from "~/db/errors";
import { requestCookie, setCookie } from "./cookies.server";
import type { ProviderIdentity } from "./sign-in.server";
import { randomToken, safeEqual } from "./tokens.server";

/**
 * Steam sign-in is OpenID 2.0, not OAuth 2: the assertion comes back in the query string and is
 * verified as ARCHITECTURE §6 says — mode, endpoint, signed fields, return_to, the claimed id
 * pattern, then check_authentication with Steam itself, and a nonce that works only once.
 */
const OPENID_NS = "http://specs.openid.net/auth/2.0";
const IDENTIFIER_SELECT = `${OPENID_NS}/identifier_select`;
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656\d{13})$/;
const MUST_BE_SIGNED = [
  "op_endpoint",
  "claimed_id",
  "identity",
  "return_to",
  "response_nonce",
  "assoc_handle",
];
/** Binds the answer to the browser that asked (no signing in someone else's browser). */
export const STEAM_STATE_COOKIE = "__steam_state";
const NONCE_MAX_AGE_MS = 5 * 60 * 1000;

export class SteamAssertionError extends Error {}

const callbackUrl = (origin: string, state: string) => `${origin}/api/users/steam-login?state=${state}`;

/** Sends the browser to Steam's sign-in page. */
export function startSteamSignIn(request: Request, origin: string) {
  const state = randomToken(16);
  const url = new URL(env().STEAM_OPENID_URL);
  url.search = new URLSearchParams({
    "openid.ns": OPENID_NS,
    "openid.mode": "checkid_setup",
    "openid.return_to": callbackUrl(origin, state),
    "openid.realm": origin,
    "openid.identity": IDENTIFIER_SELECT,
    "openid.claimed_id": IDENTIFIER_SELECT,
  }).toString();
  return redirect(url.toString(), {
    headers: { "Set-Cookie": setCookie(request, STEAM_STATE_COOKIE, state, { maxAgeSeconds: 600 }) },
  });
}

/** Verifies Steam's answer and returns the Steam account; throws SteamAssertionError otherwise. */
export async function verifySteamAssertion(request: Request, origin: string): Promise<ProviderIdentity> {
  const { STEAM_OPENID_URL } = env();
  const query = new URL(request.url).searchParams;
  const get = (key: string) => query.get(`openid.${key}`) ?? "";
  const fail = (why: string) => new SteamAssertionError(why);

  if (get("mode") !== "id_res") throw fail("mode is not id_res");
  if (get("ns") !== OPENID_NS) throw fail("wrong namespace");
  if (get("op_endpoint") !== STEAM_OPENID_URL) throw fail("wrong op_endpoint");

  const state = query.get("state") ?? "";
  const expectedState = requestCookie(request, STEAM_STATE_COOKIE) ?? "";
  if (!state || !expectedState || !safeEqual(state, expectedState))
    throw fail("state does not match this browser");
  if (get("return_to") !== callbackUrl(origin, state)) throw fail("return_to is not ours");

  const signed = get("signed").split(",");
  if (!MUST_BE_SIGNED.every((field) => signed.includes(field))) throw fail("required fields are not signed");

  const claimed = CLAIMED_ID.exec(get("claimed_id"));
  if (!claimed || get("identity") !== get("claimed_id")) throw fail("claimed id is not a Steam id");

  const nonce = get("response_nonce");
  const issued = Date.parse(nonce.slice(0, 20));
  if (!Number.isFinite(issued) || Math.abs(Date.now() - issued) > NONCE_MAX_AGE_MS) throw fail("stale nonce");

  // Steam checks its own signature: the assertion goes back with mode check_authentication.
  const check = new URLSearchParams();
  for (const [key, value] of query) if (key.startsWith("openid.")) check.set(key, value);
  check.set("openid.mode", "check_authentication");
  const response = await fetch(STEAM_OPENID_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: check,
    signal: AbortSignal.timeout(10_000),
  });
  const answer = await response.text();
  if (!response.ok || !/^is_valid\s*:\s*true\s*$/m.test(answer))
    throw fail("Steam did not confirm the signature");

  await db()
    .delete(openidNonces)
    .where(lt(openidNonces.seenAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
  try {
    await db()
      .insert(openidNonces)
      .values({ nonce: `${get("op_endpoint")} ${nonce}` });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail("replayed nonce");
    throw error;
  }

  const steamId = claimed[1];
  return {
    provider: "steam",
    accountId: steamId,
    email: null,
    emailVerified: false,
    displayName: await personaName(steamId),
  };
}

/** The player's Steam name through the Web API; sign-in works without it. */
async function personaName(steamId: string): Promise<string | null> {
  const { STEAM_API_KEY, STEAM_API_URL } = env();
  if (!STEAM_API_KEY) return null;
  try {
    const url = new URL(`${STEAM_API_URL.replace(/\/$/, "")}/ISteamUser/GetPlayerSummaries/v0002/`);
    url.search = new URLSearchParams({ key: STEAM_API_KEY, steamids: steamId }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { response?: { players?: { personaname?: string }[] } };
    return body.response?.players?.[0]?.personaname ?? null;
  } catch {
    return null;
  }
}
