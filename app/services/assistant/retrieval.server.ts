import MiniSearch, { type SearchResult } from "minisearch";
import type { Lang } from "~/utils/lang";
import { cached } from "../cache.server";
import { queryTerms, termOf, termsOf, tokens } from "../text/analyzer.server";
import { knowledge, type Passage } from "./knowledge.server";
import { CacheTag } from "../invalidation.server";

/** A passage found for a question, with the question's terms it contains. */
export interface Hit {
  passage: Passage;
  score: number;
  /** The asked terms the passage itself contains (a synonym found counts as the asked word). */
  matched: string[];
  /** The asked terms found only in how customers ask for it (its phrasings). */
  echoed?: string[];
}

/** The asked terms a search result holds, in the passage itself or only in its phrasings. */
function matchedTerms(result: SearchResult, originOf: Map<string, string>) {
  const matched = new Set<string>();
  const echoed = new Set<string>();
  for (const term of result.queryTerms) {
    const asked = originOf.get(term) ?? term;
    // The index's own terms this one found (itself, or longer by a prefix); one found by a slip
    // alone counts as in the passage.
    const found = Object.entries(result.match).filter(([own]) => own.startsWith(term));
    const inPassage = !found.length || found.some(([, fields]) => fields.some((field) => field !== "asked"));
    (inPassage ? matched : echoed).add(asked);
  }
  return { matched: [...matched], echoed: [...echoed].filter((term) => !matched.has(term)) };
}

/**
 * What a word found in a passage's phrasings (how customers ask for it) weighs against one in its
 * text: half. Chosen on the evaluation's tuning part: 0.5 answered 363 of its 370 questions, 0.3
 * one fewer, 1 two fewer.
 */
const PHRASINGS_BOOST = 0.5;

function buildIndex(passages: Passage[]) {
  const index = new MiniSearch<Passage>({
    fields: ["heading", "text", "pageTitle", "asked"],
    storeFields: [],
    // A two-word form of the lexicon is one token ("безопасную загрузку"): read as questions are.
    tokenize: tokens,
    processTerm: termOf,
    searchOptions: {
      boost: { heading: 2.5, pageTitle: 1, text: 1, asked: PHRASINGS_BOOST },
      // Stems of related forms share a beginning ("активир" and "активирова"); long words
      // forgive one typo.
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      combineWith: "OR",
    },
  });
  index.addAll(passages);
  return index;
}

function searchIndex(lang: Lang) {
  return cached(`assistant:index:${lang}`, [CacheTag.catalogue, CacheTag.cheats], 10 * 60_000, async () => {
    const passages = await knowledge(lang);
    return { index: buildIndex(passages), byId: new Map(passages.map((p) => [p.id, p])) };
  });
}

// Everyday words for what the articles name otherwise, both languages: a question about getting
// "money back" is about refunds. Keys and values are read as terms (stemmed) once.
const SYNONYMS = new Map<string, string[]>(
  (
    [
      ["вернуть", "возврат"],
      ["вернете", "возврат"],
      ["верните", "возврат"],
      ["деньги", "возврат"],
      ["компенсация", "возврат"],
      ["ошибке", "ошибочный"],
      ["карту", "реквизиты"],
      ["заплатить", "оплата"],
      ["товар", "продукт"],
      ["money", "refund"],
      ["repay", "refund"],
      ["reimburse", "refund"],
      ["compensation", "refund"],
      ["invalid", "wrong"],
      ["card", "details"],
      ["mistake", "wrong"],
      ["pay", "payment"],
      ["goods", "product"],
      ["item", "product"],
    ] as const
  ).map(([word, synonym]) => [termsOf(word)[0], termsOf(synonym)]),
);

/**
 * A contract's section (the offer agreement, the terms of use, the privacy policy, the consent to
 * process personal data) counts a little over half of its score. These long texts share many
 * words with any question about money, keys or accounts, while the page written for customers on
 * the same subject (a FAQ answer, a problem's article, payment and delivery) is shorter and says
 * what to do; a customer is sent there first and to the contract when nothing else answers.
 * Chosen on the evaluation's tuning part: every weight from 0.4 to 0.7 answered the same (best)
 * number of its questions, 1 (no weight) three fewer, 0.3 one fewer; the middle of that range.
 */
const CONTRACT_WEIGHT = 0.55;

/** Pages that are contracts rather than help: every legal page but payment and delivery. */
const isContract = (passage: Passage) =>
  passage.kind === "rules" && !passage.page.startsWith("/payment-and-delivery");

const weightOf = (passage: Passage) => (isContract(passage) ? CONTRACT_WEIGHT : 1);

/** The question's terms with their synonyms; `origin` is the asked term a synonym stands for. */
function expand(asked: string[]) {
  const list = asked.map((term) => ({ term, origin: term }));
  for (const term of asked)
    for (const synonym of SYNONYMS.get(term) ?? [])
      if (!list.some((t) => t.term === synonym)) list.push({ term: synonym, origin: term });
  return list;
}

/**
 * The passages that answer a question best, in the question's language, best first. `terms` is
 * what the question asks about once stop words are dropped: the reply judges by it whether a
 * hit really answers or only shares a word.
 */
export async function retrieve(
  lang: Lang,
  question: string,
  limit = 6,
): Promise<{ hits: Hit[]; terms: string[] }> {
  const { index, byId } = await searchIndex(lang);
  const asked = [...new Set(queryTerms(question))];
  if (!asked.length) return { hits: [], terms: asked };
  const expanded = expand(asked);
  const originOf = new Map(expanded.map((t) => [t.term, t.origin]));
  // The terms are stemmed already: search them as they are.
  const hits = index
    .search(expanded.map((t) => t.term).join(" "), {
      tokenize: (query) => query.split(" "),
      processTerm: (term) => term,
    })
    .map((result) => {
      const passage = byId.get(result.id as string)!;
      return { result, passage, score: result.score * weightOf(passage) };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ result, passage, score }) => ({
      passage,
      score,
      // A synonym found counts as the asked word found.
      ...matchedTerms(result, originOf),
    }));
  return { hits, terms: asked };
}
