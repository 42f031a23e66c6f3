import { parse as parseCookie } from "cookie";
import { env } from "~/env.server";
import { readCookie } from "~/utils/preferences";

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
}

/** Whether the shop's public origin is https: its cookies are then always Secure. */
function publicOverTls() {
  return env().PUBLIC_URL?.startsWith("https://") ?? false;
}

/**
 * A Set-Cookie value for the site: path /, SameSite=Lax, HttpOnly unless told otherwise, and Secure
 * whenever the shop's PUBLIC_URL is https or the request came over TLS (Fly's proxy says so through
 * X-Forwarded-Proto, which the Express wrapper trusts only when TRUST_PROXY is right) — so a
 * misconfigured proxy cannot make a public shop's cookies travel in clear, and local http:// runs
 * still keep theirs.
 */
export function setCookie(request: Request, name: string, value: string, options: CookieOptions = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (options.httpOnly !== false) parts.push("HttpOnly");
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (publicOverTls() || new URL(request.url).protocol === "https:") parts.push("Secure");
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

/**
 * The session cookie's name: `__Host-session` on a public https shop — the browser then accepts it
 * only Secure, for this host alone and path / (no subdomain or http page can plant or shadow it) —
 * and `__session` on local http runs, where a __Host- cookie could not be set.
 */
export function sessionCookieName() {
  return publicOverTls() ? "__Host-session" : "__session";
}
