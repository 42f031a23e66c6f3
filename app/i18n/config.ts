import type { InitOptions } from "i18next";
import { defaultLang, fallbackLang, languages } from "~/utils/lang";

/** Namespaces the interface uses; `legal` holds the long information-page texts (server only). */
export const namespaces = ["common", "legal"] as const;

/** i18next options shared by the server and the browser. */
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: fallbackLang,
  lng: defaultLang,
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
