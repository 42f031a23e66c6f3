import type { InitOptions } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLang, fallbackLang, langFromPathname, languages, type Lang } from "~/utils/lang";
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

/** A translation function for the request's language. */
export function fixedT(request: Request, ns: Namespace = "common") {
  return i18nServer.getFixedT(requestLang(request), ns);
}

/** A translation function for a language (mail goes out in the recipient's language). */
export function langT(lang: Lang, ns: Namespace = "common") {
  return i18nServer.getFixedT(lang, ns);
}
