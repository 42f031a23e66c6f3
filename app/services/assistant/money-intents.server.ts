import { queryTerms, words } from "../text/analyzer.server";
import type { Passage } from "./knowledge.server";

/*
 * The shop's money situations (issue 55, decision 0045): a question about one is answered from the
 * rule that applies to it — never from a neighbour's rule that shares its words ("I paid twice" is
 * not the wrong-key rule, "paid but no key" is not the order steps). Each situation is recognised
 * by cues, all of whose groups the question must meet; the first situation met, in this order, is
 * the one answered (the more particular before the more general).
 */

export type MoneyIntent =
  | "paidTwice"
  | "paidNoKey"
  | "wrongKey"
  | "noRefundCases"
  | "refundTime"
  | "accountReturn"
  | "extend"
  | "refund";

interface IntentCues {
  intent: MoneyIntent;
  /**
   * Groups of cues; the question must meet one cue of every group. A cue is the beginning of a
   * word or of a term (stem, lexicon) of the question, or a phrase of several words in a row.
   */
  needs: string[][];
  /** The page (and anchor) of the passage that holds the rule. */
  rule: string;
}

// Cues by meaning, both languages.
const PAID = [
  "оплат",
  "оплачив",
  "заплат",
  "платил",
  "купил",
  "купила",
  "покупк",
  "paid",
  "pay",
  "bought",
  "purchas",
  "order",
  "заказ",
];
const CHARGED = [...PAID, "списал", "списали", "снял", "сняли", "charg", "debit", "billed", "taken"];
const KEY = ["ключ", "key", "кей", "товар", "product", "заказ", "order", "код", "code"];
const MISSING = [
  "нет",
  "не приш",
  "не получ",
  "не приход",
  "не выдал",
  "не отобраз",
  "где",
  "пропал",
  "didn't",
  "did not",
  "haven't",
  "have not",
  "never",
  "no ",
  "not ",
  "missing",
  "where",
  "nothing",
];
const TWICE = [
  "дважды",
  "два раза",
  "2 раза",
  "повторно",
  "второй раз",
  "двойн",
  "twice",
  "two times",
  "double",
  "2 times",
  "second time",
  // "charged 2x", "списали х2" (Latin x or Cyrillic х)
  "2x",
  "x2",
  "2х",
  "х2",
];
const BROKEN = [
  "неверн",
  "не подход",
  "не работ",
  "не актив",
  "невалид",
  "недейств",
  "не прин",
  "invalid",
  "wrong key",
  "doesn't work",
  "does not work",
  "won't activ",
  "not activ",
  "not work",
  "refus",
  "rejected",
  "isn't valid",
  "not valid",
];
const MONEY_BACK = [
  "вернут",
  "вернет",
  "верните",
  "возврат",
  "верну",
  "refund",
  "money back",
  "reimburs",
  "return",
];
const NO_REFUND_CASE = [
  "=ban",
  "блок",
  "детект",
  "палит",
  "палят",
  "спалил",
  "палев",
  "не тот",
  "не то ",
  "ошибк",
  "ошибоч",
  "перепутал",
  "требован",
  "не тян",
  "не потян",
  "слаб",
  "не подход по",
  "blocked",
  "detect",
  "wrong product",
  "wrong cheat",
  "wrong one",
  "mistake",
  "by accident",
  "requirement",
  "spec",
  "too weak",
  "doesn't meet",
  "does not meet",
  "didn't meet",
];
const HOW_LONG = [
  "сколько",
  // Spoken forms of «сколько»: «скок идёт возврат».
  "=скок",
  "=скока",
  "=скоко",
  "как быстро",
  "how fast",
  "how quickly",
  "долго",
  "когда",
  "скоро",
  "срок",
  "how long",
  "when",
  "how soon",
  "how many days",
  "days",
  "дней",
  "дня",
];
const EXTEND = ["продл", "продолж", "extend", "renew", "prolong", "more time", "another month"];
const SUBSCRIPTION = ["подписк", "ключ", "срок", "subscription", "key", "licen", "time", "month", "месяц"];

// A ban, a wrong choice or an account is a stronger signal than "when": "banned after 2 days,
// refund?" asks whether, not when.
const INTENTS: IntentCues[] = [
  { intent: "paidTwice", needs: [CHARGED, TWICE], rule: "/faq#faq-paidTwice" },
  { intent: "accountReturn", needs: [MONEY_BACK, ["account", "акк"]], rule: "/accounts" },
  { intent: "noRefundCases", needs: [MONEY_BACK, NO_REFUND_CASE], rule: "/faq#faq-noRefundCases" },
  { intent: "refundTime", needs: [MONEY_BACK, HOW_LONG], rule: "/faq#faq-refundTime" },
  { intent: "wrongKey", needs: [KEY, BROKEN], rule: "/faq#faq-wrongKey" },
  // Money taken (paid, charged) and the key not there.
  { intent: "paidNoKey", needs: [CHARGED, KEY, MISSING], rule: "/faq#faq-paidNoKey" },
  { intent: "extend", needs: [EXTEND, SUBSCRIPTION], rule: "/faq#faq-extend" },
  { intent: "refund", needs: [MONEY_BACK], rule: "/payment-and-delivery#section-6" },
];

/**
 * Whether a question meets a cue: "=term" a word or term exactly ("=ban" is not "bank"), a cue with
 * a space or an apostrophe a phrase of its words, any other the beginning of a word or term.
 */
function meets(question: { text: string; tokens: string[] }, cue: string) {
  const normalized = cue.toLowerCase().replace(/ё/g, "е");
  if (normalized.startsWith("=")) return question.tokens.includes(normalized.slice(1));
  if (/[ ']/.test(normalized)) return question.text.includes(` ${normalized.trim()}`);
  return question.tokens.some((token) => token.startsWith(normalized));
}

/** A question as the cues read it: its words' text between spaces, its words and terms. */
function readQuestion(question: string) {
  return {
    text: ` ${question
      .toLowerCase()
      .replace(/ё/g, "е")
      .replace(/’/g, "'")
      .replace(/[^\p{L}\p{N}']+/gu, " ")} `,
    tokens: [...words(question), ...queryTerms(question)],
  };
}

/** The money situation a question is about, with the page of its rule; null for none. */
export function moneyIntent(question: string): { intent: MoneyIntent; rule: string } | null {
  const asked = readQuestion(question);
  const found = INTENTS.find(({ needs }) => needs.every((group) => group.some((cue) => meets(asked, cue))));
  return found ? { intent: found.intent, rule: found.rule } : null;
}

/**
 * Whether a question is about an order's money (paid, charged, a refund) even when no rule covers
 * it: the ticket offered then has the order chosen.
 */
export function aboutAnOrder(question: string) {
  const asked = readQuestion(question);
  return ORDER_MONEY.some((cue) => meets(asked, cue));
}

// Money that has moved for an order — paid, charged, bought, a refund asked for — not "how do I
// pay" or "payment methods", which a visitor with no order asks.
const ORDER_MONEY = [
  "оплатил",
  "заплатил",
  "купил",
  "списал",
  "списали",
  "сняли",
  "paid",
  "bought",
  "purchased",
  "charged",
  "debited",
  "billed",
  "вернут",
  "вернет",
  "верните",
  "возврат",
  "refund",
  "money back",
  "reimburs",
];

/** The pages of every money rule (a test finds each in both languages). */
export const MONEY_RULES = INTENTS.map(({ rule }) => rule);

/** The passage that holds a rule, in the passages of one language. */
export function rulePassage(passages: Passage[], rule: string) {
  return passages.find((passage) => passage.page === rule) ?? null;
}
