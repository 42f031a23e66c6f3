import { langT } from "~/i18n/i18n.server";
import { resources } from "~/i18n/resources.server";
import { ORDER_TICKET_LINK_PATH, TICKET_LINK_PATH } from "~/utils/assistant";
import { formatStatusDate } from "~/utils/dates";
import { localizePath, type Lang } from "~/utils/lang";
import { statusMeta } from "~/utils/status";
import { CheatCategory } from "~/db/schema";
import { isFieldTerm, terms } from "../text/analyzer.server";
import type { Passage } from "./knowledge.server";
import type { Game, Product } from "./products.server";
import type { Hit } from "./retrieval.server";

/**
 * The embedded assistant's replies, in the reply markup of utils/assistant.ts: quoted passages
 * ("> "), links to the shop's pages ("[label](/path)"), blank lines between blocks.
 */

/** A link to one of the shop's pages in the reply's language. */
export function pageLink(label: string, page: string, lang: Lang) {
  return `[${label.replace(/[[\]\n]/g, " ").trim()}](${localizePath(page, lang)})`;
}

/** The label of a passage's link: the page, and the section when it links one. */
export function passageLabel(passage: Passage) {
  return passage.page.includes("#") ? `${passage.pageTitle} — ${passage.heading}` : passage.pageTitle;
}

/** The page of a passage without its section anchor (two sections are one page). */
export const pageOf = (passage: Passage) => passage.page.split("#")[0];

/**
 * What a word of the field (a lexicon term: "antivirus" for "defender", "loader", "bios", "uac")
 * weighs in a question's share against any other word: it names the topic, where "ate" or "exe" in
 * "defender ate the exe", or "keeps popping up" in "uac keeps popping up", only tell the story.
 * Chosen on the evaluation's tuning part: 3 answered two more of its questions than 2 (the weight
 * before), 2.5 none, 4 and 6 one; the held-out part and the off-topic declines the same at each.
 */
const FIELD_WORD_WEIGHT = 3;

/**
 * What a word found only in a passage's phrasings (how customers ask for it, never shown) counts in
 * the question's share the passage covers: half of a word the passage says. At one, the phrasings'
 * everyday words answered off-topic questions ("how much is a netflix subscription" from the
 * extension rule; 34 of 41 declined); at none, a customer's own words found the passage but could
 * not make it an answer. Chosen on the evaluation's tuning part: 0.5 and 0.75 answered 363 of 370,
 * 0.25 and 0 361, 1 358; the lower of the best two.
 */
const ECHO_WEIGHT = 0.5;

/** How much of the question a hit covers: 1 when it contains every asked term. */
export function coverage(hit: Hit, asked: string[]) {
  const weight = (terms: string[]) =>
    terms.reduce((sum, term) => sum + (isFieldTerm(term) ? FIELD_WORD_WEIGHT : 1), 0);
  return asked.length ? (weight(hit.matched) + ECHO_WEIGHT * weight(hit.echoed)) / weight(asked) : 0;
}

/**
 * The hits that answer rather than share a word: at least half of what was asked (two thirds when
 * the question names nothing of the field: "who wins the election" shares "win" with no rule), or
 * two asked terms the passage itself says (not only its phrasings), and not far below the best hit.
 */
export function answeringHits(hits: Hit[], asked: string[]) {
  const best = hits[0]?.score ?? 0;
  const enough = asked.some(isFieldTerm) ? 0.5 : 2 / 3;
  return hits.filter(
    (hit) => (coverage(hit, asked) >= enough || hit.matched.length >= 2) && hit.score >= best * 0.35,
  );
}

const QUOTE_MAX = 320;

/**
 * The sentences of a passage that answer the question: the one with most of the asked terms and
 * its neighbours, up to about two lines of the chat. A short passage is quoted whole.
 */
export function quoteOf(passage: Passage, asked: string[]): string {
  if (passage.text.length <= QUOTE_MAX) return passage.text;
  const sentences = passage.text
    .split("\n")
    .flatMap((line, lineIndex) =>
      line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d«"“–])/u).map((text) => ({ text: text.trim(), lineIndex })),
    )
    .filter((s) => s.text);
  const score = (text: string) => {
    const own = terms(text);
    return asked.filter((a) => own.some((o) => o.startsWith(a) || a.startsWith(o))).length;
  };
  let best = 0;
  sentences.forEach((s, i) => {
    if (score(s.text) > score(sentences[best].text)) best = i;
  });
  let from = best;
  let to = best;
  const length = () => sentences.slice(from, to + 1).reduce((n, s) => n + s.text.length + 1, 0);
  while (to + 1 < sentences.length && length() + sentences[to + 1].text.length <= QUOTE_MAX) to++;
  while (
    from > 0 &&
    length() + sentences[from - 1].text.length <= QUOTE_MAX &&
    score(sentences[from - 1].text) > 0
  )
    from--;
  // A list item means little without its lead ("No refund is given in the following cases:"):
  // an item quoted without it is preceded by it.
  const lead = listLeadOf(sentences, from);
  return (lead ? [lead, ...sentences.slice(from, to + 1)] : sentences.slice(from, to + 1)).reduce(
    (text, s, i, all) =>
      i === 0 ? s.text : text + (all[i - 1].lineIndex === s.lineIndex ? " " : "\n") + s.text,
    "",
  );
}

