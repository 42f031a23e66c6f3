import { redirect } from "@remix-run/node";
import type { User } from "~/db/schema";
import { langT, requestLang } from "~/i18n/i18n.server";
import { callerLang } from "~/utils/http.server";
import { localizePath, stripLangPrefix } from "~/utils/lang";
import { can, type Permission } from "~/utils/permissions";
import type { WriteContext } from "../audit/audit.server";
import { userForToken } from "./api-tokens.server";
import { getSignedIn } from "./session.server";

/**
 * Guard of the console pages (/admin): a visitor is sent to sign in and comes back; a signed-in
 * user without the right gets 403, which the page's error boundary shows as "no access".
 */
export async function requireConsoleUser(
  request: Request,
  permission: Permission = "console",
): Promise<User> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) {
    const url = new URL(request.url);
    const back = stripLangPrefix(url.pathname) + url.search;
    throw redirect(
      `${localizePath("/sign-in", requestLang(request))}?redirectTo=${encodeURIComponent(back)}`,
    );
  }
  if (!can(signedIn.user.role, "console") || !can(signedIn.user.role, permission))
    throw new Response("Forbidden", { status: 403 });
  return signedIn.user;
}

/** The audit context of a console form post. */
export function consoleContext(user: User, clientIp: string | undefined): WriteContext {
  return { actor: user, via: "console", ip: clientIp ?? null };
}

/**
 * A console API error: `{ code, message }` in the caller's language (`?lang=`, else
 * Accept-Language), never cached. The console's own codes (`console.errors.*`).
 */
export async function consoleApiError(request: Request, status: number, code: string, extra: object = {}) {
  const t = await langT(callerLang(request.url, request.headers.get("Accept-Language")));
  return Response.json(
    { code, message: t(`console.errors.${code}`), ...extra },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

/** The owner API's 405, with the `Allow` header naming the methods the path takes. */
export async function consoleMethodNotAllowed(request: Request, allow: string) {
  const response = await consoleApiError(request, 405, "METHOD_NOT_ALLOWED");
  response.headers.set("Allow", allow);
  return response;
}

/**
 * The owner API's guard. A call is authorized by the staff session cookie (the same-origin rule
 * applies to it) or by `Authorization: Bearer <token>`, which acts as the token's creator; a read
 * token may only GET. 401 without either, 403 without the right (the same table as the pages).
 */
export async function requireConsoleApi(
  request: Request,
  permission: Permission,
  clientIp: string | undefined,
): Promise<WriteContext & { actor: User }> {
  const authorization = request.headers.get("Authorization");
  let user: User;
  let via = "api";
  if (authorization !== null) {
    const secret = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const found = secret ? await userForToken(secret) : null;
    if (!found) throw await consoleApiError(request, 401, "UNAUTHORIZED");
    if (found.scope === "read" && request.method !== "GET" && request.method !== "HEAD")
      throw await consoleApiError(request, 403, "TOKEN_READ_ONLY");
    user = found.user;
    via = `token:${found.tokenId}`;
  } else {
    const signedIn = await getSignedIn(request);
    if (!signedIn) throw await consoleApiError(request, 401, "UNAUTHORIZED");
    user = signedIn.user;
  }
  if (!can(user.role, "console") || !can(user.role, permission))
    throw await consoleApiError(request, 403, "FORBIDDEN");
  return { actor: user, via, ip: clientIp ?? null };
}
