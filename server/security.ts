import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { VIDEO_EMBED_ORIGINS } from "../app/utils/video-hosts";
import { refuseEarly } from "./early-refusal";
import { staticSecurityHeaders } from "./static-headers";

/** 128 random bits, base64: a CSP nonce nobody can guess. */
export function newNonce() {
  return randomBytes(16).toString("base64");
}

/** Gives each response a fresh nonce that the CSP and Remix's inline scripts share. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newNonce();
  next();
};

export interface PolicyOptions {
  dev: boolean;
  paymentOrigins?: string[];
  /** PUBLIC_URL: the live desk's socket is named by it; never by the request's Host. */
  publicUrl?: string;
}

/**
 * The Content-Security-Policy, as a function of what varies between answers: the script sources
 * beyond 'self' (a fresh nonce on a rendered answer; the hashes of its inline scripts on a stored
 * page, decision 0018). Production allows scripts only from the site and from those sources;
 * development also lets Vite's HMR client work. Frames only from the video players the shop
 * embeds; connections only to this origin and its own websocket — 'self', which current browsers
 * extend to the same host's ws(s), and the socket of PUBLIC_URL when one is set. Nothing of the
 * request (its Host header) reaches the policy: a Host of `x;script-src 'unsafe-inline'` once
 * landed in it. Forms only to this origin and the payment provider's pages. Built once: an answer
 * only fills in its script sources.
 */
export function contentSecurityPolicy(options: PolicyOptions) {
  const scripts = options.dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self'";
  // 'self' covers the same host's websocket in current browsers, the explicit source the rest;
  // Vite's HMR socket (its own port) only in development.
  const sockets = options.dev ? " ws: wss:" : socketSource(options.publicUrl);
  const before = `default-src 'self';script-src ${scripts}`;
  const middle = `;style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self'`;
  const after = [
    `${sockets};media-src 'self' blob:`,
    `frame-src 'self' ${VIDEO_EMBED_ORIGINS.join(" ")}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // A buy form without JavaScript is redirected to the payment provider's page, which
    // form-action governs too.
    ["form-action 'self'", ...(options.paymentOrigins ?? [])].join(" "),
    "frame-ancestors 'self'",
  ].join(";");
  return (scriptSources: readonly string[]) =>
    `${before}${options.dev ? "" : scriptSources.map((source) => ` ${source}`).join("")}${middle}${after}`;
}

/** The live desk's socket at PUBLIC_URL (ws for http, wss for https), as a source; "" without one. */
function socketSource(publicUrl: string | undefined) {
  if (!publicUrl) return "";
  const url = new URL(publicUrl);
  return ` ${url.protocol === "https:" ? "wss" : "ws"}://${url.host}`;
}

/**
 * The security headers of every answer Remix or the app renders: the static ones above and the
 * policy with this answer's nonce (`cspNonce` runs first).
 */
export function securityHeaders(options: PolicyOptions): RequestHandler {
  const fixed = staticSecurityHeaders();
  const policy = contentSecurityPolicy(options);
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", policy([`'nonce-${res.locals.cspNonce as string}'`]));
    next();
  };
}

/** A year of HTTPS only, for this host and its subdomains. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** HSTS for requests that reached the proxy over https (Fly terminates TLS). */
export const hstsBehindTls: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  next();
};

/**
 * Refuses state-changing requests sent from another origin (with SameSite cookies this closes
 * cross-site request forgery). Requests without an Origin header (old browsers, server-to-server
 * calls such as payment webhooks) pass; they carry no browser session. The whole origin counts —
 * scheme, host and port — so an http:// page cannot post to the https:// site.
 */
export function sameOriginMutations(publicUrl: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    if (!origin) return next();
    if (!isSameOrigin(origin, `${req.protocol}://${req.get("host")}`, publicUrl))
      return void refuseEarly(req, res, { status: 403, key: "crossOrigin", code: "FORBIDDEN" });
    // Remix aborts a page's form post whose Origin names another host than X-Forwarded-Host (or
    // Host) with a bare 500 and a logged stack: the same disagreement is a 400 here, translated.
    const forwarded = req.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (new URL(origin).host !== (forwarded || req.get("host")))
      return void refuseEarly(req, res, { status: 400, key: "hostMismatch", code: "BAD_REQUEST" });
    next();
  };
}

/** Headers through which a proxy tells the client's address, scheme and host. */
const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "forwarded",
];

/**
 * Drops the X-Forwarded-* headers of a request that did not come through a trusted proxy (TRUST_PROXY),
 * before anything reads them: Express already ignores them then, but Remix and our own adapter
 * read headers directly (the host Remix checks a form's Origin against, the port of the URL).
 */
export const untrustedForwardingDropped: RequestHandler = (req, _res, next) => {
  const trusted = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  if (!trusted(req.socket.remoteAddress ?? "", 0))
    for (const name of FORWARDED_HEADERS) delete req.headers[name];
  next();
};

/**
 * Whether a browser's Origin header names this site: the configured public origin, or the origin
 * the request itself reached (scheme as the trusted proxy reports it, host, port).
 */
export function isSameOrigin(origin: string, requestOrigin: string, publicUrl: string | undefined) {
  const parsed = parseOrigin(origin);
  if (!parsed) return false; // "null" and malformed origins never match
  return (
    parsed === parseOrigin(requestOrigin) || (publicUrl !== undefined && parsed === parseOrigin(publicUrl))
  );
}

function parseOrigin(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
