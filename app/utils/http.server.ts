import { languages, type Lang } from "./lang";

/** Cookie names that mean a signed-in visitor (the session cookie of the accounts feature). */
const SESSION_COOKIES = ["__session"];

/**
 * Cache policy of ARCHITECTURE §7: anonymous catalogue answers may be kept by a CDN (and vary by
 * cookie, since the banner and consent choices are cookies); anything signed-in is private.
 */
export function cacheHeaders(request: Request, { maxAge = 60, sMaxAge = 300, swr = 600 } = {}): HeadersInit {
  const cookie = request.headers.get("Cookie") ?? "";
  const signedIn = SESSION_COOKIES.some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookie));
  if (signedIn) return { "Cache-Control": "private, no-store" };
  return {
    "Cache-Control": `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${swr}`,
    Vary: "Cookie",
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
export function jsonError(status: number, message: string) {
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The language an API call asks for (`lang` or `language`, Russian by default); null when unknown. */
export function apiLang(request: Pick<Request, "url">): Lang | null {
  const params = new URL(request.url).searchParams;
  const value = params.get("lang") ?? params.get("language") ?? "ru";
  return languages.includes(value as Lang) ? (value as Lang) : null;
}

/** An API call's fields: a JSON body (the SPEC's client) or a form post. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.headers.get("Content-Type")?.includes("application/json")) {
    const body = await request.json().catch(() => null);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  }
  return Object.fromEntries(await request.formData());
}
