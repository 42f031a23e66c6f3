import fs from "node:fs";
import path from "node:path";

type Json = Record<string, unknown>;

const read = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", lang, `${ns}.json`), "utf8")) as Json;

/** The translations, so tests assert the texts users see in each language. */
export const locales = {
  // The console's and the payment pages' strings are files of their own, read as the pages do; so
  // are the assistant's reply texts (assistant.json, which the server writes its answers with).
  ru: {
    common: {
      ...read("ru", "common"),
      ...read("ru", "payment"),
      ...read("ru", "server"),
      ...read("ru", "assistant"),
      console: read("ru", "console"),
    },
    legal: read("ru", "legal"),
  },
  en: {
    common: {
      ...read("en", "common"),
      ...read("en", "payment"),
      ...read("en", "server"),
      ...read("en", "assistant"),
      console: read("en", "console"),
    },
    legal: read("en", "legal"),
  },
};

/** A translation by dotted key, e.g. tr("en", "nav.catalog"). */
export function tr(lang: "ru" | "en", key: string, ns: "common" | "legal" = "common"): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Json)?.[part], locales[lang][ns]) as string;
}

export const langs = ["ru", "en"] as const;
export const prefix = (lang: "ru" | "en") => (lang === "en" ? "/en" : "");
