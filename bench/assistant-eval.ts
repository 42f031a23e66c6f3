import evalSet from "../tests/fixtures/assistant-eval.json";
import { answer, type AnswerSource } from "~/services/assistant/assistant.server";
import { replyLinks, TICKET_LINK_PATH } from "~/utils/assistant";
import { stripLangPrefix, type Lang } from "~/utils/lang";

/** A question of the evaluation set and the pages a right answer cites first (null: none). */
export interface EvalCase {
  lang: Lang;
  question: string;
  pages: string[] | null;
  /** Words of the rule a right answer gives (any one, in the reply): a money question's rule. */
  says?: string[];
  /** A money situation in a customer's words (money-intents.server.ts): counted apart as well. */
  intent?: boolean;
  /** A message of two questions: the second one's pages, one of which the reply cites as well. */
  also?: string[];
  /** Tuning (may be changed against) or held out (never tuned against): decision 0045. */
  part: "tuning" | "heldout";
}

export interface EvalResult extends EvalCase {
  source: AnswerSource;
  /** The pages the reply cites, in order, without language prefix, query or anchor. */
  cited: string[];
  ok: boolean;
  /** The reply itself (to see why a case failed). */
  text: string;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

export const evalCases = evalSet.cases as EvalCase[];

/** A cited link as a page of the shop: no language prefix or query, its #anchor kept. */
function citedPage(href: string) {
  const [path, anchor] = href.split("#");
  return stripLangPrefix(path.split("?")[0]) + (anchor ? `#${anchor}` : "");
}

/**
 * Whether a cited page is the one expected: an expected anchor (a money rule's FAQ answer,
 * "/faq#faq-paidTwice") must be cited itself; a page without one is matched by any of its anchors.
 */
const isPage = (expected: string) => (cited: string | undefined) =>
  cited !== undefined && (expected.includes("#") ? cited === expected : cited.split("#")[0] === expected);

/**
 * Asks the assistant every question (as if asked on a page of the question's language) and checks
 * the first page it cites; a question the shop cannot answer is right when nothing is cited.
 */
export async function evaluateAssistant(cases: EvalCase[] = evalCases) {
  const results: EvalResult[] = [];
  for (const c of cases) {
    const started = performance.now();
    const reply = await answer({ question: c.question, pageLang: c.lang });
    const ms = performance.now() - started;
    // An "I do not know" links the help pages and the ticket form; those are no citation.
    const cited =
      reply.source === "unknown"
        ? []
        : replyLinks(reply.text)
            .map(citedPage)
            .filter((page) => page.split("#")[0] !== citedPage(TICKET_LINK_PATH));
    const text = reply.text.toLowerCase();
    const ruleSaid = !c.says || c.says.some((words) => text.includes(words.toLowerCase()));
    const alsoCited = !c.also || c.also.some((page) => cited.some(isPage(page)));
    const ok = c.pages
      ? c.pages.some((page) => isPage(page)(cited[0])) && alsoCited && ruleSaid
      : cited.length === 0;
    results.push({ ...c, source: reply.source, cited, ok, text: reply.text, ms });
  }
  const answerable = results.filter((r) => r.pages);
  const unanswerable = results.filter((r) => !r.pages);
  return {
    results,
    answered: { right: answerable.filter((r) => r.ok).length, total: answerable.length },
    declined: { right: unanswerable.filter((r) => r.ok).length, total: unanswerable.length },
  };
}
