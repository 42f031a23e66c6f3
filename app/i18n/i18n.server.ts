import type { InitOptions } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLang, fallbackLang, langFromPathname, languages, type Lang } from "~/utils/lang";
import { singleton } from "~/utils/singleton.server";
import { resources } from "./resources.server";

/** The translation files the server reads; `assistant` holds the reply texts (server only). */
type Namespace = "common" | "legal" | "mail" | "assistant";

/** i18next on the server (e-mails, API messages, meta tags); the pages use i18n/translator.ts. */
const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: fallbackLang,
  lng: defaultLang,
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** Language detection from the path only (SPEC §2.1): /en… is English, the rest Russian. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: fallbackLang,
    findLocale: async (request) => langFromPathname(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources, ns: ["common", "legal", "mail", "assistant"] },
});

/** The language of a request. */
export function requestLang(request: Request): Lang {
  return langFromPathname(new URL(request.url).pathname);
}

/**
 * One translation function per language and namespace, made once: remix-i18next builds and
 * initialises a whole i18next instance on every getFixedT call, which was 3 % of a cold page render
 * (the root loader asks for one on every document). The strings never change while the server runs.
 */
const translators = singleton(
  "fixedTranslators",
  () => new Map<string, ReturnType<RemixI18Next["getFixedT"]>>(),
);

/** A translation function for a language (mail goes out in the recipient's language). */
export function langT(lang: Lang, ns: Namespace = "common") {
  const key = `${lang}:${ns}`;
  let t = translators.get(key);
  if (!t) translators.set(key, (t = i18nServer.getFixedT(lang, ns)));
  return t;
}

/** A translation function for the request's language. */
export function fixedT(request: Request, ns: Namespace = "common") {
  return langT(requestLang(request), ns);
}
