import { storedMinor, type Minor } from "~/utils/money";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { z } from "zod";
import { db } from "~/db/client.server";
import { CheatCategory, cheats, games, gameTranslations, PaymentStatus, StockKeyStatus } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { cheatName, cheatNameLike, parsePage } from "./sql.server";
import { escapeLike } from "./games.server";

export const CONSOLE_PAGE_SIZE = 25;

/** A console list's search and page, from the query (a GET form, so a filter is a link). */
export function readListSearch(params: URLSearchParams) {
  return { q: params.get("q")?.trim().slice(0, 100) || undefined, page: parsePage(params.get("page")) };
}

/** A yes / no filter of a console list; anything else is no filter. */
export const readYesNo = (value: string | null): "yes" | "no" | undefined =>
  value === "yes" || value === "no" ? value : undefined;

/**
 * One page of a console list with the count under the same filter, read together: `rows` is the
 * list's whole query (`.$dynamic()`, so the page's limit and offset can be set here).
 */
export async function consolePage<Query extends PgSelect>(
  page: number,
  pageSize: number,
  rows: Query,
  total: PromiseLike<number>,
) {
  const [list, matching] = await Promise.all([rows.limit(pageSize).offset((page - 1) * pageSize), total]);
  return {
    rows: list as Awaited<Query>,
    total: matching,
    pages: Math.max(1, Math.ceil(matching / pageSize)),
  };
}

/** The product list's filters, from the query string (the forms are GET, so a filter is a link). */
export const cheatFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  game: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  category: z.coerce.number().int().min(0).max(3).optional().catch(undefined),
  status: z.coerce.number().int().min(0).max(4).optional().catch(undefined),
  published: z.enum(["yes", "no"]).optional().catch(undefined),
});
export type CheatFilter = z.infer<typeof cheatFilterSchema>;

