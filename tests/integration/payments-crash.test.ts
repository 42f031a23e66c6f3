// A paid purchase never loses its delivery: the production server is killed (SIGKILL) in the middle
// of twenty parallel payment notifications, restarted on the same database, and the aggregator
// retries. Every invoice must end as exactly one paid purchase with exactly one key of its stock,
// and every buyer gets exactly one delivery e-mail — also those whose payment committed before the
// kill and whose e-mail had not gone yet (the outbox's restart).
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, setDb, type DbConfig } from "~/db/client.server";
import { cheats, mailOutbox, prices, purchases, stockKeys, StockKeyStatus } from "~/db/schema";
import { seedIfEmpty } from "../../drizzle/seed/seed";
import { diskStore } from "~/services/storage/disk-store.server";
import { parseEnv, setEnv } from "~/env.server";
import { signOrder, type Order } from "~/services/payments/orders.server";
import { resetSecretCache } from "~/services/secrets.server";
import { deliverAwaitingPurchases, signNotification } from "~/services/payments/webhook.server";
import { outboxSettled } from "~/services/mail/outbox.server";
import { stockIdFor } from "~/services/stock/stock-keys.server";
import { PaymentStatus } from "~/utils/payment-status";
import { startSilentSmtp } from "../mocks/silent-smtp";
import { startSmtpCapture } from "../mocks/smtp-capture";
import { createPostgresDatabase } from "../support/databases";
import { requireProductionBuild } from "../support/production-build";
import { startServerProcess } from "../support/server-process";

const secrets = {
  APP_SECRET: "crash-test-app-secret-0123456789abcdef",
  PAYMENT_WEBHOOK_SECRET: "crash-test-webhook-secret",
};

/** The production server in its own process, on the given database. */
function startProcess(env: Record<string, string>, smtpUrl = smtp.url) {
  return startServerProcess(["build/server/express.js"], {
    ...env,
    ...secrets,
    PAYMENT_SANDBOX: "false",
    LOG_LEVEL: "silent",
    SMTP_URL: smtpUrl,
    MAIL_OUTBOX_CHECK_SECONDS: "1",
  });
}

type Backing = {
  name: string;
  prepare(): Promise<{ config: DbConfig; env: Record<string, string>; cleanup(): Promise<void> }>;
};

