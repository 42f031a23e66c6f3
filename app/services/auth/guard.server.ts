import { redirect } from "@remix-run/node";
import type { User } from "~/db/schema";
import { requestLang } from "~/i18n/i18n.server";

import { localizePath } from "~/utils/lang";
import { can, type Permission } from "~/utils/permissions";
import { clearCookie, sessionCookieName } from "./cookies.server";
import { getSignedIn, hasSessionCookie } from "./session.server";
import { apiError } from "~/services/api-errors.server";

/**
 * Guard of the private pages (SPEC §2.3): signed-out visitors and roles without the permission go
 * to the home page. A stale session cookie is dropped on the way, which ends the signed-in state.
 */
export async function requireUser(request: Request, permission: Permission = "profile"): Promise<User> {
  const signedIn = await getSignedIn(request);
  const home = localizePath("/", requestLang(request));
  if (!signedIn) {
    throw redirect(
      home,
      hasSessionCookie(request)
        ? { headers: { "Set-Cookie": clearCookie(request, sessionCookieName()) } }
        : undefined,
    );
  }
  if (!can(signedIn.user.role, permission)) throw redirect(home);
  return signedIn.user;
}

/** The API's guard: 401 (and the stale cookie dropped) when signed out, 403 without the permission. */
export async function requireApiUser(request: Request, permission: Permission = "profile"): Promise<User> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) {
    const response = await apiError(request, 401, "UNAUTHORIZED");
    if (hasSessionCookie(request))
      response.headers.append("Set-Cookie", clearCookie(request, sessionCookieName()));
    throw response;
  }
  if (!can(signedIn.user.role, permission)) throw await apiError(request, 403, "FORBIDDEN");
  return signedIn.user;
}
