import { describe, expect, it } from "vitest";
import { langT } from "./i18n.server";
import { resources } from "./resources.server";
import { createTranslator } from "./translator";

// The pages translate with createTranslator, e-mails and API messages with i18next: the same
// strings must read the same in both.
const page = {
  ru: createTranslator("ru", resources.ru.common),
  en: createTranslator("en", resources.en.common),
};

describe("plural forms", () => {
  it("pick the Russian form by number", () => {
    const t = page.ru;
    expect(t("counts.cheats", { count: 1 })).toBe("1 чит");
    expect(t("counts.cheats", { count: 3 })).toBe("3 чита");
    expect(t("counts.cheats", { count: 5 })).toBe("5 читов");
    expect(t("counts.cheats", { count: 21 })).toBe("21 чит");
    expect(t("counts.games", { count: 12 })).toBe("12 игр");
  });

  it("pick the English form by number", () => {
    const t = page.en;
    expect(t("counts.cheats", { count: 1 })).toBe("1 cheat");
    expect(t("counts.cheats", { count: 5 })).toBe("5 cheats");
    expect(t("counts.games", { count: 0 })).toBe("0 games");
  });

  it("agree with i18next for every plural key, count and language", async () => {
    for (const lang of ["ru", "en"] as const) {
      const server = await langT(lang);
      const keys = new Set<string>();
      const walk = (node: unknown, path: string) => {
        if (node && typeof node === "object" && !Array.isArray(node))
          for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
        else if (/_(one|few|many|other)$/.test(path)) keys.add(path.replace(/_(one|few|many|other)$/, ""));
      };
      walk(resources[lang].common, "");
      expect(keys.size).toBeGreaterThan(5);
      for (const key of keys)
        for (const count of [0, 1, 2, 5, 11, 21, 22, 25, 101, 1.5])
          expect(page[lang](key, { count, n: count }), `${lang} ${key} ${count}`).toBe(
            server(key, { count, n: count }),
          );
    }
  });
});

describe("the pages' translation function", () => {
  const t = createTranslator("en", {
    greeting: "Hello, {{name}}! You have {{ n }} <b>new</b> replies",
    list: ["one", "two"],
    nested: { deep: { text: "deep" } },
  });

  it("fills values without escaping (React escapes) and leaves unknown ones", () => {
    expect(t("greeting", { name: "<Ann>", n: 2 })).toBe("Hello, <Ann>! You have 2 <b>new</b> replies");
    expect(t("greeting")).toBe("Hello, {{name}}! You have {{ n }} <b>new</b> replies");
  });

  it("reads dotted keys, lists with returnObjects, and falls back to the default or the key", () => {
    expect(t("nested.deep.text")).toBe("deep");
    expect(t("list", { returnObjects: true })).toEqual(["one", "two"]);
    expect(t("missing.key")).toBe("missing.key");
    expect(t("missing.key", { defaultValue: "Fallback" })).toBe("Fallback");
    expect(t("nested")).toBe("nested");
  });

  it("agrees with i18next on every string with values filled in", async () => {
    for (const lang of ["ru", "en"] as const) {
      const server = await langT(lang);
      const values = { name: "N", email: "e@x", id: 7, date: "D", query: "q", login: "L", order: 2 };
      const walk = (node: unknown, path: string) => {
        if (typeof node === "string")
          expect(page[lang](path, values), `${lang} ${path}`).toBe(server(path, values));
        else if (node && typeof node === "object" && !Array.isArray(node))
          for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
      };
      walk(resources[lang].common, "");
    }
  });
});
