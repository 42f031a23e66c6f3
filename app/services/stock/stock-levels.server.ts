import { and, count, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
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
import { inState } from "../payments/order-states.server";

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
  waitingAlertedAt: Date | null;
  /** A published product or account sells from it at a price (else running low does not matter). */
  onSale: boolean;
  /** A product's key stock on sale with fewer free keys than its threshold (RUNS_LOW). */
  low: boolean;
  /** Low or leaving a paid buyer waiting (NEEDS_ATTENTION): the console's badge counts these. */
  attention: boolean;
}

/*
 * The rules below are SQL over the outer "stocks" row, written out with table names (Drizzle
 * leaves columns unqualified in one-table selects), so that the console's badge, its "needs
 * attention" list, the dashboard and the owners' alert all ask the database the same question.
 */
const ON_SALE = `(exists (select 1 from "prices" p inner join "cheats" c on c.id = p.cheat_id
    where p.cheat_id = "stocks"."cheat_id" and p.period_days = "stocks"."period_days" and p.type = 'key'
      and p.price_minor is not null and c.is_published)
  or exists (select 1 from "prices" p inner join "accounts" a on a.id = p.account_id
    where p.account_id = "stocks"."account_id" and p.price_minor is not null and a.is_published))`;
/**
 * A stock to refill: a product's keys on sale, fewer free (not held) than the threshold. A game
 * account's stock is one unique item that sells once: sold, it is done, not "to refill". Counts
 * at most `low_threshold` keys, so a big stock costs no more than a small one.
 */
const RUNS_LOW = `("stocks"."account_id" is null and ${ON_SALE} and (select count(*) from (select 1
    from "stock_keys" k where k.stock_id = "stocks"."id" and k.status = ${StockKeyStatus.Available}
      and (k.reserved_until is null or k.reserved_until < now())
    limit "stocks"."low_threshold") as free) < "stocks"."low_threshold")`;
/**
 * A paid purchase of this stock is waiting for a key (the life cycle's `awaitingStock`). Its
 * columns may come out unqualified: inside the subquery they are the purchase's.
 */
const buyerWaiting = sql`exists (select 1 from ${purchases}
  where ${purchases.stockId} = ${sql.raw('"stocks"."id"')} and ${inState("awaitingStock")})`;

const onSale = sql<boolean>`${sql.raw(ON_SALE)}`;
const low = sql<boolean>`${sql.raw(RUNS_LOW)}`;
const attention = sql<boolean>`(${buyerWaiting} or ${low})`;

const held = sql`${stockKeys.reservedUntil} is not null and ${stockKeys.reservedUntil} >= now()`;

/** The counts of the given stocks (all when no ids are given). */
export async function stockLevels(ids?: number[]): Promise<Map<number, StockLevel>> {
  const where = ids ? inArray(stocks.id, ids) : undefined;
  if (ids && !ids.length) return new Map();
  const [rows, keyCounts, awaiting] = await Promise.all([
    db()
      .select({ ...getTableColumns(stocks), onSale, low, attention })
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
      .where(and(inState("awaitingStock"), ids ? inArray(purchases.stockId, ids) : undefined))
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
          waitingAlertedAt: row.waitingAlertedAt,
          onSale: Boolean(row.onSale),
          low: Boolean(row.low),
          attention: Boolean(row.attention),
        },
      ];
    }),
  );
}

/**
 * How many stocks need the owner (the console's badge, drawn on every console page): exactly the
 * stocks its "needs attention" list shows — the same rule, asked of the database (no key of a
 * healthy stock beyond its threshold is counted). Only reads: the writes that add options make
 * their stocks (ensureStocks), so a product published with no keys is counted at once.
 */
export const stocksNeedingAttentionCount = () =>
  db().select({ value: count() }).from(stocks).where(attention);

/** The ids of the stocks that need the owner (the dashboard's list). */
export async function stockIdsNeedingAttention() {
  const rows = await db().select({ id: stocks.id }).from(stocks).where(attention);
  return rows.map((row) => row.id);
}

/** Paid buyers waiting for a key (the console's notifications), as a query. */
export const waitingBuyersCount = () =>
  db().select({ value: count() }).from(purchases).where(inState("awaitingStock"));

/** A paid buyer starting to wait for a key e-mails the owners at most this often per stock. */
export const WAITING_ALERT_INTERVAL_MS = 60 * 60_000;

/**
 * After keys were sold, added or revoked: an emptied (or refilled) stock changes what the shop
 * shows as out of stock, and a stock that turned low or left a buyer waiting alerts the owners
 * once, until it is healthy again. A paid buyer who just started waiting (`buyerStartedWaiting`)
 * alerts them even while that alert stands — someone has paid and has nothing — but at most once
 * an hour per stock. Runs after the transaction committed; never throws.
 */
export async function reviewStocks(
  stockIds: number[],
  { catalogueChanged = false, buyerStartedWaiting = false } = {},
) {
  try {
    const levels = await stockLevels([...new Set(stockIds)]);
    if (catalogueChanged || [...levels.values()].some((l) => l.available === 0))
      invalidate([CacheTag.catalogue, CacheTag.cheats]);
    const alerts: number[] = [];
    let waiting = false;
    for (const [id, level] of levels) {
      if (level.attention) {
        const [marked] = await db()
          .update(stocks)
          .set({ alertedAt: new Date() })
          .where(and(eq(stocks.id, id), isNull(stocks.alertedAt)))
          .returning({ id: stocks.id });
        if (marked) alerts.push(id);
      } else if (level.alertedAt) {
        await db().update(stocks).set({ alertedAt: null }).where(eq(stocks.id, id));
      }
      if (buyerStartedWaiting && level.awaiting > 0 && (await markWaitingAlert(id))) {
        waiting = true;
        if (!alerts.includes(id)) alerts.push(id);
      }
    }
    if (alerts.length) await mailOwners(alerts, levels, waiting);
  } catch (error) {
    logger().error({ err: error, stockIds }, "stock review failed");
  }
}

/** Claims this hour's "a buyer is waiting" e-mail of a stock; false when one went out already. */
async function markWaitingAlert(stockId: number) {
  const [marked] = await db()
    .update(stocks)
    .set({ waitingAlertedAt: sql`now()` })
    .where(
      and(
        eq(stocks.id, stockId),
        sql`(${stocks.waitingAlertedAt} is null or ${stocks.waitingAlertedAt} <= now() - make_interval(secs => ${WAITING_ALERT_INTERVAL_MS / 1000}))`,
      ),
    )
    .returning({ id: stocks.id });
  return Boolean(marked);
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

/**
 * The stock alert to every owner with an address, in their language; headed "a paid buyer is
 * waiting" when that is why it goes out.
 */
function mailOwners(ids: number[], levels: Map<number, StockLevel>, waiting: boolean) {
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
    const title = t(waiting ? "stockAlert.waitingTitle" : "stockAlert.title");
    const html = mailLayout(lang, {
      title,
      body: `${escapeHtml(t("stockAlert.text"))}<br><br>${lines.map(escapeHtml).join("<br>")}`,
      button: { label: t("stockAlert.button"), url },
      footer: t(waiting ? "stockAlert.waitingFooter" : "stockAlert.footer"),
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
    return { subject: t(waiting ? "stockAlert.waitingSubject" : "stockAlert.subject"), text, html };
  }, "stock alert");
}
