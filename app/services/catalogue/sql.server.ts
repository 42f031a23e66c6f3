import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { accounts, CheatCategory, cheats, cheatTranslations, games, prices, type Price } from "~/db/schema";
import { languages, type Lang } from "~/utils/lang";
import { type PriceView } from "~/utils/price";
import { fromMinor, storedMinor } from "~/utils/money";
import { accountSold, optionInStock } from "../stock/stock-keys.server";

/**
 * The name a product (`cheats` row of the outer query) shows on the site of `lang`: its translated
 * name, or its main name `cheats.name` where that is empty (decision 0037). A correlated subquery
 * on the translation's primary key rather than a join, so it fits any select, filter or order,
 * also in queries that join `cheat_translations` themselves.
 */
export function cheatName(lang: Lang) {
  return sql<string>`coalesce((select nullif(ct.name, '') from ${cheatTranslations} ct
    where ct.cheat_id = ${cheats.id} and ct.lang = ${lang}), ${cheats.name})`;
}

/** The product's name on each site: `{ ru, en }` as a nested select (purchases record both). */
export const cheatNames = () =>
  Object.fromEntries(languages.map((lang) => [lang, cheatName(lang)])) as Record<Lang, SQL<string>>;

/**
 * Whether a product is named `pattern` (an ilike pattern) by its main name or by its name on
 * either site: a buyer may type the English brand on the Russian site or the other way round.
 */
export function cheatNameLike(pattern: string) {
  return sql`(${cheats.name} ilike ${pattern} or exists (select 1 from ${cheatTranslations} ct
    where ct.cheat_id = ${cheats.id} and ct.name ilike ${pattern}))`;
}

/** What buyers pay for a price row: the discount price when present. */
export const effectiveMinor = sql<number>`coalesce(${prices.discountPriceMinor}, ${prices.priceMinor})`;

/** A buyable price row of a language: priced, and with a key in stock where it sells keys. */
export function buyablePrice(lang: Lang) {
  return and(
    eq(prices.lang, lang),
    sql`${prices.priceMinor} is not null`,
    sql`${prices.currency} is not null`,
    optionInStock,
  );
}

/**
 * A game account the storefront lists (grid, header menu, search, sitemap, counts): published and
 * not sold — a unique item leaves every list the moment it sells; its own page says "sold".
 */
export const accountListed = and(eq(accounts.isPublished, true), sql`not ${accountSold}`);

/** A price row with whether it can be sold now (stock-keys.server.ts `optionInStock`). */
export const priceRowWithStock = { ...getTableColumns(prices), inStock: optionInStock };

/** Published cheats of the plain CHEAT category of the game in the outer query (games.id). */
export const publishedGameCheats = and(
  eq(cheats.gameId, games.id),
  eq(cheats.isPublished, true),
  eq(cheats.category, CheatCategory.CHEAT),
);

/** The cheapest buyable option (as JSON) among the rows `where` selects. */
export function cheapestPriceJson(lang: Lang, where: SQL | undefined) {
  return sql<MinorPrice | null>`(select json_build_object('price', ${prices.priceMinor}, 'discountPrice', ${prices.discountPriceMinor}, 'currency', ${prices.currency})
    from ${prices} inner join ${cheats} on ${prices.cheatId} = ${cheats.id}
    where ${where} and ${buyablePrice(lang)}
    order by ${effectiveMinor} asc limit 1)`;
}

/** A price as SQL builds it: minor units. */
export interface MinorPrice {
  price: number | null;
  discountPrice: number | null;
  currency: number | null;
}

/** Minor-unit JSON (or a row) to the API's price view. */
export function toPriceView(row: MinorPrice | null | undefined): PriceView | null {
  if (!row || row.price == null || row.currency == null) return null;
  return {
    price: fromMinor(storedMinor(row.price)),
    discountPrice: row.discountPrice == null ? null : fromMinor(storedMinor(row.discountPrice)),
    currency: Number(row.currency),
  };
}

/** Pagination of SPEC §7: pages start at 1; `cumulative` returns pages 1..page at once (no-JS load more). */
export interface PageRequest {
  page: number;
  pageSize: number;
  cumulative?: boolean;
}

export function pageWindow({ page, pageSize, cumulative }: PageRequest) {
  const safe = Math.max(1, Math.floor(page) || 1);
  return cumulative
    ? { limit: safe * pageSize + 1, offset: 0, page: safe, take: safe * pageSize }
    : { limit: pageSize + 1, offset: (safe - 1) * pageSize, page: safe, take: pageSize };
}

/** Cuts the look-ahead row off a page and says whether another page follows. */
export function paginate<T>(rows: T[], window: ReturnType<typeof pageWindow>) {
  return { list: rows.slice(0, window.take), nextPage: rows.length > window.take ? window.page + 1 : null };
}

/** Reads a positive page number from a query value (1 when absent or invalid). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** A price option of a product page (SPEC §3 Price with its id, title and period). */
export interface PriceOption extends PriceView {
  id: number;
  title: string;
  periodDays: number;
}

/** A stored price row as the option the buy block shows; `buyable` false drops its payment link. */
export function toPriceOption(row: Price & { inStock?: boolean }, buyable = true): PriceOption {
  // SPEC §3: no price means out of stock — and so does an option whose stock has no key left.
  const sold = row.inStock === false;
  return {
    id: row.id,
    title: row.title,
    periodDays: row.periodDays,
    type: row.type,
    price: sold ? null : fromMinor(row.priceMinor),
    discountPrice: sold ? null : fromMinor(row.discountPriceMinor),
    currency: sold ? null : row.currency,
    redirect: buyable && !sold ? row.redirect : null,
  };
}
