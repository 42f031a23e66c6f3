import { asc, inArray, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { accountTranslations, accounts, cheats, prices, stocks } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { cached } from "../cache.server";
import { cheatName } from "../catalogue/sql.server";
import { CacheTag } from "../invalidation.server";

/** A stock as the console lists it: what it sells, in the owner's language. */
export interface StockHeading {
  id: number;
  /** The product's or the account's name. */
  name: string;
  /** The option's title for this period on that site (empty for an account). */
  option: string;
  periodDays: number;
  kind: "cheat" | "account";
  productId: number;
  /** The game's name, when the product belongs to one. */
  game: string | null;
  gameId: number | null;
}

/**
 * Every option that sells from stock has its stock row, so the owner can fill an option before its
 * first sale: one idempotent insert per kind. Run by the writes that add options or accounts,
 * inside their transaction (price-writes, product-writes, account creation) — never on a page.
 */
export async function ensureStocks(executor: Pick<Db, "execute"> = db()) {
  await executor.execute(sql`insert into ${stocks} (cheat_id, period_days)
    select distinct ${prices.cheatId}, ${prices.periodDays} from ${prices}
    where ${prices.cheatId} is not null and ${prices.type} = 'key'
    on conflict do nothing`);
  await executor.execute(sql`insert into ${stocks} (account_id)
    select ${accounts.id} from ${accounts} on conflict do nothing`);
}

/** The headings of stocks (all when no ids are given), products first by name, then accounts. */
export async function stockHeadings(lang: Lang, ids?: number[]): Promise<StockHeading[]> {
  if (ids && !ids.length) return [];
  const rows = await db()
    .select({
      id: stocks.id,
      cheatId: stocks.cheatId,
      accountId: stocks.accountId,
      periodDays: stocks.periodDays,
      // Null for an account's stock (no product joined).
      cheatName: sql<string | null>`${cheatName(lang)}`,
      gameId: cheats.gameId,
      game: sql<
        string | null
      >`(select gt.name from game_translations gt where gt.game_id = ${cheats.gameId} and gt.lang = ${lang})`,
      accountName: sql<string | null>`(select ${accountTranslations.name} from ${accountTranslations}
        where ${accountTranslations.accountId} = ${stocks.accountId} and ${accountTranslations.lang} = ${lang})`,
      option: sql<string | null>`(select ${prices.title} from ${prices}
        where ${prices.cheatId} = ${stocks.cheatId} and ${prices.periodDays} = ${stocks.periodDays} and ${prices.lang} = ${lang}
        order by ${prices.sort} limit 1)`,
    })
    .from(stocks)
    .leftJoin(cheats, sql`${cheats.id} = ${stocks.cheatId}`)
    .where(ids ? inArray(stocks.id, ids) : undefined)
    .orderBy(
      asc(sql`${stocks.accountId} is not null`),
      asc(cheatName(lang)),
      asc(stocks.periodDays),
      asc(stocks.id),
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.cheatName ?? row.accountName ?? `#${row.id}`,
    option: row.option ?? "",
    periodDays: row.periodDays,
    kind: row.cheatId ? "cheat" : "account",
    productId: (row.cheatId ?? row.accountId)!,
    game: row.game,
    gameId: row.gameId,
  }));
}

const label = (h: StockHeading) => (h.option ? `${h.name} · ${h.option}` : h.name);

/**
 * "Phantom ESP · 30 days" per stock id, for alerts, the audit and the key search. Every stock's
 * label is kept per language until the catalogue changes (a shop has a few hundred options at
 * most, and the console's search asks for a few labels with each key typed): one query fewer on
 * the search's path. A stock newer than the kept list is read at once.
 */
export async function stockLabels(ids: number[], lang: Lang) {
  const all = await cached(`stock-labels:${lang}`, [CacheTag.catalogue, CacheTag.cheats], 60_000, async () =>
    Object.fromEntries((await stockHeadings(lang)).map((h) => [h.id, label(h)])),
  );
  const unknown = ids.filter((id) => !(id in all));
  const fresh = unknown.length ? await stockHeadings(lang, unknown) : [];
  return new Map([
    ...ids.filter((id) => id in all).map((id) => [id, all[id]] as const),
    ...fresh.map((h) => [h.id, label(h)] as const),
  ]);
}
