import type { RequestHandler } from "express";

/** What the app serves itself or the API: never redirected (their paths are what clients send). */
const UNTOUCHED = /^\/(api|assets|media|fonts|resources|socket\.io)(\/|$)/;
/** Paths carrying a token or an invoice, whose letters' case is part of them. */
const CASE_SENSITIVE = /^\/(en\/)?(auth|sandbox|alerts|payment)(\/|$)/i;

/**
 * The one address of a page (decision 0042): a variant — a trailing slash (`/en/`, `/catalog/`)
 * or capital letters (`/Catalog`, `/EN/catalog`) — answers 301 to it, query kept, so search
 * engines and shared links see one URL and the page cache stores one page. Null when `path` is
 * already canonical, or is not a page's.
 */
export function canonicalPath(path: string): string | null {
  // `//host` or `/\host` would leave the site as a Location: never rewritten.
  if (path === "/" || /^\/[/\\]/.test(path) || UNTOUCHED.test(path) || path.endsWith(".data")) return null;
  let canonical = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  const lastSegment = canonical.slice(canonical.lastIndexOf("/") + 1);
  if (!CASE_SENSITIVE.test(canonical) && !lastSegment.includes(".")) canonical = canonical.toLowerCase();
  return canonical === path ? null : canonical;
}

/** Redirects GET and HEAD of a page's variant to its canonical path with 301. */
export const canonicalPaths: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const canonical = canonicalPath(req.path);
  if (canonical === null) return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.set("Cache-Control", "public, max-age=3600").redirect(301, canonical + query);
};
