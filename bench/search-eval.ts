import { percentile } from "./percentile";
import evalSet from "../tests/fixtures/search-eval.json";
import { search } from "~/services/catalogue/search.server";
import type { Lang } from "~/utils/lang";

/** A search text of the evaluation set and the pages any of which counts as found in the first three. */
export interface SearchCase {
  lang: Lang;
  query: string;
  expect: string[];
}

export const searchCases = evalSet.cases as SearchCase[];

/** How many results a customer reads before giving up on a search (the drop-down's first three). */
export const SEARCH_TOP = 3;

/**
 * Runs every search of the set on the site of its language and checks the first three results;
 * also times each search (the index and the cards, without the 30-second result cache).
 */
export async function evaluateSearch(cases: SearchCase[] = searchCases) {
  const results = [];
  const times: number[] = [];
  for (const c of cases) {
    const started = performance.now();
    // A case's own query each time: the result cache is keyed by the text, so this is a real search.
    const { list } = await search(c.lang, c.query);
    times.push(performance.now() - started);
    const top = list.slice(0, SEARCH_TOP).map((item) => item.to);
    results.push({ ...c, top, ok: top.some((to) => c.expect.includes(to)) });
  }
  return {
    results,
    right: results.filter((r) => r.ok).length,
    total: results.length,
    p95: percentile(times, 0.95),
  };
}
