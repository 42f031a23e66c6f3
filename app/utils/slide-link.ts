import { stripLangPrefix } from "./lang";
import { returnPath } from "./preferences";

/**
 * Where a home slide leads (console → Settings, decision 0043): a page of this shop, typed as its
 * path ("/dma-firmware") or pasted as its full address from either site, or an outside https
 * address (a giveaway on Discord). A page of the shop is kept without its language prefix, so each
 * site's slider opens it in that site's language.
 */
export type SlideTarget = { path: string } | { href: string };

/**
 * Whether the console accepts this link (empty: the slide leads nowhere). Plain http is taken only
 * for a shop on this computer (a newcomer's `npm start` on localhost), whose address it would be.
 */
export function isSlideLink(value: string): boolean {
  return (
    value === "" ||
    returnPath(value) !== null ||
    /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value) ||
    /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/\S*)?$/i.test(value)
  );
}

/** What a stored link opens on a site whose origin is `shopOrigin`; null for none (or a bad one). */
export function slideTarget(value: string | undefined, shopOrigin: string): SlideTarget | null {
  const link = value?.trim() ?? "";
  if (!link) return null;
  const path = returnPath(link);
  if (path) return { path: stripLangPrefix(path) };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin === shopOrigin) {
    const own = returnPath(`${url.pathname}${url.search}${url.hash}`);
    return own ? { path: stripLangPrefix(own) } : null;
  }
  return url.protocol === "https:" ? { href: url.href } : null;
}
