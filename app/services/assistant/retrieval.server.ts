import MiniSearch from "minisearch";
import type { Lang } from "~/utils/lang";
import { cached } from "../cache.server";
import { queryTerms, termOf, termsOf, tokens } from "../text/analyzer.server";
import { knowledge, KNOWLEDGE_TAGS, type Passage } from "./knowledge.server";

/** A passage found for a question, with the question's terms it contains. */
export interface Hit {
  passage: Passage;
  score: number;
  /** The asked terms the passage itself contains (a synonym found counts as the asked word). */
  matched: string[];
  /** The asked terms found only in how customers ask for it (its phrasings). */
  echoed: string[];
}

/**
 * What a word found in a passage's phrasings (how customers ask for it) weighs against one in its
 * text: half. Chosen on the evaluation's tuning part: 0.5 answered 363 of its 370 questions, 0.3
 * one fewer, 1 two fewer.
 */
const PHRASINGS_BOOST = 0.5;

/** What a passage says itself, as against how customers ask for it ("asked"). */
const OWN_FIELDS = ["heading", "text", "pageTitle"];

function buildIndex(passages: Passage[]) {
  const index = new MiniSearch<Passage>({
    fields: [...OWN_FIELDS, "asked"],
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
  // The tags of the knowledge it indexes (the bonus passage quotes the settings' loyalty levels).
  return cached(`assistant:index:${lang}`, KNOWLEDGE_TAGS, 10 * 60_000, async () => {
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
  const query = expanded.map((t) => t.term).join(" ");
  const asIs = { tokenize: (text: string) => text.split(" "), processTerm: (term: string) => term };
  const best = index
    .search(query, asIs)
    .map((result) => {
      const passage = byId.get(result.id as string)!;
      return { result, passage, score: result.score * weightOf(passage) };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  // Which asked terms each of them says itself: the same search over its own fields alone (the
  // index's prefix and slip matching decide, as above; a result's `match` cannot tell which asked
  // term found which of its words).
  const ids = new Set(best.map((b) => b.result.id));
  const own = new Map(
    index
      .search(query, { ...asIs, fields: OWN_FIELDS, filter: (result) => ids.has(result.id) })
      .map((result) => [result.id, new Set(result.queryTerms)]),
  );
  // A synonym found counts as the asked word found.
  const askedAs = (terms: string[]) => [...new Set(terms.map((term) => originOf.get(term) ?? term))];
  const hits = best.map(({ result, passage, score }) => {
    const said = own.get(result.id) ?? new Set<string>();
    const matched = askedAs(result.queryTerms.filter((term) => said.has(term)));
    const echoed = askedAs(result.queryTerms.filter((term) => !said.has(term)));
    return { passage, score, matched, echoed: echoed.filter((term) => !matched.includes(term)) };
  });
  return { hits, terms: asked };
}
