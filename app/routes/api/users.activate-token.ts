import type { ActionFunctionArgs } from "@remix-run/node";
import { followSignInLink } from "~/services/auth/magic-link.server";
import { outcomeResponse } from "~/services/auth/sign-in.server";
import { readBody } from "~/utils/http.server";
import { apiError, methodNotAllowed } from "~/services/api-errors.server";

/** POST /api/users/activate-token {token}: signs in (a session cookie) or starts registration. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const { token } = await readBody(request);
  if (typeof token !== "string" || !token) return apiError(request, 400, "TOKEN_INVALID");
  return outcomeResponse(request, await followSignInLink(token, "ru"), { json: true });
}
