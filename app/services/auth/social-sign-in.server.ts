import type { Provider } from "~/db/schema";
import { configuredProviderNames, env } from "~/env.server";

import { isLang, type Lang } from "~/utils/lang";
import { returnPath } from "~/utils/preferences";
import { siteOrigin } from "~/utils/seo.server";
import { logger } from "../logger.server";
import { clearCookie, requestCookie, requestCookieNames, setCookie } from "./cookies.server";
import { OAUTH_STATE_COOKIE, oauthStrategy } from "./oauth-providers.server";
import { getSignedIn } from "./session.server";
import { outcomeResponse, resolveProviderSignIn, type ProviderIdentity } from "./sign-in.server";
import { startSteamSignIn, STEAM_STATE_COOKIE, verifySteamAssertion } from "./steam-openid.server";
import { apiError } from "~/services/api-errors.server";

/** Remembers the page language and the return path while the visitor is at the provider. */
const FLOW_COOKIE = "__auth_flow";
const FLOW_TTL_SECONDS = 10 * 60;

/** Whether a provider is configured (only those appear in the interface). */
export function providerConfigured(provider: Provider) {
  return configuredProviderNames(env()).includes(provider);
}

/** The configured providers, in display order. */
export function configuredProviders(): Provider[] {
  return configuredProviderNames(env());
}

const isCallback = (provider: Provider, query: URLSearchParams) =>
  provider === "steam"
    ? query.has("openid.mode")
    : query.has("state") || query.has("code") || query.has("error");

/** One provider sign-in step: the start (redirect to the provider) or the callback (sign in, link, register). */
export async function socialSignIn(provider: Provider, request: Request): Promise<Response> {
  const origin = siteOrigin();
  const query = new URL(request.url).searchParams;
  const strategy = provider === "steam" ? null : oauthStrategy(provider, origin);
  if (!providerConfigured(provider)) return apiError(request, 404, "NOT_FOUND");

  if (!isCallback(provider, query)) {
    const lang = isLang(query.get("lang")) ? (query.get("lang") as Lang) : "ru";
    const redirectTo = returnPath(query.get("redirectTo")) ?? "";
    const flowCookie = setCookie(request, FLOW_COOKIE, `${lang}|${redirectTo}`, {
      maxAgeSeconds: FLOW_TTL_SECONDS,
    });
    let start: Response;
    if (provider === "steam") start = startSteamSignIn(request, origin);
    else {
      try {
        await strategy!.authenticate(request);
        return apiError(request, 500, "PROVIDER_FAILED");
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        start = thrown;
      }
    }
    start.headers.append("Set-Cookie", flowCookie);
    return start;
  }

  const [flowLang, flowRedirect] = (requestCookie(request, FLOW_COOKIE) ?? "").split("|");
  const lang: Lang = isLang(flowLang) ? flowLang : "ru";
  const redirectTo = returnPath(flowRedirect);
  // The flow's cookies have done their work either way.
  const cleared = [FLOW_COOKIE, STEAM_STATE_COOKIE, ...requestCookieNames(request, `${OAUTH_STATE_COOKIE}:`)]
    .filter((name) => requestCookie(request, name) !== undefined)
    .map((name) => clearCookie(request, name));

  let identity: ProviderIdentity;
  try {
    identity =
      provider === "steam"
        ? await verifySteamAssertion(request, origin)
        : await strategy!.authenticate(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger().warn(
      { provider, err: error instanceof Error ? error.message : String(error) },
      "social sign-in refused",
    );
    return outcomeResponse(
      request,
      { kind: "error", error: "providerFailed", lang },
      { extraCookies: cleared },
    );
  }
  const current = (await getSignedIn(request))?.user ?? null;
  const outcome = await resolveProviderSignIn(identity, current, lang, redirectTo);
  return outcomeResponse(request, outcome, { extraCookies: cleared });
}
