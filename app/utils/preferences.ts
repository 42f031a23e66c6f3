/** Cookie and storage key of the cookie-consent answer (SPEC §3). */
export const COOKIE_CONSENT_KEY = "cookieConsent";
/** Cookie and storage key holding the hash of the dismissed notification banner's title. */
export const BANNER_DISMISSED_KEY = "notificationHash";
/** Remembered preferences live a year (SPEC §9: notification lifetime 365 days). */
export const PREFERENCE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A short stable hash (FNV-1a, hex) of the banner title: a new title shows the banner again. */
export function bannerHash(title: string): string {
  let hash = 0x811c9dc5;
  for (const char of title) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * Reads one cookie from a Cookie header (or document.cookie) as the `cookie` package's parser does
 * (the first of a repeated name, %-escapes decoded) — written out because the browser needs only
 * this, and the package weighed 4 kB in every page's code. Never throws: a malformed value (a stray
 * %) comes back as sent.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    return decodeCookieValue(pair.slice(equals + 1).trim());
  }
  return undefined;
}

function decodeCookieValue(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The origin a path is resolved against to see whether it stays on this site. */
const SAME_SITE = "http://same-site.invalid";

/**
 * Only same-site paths may be redirect targets: the one helper every redirect target goes
 * through. The path is parsed once, as a browser would read it, and given back as the URL parser
 * writes it — percent-encoded ASCII, so a "/Ā" or "/。evil.test" can neither break the Location
 * header (a 500 that spent the victim's sign-in link) nor lead to another host.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.includes("\\") ||
    // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  )
    return fallback;
  try {
    const url = new URL(value, SAME_SITE);
    if (url.origin !== SAME_SITE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** A return path the visitor asked for, when it is a safe same-site path; null otherwise. */
export function returnPath(value: string | null | undefined): string | null {
  return value ? safeRedirectPath(value, "") || null : null;
}
