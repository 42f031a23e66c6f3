import { asc, count, desc, eq } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { accountScreenshots, accountTranslations, accounts, purchases } from "~/db/schema";
import type { AccountInput } from "~/utils/console-forms";
import type { Lang } from "~/utils/lang";
import type { WriteContext } from "../audit/audit.server";
import { ConsoleError } from "../console-errors.server";
import { CacheTag } from "../invalidation.server";
import { CONSOLE_PAGE_SIZE, consolePage, readListSearch, readYesNo } from "./console-lists.server";
import { galleryList } from "./gallery-writes.server";
import {
  createTranslated,
  deleteTranslated,
  readTranslated,
  textsIn,
  translatedListWhere,
  updateTranslated,
  type TranslatedEntity,
} from "./translated-entities.server";
import { ensureStocks } from "../stock/stock-labels.server";

// Every read of accounts (list, page, header menu, search, offers count) is cached under
// `catalogue`, so that one tag is what an account write drops.
const TAGS = [CacheTag.catalogue] as const;

/** The accounts list's filters, from the query (a GET form, so a filter is a link). */
export function readAccountFilter(params: URLSearchParams) {
  return { ...readListSearch(params), published: readYesNo(params.get("published")) };
}
export type AccountFilter = ReturnType<typeof readAccountFilter>;

const ACCOUNT: TranslatedEntity<typeof accounts, typeof accountTranslations, AccountInput> = {
  name: "account",
  table: accounts,
  translations: accountTranslations,
  textsKey: [accountTranslations.accountId, accountTranslations.lang],
  nameColumn: accountTranslations.name,
  textKeys: ["name", "headTitle", "headDescription", "description"],
  richText: "description",
  tags: TAGS,
  columns: (account) => ({ slug: account.slug, isPublished: account.isPublished, sort: account.sort }),
  textRow: (accountId, lang, account) => ({ accountId, lang, ...account[lang] }),
  read: accountForm,
  created: ensureStocks,
};

/**
 * Accounts for the console's list, never cached: name in the console's language, flag,
 * screenshots; searched by name (either site) or address, filtered by the flag, a page at a time.
 */
export async function consoleAccountList(lang: Lang, filter: AccountFilter, pageSize = CONSOLE_PAGE_SIZE) {
  const where = translatedListWhere(ACCOUNT, filter.q, [[accounts.isPublished, filter.published]]);
  return consolePage(
    filter.page,
    pageSize,
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
      .leftJoin(accountTranslations, textsIn(ACCOUNT, lang))
      .leftJoin(accountScreenshots, eq(accountScreenshots.accountId, accounts.id))
      .where(where)
      .groupBy(accounts.id, accountTranslations.name)
      // The shop's own order, so the list reads like the storefront.
      .orderBy(desc(accounts.sort), asc(accounts.id))
      .$dynamic(),
    db().$count(accounts, where),
  );
}

/** The account form's values and screenshots, or null for an unknown id. */
export async function accountForm(id: number, executor: Pick<Db, "select"> = db()) {
  const found = await readTranslated(executor, ACCOUNT, id);
  if (!found) return null;
  const { row, texts } = found;
  const input: AccountInput = { slug: row.slug, isPublished: row.isPublished, sort: row.sort, ...texts };
  return { input, screenshots: await galleryList("account", id, executor) };
}

/**
 * Creates an account with its texts on both sites. It starts unpublished, whatever the form says:
 * it has no screenshots or price options yet, and the owner publishes it once it is ready.
 */
export function createAccount(ctx: WriteContext, input: AccountInput) {
  return createTranslated(ctx, ACCOUNT, { ...input, isPublished: false });
}

/** Saves an account's form; the audit row names the fields that changed. */
export function updateAccount(ctx: WriteContext, id: number, input: AccountInput) {
  return updateTranslated(ctx, ACCOUNT, id, input);
}

/**
 * Deletes an account with its texts, options and screenshots, unless purchases name it (409): a
 * buyer's history keeps pointing at what was bought, so a sold account is unpublished instead.
 */
export function deleteAccount(ctx: WriteContext, id: number) {
  return deleteTranslated(ctx, ACCOUNT, id, async (tx) => {
    const [{ bought }] = await tx
      .select({ bought: count() })
      .from(purchases)
      .where(eq(purchases.accountId, id));
    if (bought > 0) throw new ConsoleError("IN_USE_ACCOUNT", 409);
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, id));
    const screenshots = await galleryList("account", id, tx);
    return {
      audit: { screenshots: screenshots.length },
      files: [
        row.previewVerticalWebp,
        row.previewVerticalJpeg,
        ...screenshots.flatMap((shot) => [shot.webp, shot.jpeg]),
      ],
    };
  });
}
