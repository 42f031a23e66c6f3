import { and, asc, desc, eq, ilike, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { problemTranslations, problems } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { cached } from "../cache.server";
import { escapeLike } from "./games.server";
import { pageWindow, paginate, type PageRequest } from "./sql.server";
import { CacheTag } from "../invalidation.server";
import { sanitizeRichText } from "../content/rich-text.server";

/** Problems per page (GET /api/problems/home). */
export const PROBLEMS_PAGE_SIZE = 8;

const join = (lang: Lang) =>
  and(eq(problemTranslations.problemId, problems.id), eq(problemTranslations.lang, lang));

/** Known errors with search in title and summary (GET /api/problems/home, /problems). */
export function listProblems(query: PageRequest & { lang: Lang; search?: string | null }) {
  const { lang, search = null } = query;
  const window = pageWindow(query);
  return cached(
    `problems:${lang}:${search ?? ""}:${window.offset}:${window.limit}`,
    [CacheTag.catalogue],
    60_000,
    async () => {
      const pattern = search ? `%${escapeLike(search)}%` : null;
      const rows = await db()
        .select({
          id: problems.id,
          slug: problems.slug,
          title: problemTranslations.title,
          shortDescription: problemTranslations.shortDescription,
        })
        .from(problems)
        .innerJoin(problemTranslations, join(lang))
        .where(
          pattern
            ? or(
                ilike(problemTranslations.title, pattern),
                ilike(problemTranslations.shortDescription, pattern),
              )
            : undefined,
        )
        .orderBy(desc(problems.sort), asc(problems.id))
        .limit(window.limit)
        .offset(window.offset);
      const page = paginate(rows, window);
      return { list: page.list.map((p) => ({ ...p, to: `/problem/${p.slug}` })), nextPage: page.nextPage };
    },
  );
}

/** One problem article; null for an unknown slug. */
export function getProblem(lang: Lang, slug: string) {
  return cached(`problem:${lang}:${slug}`, [CacheTag.catalogue], 60_000, async () => {
    const [row] = await db()
      .select({
        id: problems.id,
        slug: problems.slug,
        headTitle: problemTranslations.headTitle,
        headDescription: problemTranslations.headDescription,
        title: problemTranslations.title,
        shortDescription: problemTranslations.shortDescription,
        description: problemTranslations.description,
      })
      .from(problems)
      .innerJoin(problemTranslations, join(lang))
      .where(eq(problems.slug, slug));
    if (!row) return null;
    const { headTitle, headDescription, title, shortDescription, description, ...rest } = row;
    return {
      ...rest,
      localization: {
        headTitle,
        headDescription,
        title,
        shortDescription,
        description: sanitizeRichText(description),
      },
    };
  });
}
