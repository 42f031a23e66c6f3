import { describe, expect, it } from "vitest";
import lexicon from "./lexicon.json";
import { isFieldTerm, queryTerms, soundKey, terms } from "./analyzer.server";

describe("the shop's reading of text", () => {
  it("stems Russian and English words by their script and drops question words", () => {
    expect(terms("Как вернуть ключ?")).toEqual(terms("вернут ключа"));
    expect(terms("деньги")).toEqual(terms("деньгами"));
    expect(terms("Refunds for the keys")).toEqual(terms("refund key"));
    expect(terms("Работает ли Phantom ESP?")).toEqual([...terms("работают"), "phantom", "esp"]);
    expect(terms("что где когда how what")).toEqual([]);
    // A possessive in any form, a filler verb in any tense: "где ваша оферта" asks for the offer.
    expect(terms("где ваша оферта")).toEqual(terms("оферта"));
    expect(terms("нашу вашей моих")).toEqual([]);
    expect(terms("getting 0xc000007b")).toEqual(["0xc000007b"]);
  });

  it("counts error codes and library names as words of the field", () => {
    for (const code of ["0xc000007b", "msvcp140", "d3dx9", "vcruntime140"])
      expect(isFieldTerm(code), code).toBe(true);
    for (const word of ["2024", "x64", "hello", "i5"]) expect(isFieldTerm(word), word).toBe(false);
  });

  it("reads a plain entry's forms as one without making them words of the field", () => {
    expect(queryTerms("рефанд")).toEqual(terms("refund"));
    expect(queryTerms("зарегаться")).toEqual(terms("регистрация"));
    for (const word of ["возврат", "драйвер", "подписка", "куки"])
      expect(isFieldTerm(terms(word)[0]), word).toBe(false);
    for (const word of ["вх", "спуфер", "оверлей", "smartscreen"])
      expect(isFieldTerm(terms(word)[0]), word).toBe(true);
  });

  it("reads ё as е", () => {
    expect(terms("вернёте")).toEqual(terms("вернете"));
    expect(terms("Мёртвый")).toEqual(terms("мертвый"));
  });

  it("forgives one slip in a long word of the field in what customers type, not in the articles", () => {
    expect(queryTerms("спуффер")).toEqual(terms("spoofer"));
    expect(queryTerms("материнка")).toEqual(terms("motherboard"));
    expect(queryTerms("defnder")).toEqual(terms("antivirus"));
    // "оплата" (payment) is one letter from "плата" (a board): short forms forgive nothing.
    expect(queryTerms("оплата")).not.toEqual(terms("fpga"));
    expect(terms("спуффер")).not.toEqual(terms("spoofer"));
  });

  it("gives a name the same sound in either script", () => {
    expect(soundKey("Фантом")).toBe(soundKey("Phantom"));
    expect(soundKey("Сентинел")).toBe(soundKey("Sentinel"));
    expect(soundKey("sulphur")).toBe(soundKey("sulfur"));
    expect(soundKey("Скайбрейк")).toBe("skaibreik");
  });
});

describe("the lexicon (lexicon.json)", () => {
  // One test per entry: every form, as written and in another case, reads as the entry's first.
  for (const { forms } of lexicon.entries) {
    const [first, ...others] = forms;
    it(`reads ${others.join(", ")} as "${first}"`, () => {
      const as = terms(first);
      expect(as.length).toBeGreaterThan(0);
      for (const form of others) {
        expect(terms(form), form).toEqual(as);
        expect(terms(form.toUpperCase()), form).toEqual(as);
      }
    });
  }

  it("reads a two-word form in any word form, and its words alone as themselves", () => {
    expect(queryTerms("где выключить безопасную загрузку")).toEqual(terms("выключить secure boot"));
    expect(terms("дать техподдержке удалённый доступ")).toEqual(terms("дать support remote access"));
    // "удалён" alone is "deleted": only the phrase is remote access.
    expect(terms("файл удалён")).not.toContain(terms("remote access")[0]);
    expect(terms("Microsoft Visual C++ Redistributable")).toContain(terms("vcredist")[0]);
    // «визуалы» is ESP slang, also before «с».
    expect(terms("визуалы с аимом")).toEqual(terms("esp аимом"));
  });

  it("gives each form one meaning", () => {
    const seen = new Map<string, string>();
    for (const { forms } of lexicon.entries)
      for (const form of forms) {
        expect(seen.get(form.toLowerCase()), `"${form}" in two entries`).toBeUndefined();
        seen.set(form.toLowerCase(), forms[0]);
      }
  });
});