/** The sentence ending in ":" that opens the list `from` is an item of, when it is not quoted. */
function listLeadOf<T extends { text: string }>(sentences: T[], from: number): T | null {
  const item = (i: number) => sentences[i].text.endsWith(";");
  if (!item(from) && !(from > 0 && item(from - 1))) return null;
  let k = from - 1;
  while (k >= 0 && item(k)) k--;
  return k >= 0 && sentences[k].text.endsWith(":") ? sentences[k] : null;
}

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/**
 * The offer of a person's help, closing every reply that answers from the articles; about an order's
 * money, the form it links has the order chosen.
 */
export async function ticketOffer(lang: Lang, { order = false }: AboutAnOrder = {}) {
  const t = await langT(lang, "assistant");
  return order
    ? t("reply.ticketOrder", { href: localizePath(ORDER_TICKET_LINK_PATH, lang) })
    : t("reply.ticket", { href: localizePath(TICKET_LINK_PATH, lang) });
}

/** Whether a reply is about an order's money (money-intents.server.ts `aboutAnOrder`). */
export interface AboutAnOrder {
  order?: boolean;
}

/** A reply quoting the best passages (at most two pages) and naming a few more pages. */
export async function retrievalReply(
  lang: Lang,
  answering: Hit[],
  asked: string[],
  extra: string[] = [],
  /** Quote each passage whole: a money rule is read to its end (its last sentence is the way out). */
  { whole = false, order = false }: { whole?: boolean } & AboutAnOrder = {},
) {
  const t = await langT(lang, "assistant");
  const quotedPages: string[] = [];
  const blocks = [t("reply.found")];
  for (const hit of answering) {
    if (quotedPages.length === 2) break;
    if (quotedPages.includes(pageOf(hit.passage))) continue;
    if (quotedPages.length === 1 && hit.score < answering[0].score * 0.6) break;
    quotedPages.push(pageOf(hit.passage));
    blocks.push(
      `${quoted(whole ? hit.passage.text : quoteOf(hit.passage, asked))}\n${t("reply.source", { link: pageLink(passageLabel(hit.passage), hit.passage.page, lang) })}`,
    );
  }
  const more = answering.filter((hit, i, all) => {
    const page = pageOf(hit.passage);
    return !quotedPages.includes(page) && all.findIndex((h) => pageOf(h.passage) === page) === i;
  });
  if (more.length)
    blocks.push(
      t("reply.seeAlso", {
        links: more
          .slice(0, 2)
          .map((hit) => pageLink(passageLabel(hit.passage), hit.passage.page, lang))
          .join(", "),
      }),
    );
  blocks.push(...extra, await ticketOffer(lang, { order }));
  return blocks.join("\n\n");
}

/**
 * The answer to a message of several questions: each question in the customer's words, then its
 * answer without the opening line and the ticket offer, which the whole reply gives once; a
 * question without an answer says so. All without an answer: the plain "I do not know".
 */
export async function partsReply(
  lang: Lang,
  questions: string[],
  answers: { text: string; source: string }[],
  { order = false }: AboutAnOrder = {},
) {
  if (answers.every((a) => a.source === "unknown")) return unknownReply(lang, { order });
  const t = await langT(lang, "assistant");
  const found = t("reply.found");
  const offer = await ticketOffer(lang, { order });
  // Each part's own offer (of either kind) gives way to the one closing the whole reply.
  const offers = [await ticketOffer(lang), await ticketOffer(lang, { order: true })];
  const blocks = [t("reply.parts")];
  questions.forEach((question, i) => {
    // The customer's words as plain text: no link or quote markup of theirs reaches the reply.
    blocks.push(t("reply.partAsked", { question: question.replace(/[[\]]/g, "").replace(/^[>\s]+/, "") }));
    if (answers[i].source === "unknown") blocks.push(t("reply.partUnknown"));
    else
      blocks.push(
        ...answers[i].text.split(/\n{2,}/).filter((block) => block !== found && !offers.includes(block)),
      );
  });
  blocks.push(offer);
  return blocks.join("\n\n");
}

