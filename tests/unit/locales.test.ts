import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve("locales");
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = "", out = new Map<string, unknown>()) {
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, value);
  return out;
}

function load(lang: string) {
  const files = fs.readdirSync(path.join(root, lang)).filter((f) => f.endsWith(".json"));
  const keys = new Map<string, unknown>();
  for (const file of files) {
    const json = JSON.parse(fs.readFileSync(path.join(root, lang, file), "utf8"));
    for (const [key, value] of flatten(json)) keys.set(`${file}:${key}`, value);
  }
  return keys;
}

describe("locales", () => {
  const ru = load("ru");
  const en = load("en");
  const base = (keys: Map<string, unknown>) =>
    new Set([...keys.keys()].map((k) => k.replace(pluralSuffix, "")));

  it("hold the same files and keys in Russian and English (plural forms aside)", () => {
    expect(fs.readdirSync(path.join(root, "ru")).sort()).toEqual(
      fs.readdirSync(path.join(root, "en")).sort(),
    );
    const ruKeys = base(ru);
    const enKeys = base(en);
    expect(
      [...ruKeys].filter((k) => !enKeys.has(k)),
      "only in ru",
    ).toEqual([]);
    expect(
      [...enKeys].filter((k) => !ruKeys.has(k)),
      "only in en",
    ).toEqual([]);
  });

  it("give every plural the forms its language needs", () => {
    const forms = { ru: ["one", "few", "many", "other"], en: ["one", "other"] };
    for (const [lang, keys] of [
      ["ru", ru],
      ["en", en],
    ] as const) {
      const plurals = new Set(
        [...keys.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, "")),
      );
      for (const key of plurals)
        for (const form of forms[lang])
          expect(keys.has(`${key}_${form}`), `${lang} ${key}_${form}`).toBe(true);
    }
  });

  it("have no empty strings", () => {
    for (const keys of [ru, en]) for (const [key, value] of keys) expect(value, key).not.toBe("");
  });
});
