import { describe, expect, it } from "vitest";
import { questionParts } from "./question-parts";

describe("the questions of a message", () => {
  it("splits where a new question starts, in both languages", () => {
    expect(questionParts("ключ пришёл, но игра вылетает, и как продлить подписку?")).toEqual([
      "ключ пришёл, но игра вылетает",
      "как продлить подписку?",
    ]);
    expect(questionParts("Is Phantom ESP working? And how do I get a refund?")).toEqual([
      "Is Phantom ESP working?",
      "And how do I get a refund?",
    ]);
    expect(questionParts("the loader closes at once and how long does a refund take")).toEqual([
      "the loader closes at once",
      "how long does a refund take",
    ]);
    expect(questionParts("Оплатил дважды? Где мой ключ?")).toEqual(["Оплатил дважды?", "Где мой ключ?"]);
  });

  it("keeps one question whole", () => {
    for (const one of [
      "ключ пришёл, но игра вылетает",
      "Iron Frontier and Ashfall statuses?",
      "Как вернуть деньги?",
      "Работает ли Phantom ESP и Specter Full?",
      "ok?",
      "Купил вчера. Ключ не работает, вернёте деньги?",
    ])
      expect(questionParts(one)).toEqual([one]);
  });
});
