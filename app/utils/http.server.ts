import { parse as parseCookie } from "cookie";
import { isLang, type Lang } from "./lang";
import { BANNER_DISMISSED_KEY, COOKIE_CONSENT_KEY } from "./preferences";

/** Cookies that make nothing private: the two preferences a page shows (decision 0018). */
const SHAREABLE_COOKIES = new Set([COOKIE_CONSENT_KEY, BANNER_DISMISSED_KEY]);

/**
 * Whether an answer to a request with these cookies may be shared with other visitors: only when
 * it carries no cookie but the preferences. An allowlist on purpose — the session is not the only
 * private cookie (a registration in progress, a sign-in or OAuth flow), and a cookie the shop does
 * not know could change a page in a way nobody checked.
 */
export function sharesPages(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return true;
  return Object.keys(parseCookie(cookieHeader)).every((name) => SHAREABLE_COOKIES.has(name));
}

/**
 * Cache policy of ARCHITECTURE §7: anonymous catalogue answers may be kept by a CDN; anything
 * with a private cookie is private. No `Vary: Cookie` (no shared cache can use it): the JSON
 * answers do not depend on cookies, and anonymous documents get their policy from the page cache.
 */
export function cacheHeaders(request: Request, { maxAge = 60, sMaxAge = 300, swr = 600 } = {}): HeadersInit {
  if (!sharesPages(request.headers.get("Cookie"))) return { "Cache-Control": "private, no-store" };
  return {
    "Cache-Control": `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${swr}`,
  };
}

/** A JSON answer with the catalogue cache policy. */
export function catalogueJson(request: Request, data: unknown) {
  return Response.json(data, { headers: cacheHeaders(request) });
}

/** A JSON answer about one signed-in user or one chat: never stored by a cache. */
export function privateJson(data: unknown, status = 200) {
  return Response.json(data, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** The JSON error answers of the API: `{ message }` with a status. */
export function jsonError(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** 405 with the `Allow` header every 405 must carry (RFC 9110 §15.5.6): the methods the route takes. */
export function methodNotAllowed(allow: string) {
  return jsonError(405, "Method Not Allowed", { Allow: allow });
}

/** The language an API call asks for (`lang` or `language`, Russian by default); null when unknown. */
export function apiLang(request: Pick<Request, "url">): Lang | null {
  const params = new URL(request.url).searchParams;
  const value = params.get("lang") ?? params.get("language") ?? "ru";
  return isLang(value) ? value : null;
}

/** An API call's fields: a JSON body (the SPEC's client) or a form post. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.headers.get("Content-Type")?.includes("application/json")) {
    const body = await request.json().catch(() => null);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  }
  return Object.fromEntries(await request.formData());
}
