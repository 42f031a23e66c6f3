import { env } from "~/env.server";
import { localizePath, stripLangPrefix } from "./lang";
import { sharedSlot } from "./singleton.server";

// The origin the server itself listens on (set at start), for when PUBLIC_URL is unset.
const listening = sharedSlot<string>("listeningOrigin");

/** Records the origin this server listens on (server/start.ts, once the port is known). */
export function setListeningOrigin(origin: string | undefined) {
  listening.set(origin);
}

/**
 * The site's public origin for every absolute link it hands out (e-mailed sign-in and
 * e-mail-change links, OAuth callbacks, canonical URLs, the sitemap): PUBLIC_URL, or without it
 * the server's own http://localhost:PORT. Never a request's Host or X-Forwarded-Host header: a
 * forged header would otherwise mail a customer a working sign-in token on an attacker's host.
 */
export function siteOrigin(): string {
  const { PUBLIC_URL, PORT } = env();
  return (PUBLIC_URL ?? listening.get() ?? `http://localhost:${PORT}`).replace(/\/$/, "");
}

/** Absolute canonical URL of a path (unprefixed) in the request's language. */
export function canonicalUrl(request: Request, path: string) {
  const url = new URL(request.url);
  const lang = url.pathname === "/en" || url.pathname.startsWith("/en/") ? "en" : "ru";
  return siteOrigin() + localizePath(stripLangPrefix(path), lang);
}
