/**
 * What the request log must never hold (hardening issue, "secrets in logs"): session cookies,
 * authorization headers, cookies being set, and the one-time tokens and signatures that travel
 * in URLs (sign-in and e-mail-change links, OAuth codes, signed buy links, payment codes).
 * Anyone who can read the log could otherwise sign in as a customer.
 */
const SECRET_HEADERS = new Set([
  "cookie",
  "authorization",
  "proxy-authorization",
  "set-cookie",
  "x-signature",
  "x-webhook-signature",
]);

/** Query parameters whose values are credentials (OAuth, OpenID, signed links, payment codes). */
const SECRET_QUERY =
  /^(token|code|state|sig|signature|key|uniquecode|openid\.sig|openid\.assoc_handle|device_id|code_verifier)$/i;

/**
 * Path segments after these are tokens: /auth/<token>, /auth/email/<token>, and the invoice id of
 * a purchase page (/sandbox/purchase/<invoice>), with or without /en.
 */
const TOKEN_PATH = /(\/auth\/(?:email\/)?|\/sandbox\/purchase\/)[^/?#]+/g;

export const REDACTED = "[redacted]";

/** A URL (path and query) with its tokens and secret parameters replaced. */
export function redactUrl(url: string): string {
  const [pathPart, ...rest] = url.split("?");
  const path = pathPart.replace(TOKEN_PATH, `$1${REDACTED}`);
  if (!rest.length) return path;
  const query = rest
    .join("?")
    .split("&")
    .map((pair) => {
      const [name] = pair.split("=", 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return SECRET_QUERY.test(decoded) && pair.includes("=") ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Headers that hold a URL: a redirect after paying or signing in carries the same tokens. */
const URL_HEADERS = new Set(["location", "referer", "content-location"]);

function redactHeaders(headers: Record<string, unknown> | undefined) {
  if (!headers) return headers;
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    copy[name] = SECRET_HEADERS.has(lower)
      ? REDACTED
      : URL_HEADERS.has(lower) && typeof value === "string"
        ? redactUrl(value)
        : value;
  }
  return copy;
}

/** The response headers a request's log line carries. */
const LOGGED_RESPONSE_HEADERS = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "location",
  "x-cache",
  "set-cookie",
]);

interface SerializedMessage {
  url?: unknown;
  headers?: Record<string, unknown>;
  query?: unknown;
  params?: unknown;
}

/**
 * pino-http serializers that drop the secrets above from every logged request and response. pino-http
 * wraps them: each receives the standard serialized object (url, headers, …), never the raw message.
 */
export const redactingSerializers = {
  req(req: SerializedMessage) {
    return Object.assign(req, {
      url: typeof req.url === "string" ? redactUrl(req.url) : req.url,
      headers: redactHeaders(req.headers),
      // Express fills query and params with the same values the URL holds.
      query: undefined,
      params: undefined,
    });
  },
  // A response's line keeps the headers that say what was sent, not every security and cache
  // header of every answer (they are the same each time and made each line ~1.8 kB).
  res(res: SerializedMessage) {
    const kept = Object.fromEntries(
      Object.entries(res.headers ?? {}).filter(([name]) => LOGGED_RESPONSE_HEADERS.has(name.toLowerCase())),
    );
    return Object.assign(res, { headers: redactHeaders(kept) });
  },
};
