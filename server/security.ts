import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { VIDEO_EMBED_ORIGINS } from "../app/utils/video-hosts";
import { refuseEarly } from "./early-refusal";
import helmet from "helmet";

/** 128 random bits, base64: a CSP nonce nobody can guess. */
export function newNonce() {
  return randomBytes(16).toString("base64");
}

/** Gives each response a fresh nonce that the CSP and Remix's inline scripts share. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newNonce();
  next();
};

/**
 * Helmet with a Content-Security-Policy. Production allows scripts only from the site and with
 * the per-response nonce; development also lets Vite's HMR client work. Frames only from the video
 * players the shop embeds; connections only to this origin (and its own websocket, for the live
 * desk); forms only to this origin and the payment provider's pages.
 */
export function securityHeaders(options: { dev: boolean; paymentOrigins?: string[] }) {
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const scriptSrc = options.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonce];
  // The socket of the live desk: the same host over ws(s). 'self' covers it in current browsers,
  // the explicit source covers the rest; Vite's HMR socket (its own port) only in development.
  const ownSocket = (req: IncomingMessage) => {
    const request = req as Request;
    return `${request.secure ? "wss" : "ws"}://${request.get("host") ?? "localhost"}`;
  };
  const connectSrc = options.dev ? ["'self'", ownSocket, "ws:", "wss:"] : ["'self'", ownSocket];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": scriptSrc,
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": connectSrc,
        "media-src": ["'self'", "blob:"],
        "frame-src": ["'self'", ...VIDEO_EMBED_ORIGINS],
        "worker-src": ["'self'", "blob:"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        // A buy form without JavaScript is redirected to the payment provider's page, which
        // form-action governs too.
        "form-action": ["'self'", ...(options.paymentOrigins ?? [])],
        "frame-ancestors": ["'self'"],
      },
    },
    // Embedded players and pay pages are cross-origin; COEP would block them.
    crossOriginEmbedderPolicy: false,
    // HSTS is sent only behind TLS (see hstsBehindTls): a plain-http localhost must stay reachable.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * Powerful browser features no page of the shop uses, off for the pages and for anything they
 * embed: a script that got in could not turn on the camera or microphone, read the location or
 * open a payment sheet.
 */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  next();
};

/** HSTS for requests that reached the proxy over https (Fly terminates TLS). */
export const hstsBehindTls: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
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
      return void res.status(403).type("text/plain").send("Forbidden: cross-origin request");
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
