// Key stock and exactly-once delivery: import rules, encryption at rest, out of stock on the
// pages, one key per paid invoice under 100 concurrent notifications, replays that take nothing,
// buyers waiting in order, holds of pending payments, and an account's credentials sold once.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sentMail } from "../support/mail";
import { db } from "~/db/client.server";
import {
  accounts,
  auditLog,
  PaymentStatus,
  prices,
  purchases,
  stockKeys,
  stocks,
  StockKeyStatus,
} from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { loader as cheatPage } from "~/routes/cheat";
import { loader as accountsHome } from "~/routes/api/accounts.home";
import { loader as accountBySlug } from "~/routes/api/accounts.slug";
import { loader as consoleLayout } from "~/routes/admin";
import { loader as stockList } from "~/routes/admin.stock";
import { loader as stockExport } from "~/routes/admin.stock-export";
import { action as stockImport } from "~/routes/admin.stock-import";
import { action as stockItemAction, loader as stockItem } from "~/routes/admin.stock-item";
import { deliveredText } from "~/services/payments/delivery.server";
import { resetSecretCache } from "~/services/secrets.server";
import { keyVault } from "~/services/stock/key-vault.server";
import { stockIdFor } from "~/services/stock/stock-keys.server";
import { stockLabels } from "~/services/stock/stock-labels.server";
import { stockLevels, WAITING_ALERT_INTERVAL_MS } from "~/services/stock/stock-levels.server";
import { decodeKeyFile, importKeys, parseKeyLines, revokeKeys } from "~/services/stock/stock-writes.server";
import type { WriteContext } from "~/services/audit/audit.server";
import { IMPORT_MAX_KEYS } from "~/utils/sales";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor } from "../support/live-server";
import { callRoute } from "../support/route-calls";
import { notifyPayment, seededOption } from "../support/payments";
import { callLoader, useSeededDatabase } from "../support/seeded";

