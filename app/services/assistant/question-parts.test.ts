import { describe, expect, it } from "vitest";
import { questionParts, statementAndQuestion } from "./question-parts";

describe("the questions of a message", () => {
  it("splits where a new question starts, in both languages", () => {
    const split: [message: string, parts: string[]][] = [
      [
        "ключ пришёл, но игра вылетает, и как продлить подписку?",
        ["ключ пришёл, но игра вылетает", "как продлить подписку?"],
      ],
      [
        "Is Phantom ESP working? And how do I get a refund?",
        ["Is Phantom ESP working?", "And how do I get a refund?"],
      ],
      [
        "the loader closes at once and how long does a refund take",
        ["the loader closes at once", "how long does a refund take"],
      ],
      ["Оплатил дважды? Где мой ключ?", ["Оплатил дважды?", "Где мой ключ?"]],
      ["Лоадер закрывается. И ещё вопрос: есть ли скидки?", ["Лоадер закрывается", "есть ли скидки?"]],
      [
        "the loader closes, one more question - do you take paypal",
        ["the loader closes", "do you take paypal"],
      ],
      // A word that merely begins like an example word starts a question of its own.
      [
        "Do you take PayPal? Likewise, is there a discount?",
        ["Do you take PayPal?", "Likewise, is there a discount?"],
      ],
    ];
    for (const [message, parts] of split) expect(questionParts(message), message).toEqual(parts);
  });

  it("keeps one question whole", () => {
    for (const one of [
      "ключ пришёл, но игра вылетает",
      "Iron Frontier and Ashfall statuses?",
      "Как вернуть деньги?",
      "Работает ли Phantom ESP и Specter Full?",
      "ok?",
      "Купил вчера. Ключ не работает, вернёте деньги?",
      // An example or the same question in other words is no question of its own.
      "any list of useful programs? like for remote desktop",
      "Есть софт для удалёнки? Например, AnyDesk?",
      "can you help me remotely? i mean connect to my pc",
      "Ключ не подходит? В смысле, пишет что неверный",
    ])
      expect(questionParts(one)).toEqual([one]);
  });

  it("reads a statement and a question of its own after it, and nothing else so", () => {
    expect(statementAndQuestion("Оплатил, а ключа нет уже 20 минут. Куда писать, какая почта?")).toEqual([
      "Оплатил, а ключа нет уже 20 минут.",
      "Куда писать, какая почта?",
    ]);
    expect(statementAndQuestion("Bought it yesterday. How do I activate it?")).toEqual([
      "Bought it yesterday.",
      "How do I activate it?",
    ]);
    for (const one of ["How do I activate it?", "Bought it yesterday. The key is wrong?", "It broke. Help."])
      expect(statementAndQuestion(one)).toBeNull();
  });
});
