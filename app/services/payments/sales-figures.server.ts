import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { inState } from "./order-states.server";
import { db } from "~/db/client.server";
import { PaymentStatus, purchases, tickets } from "~/db/schema";
import { SHOP_TIME_ZONE } from "~/utils/dates";
import type { Lang } from "~/utils/lang";
import { stockLabels } from "../stock/stock-labels.server";
import { stockIdsNeedingAttention, stockLevels } from "../stock/stock-levels.server";
import { fromMinor, storedMinor, type Major, type Minor } from "~/utils/money";

/** One day of the revenue chart: sums of paid orders in major units, per currency. */
export interface RevenueDay {
  day: string;
  rub: Major;
  usd: Major;
  orders: number;
}

/** The shop's day (Moscow time) of a timestamp, as SQL. */
const shopDay = sql`(${purchases.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;

/** Paid orders per day of the last `days` days (today included), zero days filled in. */
export async function revenueByDay(days = 30): Promise<RevenueDay[]> {
  const rows = await db()
    .select({
      day: sql<string>`to_char(${shopDay}, 'YYYY-MM-DD')`,
      currency: purchases.currency,
      total: sql<Minor>`coalesce(sum(${purchases.amountMinor}), 0)`.mapWith(storedMinor),
      orders: sql<number>`count(*)`.mapWith(Number),
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, PaymentStatus.Payed),
        sql`${shopDay} > (now() at time zone ${SHOP_TIME_ZONE})::date - ${days}::int`,
      ),
    )
    .groupBy(sql`1`, purchases.currency);
  const today = new Date(new Date().toLocaleString("en-US", { timeZone: SHOP_TIME_ZONE }));
  const list: RevenueDay[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const date = new Date(today);
    date.setDate(today.getDate() - back);
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    const of = (currency: number) => rows.find((r) => r.day === day && r.currency === currency);
    list.push({
      day,
      rub: fromMinor(of(0)?.total ?? storedMinor(0)),
      usd: fromMinor(of(1)?.total ?? storedMinor(0)),
      orders: (of(0)?.orders ?? 0) + (of(1)?.orders ?? 0),
    });
  }
  return list;
}

/** The best sellers of the last 30 days by paid orders. */
export async function topProducts(lang: Lang, limit = 5) {
  const rows = await db()
    .select({
      name: lang === "ru" ? purchases.nameRu : purchases.nameEn,
      orders: sql<number>`count(*)`.mapWith(Number),
      rub: sql<Minor>`coalesce(sum(${purchases.amountMinor}) filter (where ${purchases.currency} = 0), 0)`.mapWith(
        storedMinor,
      ),
      usd: sql<Minor>`coalesce(sum(${purchases.amountMinor}) filter (where ${purchases.currency} = 1), 0)`.mapWith(
        storedMinor,
      ),
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, PaymentStatus.Payed),
        gte(purchases.createdAt, sql`now() - interval '30 days'`),
        sql`${purchases.kind} <> 'wallet'`,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`))
    .limit(limit);
  return rows.map((row) => ({ ...row, rub: fromMinor(row.rub), usd: fromMinor(row.usd) }));
}

/** What the owner's first screen shows beside the chart. */
export async function salesOverview(lang: Lang) {
  // The stocks the console's badge counts; only theirs are counted in full.
  const alerted = await stockIdsNeedingAttention();
  const [revenue, top, levels, [awaiting], [open], [unanswered]] = await Promise.all([
    revenueByDay(30),
    topProducts(lang),
    stockLevels(alerted),
    db().select({ value: count() }).from(purchases).where(inState("awaitingStock")),
    db().select({ value: count() }).from(tickets).where(eq(tickets.closed, false)),
    db()
      .select({ value: count() })
      .from(tickets)
      .where(and(eq(tickets.closed, false), eq(tickets.lastSenderId, tickets.authorId))),
  ]);
  const low = [...levels.entries()].filter(([, level]) => level.attention);
  const labels = await stockLabels(
    low.map(([id]) => id),
    lang,
  );
  const today = revenue.at(-1)!;
  return {
    revenue,
    today,
    top,
    awaiting: awaiting.value,
    lowStock: low
      .map(([id, level]) => ({
        id,
        name: labels.get(id) ?? `#${id}`,
        available: level.available,
        awaiting: level.awaiting,
      }))
      .sort((a, b) => b.awaiting - a.awaiting || a.available - b.available)
      .slice(0, 8),
    tickets: { open: open.value, unanswered: unanswered.value },
  };
}
