import { ORDER_TICKET_LINK_PATH, TICKET_LINK_PATH } from "~/utils/assistant";
import { localizePath, type Lang } from "~/utils/lang";
import { queryTerms, terms } from "../text/analyzer.server";
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
  type AboutAnOrder,
} from "./reply.server";
import { knowledge } from "./knowledge.server";
import { aboutAnOrder, moneyIntent, rulePassage, type MoneyIntent } from "./money-intents.server";
import { questionParts, statementAndQuestion } from "./question-parts";
import { retrieve, type Hit } from "./retrieval.server";
import { russianFromLatin } from "./translit.server";

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
  // The customer's own machine, named: "will it run on a GTX 1050", «пойдёт на ноуте, i5 и 8 гб».
  "gtx",
  "rtx",
  "radeon",
  "geforce",
  "nvidia",
  "ryzen",
  "i3",
  "i5",
  "i7",
  "i9",
  "gb",
  "гб",
  "оператив",
  "озу",
  "ноут",
  "laptop",
  "видюх",
  "проц",
  "потян",
];

/**
 * Words that ask for a game's or product's catalogue rather than about something else: "what
 * cheats do you have for Iron Frontier", «что есть на Железный рубеж».
 */
const CATALOGUE_TERMS = new Set([
  ...terms("cheat esp aimbot triggerbot radar spoofer dma firmware account"),
  ...terms("sell available list catalogue offer"),
  ...terms("продаете продаёте ассортимент каталог список наличии"),
]);

/** Whether a question asks for nothing but the products or games it names (and their catalogue). */
function namesOnly(asked: string[], match: ProductMatch) {
  const names = [
    ...match.products.flatMap((p) => p.names),
    ...match.games.flatMap((g) => Object.values(g.names)),
  ];
  const named = new Set(names.flatMap((name) => terms(name)));
  return asked.every((term) => named.has(term) || CATALOGUE_TERMS.has(term));
}

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

export async function answer(received: Question & { pageLang: Lang }): Promise<Answer> {
  // Russian typed in Latin letters on the Russian site is read as Russian.
  const cyrillic = received.pageLang === "ru" ? await russianFromLatin(received.question) : null;
  const input = cyrillic ? { ...received, question: cyrillic } : received;
  const lang = questionLang(input.question, input.pageLang);
  const parts = questionParts(input.question);
  if (parts.length > 1) return partsAnswer(input, lang, parts);
  // A statement with an answer of its own, then a question: both answered; a statement that only
  // sets the question's scene is read with it.
  const split = statementAndQuestion(input.question);
  if (split) {
    // Whether both halves have an answer is judged without the model (one call per half once
    // they are answered apart, none for a split not taken).
    const answers = await answerEach(input, lang, split, { model: false });
    if (answers.every((a) => a.source !== "unknown" && a.source !== "greeting"))
      return partsAnswer(input, lang, split, llmConfigured() ? undefined : answers);
  }
  return answerOne(input, lang);
}

/** Two questions in one message: each answered on its own, with its own source. */
async function partsAnswer(
  input: Question,
  lang: Lang,
  parts: string[],
  answers?: Answer[],
): Promise<Answer> {
  const each = answers ?? (await answerEach(input, lang, parts));
  const order = aboutAnOrder(input.question);
  return { text: await partsReply(lang, parts, each, { order }), lang, source: "parts" };
}

const answerEach = (input: Question, lang: Lang, parts: string[], options?: AnswerOptions) =>
  Promise.all(parts.map((question) => answerOne({ ...input, question }, lang, options)));

interface AnswerOptions {
  /** Whether a configured model may phrase the answer (default yes). */
  model?: boolean;
}

/** One question's answer (see `answer`). */
async function answerOne(input: Question, lang: Lang, { model = true }: AnswerOptions = {}): Promise<Answer> {
  const asked = [...new Set(queryTerms(input.question))];
  if (!asked.length) return { text: await greetingReply(lang), lang, source: "greeting" };

  // A money situation is answered from its own rule before anything else the question names.
  const money = moneyIntent(input.question);
  // About an order's money, rule or not, the ticket offered has the order chosen.
  const order = money !== null || aboutAnOrder(input.question);
  const rule = money && rulePassage(await knowledge(lang), money.rule);
  if (money && rule)
    return ruleAnswer(
      lang,
      model ? input : null,
      money.intent,
      { passage: rule, score: 1, matched: asked, echoed: [] },
      asked,
    );

  const [match, { hits }] = await Promise.all([
    findProducts(input.question, lang),
    retrieve(lang, input.question),
  ]);
  const answering = answeringHits(hits, asked);
  const aboutProduct = match.products.length > 0 || match.games.length > 0;
  const wantsRequirements = asks(asked, REQUIREMENT_TERMS);
  if (
    aboutProduct &&
    (asks(asked, STATUS_TERMS) || wantsRequirements || !answering.length || namesOnly(asked, match))
  )
    return productAnswer(lang, match, wantsRequirements);

  // The model is given what the embedded reply would quote, no more: with nothing that answers,
  // both say they do not know.
  if (!answering.length) return { text: await unknownReply(lang, { order }), lang, source: "unknown" };
  const phrased = model ? await modelAnswer(lang, input, answering.slice(0, 5), { order }) : null;
  if (phrased) return phrased;
  const extra = match.products.length === 1 ? [await alsoProductLine(lang, match.products[0])] : [];
  return { text: await retrievalReply(lang, answering, asked, extra, { order }), lang, source: "articles" };
}

/**
 * The rule of a money situation: phrased by the model from that passage alone, told the situation,
 * when there is one.
 */
async function ruleAnswer(
  lang: Lang,
  /** The question, for the model to phrase the rule; null: quoted without it. */
  input: Question | null,
  intent: MoneyIntent,
  hit: Hit,
  asked: string[],
): Promise<Answer> {
  return (
    (input && (await modelAnswer(lang, input, [hit], { intent, order: true }))) || {
      text: await retrievalReply(lang, [hit], asked, [], { whole: true, order: true }),
      lang,
      source: "rule",
    }
  );
}

/**
 * The model's reply grounded by `hits`, with the way to a ticket; null when no model is set or it
 * failed (the embedded reply answers then).
 */
async function modelAnswer(
  lang: Lang,
  input: Question,
  hits: Hit[],
  { intent, order = false }: { intent?: MoneyIntent } & AboutAnOrder,
): Promise<Answer | null> {
  if (!llmConfigured()) return null;
  try {
    const text = await llmReply({
      lang,
      question: input.question,
      hits,
      intent,
      order,
      history: input.history ?? [],
    });
    const offersTicket = text.includes(localizePath(order ? ORDER_TICKET_LINK_PATH : TICKET_LINK_PATH, lang));
    return {
      text: offersTicket ? text : `${text}\n\n${await ticketOffer(lang, { order })}`,
      lang,
      source: "model",
    };
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
