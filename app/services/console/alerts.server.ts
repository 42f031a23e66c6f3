import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { executedRows } from "~/db/json-rows.server";
import { needingRefundCount } from "../payments/needs-refund.server";
import { stocksNeedingAttentionCount, waitingBuyersCount } from "../stock/stock-levels.server";

export interface ConsoleAlerts {
  /** Stocks running low or leaving paid buyers waiting. */
  stock: number;
  /** Paid buyers waiting for a key. */
  waiting: number;
  /** Orders to refund. */
  refunds: number;
}

/**
 * The owner's alerts, drawn on every console page: three counts asked in one round trip (the
 * embedded database runs queries one at a time, so every console page paid for three).
 */
export async function consoleAlerts(): Promise<ConsoleAlerts> {
  const [row] = executedRows<Record<keyof ConsoleAlerts, string | number>>(
    await db().execute(
      sql`select (${stocksNeedingAttentionCount()}) as stock, (${waitingBuyersCount()}) as waiting, (${needingRefundCount()}) as refunds`,
    ),
  );
  return { stock: Number(row.stock), waiting: Number(row.waiting), refunds: Number(row.refunds) };
}
