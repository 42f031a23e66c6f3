import { parse as parseCookie } from "cookie";
import { readCookie } from "~/utils/preferences";

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
}

/**
 * A Set-Cookie value for the site: path /, SameSite=Lax, HttpOnly unless told otherwise, and Secure
 * whenever the request came over TLS (Fly's proxy says so through X-Forwarded-Proto, which the
 * Express wrapper trusts), so local http:// runs still keep their cookies.
 */
export function setCookie(request: Request, name: string, value: string, options: CookieOptions = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (options.httpOnly !== false) parts.push("HttpOnly");
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (new URL(request.url).protocol === "https:") parts.push("Secure");
  return parts.join("; ");
}

/** A Set-Cookie value that removes the cookie. */
export function clearCookie(request: Request, name: string) {
  return setCookie(request, name, "", { maxAgeSeconds: 0 });
}

/** The value of one cookie of the request. */
export function requestCookie(request: Request, name: string) {
  return readCookie(request.headers.get("Cookie"), name);
}

/** Names of the request's cookies that start with `prefix`. */
export function requestCookieNames(request: Request, prefix: string) {
  return Object.keys(parseCookie(request.headers.get("Cookie") ?? "")).filter((name) =>
    name.startsWith(prefix),
  );
}
