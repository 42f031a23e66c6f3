import { TICKET_LINK_PATH } from "~/utils/assistant";
import { localizePath, type Lang } from "~/utils/lang";
import { queryTerms } from "../text/analyzer.server";
import { llmConfigured, llmReply, logLlmFallback } from "./llm.server";
import { findProducts, productRequirements, type ProductMatch } from "./products.server";
import {
  alsoProductLine,
  answeringHits,
  gameStatusReply,
  greetingReply,
  partsReply,
  productStatusReply,
  requirementsReply,
  retrievalReply,
  ticketOffer,
  unknownReply,
} from "./reply.server";
import { knowledge } from "./knowledge.server";
import { moneyIntent, rulePassage } from "./money-intents.server";
import { questionParts } from "./question-parts";
import { retrieve, type Hit } from "./retrieval.server";

/** How a reply was made: the evaluation and the logs tell the paths apart. */
export type AnswerSource =
  "greeting" | "rule" | "status" | "requirements" | "articles" | "model" | "unknown" | "parts";

export interface Answer {
  text: string;
  lang: Lang;
  source: AnswerSource;
}

// Stems that make a question about a product's status or its requirements.
const STATUS_TERMS = [
  "работа",
  "статус",
  "детект",
  "обновл",
  "безопас",
  "пал",
  "жив",
  "work",
  "status",
  "detect",
  "undetect",
  "updat",
  "safe",
  "down",
];
const REQUIREMENT_TERMS = [
  "требован",
  "систем",
  "window",
  "процессор",
  "видеокарт",
  "ос",
  "os",
  "requir",
  "system",
  "spec",
  "cpu",
  "gpu",
  "процесс",
  "памя",
  "memori",
  "ram",
];

const asks = (asked: string[], stems: string[]) => asked.some((a) => stems.some((s) => a.startsWith(s)));

/**
 * The language to answer in: the page's, unless the question is plainly written in the other one
 * (Cyrillic on the English site; three or more Latin words and no Cyrillic on the Russian site).
 */
export function questionLang(question: string, pageLang: Lang): Lang {
  const cyrillic = (question.match(/[а-яё]/gi) ?? []).length;
  const latin = (question.match(/[a-z]/gi) ?? []).length;
  if (pageLang === "en") return cyrillic > latin ? "ru" : "en";
  const latinWords = question.match(/\b[a-z]{2,}\b/gi) ?? [];
  return cyrillic === 0 && latinWords.length >= 3 ? "en" : "ru";
}

interface Question {
  question: string;
  history?: { isBot: boolean; text: string }[];
}

/**
 * Answers a customer's question from the shop's own knowledge: a product's live status or
 * requirements when the question names one, otherwise the best passages of the articles —
 * phrased by the model when one is configured, quoted as they are when not (or when it fails) —
 * or a plain "I do not know" with the way to tech support.
 */

export async function answer(input: Question & { pageLang: Lang }): Promise<Answer> {
  const lang = questionLang(input.question, input.pageLang);
  const parts = questionParts(input.question);
  if (parts.length === 1) return answerOne(input, lang);
  // Two questions in one message: each answered on its own, with its own source.
  const answers = await Promise.all(parts.map((question) => answerOne({ ...input, question }, lang)));
  return { text: await partsReply(lang, parts, answers), lang, source: "parts" };
}

/** One question's answer (see `answer`). */
async function answerOne(input: Question, lang: Lang): Promise<Answer> {
  const asked = [...new Set(queryTerms(input.question))];
  if (!asked.length) return { text: await greetingReply(lang), lang, source: "greeting" };

  // A money situation is answered from its own rule before anything else the question names.
  const money = moneyIntent(input.question);
  const rule = money && rulePassage(await knowledge(lang), money.rule);
  if (rule) return ruleAnswer(lang, input, { passage: rule, score: 1, matched: asked }, asked);

  const [match, { hits }] = await Promise.all([
    findProducts(input.question, lang),
    retrieve(lang, input.question),
  ]);
  const answering = answeringHits(hits, asked);
  const aboutProduct = match.products.length > 0 || match.games.length > 0;
  const wantsRequirements = asks(asked, REQUIREMENT_TERMS);
  if (aboutProduct && (asks(asked, STATUS_TERMS) || wantsRequirements || !answering.length))
    return productAnswer(lang, match, wantsRequirements);

  const phrased = hits.length ? await modelAnswer(lang, input, hits.slice(0, 5)) : null;
  if (phrased) return phrased;
  if (!answering.length) return { text: await unknownReply(lang), lang, source: "unknown" };
  const extra = match.products.length === 1 ? [await alsoProductLine(lang, match.products[0])] : [];
  return { text: await retrievalReply(lang, answering, asked, extra), lang, source: "articles" };
}

/** The rule of a money situation: phrased by the model from that passage alone when there is one. */
async function ruleAnswer(lang: Lang, input: Question, hit: Hit, asked: string[]): Promise<Answer> {
  return (
    (await modelAnswer(lang, input, [hit])) ?? {
      text: await retrievalReply(lang, [hit], asked, [], { whole: true }),
      lang,
      source: "rule",
    }
  );
}

/**
 * The model's reply grounded by `hits`, with the way to a ticket; null when no model is set or it
 * failed (the embedded reply answers then).
 */
async function modelAnswer(lang: Lang, input: Question, hits: Hit[]): Promise<Answer | null> {
  if (!llmConfigured()) return null;
  try {
    const text = await llmReply({ lang, question: input.question, hits, history: input.history ?? [] });
    const offersTicket = text.includes(localizePath(TICKET_LINK_PATH, lang));
    return { text: offersTicket ? text : `${text}\n\n${await ticketOffer(lang)}`, lang, source: "model" };
  } catch (error) {
    logLlmFallback(error);
    return null;
  }
}

async function productAnswer(lang: Lang, match: ProductMatch, wantsRequirements: boolean): Promise<Answer> {
  if (match.products.length === 1 && wantsRequirements) {
    const [product] = match.products;
    const rows = await productRequirements(lang, product.id);
    return { text: await requirementsReply(lang, product, rows), lang, source: "requirements" };
  }
  if (match.products.length)
    return { text: await productStatusReply(lang, match.products), lang, source: "status" };
  return { text: await gameStatusReply(lang, match.games[0]), lang, source: "status" };
}