const tag = () => randomBytes(4).toString("hex").toUpperCase();
const freshKeys = (n: number, prefix = `K${tag()}`) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(5, "0")}`);

/** A price row of a cheat by slug and period, in a language. */
const option = (slug: string, periodDays: number, lang: "ru" | "en" = "ru") =>
  seededOption(slug, periodDays, lang);

const notify = (
  price: typeof prices.$inferSelect,
  invoiceId: string,
  status: "paid" | "pending" | "failed" = "paid",
  // Each invoice a checkout of its own buyer (Buy pressed): only such a pending payment holds a key.
) => notifyPayment(price, invoiceId, { status, holder: `buyer-of-${invoiceId}` });

async function purchasesOf(invoices: string[]) {
  return db()
    .select()
    .from(purchases)
    .where(inArray(purchases.invoiceId, invoices))
    .orderBy(asc(purchases.id));
}

describe.each(testDatabases({ both: true }))("key stock on $name", (database) => {
  useSeededDatabase(database);
  let ctx: WriteContext;

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: `tmp/test-stock-${database.name}`,
        PUBLIC_URL: "http://shop.test",
      }),
    );
    resetSecretCache();
    const owner = await makeActor("owner");
    ctx = { actor: owner.user, via: "console" };
  });
  beforeEach(() => resetSecretCache());
  afterAll(() => setEnv(undefined));

  it("reads keys from pasted text and files, refuses duplicates, invalid lines, oversize batches and binary files", async () => {
    expect(parseKeyLines("A-1\r\n\n  B-2  \nC-3\n")).toEqual(["A-1", "B-2", "C-3"]);
    expect(parseKeyLines('key,note\n"X-1",first\nY-2;second\n', "csv")).toEqual(["X-1", "Y-2"]);
    expect(decodeKeyFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBeNull();
    expect(decodeKeyFile(new Uint8Array([0xc3, 0x28]))).toBeNull();
    expect(decodeKeyFile(new TextEncoder().encode("\uFEFFKEY-1\n"))).toBe("KEY-1\n");

    const price = await option("umbra-esp", 7);
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 7 });
    const before = (await stockLevels([stockId])).get(stockId)!;
    const batch = freshKeys(5);
    const first = await importKeys(ctx, stockId, [
      ...batch,
      batch[0],
      batch[1],
      "x".repeat(1001),
      "bad\u0007key",
    ]);
    expect(first).toEqual({
      ok: true,
      counts: { added: 5, duplicatesInBatch: 2, duplicatesExisting: 0, invalid: 2, delivered: 0 },
    });
    const again = await importKeys(ctx, stockId, [batch[2], ...freshKeys(1)]);
    expect(again).toMatchObject({ ok: true, counts: { added: 1, duplicatesExisting: 1 } });
    expect((await stockLevels([stockId])).get(stockId)!.available).toBe(before.available + 6);
    expect(await importKeys(ctx, stockId, freshKeys(IMPORT_MAX_KEYS + 1))).toEqual({
      ok: false,
      refusal: "tooMany",
    });
    expect(await importKeys(ctx, stockId, [])).toEqual({ ok: false, refusal: "empty" });
    // A customer can never import (the write checks the right itself).
    const client = await makeActor("client");
    await expect(
      importKeys({ actor: client.user, via: "console" }, stockId, freshKeys(1)),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("keeps keys sealed at rest: the column never holds the key, and only the vault opens it", async () => {
    const price = await option("umbra-esp", 30);
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    const plain = `SECRET-${tag()}-${tag()}`;
    await importKeys(ctx, stockId, [plain]);
    const vault = await keyVault();
    const [row] = await db()
      .select()
      .from(stockKeys)
      .where(eq(stockKeys.fingerprint, vault.fingerprint(plain)));
    expect(row.sealed).not.toContain(plain);
    expect(row.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.fingerprint).not.toContain(plain);
    expect(JSON.stringify(row)).not.toContain(plain.slice(7));
    expect(vault.open(row.sealed)).toBe(plain);
    // Tampering is detected, not decrypted into garbage.
    const parts = row.sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => vault.open(parts.join("."))).toThrow();
  });

  it("shows an option without keys as out of stock, and in stock once keys arrive", async () => {
    // The seed leaves Specter Full's 30 days empty.
    const price = await option("specter-full", 30, "en");
    const load = async () => {
      const response = await callRoute(cheatPage as never, "/en/cheat/iron-frontier/specter-full", {
        params: { gameSlug: "iron-frontier", cheatSlug: "specter-full" },
      });
      // The page's loader answers with data(): its value sits under `data`.
      const body = (await response.json()) as {
        data: { cheat: { prices: { id: number; price: number | null }[] } };
      };
      return body.data.cheat.prices.find((p) => p.id === price.id)!;
    };
    expect((await load()).price).toBeNull();
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    await importKeys(ctx, stockId, freshKeys(1));
    expect((await load()).price).toBe(price.priceMinor! / 100);
  });

  it("delivers 60 distinct keys to 100 concurrent paid invoices of one option with 60 keys; 40 wait, replays take none", async () => {
    const price = await option("kestrel-lite", 1);
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 1 });
    // Only the imported keys: the seed's demo keys of this option are revoked first.
    await revokeKeys(ctx, stockId, "all");
    const imported = freshKeys(60);
    expect(await importKeys(ctx, stockId, imported)).toMatchObject({ ok: true, counts: { added: 60 } });
    const invoices = Array.from({ length: 100 }, (_, i) => `RACE-${tag()}-${i}`);
    const statuses = await Promise.all(invoices.map((id) => notify(price, id)));
    expect(statuses.every((s) => s === 200)).toBe(true);

    let rows = await purchasesOf(invoices);
    expect(rows).toHaveLength(100);
    expect(rows.every((r) => r.status === PaymentStatus.Payed)).toBe(true);
    const delivered = rows.filter((r) => r.keyId !== null);
    expect(delivered).toHaveLength(60);
    expect(new Set(delivered.map((r) => r.keyId)).size).toBe(60);
    const keys = await Promise.all(delivered.map((r) => deliveredText(r)));
    expect(new Set(keys).size).toBe(60);
    expect([...keys].sort()).toEqual([...imported].sort());
    expect(rows.filter((r) => r.keyId === null)).toHaveLength(40);
    const level = (await stockLevels([stockId])).get(stockId)!;
    expect(level).toMatchObject({ available: 0, sold: 60, awaiting: 40 });

    // The aggregator repeats every notification: nothing changes, no key moves.
    const replays = await Promise.all(invoices.map((id) => notify(price, id)));
    expect(replays.every((s) => s === 200)).toBe(true);
    rows = await purchasesOf(invoices);
    expect(rows.filter((r) => r.keyId !== null)).toHaveLength(60);
    expect((await stockLevels([stockId])).get(stockId)).toMatchObject({ sold: 60, awaiting: 40 });
    // The owner heard about it once as a stock running dry, once as paid buyers waiting (the two
    // may arrive as one e-mail when the same review saw both), never once per sale.
    const alerts = (await sentMail()).filter((m) => m.to === ctx.actor.login + "@example.test");
    expect(alerts.filter((m) => /waiting for a key|ждёт ключ/.test(m.subject))).toHaveLength(1);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(alerts.length).toBeLessThanOrEqual(2);

    // Keys arrive: the waiting buyers are served oldest first, each e-mailed the key.
    const waiting = rows.filter((r) => r.keyId === null);
    const refill = freshKeys(15);
    const result = await importKeys(ctx, stockId, refill);
    expect(result).toMatchObject({ ok: true, counts: { added: 15, delivered: 15 } });
    rows = await purchasesOf(invoices);
    const served = rows.filter((r) => waiting.some((w) => w.id === r.id) && r.keyId !== null);
    expect(served.map((r) => r.id)).toEqual(waiting.slice(0, 15).map((w) => w.id));
    for (const purchase of served) {
      const key = await deliveredText(purchase);
      expect(refill).toContain(key);
      expect((await sentMail()).some((m) => m.to === purchase.email && m.text.includes(key!))).toBe(true);
    }
    expect((await stockLevels([stockId])).get(stockId)).toMatchObject({
      available: 0,
      sold: 75,
      awaiting: 25,
    });
  });

  it("tells the owner when a paid buyer starts waiting (also on a stock already flagged low), once an hour per stock", async () => {
    const price = await option("specter-full", 30);
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    // Healthy first (ten keys), then emptied: the stock is flagged and the owner told once.
    await importKeys(ctx, stockId, freshKeys(10));
    await revokeKeys(ctx, stockId, "all");
    await importKeys(ctx, stockId, freshKeys(1));
    const labels = [
      ...(await stockLabels([stockId], "ru")).values(),
      ...(await stockLabels([stockId], "en")).values(),
    ];
    const ownerMail = async () =>
      (await sentMail()).filter(
        (m) => m.to === ctx.actor.login + "@example.test" && labels.some((label) => m.text.includes(label)),
      );
    const waitingMail = async () =>
      (await ownerMail()).filter((m) => /waiting for a key|ждёт ключ/.test(m.subject));
    // One key left of a threshold of five: the stock is flagged low and its owner told so.
    expect((await stockLevels([stockId])).get(stockId)).toMatchObject({ low: true, attention: true });
    const flagged = await ownerMail();
    expect(flagged.map((m) => m.subject)).toHaveLength(1);
    expect(flagged[0].subject).toMatch(/Stock needs attention|Склад ключей требует внимания/);
    expect(await db().select({ at: stocks.alertedAt }).from(stocks).where(eq(stocks.id, stockId))).toEqual([
      { at: expect.any(Date) },
    ]);

    const run = tag();
    expect(await notify(price, `WAIT-${run}-1`)).toBe(200); // takes the last key
    expect(await waitingMail()).toHaveLength(0);
    expect(await notify(price, `WAIT-${run}-2`)).toBe(200); // waits: the owner hears at once
    const [first] = await waitingMail();
    expect(first.text).toMatch(/1 waiting|ждут 1/);
    expect(await notify(price, `WAIT-${run}-3`)).toBe(200); // within the hour: no second e-mail
    expect(await waitingMail()).toHaveLength(1);
    // An hour later the next buyer who starts waiting is news again.
    await db()
      .update(stocks)
      .set({ waitingAlertedAt: new Date(Date.now() - WAITING_ALERT_INTERVAL_MS - 1000) })
      .where(eq(stocks.id, stockId));
    expect(await notify(price, `WAIT-${run}-4`)).toBe(200);
    const again = await waitingMail();
    expect(again).toHaveLength(2);
    expect(again.some((m) => /3 waiting|ждут 3/.test(m.text))).toBe(true);
    await importKeys(ctx, stockId, freshKeys(8));
    expect((await stockLevels([stockId])).get(stockId)).toMatchObject({ awaiting: 0, attention: false });
  });

  it("never counts a sold game account as stock to refill, and the badge counts exactly the list", async () => {
    const owner = await makeActor("owner");
    const jar = jarOf(owner);
    const badge = async () => {
      const response = await callRoute(consoleLayout as never, "/en/admin", { jar });
      return ((await response.json()) as { alerts: { stock: number } }).alerts.stock;
    };
    const attentionList = async () => {
      const response = await callRoute(stockList as never, "/en/admin/stock?attention=1", { jar });
      return (await response.json()) as { total: number; rows: { id: number; kind: string }[] };
    };
    const [account] = await db()
      .select({ id: accounts.id, stockId: stocks.id })
      .from(accounts)
      .innerJoin(stocks, eq(stocks.accountId, accounts.id))
      .innerJoin(
        stockKeys,
        and(eq(stockKeys.stockId, stocks.id), eq(stockKeys.status, StockKeyStatus.Available)),
      )
      .where(and(eq(accounts.isPublished, true), isNull(stockKeys.reservedUntil)))
      // The last one: the next test sells the first.
      .orderBy(desc(accounts.id))
      .limit(1);
    const [accountPrice] = await db()
      .select()
      .from(prices)
      .where(and(eq(prices.accountId, account.id), eq(prices.lang, "en"), isNotNull(prices.priceMinor)))
      .limit(1);
    const mailsBefore = (await sentMail()).length;
    expect(await notify(accountPrice, `ACCSOLD-${tag()}`)).toBe(200);
    expect((await stockLevels([account.stockId])).get(account.stockId)).toMatchObject({
      available: 0,
      sold: 1,
      low: false,
      attention: false,
    });
    const stockMails = (await sentMail())
      .slice(mailsBefore)
      .filter((m) => m.to === owner.user.login + "@example.test");
    expect(stockMails).toEqual([]);

    // A hold takes an option with exactly its threshold of free keys below it: nothing reviewed
    // the stock, yet the list and the badge agree, as they do after every other step here.
    const price = await option("lynx-esp", 7, "en");
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 7 });
    await revokeKeys(ctx, stockId, "all");
    await importKeys(ctx, stockId, freshKeys(5));
    const agree = async () => {
      const list = await attentionList();
      expect(list.rows.every((row) => row.kind === "cheat" || row.id !== account.stockId)).toBe(true);
      expect(await badge()).toBe(list.total);
      return list;
    };
    expect((await agree()).rows.map((row) => row.id)).not.toContain(stockId);
    await notify(price, `HOLD5-${tag()}`, "pending");
    expect((await agree()).rows.map((row) => row.id)).toContain(stockId);
    await db().update(stocks).set({ lowThreshold: 3 }).where(eq(stocks.id, stockId));
    expect((await agree()).rows.map((row) => row.id)).not.toContain(stockId);
  });

  it("holds a key for a pending payment, gives it to that payment, and releases it when the payment fails", async () => {
    const price = await option("halcyon-esp", 7);
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 7 });
    await revokeKeys(ctx, stockId, "all");
    const [only] = freshKeys(1);
    await importKeys(ctx, stockId, [only]);
    const pending = `HOLD-${tag()}`;
    expect(await notify(price, pending, "pending")).toBe(200);
    expect((await stockLevels([stockId])).get(stockId)).toMatchObject({ available: 0, reserved: 1 });
    // Another buyer pays meanwhile: the held key is not theirs.
    const other = `OTHER-${tag()}`;
    expect(await notify(price, other)).toBe(200);
    const [otherRow] = await purchasesOf([other]);
    expect(otherRow.keyId).toBeNull();
    expect(await notify(price, pending)).toBe(200);
    const [paid] = await purchasesOf([pending]);
    expect(await deliveredText(paid)).toBe(only);

    const [second] = freshKeys(1);
    await revokeKeys(ctx, stockId, "all");
    // The waiting buyer gets the next key; a new pending payment then finds none to hold.
    await importKeys(ctx, stockId, [second]);
    expect(await deliveredText((await purchasesOf([other]))[0])).toBe(second);
    const [third] = freshKeys(1);
    await importKeys(ctx, stockId, [third]);
    const failing = `FAIL-${tag()}`;
    await notify(price, failing, "pending");
    expect((await stockLevels([stockId])).get(stockId)).toMatchObject({ reserved: 1 });
    await notify(price, failing, "failed");
    expect((await stockLevels([stockId])).get(stockId)).toMatchObject({ reserved: 0, available: 1 });
    const [failed] = await purchasesOf([failing]);
    expect(failed.keyId).toBeNull();
    expect(await db().select().from(stockKeys).where(eq(stockKeys.purchaseId, failed.id))).toHaveLength(0);
  });

  it("sells a game account's credentials once, whatever the concurrent payments", async () => {
    const [account] = await db()
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(stocks, eq(stocks.accountId, accounts.id))
      .where(eq(accounts.isPublished, true))
      .limit(1);
    const [accountPrice] = await db()
      .select()
      .from(prices)
      .where(and(eq(prices.accountId, account.id), eq(prices.lang, "ru"), isNotNull(prices.priceMinor)))
      .limit(1);
    const invoices = [`ACC-${tag()}-1`, `ACC-${tag()}-2`];
    expect(await Promise.all(invoices.map((id) => notify(accountPrice, id)))).toEqual([200, 200]);
    const rows = await purchasesOf(invoices);
    const delivered = rows.filter((r) => r.keyId !== null);
    expect(delivered).toHaveLength(1);
    expect(await deliveredText(delivered[0])).toMatch(/^Login: .+\nPassword: DEMO-/);
    expect(rows.filter((r) => r.keyId === null && r.status === PaymentStatus.Payed)).toHaveLength(1);
    const stillAwaiting = await db()
      .select()
      .from(purchases)
      .where(and(eq(purchases.accountId, account.id), isNull(purchases.keyId)));
    expect(stillAwaiting.length).toBeGreaterThanOrEqual(1);
    const [sold] = await db().select().from(stockKeys).where(eq(stockKeys.purchaseId, delivered[0].id));
    expect(sold.status).toBe(StockKeyStatus.Sold);
    // The listing is gone from the grid at once, and its page says it is sold.
    const [{ slug }] = await db()
      .select({ slug: accounts.slug })
      .from(accounts)
      .where(eq(accounts.id, account.id));
    const grid = await callLoader(accountsHome, "/api/accounts/home?page=1&pageSize=100&lang=en");
    expect(grid.body.list.map((a: { slug: string }) => a.slug)).not.toContain(slug);
    const page = await callLoader(accountBySlug, `/api/accounts/slug/${slug}?lang=en`, { slug });
    expect(page.body).toMatchObject({ sold: true });
    expect(page.body.prices.every((p: { price: number | null }) => p.price === null)).toBe(true);
  });

  it("runs the console's stock pages: import by paste and file, refusals, revoke, threshold, export", async () => {
    const owner = await makeActor("owner");
    const jar = jarOf(owner);
    const price = await option("lynx-esp", 30);
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    const params = { id: String(stockId) };
    const upload = async (
      fields: Record<string, string>,
      file?: { name: string; bytes: Uint8Array | string },
    ) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      if (file) form.set("file", new Blob([file.bytes as BlobPart]), file.name);
      const response = await callRoute(stockImport as never, `/en/admin/stock/${stockId}/import`, {
        jar,
        params,
        init: { method: "POST", body: form },
      });
      expect(response.status).toBe(303);
      return new URL(response.headers.get("Location")!, "http://shop.test");
    };
    const pasted = freshKeys(3);
    const csvKeys = freshKeys(2);
    const done = await upload(
      { keys: `${pasted.join("\n")}\n${pasted[0]}` },
      { name: "keys.csv", bytes: `key,comment\n${csvKeys[0]},first\n"${csvKeys[1]}",second\n` },
    );
    expect(done.pathname).toBe(`/en/admin/stock/${stockId}`);
    expect(Object.fromEntries(done.searchParams)).toMatchObject({ added: "5", dupBatch: "1", dupKnown: "0" });
    expect(
      (
        await upload({}, { name: "keys.txt", bytes: new Uint8Array([0xff, 0xfe, 0x00, 0x41]) })
      ).searchParams.get("importError"),
    ).toBe("badFile");
    expect((await upload({ keys: "  \n " })).searchParams.get("importError")).toBe("empty");

    const page = async () => {
      const response = await callRoute(stockItem as never, done.pathname + done.search, { jar, params });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        stock: { available: number; lowThreshold: number };
        imported: { added: number } | null;
        keys: { id: number; masked: string }[];
      };
    };
    const shown = await page();
    expect(shown.imported).toMatchObject({ added: 5 });
    // Masked only: no page ever carries a whole unsold key.
    expect(JSON.stringify(shown)).not.toContain(pasted[1]);
    const mine = shown.keys.filter((k) =>
      pasted.concat(csvKeys).some((key) => key.endsWith(k.masked.slice(-4))),
    );
    expect(mine.length).toBeGreaterThanOrEqual(1);

    const post = async (fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
      const response = await callRoute(stockItemAction as never, `/en/admin/stock/${stockId}`, {
        jar,
        params,
        init: { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      });
      expect(response.status).toBe(303);
      return new URL(response.headers.get("Location")!, "http://shop.test");
    };
    const before = (await stockLevels([stockId])).get(stockId)!.available;
    expect(
      (await post({ intent: "revoke", keyId: [String(shown.keys[0].id)] })).searchParams.get("revoked"),
    ).toBe("1");
    expect((await stockLevels([stockId])).get(stockId)!.available).toBe(before - 1);
    await post({ intent: "threshold", lowThreshold: "12" });
    expect((await stockLevels([stockId])).get(stockId)!.lowThreshold).toBe(12);

    // A sale, then the export holds that key with its invoice; the export is audited.
    const invoiceId = `EXP-${tag()}`;
    expect(await notify(price, invoiceId)).toBe(200);
    const [sold] = await purchasesOf([invoiceId]);
    const key = await deliveredText(sold);
    const csv = await callRoute(stockExport as never, `/en/admin/stock/${stockId}/sold.csv`, { jar, params });
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("key,sold_at,invoice,buyer");
    expect(text).toContain(`${key},`);
    expect(text).toContain(invoiceId);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "stock"), eq(auditLog.entityId, String(stockId))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "stock.export",
      "stock.import",
      "stock.revoke",
      "stock.threshold",
    ]);
    // The audit keeps counts, never a key.
    expect(JSON.stringify(audits)).not.toContain(pasted[0]);
  });

  it("stores one game account's sign-in details at a time", async () => {
    const owner = await makeActor("owner");
    const jar = jarOf(owner);
    const [account] = await db()
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.isPublished, true))
      // Not the account the concurrent-payment test sold: its waiting buyer would take these details.
      .orderBy(desc(accounts.id))
      .limit(1);
    const stockId = await stockIdFor(db(), { accountId: account.id });
    const params = { id: String(stockId) };
    const send = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const response = await callRoute(stockImport as never, `/admin/stock/${stockId}/import`, {
        jar,
        params,
        init: { method: "POST", body: form },
      });
      return new URL(response.headers.get("Location")!, "http://shop.test").searchParams;
    };
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
    expect((await send({ login: "only-login" })).get("importError")).toBe("credentials");
    const login = `acc_${tag()}`;
    expect(
      (await send({ login, password: "p4ss", email: `${login}@mail.example`, notes: "Prime\nstatus" })).get(
        "added",
      ),
    ).toBe("1");
    expect((await send({ login: `${login}2`, password: "x" })).get("importError")).toBe("accountStocked");
    const vault = await keyVault();
    const [row] = await db()
      .select()
      .from(stockKeys)
      .where(and(eq(stockKeys.stockId, stockId), eq(stockKeys.status, StockKeyStatus.Available)));
    expect(vault.open(row.sealed)).toBe(
      `Login: ${login}\nPassword: p4ss\nE-mail: ${login}@mail.example\nNotes: Prime status`,
    );
  });
});
