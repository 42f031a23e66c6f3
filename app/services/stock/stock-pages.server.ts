import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { stocks } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { STOCK_STATES, type StockState } from "~/utils/sales";
import { ensureStocks, stockHeadings, type StockHeading } from "./stock-labels.server";
import { stockLevels, type StockLevel } from "./stock-levels.server";

export type StockRow = StockHeading & Omit<StockLevel, "alertedAt" | "waitingAlertedAt">;

export interface StockFilter {
  q: string;
  state: StockState | "";
  kind: "" | "cheat" | "account";
  /** A game's id, or null for every game. */
  game: number | null;
  page: number;
}

/** How many stocks the console's list shows a page. */
export const STOCK_PAGE = 50;

export function parseStockFilter(query: URLSearchParams): StockFilter {
  const kind = query.get("kind");
  const state = query.get("state");
  const game = Number(query.get("game"));
  const page = Number(query.get("page"));
  return {
    q: (query.get("q") ?? "").trim().slice(0, 100),
    // `attention=1`: the older address of "needs attention" (the notifications link to it).
    state: STOCK_STATES.includes(state as StockState)
      ? (state as StockState)
      : query.get("attention") === "1"
        ? "attention"
        : "",
    kind: kind === "cheat" || kind === "account" ? kind : "",
    game: Number.isSafeInteger(game) && game > 0 ? game : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

function inState(r: StockRow, state: StockFilter["state"]) {
  if (state === "attention") return r.attention;
  if (state === "waiting") return r.awaiting > 0;
  if (state === "low") return r.low;
  if (state === "empty") return r.available === 0;
  if (state === "ok") return !r.attention;
  return true;
}

/**
 * Needs attention first: buyers waiting (most first), then below the threshold (fewest keys
 * first), then the rest in the headings' order (products by name, then accounts).
 */
function attentionRank(r: StockRow) {
  if (r.awaiting > 0) return [0, -r.awaiting];
  if (r.low) return [1, r.available];
  return [2, 0];
}

const row = (heading: StockHeading, level: StockLevel): StockRow => {
  const { alertedAt: _alerted, waitingAlertedAt: _waiting, ...counts } = level;
  return { ...heading, ...counts };
};

/** Every stock with its counts, in the headings' order (products by name, then accounts). */
async function allStocks(lang: Lang): Promise<StockRow[]> {
  await ensureStocks();
  const [headings, levels] = await Promise.all([stockHeadings(lang), stockLevels()]);
  return headings.map((heading) => row(heading, levels.get(heading.id)!));
}

function filtered(rows: StockRow[], filter: Omit<StockFilter, "page">) {
  const q = filter.q.toLowerCase();
  return rows
    .map((r, order) => ({ row: r, order, rank: attentionRank(r) }))
    .filter(
      ({ row: r }) =>
        inState(r, filter.state) &&
        (!filter.kind || r.kind === filter.kind) &&
        (filter.game === null || r.gameId === filter.game) &&
        (!q || `${r.name} ${r.option} ${r.game ?? ""}`.toLowerCase().includes(q)),
    )
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.order - b.order)
    .map((entry) => entry.row);
}

/**
 * The stock list (the owner API's): every option that sells from stock, with its counts,
 * filtered, those that need the owner first. A shop has hundreds of stocks, not millions: they
 * are counted in one pass and sorted here.
 */
export async function listStocks(lang: Lang, filter: Omit<StockFilter, "page">): Promise<StockRow[]> {
  return filtered(await allStocks(lang), filter);
}

/** The console's page of the list, with the total, the pages and the games to filter by. */
export async function stockPage(lang: Lang, filter: StockFilter) {
  const all = await allStocks(lang);
  const games = [
    ...new Map(all.filter((r) => r.gameId !== null).map((r) => [r.gameId!, r.game ?? `#${r.gameId}`])),
  ]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const rows = filtered(all, filter);
  const pages = Math.max(1, Math.ceil(rows.length / STOCK_PAGE));
  const page = Math.min(filter.page, pages);
  return {
    rows: rows.slice((page - 1) * STOCK_PAGE, page * STOCK_PAGE),
    total: rows.length,
    pages,
    page,
    games,
  };
}

/** One stock with its counts, or null. */
export async function stockDetails(lang: Lang, stockId: number): Promise<StockRow | null> {
  const [exists] = await db().select({ id: stocks.id }).from(stocks).where(eq(stocks.id, stockId));
  if (!exists) return null;
  const [[heading], levels] = await Promise.all([stockHeadings(lang, [stockId]), stockLevels([stockId])]);
  return row(heading, levels.get(stockId)!);
}
