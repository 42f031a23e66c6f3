/**
 * Paid notifications with key assignment (issue: sales operations, "bench"): an embedded PGlite
 * file with one option and its stock of keys, the production server on it in its own process in
 * live mode (a configured aggregator), and signed `paid` notifications for distinct invoices posted
 * by 20 concurrent senders. Each one records the purchase and takes a key in one transaction.
 * Reports notifications per second and the webhook's p50/p99, then checks that every key went once.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { count, eq, isNotNull } from "drizzle-orm";
import { openDb } from "~/db/client.server";
import { prices, purchases, stockKeys, stocks } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { signOrder } from "~/services/payments/orders.server";
import { signNotification } from "~/services/payments/webhook.server";
import { keyVault, storedKey } from "~/services/stock/key-vault.server";
import { minorFromAmount } from "~/utils/money";
import { benchProductDatabase } from "./product-database";
import { startBenchServer } from "./server";

const NOTIFICATIONS = Number(process.env.BENCH_SALES_NOTIFICATIONS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_SALES_CONCURRENCY ?? 20);
const PORT = Number(process.env.BENCH_SALES_PORT ?? 3397);
const secrets = {
  APP_SECRET: "bench-app-secret-0123456789abcdefghijklmnop",
  PAYMENT_WEBHOOK_SECRET: "bench-webhook-secret-0123456789",
  KEY_ENCRYPTION_KEY: "bench-key-encryption-0123456789abcdefghij",
};

async function prepareDatabase(dataDir: string) {
  const { handle, db, cheat } = await benchProductDatabase(dataDir);
  const [price] = await db
    .insert(prices)
    .values({
      cheatId: cheat.id,
      lang: "ru",
      title: "30 дней",
      periodDays: 30,
      priceMinor: minorFromAmount(990),
      currency: 0,
    })
    .returning();
  const [stock] = await db.insert(stocks).values({ cheatId: cheat.id, periodDays: 30 }).returning();
  const vault = await keyVault(db);
  const keys = Array.from({ length: NOTIFICATIONS }, (_, i) => `BENCH-${i}-${randomUUID()}`);
  for (let i = 0; i < keys.length; i += 1000)
    await db
      .insert(stockKeys)
      .values(keys.slice(i, i + 1000).map((key) => ({ stockId: stock.id, ...storedKey(vault, key) })));
  await handle.close();
  return price;
}

export async function benchSales() {
  setEnv(parseEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: "tmp/bench-sales", ...secrets }));
  const dataDir = path.resolve("tmp/bench-sales");
  const price = await prepareDatabase(dataDir);
  const token = await signOrder({
    kind: "price",
    priceId: price.id,
    amountMinor: price.priceMinor!,
    currency: 0,
    userId: null,
    lang: "ru",
  });
  const server = await startBenchServer(PORT, {
    DATA_DIR: dataDir,
    PGLITE_DATA: path.join(dataDir, "pglite"),
    SEED_ON_START: "false",
    ...secrets,
  });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < NOTIFICATIONS) {
          const n = next++;
          const body = JSON.stringify({
            invoiceId: `BENCH-${n}`,
            status: "paid",
            amount: "990.00",
            currency: "RUB",
            email: "",
            order: token,
          });
          const sent = performance.now();
          const response = await fetch(`http://127.0.0.1:${PORT}/api/payments/webhook`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Signature": await signNotification(body) },
            body,
          });
          latencies.push(performance.now() - sent);
          if (!response.ok) failures += 1;
          await response.arrayBuffer();
        }
      }),
    );
  } finally {
    await server.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const handle = await openDb({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const [[{ delivered }], [{ distinct }]] = await Promise.all([
    handle.db.select({ delivered: count() }).from(purchases).where(isNotNull(purchases.keyId)),
    handle.db.select({ distinct: count() }).from(stockKeys).where(eq(stockKeys.status, 1)),
  ]);
  await handle.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `\nPaid notifications with key assignment: ${NOTIFICATIONS} invoices, ${CONCURRENCY} concurrent senders\n`,
  );
  console.log("| measure | value |");
  console.log("|---|---:|");
  console.log(`| paid notifications per second | ${Math.round(NOTIFICATIONS / seconds)} |`);
  console.log(`| webhook p50 | ${at(0.5)} ms |`);
  console.log(`| webhook p99 | ${at(0.99)} ms |`);
  console.log(`| refused or failed | ${failures} |`);
  console.log(`| purchases with a key / keys sold | ${delivered} / ${distinct} |`);
}
