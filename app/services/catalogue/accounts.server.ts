import { and, asc, desc, eq, exists, ilike, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { accountScreenshots, accountTranslations, accounts, prices } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { cached } from "../cache.server";
import { accountReserved, accountSold } from "../stock/stock-keys.server";
import { escapeLike } from "./games.server";
import {
  buyablePrice,
  effectiveMinor,
  accountListed,
  pageWindow,
  paginate,
  priceRowWithStock,
  toPriceOption,
  toPriceView,
  type MinorPrice,
  type PageRequest,
} from "./sql.server";
import { CacheTag } from "../invalidation.server";
import { sanitizeRichText } from "../content/rich-text.server";

/** Accounts per page (GET /api/accounts/home). */
export const ACCOUNTS_PAGE_SIZE = 8;

const accountJoin = (lang: Lang) =>
  and(eq(accountTranslations.accountId, accounts.id), eq(accountTranslations.lang, lang));

function accountCardColumns(lang: Lang) {
  return {
    id: accounts.id,
    slug: accounts.slug,
    name: accountTranslations.name,
    previewVerticalWebP: accounts.previewVerticalWebp,
    previewVerticalJPEG: accounts.previewVerticalJpeg,
    isPublished: accounts.isPublished,
    reserved: accountReserved,
    minPrice: sql<MinorPrice | null>`(select json_build_object('price', ${prices.priceMinor}, 'discountPrice', ${prices.discountPriceMinor}, 'currency', ${prices.currency})
      from ${prices} where ${prices.accountId} = ${accounts.id} and ${buyablePrice(lang)} order by ${effectiveMinor} asc limit 1)`,
  };
}

function toAccountCard<T extends { slug: string; minPrice: MinorPrice | null; isPublished: boolean }>(
  row: T,
) {
  return {
    ...row,
    type: "account" as const,
    to: `/account/${row.slug}`,
    minPrice: row.isPublished ? toPriceView(row.minPrice) : null,
  };
}

const anyLanguage = alias(accountTranslations, "any_language");

/**
 * The search matches an account's name in either language: Russian players often type a game's
 * English name ("Iron Frontier") while the Russian listing says «Железный рубеж».
 */
function nameInAnyLanguage(search: string) {
  return exists(
    db()
      .select({ one: sql`1` })
      .from(anyLanguage)
      .where(and(eq(anyLanguage.accountId, accounts.id), ilike(anyLanguage.name, `%${escapeLike(search)}%`))),
  );
}

/** Published accounts, in-stock first, with name search (GET /api/accounts/home, /accounts). */
export function listAccounts(query: PageRequest & { lang: Lang; search?: string | null }) {
  const { lang, search = null } = query;
  const window = pageWindow(query);
  return cached(
    `accounts:${lang}:${search ?? ""}:${window.offset}:${window.limit}`,
    [CacheTag.catalogue],
    60_000,
    async () => {
      const columns = accountCardColumns(lang);
      const rows = await db()
        .select(columns)
        .from(accounts)
        .innerJoin(accountTranslations, accountJoin(lang))
        .where(and(accountListed, search ? nameInAnyLanguage(search) : undefined))
        .orderBy(sql`(${columns.minPrice}) is null`, desc(accounts.sort), asc(accounts.id))
        .limit(window.limit)
        .offset(window.offset);
      const page = paginate(rows, window);
      return { list: page.list.map(toAccountCard), nextPage: page.nextPage };
    },
  );
}

/** One account with its screenshots, options and texts; null for an unknown or unpublished slug. */
export function getAccount(lang: Lang, slug: string) {
  return cached(`account:${lang}:${slug}`, [CacheTag.catalogue], 60_000, async () => {
    const [row] = await db()
      .select({
        ...accountCardColumns(lang),
        headTitle: accountTranslations.headTitle,
        headDescription: accountTranslations.headDescription,
        description: accountTranslations.description,
        sold: accountSold,
      })
      .from(accounts)
      .innerJoin(accountTranslations, accountJoin(lang))
      .where(and(eq(accounts.slug, slug), eq(accounts.isPublished, true)));
    if (!row) return null;
    const [options, screenshots] = await Promise.all([
      db()
        .select(priceRowWithStock)
        .from(prices)
        .where(and(eq(prices.accountId, row.id), eq(prices.lang, lang)))
        .orderBy(asc(prices.sort)),
      db()
        .select({
          id: accountScreenshots.id,
          previewWebP: accountScreenshots.previewWebp,
          previewJPEG: accountScreenshots.previewJpeg,
          width: accountScreenshots.width,
          height: accountScreenshots.height,
        })
        .from(accountScreenshots)
        .where(eq(accountScreenshots.accountId, row.id))
        .orderBy(asc(accountScreenshots.sort)),
    ]);
    const { headTitle, headDescription, description, sold, ...card } = row;
    const priceOptions = options.map((p) => toPriceOption(p));
    return {
      ...toAccountCard(card),
      prices: priceOptions,
      sold,
      screenshots,
      localization: { headTitle, headDescription, description: sanitizeRichText(description) },
    };
  });
}
