/** Site languages: Russian is the default (no prefix), English lives under /en. */
export const languages = ["ru", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "ru";
export const fallbackLang: Lang = "en";

export const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** The language a path belongs to: /en and /en/… are English, everything else Russian. */
export function langFromPathname(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "ru";
}

/**
 * Whether a path (with or without the language prefix) is a console page: /admin and the staff
 * desks, which keep their SPEC addresses under /profile but live in the console's shell. Here
 * beside the other path rules because every storefront page asks it (root.tsx) and carries this
 * module anyway; a chunk of its own cost the storefront's script budget more than the rule.
 */
export function isConsolePath(pathname: string) {
  return /^\/(admin|profile\/(techsupport|owner))(\/|$)/.test(stripLangPrefix(pathname));
}

/** The path without its language prefix, always starting with "/". */
export function stripLangPrefix(pathname: string): string {
  if (pathname === "/en" || pathname === "/en/") return "/";
  return pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
}

/**
 * The same page in another language. The English home is "/en" without a trailing slash.
 * Query and hash are kept.
 */
export function localizePath(path: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || "/";
  const rest = match?.[2] ?? "";
  const bare = stripLangPrefix(pathname);
  if (lang === "ru") return bare + rest;
  return (bare === "/" ? "/en" : `/en${bare}`) + rest;
}

/** Intl locale tag for a site language. */
export function intlLocale(lang: Lang) {
  return lang === "ru" ? "ru-RU" : "en-US";
}
