import { and, asc, desc, eq } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { problemTranslations, problems } from "~/db/schema";
import type { ProblemInput } from "~/utils/console-forms";
import { languages, type Lang } from "~/utils/lang";
import { changedFields, flattenLangs, recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { sanitizeRichText } from "../content/rich-text.server";
import { CacheTag, invalidate } from "../invalidation.server";

// The problem list and page and the assistant's knowledge (which quotes every article) are all
// cached under `catalogue`: dropping it shows an edit on the pages and in the assistant's answers.
const TAGS = [CacheTag.catalogue] as const;

/** Problems for the console's list: title in the console's language, in the shop's order. */
export function consoleProblemList(lang: Lang) {
  return db()
    .select({ id: problems.id, slug: problems.slug, title: problemTranslations.title, sort: problems.sort })
    .from(problems)
    .leftJoin(
      problemTranslations,
      and(eq(problemTranslations.problemId, problems.id), eq(problemTranslations.lang, lang)),
    )
    .orderBy(desc(problems.sort), asc(problems.id));
}

/** The problem form's values, or null for an unknown id. */
export async function problemForm(id: number, executor: Pick<Db, "select"> = db()) {
  const [row] = await executor.select().from(problems).where(eq(problems.id, id));
  if (!row) return null;
  const texts = await executor
    .select()
    .from(problemTranslations)
    .where(eq(problemTranslations.problemId, id));
  const of = (lang: Lang) => {
    const found = texts.find((text) => text.lang === lang);
    return {
      title: found?.title ?? "",
      shortDescription: found?.shortDescription ?? "",
      headTitle: found?.headTitle ?? "",
      headDescription: found?.headDescription ?? "",
      description: found?.description ?? "",
    };
  };
  const input: ProblemInput = { slug: row.slug, sort: row.sort, ru: of("ru"), en: of("en") };
  return { input };
}

const clean = (input: ProblemInput): ProblemInput => ({
  ...input,
  ru: { ...input.ru, description: sanitizeRichText(input.ru.description) },
  en: { ...input.en, description: sanitizeRichText(input.en.description) },
});

/** Whether another problem already has this address (answered as a form error, not a crash). */
async function slugTaken(tx: Pick<Db, "select">, slug: string, exceptId?: number) {
  const [row] = await tx.select({ id: problems.id }).from(problems).where(eq(problems.slug, slug));
  return Boolean(row && row.id !== exceptId);
}

/** Creates a problem article on both sites; it is listed on the next request (problems have no flag). */
export async function createProblem(ctx: WriteContext, input: ProblemInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const problem = clean(input);
  const id = await db().transaction(async (tx) => {
    if (await slugTaken(tx, problem.slug)) throw new ConsoleError("SLUG_TAKEN", 409);
    const [row] = await tx.insert(problems).values({ slug: problem.slug, sort: problem.sort }).returning();
    for (const lang of languages)
      await tx.insert(problemTranslations).values({ problemId: row.id, lang, ...problem[lang] });
    await recordAudit(tx, ctx, {
      action: "problem.create",
      entity: "problem",
      entityId: row.id,
      before: null,
      after: problem,
    });
    return row.id;
  });
  invalidate(TAGS);
  return id;
}

/** Saves a problem's form; the audit row names the fields that changed. */
export async function updateProblem(ctx: WriteContext, id: number, input: ProblemInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const problem = clean(input);
  const changed = await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.id, id))
      .for("update");
    if (!locked) throw new ConsoleError("NOT_FOUND", 404);
    if (await slugTaken(tx, problem.slug, id)) throw new ConsoleError("SLUG_TAKEN", 409);
    const before = (await problemForm(id, tx))!.input;
    const diff = changedFields(flattenLangs(before), flattenLangs(problem));
    if (!diff.count) return 0;
    await tx.update(problems).set({ slug: problem.slug, sort: problem.sort }).where(eq(problems.id, id));
    for (const lang of languages)
      await tx
        .insert(problemTranslations)
        .values({ problemId: id, lang, ...problem[lang] })
        .onConflictDoUpdate({
          target: [problemTranslations.problemId, problemTranslations.lang],
          set: problem[lang],
        });
    await recordAudit(tx, ctx, {
      action: "problem.update",
      entity: "problem",
      entityId: id,
      before: diff.before,
      after: diff.after,
    });
    return diff.count;
  });
  if (changed) invalidate(TAGS);
  return changed;
}

/** Deletes a problem article: nothing is bought or linked by id, so nothing holds it back. */
export async function deleteProblem(ctx: WriteContext, id: number) {
  requireRight(ctx.actor, "catalogue.edit");
  await db().transaction(async (tx) => {
    const [row] = await tx.delete(problems).where(eq(problems.id, id)).returning();
    if (!row) throw new ConsoleError("NOT_FOUND", 404);
    await recordAudit(tx, ctx, {
      action: "problem.delete",
      entity: "problem",
      entityId: id,
      before: { slug: row.slug },
      after: null,
    });
  });
  invalidate(TAGS);
}
