import { and, asc, count, desc, eq } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { accountScreenshots, accountTranslations, accounts, purchases } from "~/db/schema";
import type { AccountInput } from "~/utils/console-forms";
import { languages, type Lang } from "~/utils/lang";
import { changedFields, flattenLangs, recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { sanitizeRichText } from "../content/rich-text.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { removeConsoleImages } from "../media/console-images.server";
import { galleryList } from "./gallery-writes.server";

// Every read of accounts (list, page, header menu, search, offers count) is cached under
// `catalogue`, so that one tag is what an account write drops.
const TAGS = [CacheTag.catalogue] as const;

/** Accounts for the console's list: name in the console's language, flag, screenshots. */
export function consoleAccountList(lang: Lang) {
  return (
    db()
      .select({
        id: accounts.id,
        slug: accounts.slug,
        name: accountTranslations.name,
        isPublished: accounts.isPublished,
        preview: accounts.previewVerticalWebp,
        screenshots: count(accountScreenshots.id),
      })
      .from(accounts)
      .leftJoin(
        accountTranslations,
        and(eq(accountTranslations.accountId, accounts.id), eq(accountTranslations.lang, lang)),
      )
      .leftJoin(accountScreenshots, eq(accountScreenshots.accountId, accounts.id))
      .groupBy(accounts.id, accountTranslations.name)
      // The shop's own order, so the list reads like the storefront.
      .orderBy(desc(accounts.sort), asc(accounts.id))
  );
}

/** The account form's values and screenshots, or null for an unknown id. */
export async function accountForm(id: number, executor: Pick<Db, "select"> = db()) {
  const [row] = await executor.select().from(accounts).where(eq(accounts.id, id));
  if (!row) return null;
  const texts = await executor
    .select()
    .from(accountTranslations)
    .where(eq(accountTranslations.accountId, id));
  const of = (lang: Lang) => {
    const found = texts.find((text) => text.lang === lang);
    return {
      name: found?.name ?? "",
      headTitle: found?.headTitle ?? "",
      headDescription: found?.headDescription ?? "",
      description: found?.description ?? "",
    };
  };
  const input: AccountInput = {
    slug: row.slug,
    isPublished: row.isPublished,
    sort: row.sort,
    ru: of("ru"),
    en: of("en"),
  };
  return { input, screenshots: await galleryList("account", id, executor) };
}

const clean = (input: AccountInput): AccountInput => ({
  ...input,
  ru: { ...input.ru, description: sanitizeRichText(input.ru.description) },
  en: { ...input.en, description: sanitizeRichText(input.en.description) },
});

/** Whether another account already has this address (answered as a form error, not a crash). */
async function slugTaken(tx: Pick<Db, "select">, slug: string, exceptId?: number) {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.slug, slug));
  return Boolean(row && row.id !== exceptId);
}

/** Locks an account's row for the transaction (so concurrent writes queue); 404 when it is gone. */
async function lockAccount(tx: Pick<Db, "select">, id: number) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for("update");
  if (!row) throw new ConsoleError("NOT_FOUND", 404);
  return row;
}

/**
 * Creates an account with its texts on both sites. It starts unpublished, whatever the form says:
 * it has no screenshots or price options yet, and the owner publishes it once it is ready.
 */
export async function createAccount(ctx: WriteContext, input: AccountInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const account = { ...clean(input), isPublished: false };
  const id = await db().transaction(async (tx) => {
    if (await slugTaken(tx, account.slug)) throw new ConsoleError("SLUG_TAKEN", 409);
    const [row] = await tx
      .insert(accounts)
      .values({ slug: account.slug, sort: account.sort, isPublished: false })
      .returning();
    for (const lang of languages)
      await tx.insert(accountTranslations).values({ accountId: row.id, lang, ...account[lang] });
    await recordAudit(tx, ctx, {
      action: "account.create",
      entity: "account",
      entityId: row.id,
      before: null,
      after: account,
    });
    return row.id;
  });
  invalidate(TAGS);
  return id;
}

/** Saves an account's form; the audit row names the fields that changed. */
export async function updateAccount(ctx: WriteContext, id: number, input: AccountInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const account = clean(input);
  const changed = await db().transaction(async (tx) => {
    await lockAccount(tx, id);
    if (await slugTaken(tx, account.slug, id)) throw new ConsoleError("SLUG_TAKEN", 409);
    const before = (await accountForm(id, tx))!.input;
    const diff = changedFields(flattenLangs(before), flattenLangs(account));
    if (!diff.count) return 0;
    await tx
      .update(accounts)
      .set({ slug: account.slug, isPublished: account.isPublished, sort: account.sort })
      .where(eq(accounts.id, id));
    for (const lang of languages)
      await tx
        .insert(accountTranslations)
        .values({ accountId: id, lang, ...account[lang] })
        .onConflictDoUpdate({
          target: [accountTranslations.accountId, accountTranslations.lang],
          set: account[lang],
        });
    await recordAudit(tx, ctx, {
      action: "account.update",
      entity: "account",
      entityId: id,
      before: diff.before,
      after: diff.after,
    });
    return diff.count;
  });
  if (changed) invalidate(TAGS);
  return changed;
}

/**
 * Deletes an account with its texts, options and screenshots, unless purchases name it (409): a
 * buyer's history keeps pointing at what was bought, so a sold account is unpublished instead.
 */
export async function deleteAccount(ctx: WriteContext, id: number) {
  requireRight(ctx.actor, "catalogue.edit");
  const removed = await db().transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    const [{ bought }] = await tx
      .select({ bought: count() })
      .from(purchases)
      .where(eq(purchases.accountId, id));
    if (bought > 0) throw new ConsoleError("IN_USE_ACCOUNT", 409);
    const screenshots = await galleryList("account", id, tx);
    await tx.delete(accounts).where(eq(accounts.id, id));
    await recordAudit(tx, ctx, {
      action: "account.delete",
      entity: "account",
      entityId: id,
      before: { slug: row.slug, screenshots: screenshots.length },
      after: null,
    });
    return { row, screenshots };
  });
  invalidate(TAGS);
  // Files go after the commit: a failed delete must not leave rows naming missing pictures.
  await removeConsoleImages([
    removed.row.previewVerticalWebp,
    removed.row.previewVerticalJpeg,
    ...removed.screenshots.flatMap((shot) => [shot.webp, shot.jpeg]),
  ]);
}
