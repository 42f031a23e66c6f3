import { parse as parseCookie } from "cookie";
import { defaultLang, isLang, langFromPathname, type Lang } from "./lang";
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

/** The language an API call asks for (`lang` or `language`, Russian by default); null when unknown. */
export function apiLang(request: Pick<Request, "url">): Lang | null {
  const params = new URL(request.url).searchParams;
  const value = params.get("lang") ?? params.get("language") ?? "ru";
  return isLang(value) ? value : null;
}

/**
 * The language an error is told in: the language the call names (`?lang=`), else — for the API —
 * the first of the client's Accept-Language the shop speaks, else the language of the path.
 */
export function callerLang(url: string, acceptLanguage: string | null | undefined): Lang {
  const { searchParams, pathname } = new URL(url);
  const named = searchParams.get("lang") ?? searchParams.get("language");
  if (isLang(named)) return named;
  if (!pathname.startsWith("/api/")) return langFromPathname(pathname);
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().toLowerCase().split(";");
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => isLang(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (preferred[0]?.lang as Lang | undefined) ?? defaultLang;
}

/** The language a request's refusals and messages are told in (callerLang of its URL and header). */
export function errorLang(request: Pick<Request, "url" | "headers">): Lang {
  return callerLang(request.url, request.headers.get("Accept-Language"));
}

/** An API call's fields: a JSON body (the SPEC's client) or a form post. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.headers.get("Content-Type")?.includes("application/json")) {
    const body = await request.json().catch(() => null);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  }
  return Object.fromEntries(await request.formData());
}
