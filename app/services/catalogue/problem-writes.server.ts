import { asc, desc } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { problemTranslations, problems } from "~/db/schema";
import type { ProblemInput } from "~/utils/console-forms";
import type { Lang } from "~/utils/lang";
import type { WriteContext } from "../audit/audit.server";
import { CacheTag } from "../invalidation.server";
import { CONSOLE_PAGE_SIZE, consolePage, readListSearch } from "./console-lists.server";
import {
  createTranslated,
  deleteTranslated,
  readTranslated,
  textsIn,
  translatedListWhere,
  updateTranslated,
  type TranslatedEntity,
} from "./translated-entities.server";

// The problem list and page and the assistant's knowledge (which quotes every article) are all
// cached under `catalogue`: dropping it shows an edit on the pages and in the assistant's answers.
const TAGS = [CacheTag.catalogue] as const;

/** The problems list's search and page, from the query (a GET form, so a search is a link). */
export const readProblemFilter = readListSearch;
export type ProblemFilter = ReturnType<typeof readProblemFilter>;

const PROBLEM: TranslatedEntity<typeof problems, typeof problemTranslations, ProblemInput> = {
  name: "problem",
  table: problems,
  translations: problemTranslations,
  textsKey: [problemTranslations.problemId, problemTranslations.lang],
  nameColumn: problemTranslations.title,
  textKeys: ["title", "shortDescription", "headTitle", "headDescription", "description"],
  richText: "description",
  tags: TAGS,
  columns: (problem) => ({ slug: problem.slug, sort: problem.sort }),
  textRow: (problemId, lang, problem) => ({ problemId, lang, ...problem[lang] }),
  read: problemForm,
};

/**
 * Problems for the console's list, never cached: title in the console's language, in the shop's
 * order; searched by title (either site) or address, a page at a time.
 */
export async function consoleProblemList(lang: Lang, filter: ProblemFilter, pageSize = CONSOLE_PAGE_SIZE) {
  const where = translatedListWhere(PROBLEM, filter.q);
  return consolePage(
    filter.page,
    pageSize,
    db()
      .select({
        id: problems.id,
        slug: problems.slug,
        title: problemTranslations.title,
        sort: problems.sort,
      })
      .from(problems)
      .leftJoin(problemTranslations, textsIn(PROBLEM, lang))
      .where(where)
      .orderBy(desc(problems.sort), asc(problems.id))
      .$dynamic(),
    db().$count(problems, where),
  );
}

/** The problem form's values, or null for an unknown id. */
export async function problemForm(id: number, executor: Pick<Db, "select"> = db()) {
  const found = await readTranslated(executor, PROBLEM, id);
  if (!found) return null;
  const input: ProblemInput = { slug: found.row.slug, sort: found.row.sort, ...found.texts };
  return { input };
}

/** Creates a problem article on both sites; it is listed on the next request (problems have no flag). */
export function createProblem(ctx: WriteContext, input: ProblemInput) {
  return createTranslated(ctx, PROBLEM, input);
}

/** Saves a problem's form; the audit row names the fields that changed. */
export function updateProblem(ctx: WriteContext, id: number, input: ProblemInput) {
  return updateTranslated(ctx, PROBLEM, id, input);
}

/** Deletes a problem article: nothing is bought or linked by id, so nothing holds it back. */
export function deleteProblem(ctx: WriteContext, id: number) {
  return deleteTranslated(ctx, PROBLEM, id);
}
