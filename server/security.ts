import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Gives each response a fresh nonce that the CSP and Remix's inline scripts share. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Helmet with a Content-Security-Policy. Production allows scripts only from the site and with
 * the per-response nonce; development also lets Vite's HMR client work.
 */
export function securityHeaders(options: { dev: boolean; hmrPort?: number }) {
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const scriptSrc = options.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonce];
  const connectSrc = ["'self'", "ws:", "wss:"];
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
        "frame-src": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        // The buy form without JavaScript is redirected to the aggregator's https payment page.
        "form-action": ["'self'", "https:"],
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

/** HSTS for requests that reached the proxy over https (Fly terminates TLS). */
export const hstsBehindTls: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
};

/**
 * Refuses state-changing requests sent from another origin (with SameSite cookies this closes
 * cross-site request forgery). Requests without an Origin header (old browsers, server-to-server
 * calls such as payment webhooks) pass; they carry no browser session.
 */
export const sameOriginMutations: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.get("origin");
  if (!origin || originHost(origin) === req.get("host")) return next();
  res.status(403).type("text/plain").send("Forbidden: cross-origin request");
};

function originHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" and malformed origins never match
  }
}