/**
 * The honest "I do not know", with the ways to a person and to the help pages; about an order's
 * money, "we have no rule for this" and a ticket with the order chosen.
 */
export async function unknownReply(lang: Lang, { order = false }: AboutAnOrder = {}) {
  const t = await langT(lang, "assistant");
  if (order) return t("reply.unknownOrder", { href: localizePath(ORDER_TICKET_LINK_PATH, lang) });
  return [
    t("reply.unknown"),
    t("reply.unknownHelp", {
      href: localizePath(TICKET_LINK_PATH, lang),
      faq: localizePath("/faq", lang),
      problems: localizePath("/problems", lang),
    }),
  ].join("\n\n");
}

export async function greetingReply(lang: Lang) {
  return (await langT(lang, "assistant"))("reply.greeting");
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** A product's status as the statuses page words it: its label, what it means, its date. */
function statusWords(lang: Lang, product: Product) {
  const words = resources[lang].common.status;
  const key = statusMeta[product.status].key as keyof typeof words.hints;
  return {
    status: words[key],
    hint: lowerFirst(words.hints[key]),
    date: formatStatusDate(product.statusUpdatedAt, lang),
  };
}

/** One product's live status as a sentence: name, game, status, what it means, its date. */
export async function statusSentence(lang: Lang, product: Product) {
  const t = await langT(lang, "assistant");
  return t("reply.status", {
    name: product.name,
    game: product.game ? ` (${product.game.names[lang]})` : "",
    ...statusWords(lang, product),
  }).replace(/\.\.$/, "."); // a Russian date ends with "г." already
}

const statusesPage = (lang: Lang, search: string) => ({
  label: resources[lang].common.statuses.title,
  page: `/statuses?search=${encodeURIComponent(search)}`,
});

/** "Is X working?": the live status of one or a few products, with their pages. */
export async function productStatusReply(lang: Lang, products: Product[]) {
  const t = await langT(lang, "assistant");
  if (products.length === 1) {
    const [product] = products;
    const advice = t(`reply.statusAdvice.${product.status}`, { defaultValue: "" });
    const blocks = [
      [await statusSentence(lang, product), advice].filter(Boolean).join(" "),
      t("reply.productLink", { link: pageLink(product.name, product.page, lang) }),
    ];
    if (product.category === CheatCategory.CHEAT) {
      const statuses = statusesPage(lang, product.name);
      blocks.push(t("reply.statusesLink", { link: pageLink(statuses.label, statuses.page, lang) }));
    }
    return blocks.join("\n\n");
  }
  const lines = await Promise.all(products.slice(0, 6).map((p) => statusItem(lang, p, true)));
  return [t("reply.manyProducts"), lines.join("\n")].join("\n\n");
}

/** A product as a list line: its link, its game when asked, status and date. */
async function statusItem(lang: Lang, product: Product, withGame: boolean) {
  const t = await langT(lang, "assistant");
  return `– ${t("reply.statusItem", {
    link: pageLink(product.name, product.page, lang),
    game: withGame && product.game ? ` (${product.game.names[lang]})` : "",
    ...statusWords(lang, product),
  })}`;
}

/** "Is the Iron Frontier cheat working?": every product of the game with its live status. */
export async function gameStatusReply(lang: Lang, game: Game) {
  const t = await langT(lang, "assistant");
  const name = game.names[lang];
  const lines = await Promise.all(game.products.map((p) => statusItem(lang, p, false)));
  const statuses = statusesPage(lang, name);
  return [
    t("reply.gameProducts", { game: pageLink(name, game.page, lang) }),
    lines.join("\n"),
    t("reply.statusesLink", { link: pageLink(statuses.label, statuses.page, lang) }),
  ].join("\n\n");
}

/** A product's system requirements, listed, with its requirements page. */
export async function requirementsReply(
  lang: Lang,
  product: Product,
  rows: { name: string; value: string }[],
) {
  const t = await langT(lang, "assistant");
  const link = t("reply.requirementsLink", {
    link: pageLink(product.name, `${product.page}/requirements`, lang),
  });
  if (!rows.length) return [t("reply.noRequirements", { name: product.name }), link].join("\n\n");
  return [
    t("reply.requirements", { name: product.name }),
    rows.map((r) => `– ${r.name}: ${r.value}`).join("\n"),
    await statusSentence(lang, product),
    link,
  ].join("\n\n");
}

/** A line about a product the question also named, added under an answer from the articles. */
export async function alsoProductLine(lang: Lang, product: Product) {
  const t = await langT(lang, "assistant");
  return t("reply.alsoProduct", {
    name: product.name,
    ...statusWords(lang, product),
    link: pageLink(product.name, product.page, lang),
  });
}
