import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { stocks } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { ensureStocks, stockHeadings, type StockHeading } from "./stock-labels.server";
import { needsAttention, stockLevels, type StockLevel } from "./stock-levels.server";

export type StockRow = StockHeading & Omit<StockLevel, "alertedAt"> & { attention: boolean };

export interface StockFilter {
  q: string;
  /** Only stocks that are low or leave buyers waiting. */
  attention: boolean;
  kind: "" | "cheat" | "account";
}

export function parseStockFilter(query: URLSearchParams): StockFilter {
  const kind = query.get("kind");
  return {
    q: (query.get("q") ?? "").trim().slice(0, 100),
    attention: query.get("attention") === "1",
    kind: kind === "cheat" || kind === "account" ? kind : "",
  };
}

const row = (heading: StockHeading, level: StockLevel): StockRow => {
  const { alertedAt: _alerted, ...counts } = level;
  return { ...heading, ...counts, attention: needsAttention(level) };
};

/** The console's stock list: every option that sells from stock, with its counts. */
export async function listStocks(lang: Lang, filter: StockFilter): Promise<StockRow[]> {
  await ensureStocks();
  const [headings, levels] = await Promise.all([stockHeadings(lang), stockLevels()]);
  const q = filter.q.toLowerCase();
  return headings
    .map((heading) => row(heading, levels.get(heading.id)!))
    .filter(
      (r) =>
        (!filter.attention || r.attention) &&
        (!filter.kind || r.kind === filter.kind) &&
        (!q || `${r.name} ${r.option} ${r.game ?? ""}`.toLowerCase().includes(q)),
    );
}

/** One stock with its counts, or null. */
export async function stockDetails(lang: Lang, stockId: number): Promise<StockRow | null> {
  const [exists] = await db().select({ id: stocks.id }).from(stocks).where(eq(stocks.id, stockId));
  if (!exists) return null;
  const [[heading], levels] = await Promise.all([stockHeadings(lang, [stockId]), stockLevels([stockId])]);
  return row(heading, levels.get(stockId)!);
}
