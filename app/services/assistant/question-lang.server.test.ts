import { describe, expect, it } from "vitest";
import { questionLang } from "./assistant.server";

describe("the language of a question", () => {
  it("answers in the page's language unless the question is plainly in the other one", () => {
    expect(questionLang("Работает ли Phantom ESP?", "ru")).toBe("ru");
    expect(questionLang("Phantom ESP?", "ru")).toBe("ru");
    expect(questionLang("Is Phantom ESP working?", "ru")).toBe("en");
    expect(questionLang("Как вернуть деньги?", "en")).toBe("ru");
    expect(questionLang("Phantom ESP", "en")).toBe("en");
  });
});
