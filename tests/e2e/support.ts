import fs from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";

type Json = Record<string, unknown>;
const read = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", lang, `${ns}.json`), "utf8")) as Json;

/** The translations, so tests assert the texts users see in each language. */
export const locales = {
  ru: { common: read("ru", "common"), legal: read("ru", "legal") },
  en: { common: read("en", "common"), legal: read("en", "legal") },
};

/** A translation by dotted key, e.g. tr("en", "nav.catalog"). */
export function tr(lang: "ru" | "en", key: string, ns: "common" | "legal" = "common"): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Json)?.[part], locales[lang][ns]) as string;
}

export const langs = ["ru", "en"] as const;
export const prefix = (lang: "ru" | "en") => (lang === "en" ? "/en" : "");

export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({}, use, testInfo) => {
    await use(testInfo.project.name !== "no-js");
  },
});
export { expect };