const backings: Backing[] = [
  {
    name: "pglite",
    async prepare() {
      const dataDir = path.resolve(`tmp/test-crash-${randomBytes(3).toString("hex")}`);
      await fs.mkdir(path.join(dataDir, "pglite"), { recursive: true });
      return {
        config: { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
        env: { DATA_DIR: dataDir, PGLITE_DATA: path.join(dataDir, "pglite") },
        cleanup: () => fs.rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
];
if (process.env.TEST_DATABASE_URL)
  backings.push({
    name: "postgres",
    async prepare() {
      const pg = (await createPostgresDatabase())!;
      const dataDir = path.resolve(`tmp/test-crash-${randomBytes(3).toString("hex")}`);
      return {
        config: { kind: "postgres", url: pg.url },
        env: { DATA_DIR: dataDir, DATABASE_URL: pg.url },
        cleanup: async () => {
          await pg.dispose();
          await fs.rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  });

/** The mail server both server processes send through. */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

describe.each(backings)("payment and delivery under a crash on $name", (backing) => {
  let prepared: Awaited<ReturnType<Backing["prepare"]>>;
  let option: typeof prices.$inferSelect;

  beforeAll(async () => {
    requireProductionBuild();
    setEnv(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...secrets }));
    resetSecretCache();
    prepared = await backing.prepare();
    // Seeded here, then closed: PGlite's files belong to one process at a time.
    const handle = await openDb(prepared.config);
    await handle.migrate();
    await seedIfEmpty(handle.db, diskStore(path.resolve("tmp/test-media")));
    const [row] = await handle.db
      .select({ price: prices })
      .from(prices)
      .innerJoin(cheats, eq(cheats.id, prices.cheatId))
      .where(and(eq(prices.lang, "ru"), eq(cheats.isPublished, true), isNotNull(prices.priceMinor)))
      .orderBy(asc(prices.id))
      .limit(1);
    option = row.price;
    // Widens the window between recording the payment and taking its key: the update that links
    // the key takes a second, so a kill lands between the two every time.
    await handle.db.execute(sql`
      create function widen_delivery_window() returns trigger language plpgsql as $$
      begin perform pg_sleep(1); return new; end $$`);
    await handle.db.execute(sql`
      create trigger widen_delivery_window before update of key_id on purchases for each row
      when (old.key_id is null and new.key_id is not null) execute function widen_delivery_window()`);
    await handle.close();
  });

  afterAll(async () => {
    setEnv(undefined);
    await prepared?.cleanup();
  });

  it("loses no delivery when the server is killed between payment and delivery", async () => {
    const order: Order = {
      kind: "price",
      priceId: option.id,
      amountMinor: option.discountPriceMinor ?? option.priceMinor!,
      currency: option.currency!,
      userId: null,
      lang: "ru",
    };
    const token = await signOrder(order);
    const invoices = Array.from({ length: 20 }, (_, i) => `CRASH-${randomBytes(4).toString("hex")}-${i}`);
    const bodies = invoices.map((invoiceId) =>
      JSON.stringify({
        invoiceId,
        status: "paid",
        amount: (order.amountMinor / 100).toFixed(2),
        currency: order.currency === 1 ? "USD" : "RUB",
        email: `buyer.${invoiceId.toLowerCase()}@players.example`,
        order: token,
      }),
    );
    const post = async (url: string, body: string) =>
      fetch(`${url}/api/payments/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Signature": await signNotification(body) },
        body,
      }).then(
        (r) => r.status,
        () => 0, // the connection died with the server
      );

    // The first process's mail relay hangs: the kill lands after payments committed their
    // e-mails and before any was sent.
    const relay = await startSilentSmtp();
    const first = await startProcess(prepared.env, relay.url);
    // The kill lands while deliveries are in flight: at the first answer (one payment committed, its
    // e-mail written and not sent), or after five seconds.
    let killing: Promise<void> | undefined;
    const timer = setTimeout(() => (killing ??= first.kill()), 5000);
    await Promise.all(
      bodies.map((body) =>
        post(first.url, body).then((status) => {
          if (status === 200) killing ??= first.kill();
        }),
      ),
    );
    clearTimeout(timer);
    await (killing ?? first.kill());

    const buyers = invoices.map((invoiceId) => `buyer.${invoiceId.toLowerCase()}@players.example`);
    const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
    expect(buyers.filter((email) => mailsTo(email).length)).toEqual([]);
    await relay.close();
    const restart = await openDb(prepared.config);
    // Payments committed before the kill, their e-mails written and none sent; those the dead
    // process was sending stay its until their short lease runs out (it renews it no more).
    const waiting = await restart.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(waiting.length).toBeGreaterThan(0);
    await restart.close();
    const killedAt = Date.now();

    // The aggregator retries every notification after the restart.
    const second = await startProcess(prepared.env);
    const retried = await Promise.all(bodies.map((body) => post(second.url, body)));
    expect(retried.every((status) => status === 200)).toBe(true);
    // The e-mails of payments the first process committed go out from the outbox, each once,
    // within a minute of the crash (the dead sender's lease, then the next check).
    await expect
      .poll(() => buyers.filter((email) => !mailsTo(email).length), { timeout: 60_000, interval: 250 })
      .toEqual([]);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    await second.stop();
    expect(buyers.map((email) => mailsTo(email).length)).toEqual(buyers.map(() => 1));

    const handle = await openDb(prepared.config);
    try {
      const rows = await handle.db.select().from(purchases).where(inArray(purchases.invoiceId, invoices));
      expect(rows).toHaveLength(20);
      for (const row of rows) expect(row.status).toBe(PaymentStatus.Payed);
      // Each paid invoice holds one key of the option's stock, and no key went to two invoices.
      const keyIds = rows.map((row) => row.keyId);
      expect(keyIds.every((id) => id !== null)).toBe(true);
      expect(new Set(keyIds).size).toBe(20);
      const sold = await handle.db
        .select()
        .from(stockKeys)
        .where(inArray(stockKeys.id, keyIds as number[]));
      expect(sold.every((key) => key.status === StockKeyStatus.Sold)).toBe(true);
      expect(new Set(sold.map((key) => key.purchaseId))).toEqual(new Set(rows.map((row) => row.id)));
    } finally {
      await handle.close();
    }
  });

  it("lets the maintenance sweep give a waiting paid purchase its key, once", async () => {
    const handle = await openDb(prepared.config);
    setDb(handle);
    try {
      await handle.db.execute(sql`drop trigger widen_delivery_window on purchases`);
      const invoiceId = `WAITING-${randomBytes(4).toString("hex")}`;
      const stockId = await stockIdFor(handle.db, {
        cheatId: option.cheatId!,
        periodDays: option.periodDays,
      });
      // A purchase paid while its stock was empty (or whose concurrent payment held the last key).
      const [row] = await handle.db
        .insert(purchases)
        .values({
          invoiceId,
          priceId: option.id,
          cheatId: option.cheatId,
          kind: "cheat",
          nameRu: "Тест",
          nameEn: "Test",
          valueTextRu: "1 день",
          valueTextEn: "1 day",
          amountMinor: option.priceMinor!,
          currency: option.currency!,
          status: PaymentStatus.Payed,
          stockId,
          lang: "ru",
        })
        .returning();
      const swept = await Promise.all([deliverAwaitingPurchases(), deliverAwaitingPurchases()]);
      expect(swept[0] + swept[1]).toBe(1);
      const [after] = await handle.db.select().from(purchases).where(eq(purchases.id, row.id));
      expect(after.keyId).not.toBeNull();
      expect(await deliverAwaitingPurchases()).toBe(0);
      await outboxSettled();
    } finally {
      setDb(undefined);
      await handle.close();
    }
  });
});
