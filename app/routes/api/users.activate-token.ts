import type { ActionFunctionArgs } from "@remix-run/node";
import { activateSignInToken } from "~/services/auth/magic-link.server";
import { outcomeResponse } from "~/services/auth/sign-in.server";
import { jsonError } from "~/utils/http.server";
import { readBody } from "./users.login";

/** POST /api/users/activate-token {token}: signs in (a session cookie) or starts registration. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method Not Allowed");
  const { token } = await readBody(request);
  if (typeof token !== "string" || !token) return jsonError(400, "tokenInvalid");
  const result = await activateSignInToken(token);
  const outcome = result.kind === "error" ? { ...result, lang: "ru" as const } : signInOutcome(result);
  return outcomeResponse(request, outcome, { json: true });
}

/** A sign-in link's result as a sign-in outcome (also used by the /auth/{token} page). */
export function signInOutcome(
  result: Exclude<Awaited<ReturnType<typeof activateSignInToken>>, { kind: "error" }>,
) {
  if (result.kind === "user") return result;
  return {
    kind: "register" as const,
    identity: { email: result.email, emailVerified: true, lang: result.lang, redirectTo: result.redirectTo },
  };
}
