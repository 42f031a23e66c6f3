import { and, count, eq, getTableColumns, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { purchases, stockKeys, stocks, StockKeyStatus } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { localizePath } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { logger } from "../logger.server";
import { mailEveryOwner } from "../mail/owners.server";
import { escapeHtml, mailLayout } from "../mail/templates.server";
import { stockLabels } from "./stock-labels.server";
import { awaitingStock } from "./stock-keys.server";

/** A stock's counts, as the console shows them. */
export interface StockLevel {
  available: number;
  reserved: number;
  sold: number;
  revoked: number;
  /** Paid purchases waiting for a key. */
  awaiting: number;
  lowThreshold: number;
  alertedAt: Date | null;
  /** A published product or account sells from it at a price (else running low does not matter). */
  onSale: boolean;
}

const onSale = sql<boolean>`${sql.raw(`(exists (select 1 from "prices" p inner join "cheats" c on c.id = p.cheat_id
    where p.cheat_id = "stocks"."cheat_id" and p.period_days = "stocks"."period_days" and p.type = 'key'
      and p.price_minor is not null and c.is_published)
  or exists (select 1 from "prices" p inner join "accounts" a on a.id = p.account_id
    where p.account_id = "stocks"."account_id" and p.price_minor is not null and a.is_published))`)}`;

const held = sql`${stockKeys.reservedUntil} is not null and ${stockKeys.reservedUntil} >= now()`;

/** The counts of the given stocks (all when no ids are given). */
export async function stockLevels(ids?: number[]): Promise<Map<number, StockLevel>> {
  const where = ids ? inArray(stocks.id, ids) : undefined;
  if (ids && !ids.length) return new Map();
  const [rows, keyCounts, awaiting] = await Promise.all([
    db()
      .select({ ...getTableColumns(stocks), onSale })
      .from(stocks)
      .where(where),
    db()
      .select({
        stockId: stockKeys.stockId,
        available:
          sql<number>`count(*) filter (where ${stockKeys.status} = ${StockKeyStatus.Available} and not (${held}))`.mapWith(
            Number,
          ),
        reserved:
          sql<number>`count(*) filter (where ${stockKeys.status} = ${StockKeyStatus.Available} and ${held})`.mapWith(
            Number,
          ),
        sold: sql<number>`count(*) filter (where ${stockKeys.status} = ${StockKeyStatus.Sold})`.mapWith(
          Number,
        ),
        revoked: sql<number>`count(*) filter (where ${stockKeys.status} = ${StockKeyStatus.Revoked})`.mapWith(
          Number,
        ),
      })
      .from(stockKeys)
      .where(ids ? inArray(stockKeys.stockId, ids) : undefined)
      .groupBy(stockKeys.stockId),
    db()
      .select({ stockId: purchases.stockId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(purchases)
      .where(
        and(
          isNull(purchases.keyId),
          awaitingStock,
          ids ? inArray(purchases.stockId, ids) : isNotNull(purchases.stockId),
        ),
      )
      .groupBy(purchases.stockId),
  ]);
  const counts = new Map(keyCounts.map((c) => [c.stockId, c]));
  const waiting = new Map(awaiting.map((a) => [a.stockId!, a.count]));
  return new Map(
    rows.map((row) => {
      const c = counts.get(row.id);
      return [
        row.id,
        {
          available: c?.available ?? 0,
          reserved: c?.reserved ?? 0,
          sold: c?.sold ?? 0,
          revoked: c?.revoked ?? 0,
          awaiting: waiting.get(row.id) ?? 0,
          lowThreshold: row.lowThreshold,
          alertedAt: row.alertedAt,
          onSale: row.onSale,
        },
      ];
    }),
  );
}

/** Low (on sale with fewer keys than its threshold) or leaving a buyer waiting: the owner should act. */
export function needsAttention(
  level: Pick<StockLevel, "available" | "awaiting" | "lowThreshold" | "onSale">,
) {
  return level.awaiting > 0 || (level.onSale && level.available < level.lowThreshold);
}

/**
 * How many stocks need the owner (the console's badge, drawn on every console page): the stocks
 * whose alert is standing — reviewStocks sets `alerted_at` when one turns low or leaves a buyer
 * waiting and clears it when it is healthy again — so no page counts keys.
 */
export async function stocksNeedingAttention() {
  const [row] = await db().select({ value: count() }).from(stocks).where(isNotNull(stocks.alertedAt));
  return row.value;
}

/** Paid buyers waiting for a key (the console's notifications). */
export async function countWaitingBuyers() {
  const [row] = await db()
    .select({ value: count() })
    .from(purchases)
    .where(and(isNull(purchases.keyId), awaitingStock, isNotNull(purchases.stockId)));
  return row.value;
}

/**
 * After keys were sold, added or revoked: an emptied (or refilled) stock changes what the shop
 * shows as out of stock, and a stock that turned low or left a buyer waiting alerts the owners
 * once, until it is healthy again. Runs after the transaction committed; never throws.
 */
export async function reviewStocks(stockIds: number[], { catalogueChanged = false } = {}) {
  try {
    const levels = await stockLevels([...new Set(stockIds)]);
    if (catalogueChanged || [...levels.values()].some((l) => l.available === 0))
      invalidate([CacheTag.catalogue, CacheTag.cheats]);
    const alerts: number[] = [];
    for (const [id, level] of levels) {
      if (needsAttention(level)) {
        const [marked] = await db()
          .update(stocks)
          .set({ alertedAt: new Date() })
          .where(and(eq(stocks.id, id), isNull(stocks.alertedAt)))
          .returning({ id: stocks.id });
        if (marked) alerts.push(id);
      } else if (level.alertedAt) {
        await db().update(stocks).set({ alertedAt: null }).where(eq(stocks.id, id));
      }
    }
    if (alerts.length) await mailOwners(alerts, levels);
  } catch (error) {
    logger().error({ err: error, stockIds }, "stock review failed");
  }
}

/**
 * After a sale that took a key: counts the keys left only up to the stock's threshold (a sale must
 * not scan thousands of keys), and reviews the stock in full only when it ran low or empty.
 */
export async function reviewAfterSale(stockId: number) {
  // Written out with table names: Drizzle leaves columns unqualified in one-table selects.
  const left = sql<number>`${sql.raw(`(select count(*) from (select 1 from "stock_keys" k
    where k.stock_id = "stocks"."id" and k.status = ${StockKeyStatus.Available}
    limit "stocks"."low_threshold" + 1) as available)`)}`.mapWith(Number);
  const [row] = await db()
    .select({ left, lowThreshold: stocks.lowThreshold, alertedAt: stocks.alertedAt })
    .from(stocks)
    .where(eq(stocks.id, stockId));
  if (row && row.left > row.lowThreshold && row.alertedAt === null) return;
  await reviewStocks([stockId]);
}

/** The stock alert to every owner with an address, in their language. */
function mailOwners(ids: number[], levels: Map<number, StockLevel>) {
  return mailEveryOwner(async (lang) => {
    const [t, labels] = await Promise.all([langT(lang, "mail"), stockLabels(ids, lang)]);
    const lines = ids.map((id) => {
      const level = levels.get(id)!;
      return t("stockAlert.line", {
        name: labels.get(id) ?? `#${id}`,
        available: level.available,
        awaiting: level.awaiting,
      });
    });
    const url = `${siteOrigin()}${localizePath("/admin/stock", lang)}`;
    const title = t("stockAlert.title");
    const html = mailLayout(lang, {
      title,
      body: `${escapeHtml(t("stockAlert.text"))}<br><br>${lines.map(escapeHtml).join("<br>")}`,
      button: { label: t("stockAlert.button"), url },
      footer: t("stockAlert.footer"),
    });
    const text = [
      title,
      "",
      t("stockAlert.text"),
      "",
      ...lines,
      "",
      `${t("stockAlert.button")}: ${url}`,
    ].join("\n");
    return { subject: t("stockAlert.subject"), text, html };
  }, "stock alert");
}
