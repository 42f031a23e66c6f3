import { describe, expect, it } from "vitest";
import { terms } from "./analyzer.server";
import { questionLang } from "./assistant.server";

describe("the assistant's reading of text", () => {
  it("stems Russian and English words by their script and drops question words", () => {
    expect(terms("Как вернуть ключ?")).toEqual(terms("вернут ключа"));
    expect(terms("деньги")).toEqual(terms("деньгами"));
    expect(terms("Refunds for the keys")).toEqual(terms("refund key"));
    expect(terms("Работает ли Phantom ESP?")).toEqual([...terms("работают"), "phantom", "esp"]);
    expect(terms("что где когда how what")).toEqual([]);
  });

  it("reads ё as е", () => {
    expect(terms("вернёте")).toEqual(terms("вернете"));
  });
});

describe("the language of a question", () => {
  it("answers in the page's language unless the question is plainly in the other one", () => {
    expect(questionLang("Работает ли Phantom ESP?", "ru")).toBe("ru");
    expect(questionLang("Phantom ESP?", "ru")).toBe("ru");
    expect(questionLang("Is Phantom ESP working?", "ru")).toBe("en");
    expect(questionLang("Как вернуть деньги?", "en")).toBe("ru");
    expect(questionLang("Phantom ESP", "en")).toBe("en");
  });
});