/** Reads the filters and the page from a URL's query; unknown or broken values are dropped. */
export function readCheatFilter(params: URLSearchParams): CheatFilter & { page: number } {
  const raw = Object.fromEntries(
    ["q", "game", "category", "status", "published"].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  return { ...cheatFilterSchema.parse(raw), page: parsePage(params.get("page")) };
}

export interface ConsoleCheatRow {
  id: number;
  /** The card picture (WebP), or null while the product has none. */
  preview: string | null;
  /** The cheapest and dearest option on this site (after discounts), in minor units. */
  priceFrom: Minor | null;
  priceTo: Minor | null;
  currency: number | null;
  /** Keys on sale now across its options; null for a product that sells no keys. */
  available: number | null;
  /** Paid orders in the last 30 days. */
  sold30: number;
  name: string;
  slug: string;
  category: number;
  status: number;
  statusNote: string;
  statusUpdatedAt: Date;
  isPublished: boolean;
  gameId: number | null;
  gameName: string | null;
  gameSlug: string | null;
}

/** A product's fields on the console's list and page and in the owner API (with `games` joined). */
const consoleCheatColumns = {
  id: cheats.id,
  gameId: cheats.gameId,
  name: cheats.name,
  slug: cheats.slug,
  category: cheats.category,
  status: cheats.status,
  statusNote: cheats.statusNote,
  statusUpdatedAt: cheats.statusUpdatedAt,
  isPublished: cheats.isPublished,
  gameSlug: games.slug,
};

/**
 * What the list shows of each product beyond its fields: its picture, price range on the site of
 * the console's language, keys on sale and paid orders in 30 days. Correlated subqueries over
 * the page's 20 rows (table names written out: they name the outer row).
 */
/** A count or amount the driver may hand back as text, kept null when absent. */
const nullableNumber = (value: unknown) => (value === null ? null : Number(value));
const nullableMinor = (value: string | number | null) => (value === null ? null : storedMinor(value));

function listFigures(lang: Lang) {
  const priced = sql.raw(
    `from "prices" p where p.cheat_id = "cheats"."id" and p.price_minor is not null and p.lang = `,
  );
  const effective = sql.raw(`coalesce(p.discount_price_minor, p.price_minor)`);
  return {
    preview: cheats.previewWebp,
    priceFrom: sql<Minor | null>`(select min(${effective}) ${priced}${lang})`.mapWith(nullableMinor),
    priceTo: sql<Minor | null>`(select max(${effective}) ${priced}${lang})`.mapWith(nullableMinor),
    currency: sql<number | null>`(select max(p.currency) ${priced}${lang})`.mapWith(nullableNumber),
    available: sql<
      number | null
    >`${sql.raw(`(case when exists (select 1 from "stocks" s where s.cheat_id = "cheats"."id")
      then (select count(*) from "stock_keys" k inner join "stocks" s on s.id = k.stock_id
        where s.cheat_id = "cheats"."id" and k.status = ${StockKeyStatus.Available}
          and (k.reserved_until is null or k.reserved_until < now())) end)`)}`.mapWith(nullableNumber),
    sold30: sql<number>`${sql.raw(`(select count(*) from "purchases" pu where pu.cheat_id = "cheats"."id"
      and pu.status = ${PaymentStatus.Payed} and pu.created_at > now() - interval '30 days')`)}`.mapWith(
      Number,
    ),
  };
}

/**
 * Every product (published or not, all four categories) for the console, never cached: staff see
 * their own writes at once. Filtered by name or slug, game, category, status and publication.
 */
export async function listConsoleCheats(
  lang: Lang,
  filter: CheatFilter & { page: number },
  pageSize = CONSOLE_PAGE_SIZE,
) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(cheatNameLike(pattern), ilike(cheats.slug, pattern))!);
  }
  if (filter.game) conditions.push(eq(cheats.gameId, filter.game));
  if (filter.category !== undefined) conditions.push(eq(cheats.category, filter.category));
  if (filter.status !== undefined) conditions.push(eq(cheats.status, filter.status));
  if (filter.published) conditions.push(eq(cheats.isPublished, filter.published === "yes"));
  const where = conditions.length ? and(...conditions) : undefined;
  const list = await consolePage(
    filter.page,
    pageSize,
    db()
      .select({
        ...consoleCheatColumns,
        // Named as the console's language's site names it, like its game (decision 0037).
        name: cheatName(lang),
        gameName: gameTranslations.name,
        ...listFigures(lang),
      })
      .from(cheats)
      .leftJoin(games, eq(games.id, cheats.gameId))
      .leftJoin(gameTranslations, and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang)))
      .where(where)
      .orderBy(asc(gameTranslations.name), asc(cheats.category), asc(cheats.sort), asc(cheats.id))
      .$dynamic(),
    db().$count(cheats, where),
  );
  return { ...list, rows: list.rows as ConsoleCheatRow[] };
}

/** The games for the filter and the bulk status form, by name in the console's language. */
export function consoleGames(lang: Lang) {
  return db()
    .select({ id: games.id, name: gameTranslations.name })
    .from(games)
    .innerJoin(gameTranslations, and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang)))
    .orderBy(asc(gameTranslations.name));
}

/** Products per status, for the console's overview. */
export async function statusTotals() {
  const rows = await db()
    .select({ status: cheats.status, total: count() })
    .from(cheats)
    .where(eq(cheats.category, CheatCategory.CHEAT))
    .groupBy(cheats.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total])) as Record<number, number>;
}

/** One product for the console's page and the owner API: its status fields and where it lives. */
export async function loadConsoleCheat(id: number) {
  const [row] = await db()
    .select({ ...consoleCheatColumns, previewWebp: cheats.previewWebp, previewJpeg: cheats.previewJpeg })
    .from(cheats)
    .leftJoin(games, eq(games.id, cheats.gameId))
    .where(eq(cheats.id, id));
  return row;
}
