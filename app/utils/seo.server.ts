import { localizePath, stripLangPrefix } from "./lang";

/** The site's public origin: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(request: Request) {
  return (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}

/** Absolute canonical URL of a path (unprefixed) in the request's language. */
export function canonicalUrl(request: Request, path: string) {
  const url = new URL(request.url);
  const lang = url.pathname === "/en" || url.pathname.startsWith("/en/") ? "en" : "ru";
  return siteOrigin(request) + localizePath(stripLangPrefix(path), lang);
}
