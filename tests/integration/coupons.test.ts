// Coupon codes (issue 59, decision 0050): every rule Buy checks a code by, each refusal said in
// the buyer's words; the one rule with the loyalty bonus (the larger discount, never both) on the
// signed order, the payment page and the recorded order; the last use of a code going to exactly
// one of 50 buyers pressing Buy at once, and counted once however often its payment is reported;
// a failed payment and a refund giving the use back.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  bonusThresholds,
  coupons,
  couponUses,
  CouponUseState,
  games,
  PaymentStatus,
  purchases,
  type Price,
} from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as orderAction } from "~/routes/admin.order";
import { loader as ordersCsv } from "~/routes/admin.orders-export";
import { action as promotionsAction, loader as promotionsPage } from "~/routes/admin.promotions";
import { loader as couponQuote } from "~/routes/resources/coupon-quote";
import { action as couponsApiWrite, loader as couponsApi } from "~/routes/api/admin.coupons";
import { loader as payPage } from "~/routes/sandbox.pay";
import { verifyOrder } from "~/services/payments/orders.server";
import { resetSecretCache } from "~/services/secrets.server";
import { bestDiscount, formatMinor, minorFromAmount } from "~/utils/money";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { minor } from "../support/money";
import { notifyOrder, pressBuy, seededOption } from "../support/payments";
import { callRoute, CookieJar } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";
import { apiCaller, expectPermissionMatrix, makeApiTokens } from "../support/owner-api";
import { tr } from "../support/locales";

describe.each(testDatabases({ both: true }))("coupon codes on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;
  let option: Price;
  let optionEn: Price;
  let address = 0;
  /** Each guest on an address of their own (guests' checkouts and uses are counted by address). */
  const guest = () => ({ jar: new CookieJar(), ip: `203.0.113.${++address % 250}` });

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: `tmp/test-coupons-${database.name}`,
        PUBLIC_URL: "http://shop.test",
        CHECKOUT_STARTS_PER_10_MINUTES: "1000",
      }),
    );
    resetSecretCache();
    owner = await makeActor("owner");
    option = await seededOption("phantom-esp", 30, "ru");
    optionEn = await seededOption("phantom-esp", 30, "en");
  });
  afterAll(() => setEnv(undefined));

  let serial = 0;
  /** A coupon the owner runs: 10 % off everything, no limits, unless told otherwise. */
  async function coupon(values: Partial<typeof coupons.$inferInsert> = {}) {
    const code = `TEST-${++serial}-${database.name.toUpperCase()}`;
    const [row] = await db()
      .insert(coupons)
      .values({ code, percent: 10, ...values })
      .returning();
    return row;
  }

  const listMinor = (price: Price) => price.discountPriceMinor ?? price.priceMinor!;

  it("refuses a code by each of its rules, in the buyer's words, and forgets the refused code", async () => {
    const game = await gameNamed("frostline");
    const hour = 3_600_000;
    const cases = {
      couponUnknown: "NO-SUCH-CODE",
      couponPaused: (await coupon({ paused: true })).code,
      couponNotStarted: (await coupon({ startsAt: new Date(Date.now() + hour) })).code,
      couponExpired: (await coupon({ endsAt: new Date(Date.now() - hour) })).code,
      couponNotForThis: (await coupon({ appliesTo: { kind: "game", gameId: game.id } })).code,
      couponMinimum: (await coupon({ minRubMinor: minor(listMinor(option) + 100) })).code,
      couponUsedUp: (await coupon({ maxUses: 1 })).code,
    };
    // Used up: another buyer holds its one use.
    expect((await pressBuy(option, { ...guest(), coupon: cases.couponUsedUp })).url).not.toBeNull();
    for (const [reason, code] of Object.entries(cases)) {
      const { jar, ip } = guest();
      jar.set("coupon", code);
      const bought = await pressBuy(option, { jar, ip, coupon: code.toLowerCase() });
      expect(bought.refused, reason).toEqual([reason]);
      expect(bought.back, reason).toMatch(/^\/cheat\/iron-frontier\/phantom-esp\?/);
      // The refused code is forgotten: the next Buy with an empty field is not refused again.
      expect(jar.get("coupon"), reason).toBeUndefined();
      expect(tr("ru", `buyRefusal.${reason}`)).toMatch(/[а-я]/);
      expect(tr("en", `buyRefusal.${reason}`)).toMatch(/[a-z]/);
    }
    // A fixed amount in rubles only does not apply on the English site (dollars).
    const rublesOnly = await coupon({ percent: null, amountRubMinor: minor(5000) });
    expect((await pressBuy(optionEn, { ...guest(), coupon: rublesOnly.code })).refused).toEqual([
      "couponNotForThis",
    ]);
    // What a scope names applies: its game, its category, its product, its option.
    for (const appliesTo of [
      { kind: "game" as const, gameId: (await gameNamed("iron-frontier")).id },
      { kind: "category" as const, category: 0 },
      { kind: "products" as const, cheatIds: [option.cheatId!], accountIds: [] },
      { kind: "options" as const, priceIds: [option.id] },
    ]) {
      const scoped = await coupon({ appliesTo });
      const bought = await pressBuy(option, { ...guest(), coupon: scoped.code });
      expect(bought.refused, appliesTo.kind).toEqual([]);
      expect((await verifyOrder(bought.token))?.couponCode, appliesTo.kind).toBe(scoped.code);
    }
  });

  async function gameNamed(slug: string) {
    const [row] = await db().select().from(games).where(eq(games.slug, slug));
    return row;
  }

  it("prices by the larger of the coupon and the bonus, never both, the same on the order, the payment page and the purchase", async () => {
    expect(bestDiscount(minor(100_000), 10, { percent: 5 })).toEqual({ amountMinor: 90_000, by: "bonus" });
    expect(bestDiscount(minor(100_000), 10, { percent: 20 })).toEqual({ amountMinor: 80_000, by: "coupon" });
    expect(bestDiscount(minor(100_000), 10, { percent: 10 })).toEqual({ amountMinor: 90_000, by: "bonus" });
    expect(bestDiscount(minor(100_000), 0, { amountMinor: minor(150_000) })).toEqual({
      amountMinor: 100,
      by: "coupon",
    });
    const half = await coupon({ percent: 50 });
    const { jar, ip } = guest();
    const bought = await pressBuy(option, { jar, ip, coupon: half.code });
    const order = (await verifyOrder(bought.token))!;
    const due = Math.round(listMinor(option) / 2);
    expect(order).toMatchObject({ amountMinor: due, couponCode: half.code });
    expect(order.bonusPercent).toBeUndefined();
    // The payment page shows the list price, the code and what it takes off, before any payment.
    const page = await callRoute(payPage as never, bought.url!, { jar, ip });
    const view = await page.json();
    expect(view.bonus.label).toBe(tr("ru", "sandbox.coupon").replace("{{code}}", half.code));
    expect(view.amount.replace(/\D/g, "")).toBe(String(due / 100));
    // Paid: the order keeps the code and the amount; the use is spent.
    expect(await notifyOrder(order, bought.token, `COUPON-HALF-${database.name}`)).toBe(200);
    const [paid] = await db()
      .select()
      .from(purchases)
      .where(eq(purchases.invoiceId, `COUPON-HALF-${database.name}`));
    expect(paid).toMatchObject({ couponCode: half.code, amountMinor: due, bonusPercent: 0 });
    const uses = await db().select().from(couponUses).where(eq(couponUses.couponId, half.id));
    expect(uses).toMatchObject([{ state: CouponUseState.Used, purchaseId: paid.id }]);
    // A notification claiming the coupon's price for a use of another code is refused.
    const other = await coupon({ percent: 90 });
    const forged = { ...order, couponCode: other.code };
    const { signOrder } = await import("~/services/payments/orders.server");
    expect(await notifyOrder(forged, await signOrder(forged), `COUPON-FORGED-${database.name}`)).toBe(422);
  });

  it("gives the last use to exactly one of 50 buyers at once, counts it once however often it is paid, and gets it back on a failure or a refund", async () => {
    const last = await coupon({ maxUses: 1, percent: 20 });
    const buys = await Promise.all(
      Array.from({ length: 50 }, () => pressBuy(option, { ...guest(), coupon: last.code })),
    );
    const winners = buys.filter((buy) => buy.url);
    expect(winners).toHaveLength(1);
    expect(buys.filter((buy) => buy.refused.join() === "couponUsedUp")).toHaveLength(49);
    const [winner] = winners;
    const order = (await verifyOrder(winner.token))!;
    expect(order.couponCode).toBe(last.code);

    // A failed payment gives the held use back; the next buyer may take it.
    expect(await notifyOrder(order, winner.token, `COUPON-FAIL-${database.name}`, { status: "failed" })).toBe(
      200,
    );
    const second = await pressBuy(option, { ...guest(), coupon: last.code });
    expect(second.refused).toEqual([]);
    const secondOrder = (await verifyOrder(second.token))!;

    // Its payment reported 50 times at once: one order, one use.
    const invoice = `COUPON-LAST-${database.name}`;
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => notifyOrder(secondOrder, second.token, invoice)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const used = await db()
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.couponId, last.id), eq(couponUses.state, CouponUseState.Used)));
    expect(used).toHaveLength(1);
    expect((await pressBuy(option, { ...guest(), coupon: last.code })).refused).toEqual(["couponUsedUp"]);

    // The owner refunds it: the use comes back, and the code can be used again.
    const [paid] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoice));
    const refund = await callRoute(orderAction as never, `/en/admin/orders/${paid.id}`, {
      jar: jarOf(owner),
      params: { id: String(paid.id) },
      init: {
        method: "POST",
        body: new URLSearchParams({ intent: "refund", confirm: "yes", reason: "Bought by mistake" }),
      },
    });
    expect(refund.status).toBe(303);
    const [returned] = await db().select().from(couponUses).where(eq(couponUses.purchaseId, paid.id));
    expect(returned.state).toBe(CouponUseState.Returned);
    expect((await pressBuy(option, { ...guest(), coupon: last.code })).refused).toEqual([]);
  });

  it("keeps the per-customer limit for a guest's address, and a new Buy replaces the buyer's own hold", async () => {
    const once = await coupon({ perCustomer: 1 });
    const buyer = guest();
    const first = await pressBuy(option, { ...buyer, coupon: once.code });
    expect(first.refused).toEqual([]);
    // Pressing Buy again before paying takes the hold over instead of counting a second use.
    const again = await pressBuy(option, { ...buyer, coupon: once.code });
    expect(again.refused).toEqual([]);
    const againOrder = (await verifyOrder(again.token))!;
    expect(await notifyOrder(againOrder, again.token, `COUPON-ONCE-${database.name}`)).toBe(200);
    expect((await pressBuy(option, { ...buyer, coupon: once.code })).refused).toEqual(["couponUsedByYou"]);
    // Another buyer still may.
    expect((await pressBuy(option, { ...guest(), coupon: once.code })).refused).toEqual([]);
  });

  it("lets the owner create a code from the console, refuses a bad or taken one, pauses it, and reports its uses and money", async () => {
    const post = (actor: Actor, fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
      return callRoute(promotionsAction as never, "/en/admin/promotions", {
        jar: jarOf(actor),
        init: { method: "POST", body },
      });
    };
    const code = `STREAM-${database.name.toUpperCase()}`;
    const form = {
      intent: "create",
      code: code.toLowerCase(),
      discount: "fixed",
      amountRub: "100",
      scope: "products",
      products: [`cheat:${option.cheatId}`, "account:999999"],
      ends: "2099-12-31",
      maxUses: "3",
    };
    // Tech support may not run promotions.
    const support = await makeActor("techsupport");
    expect((await post(support, form)).status).toBe(403);
    // Each bad field is named with its own words.
    const bad = await (
      await post(owner, {
        ...form,
        code: "no",
        amountRub: "",
        amountUsd: "-1",
        ends: "31.02.2099",
        maxUses: "0",
      })
    ).json();
    expect(bad.result.error).toMatchObject({
      code: ["console.promotions.errors.code"],
      amountUsd: ["console.promotions.errors.amount"],
      ends: ["console.promotions.errors.time"],
      maxUses: ["console.promotions.errors.count"],
    });
    const created = await (await post(owner, form)).json();
    expect(created.created).toBe(code);
    expect((await (await post(owner, form)).json()).error).toBe("CODE_TAKEN");
    const [row] = await db().select().from(coupons).where(eq(coupons.code, code));
    expect(row).toMatchObject({
      amountRubMinor: 10_000,
      percent: null,
      appliesTo: { kind: "products", cheatIds: [option.cheatId], accountIds: [999999] },
      maxUses: 3,
    });
    // "Until 31.12.2099" runs through that day in the shop's clock (Moscow, UTC+3).
    expect(row.endsAt?.toISOString()).toBe("2099-12-31T21:00:00.000Z");

    // Paused, Buy refuses it; resumed, a buyer pays with it.
    await post(owner, { intent: "pause", couponId: String(row.id) });
    expect((await pressBuy(option, { ...guest(), coupon: code })).refused).toEqual(["couponPaused"]);
    await post(owner, { intent: "resume", couponId: String(row.id) });
    const bought = await pressBuy(option, { ...guest(), coupon: code });
    const order = (await verifyOrder(bought.token))!;
    expect(order.amountMinor).toBe(listMinor(option) - 10_000);
    expect(await notifyOrder(order, bought.token, `COUPON-STREAM-${database.name}`)).toBe(200);

    const page = await (
      await callRoute(promotionsPage as never, "/en/admin/promotions", { jar: jarOf(owner) })
    ).json();
    const report = page.coupons.find((c: { code: string }) => c.code === code);
    expect(report).toMatchObject({ used: 1, maxUses: 3, held: 0, state: "active" });
    expect(report.money).toEqual([
      {
        revenue: formatMinor(minor(listMinor(option) - 10_000), 0, "en"),
        given: formatMinor(minor(10_000), 0, "en"),
      },
    ]);
    // The orders list and its CSV name the code.
    const csv = await (
      await callRoute(ordersCsv as never, `/admin/orders.csv?invoice=COUPON-STREAM-${database.name}`, {
        jar: jarOf(owner),
      })
    ).text();
    const [header, line] = csv.trim().split(/\r?\n/);
    expect(line.split(",")[header.split(",").indexOf("coupon")]).toBe(code);
    // The audit log says it in sentences.
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, "coupon"));
    expect(audit.filter((e) => e.entityId === String(row.id)).map((e) => e.action)).toEqual([
      "coupon.create",
      "coupon.pause",
      "coupon.resume",
    ]);
  });

  it("quotes a code before Buy as Buy would price it, for a guest and for a customer whose bonus is larger", async () => {
    const quote = async (code: string, actor?: Actor, ip = "203.0.113.250") =>
      (
        await callRoute(
          couponQuote as never,
          `/resources/coupon-quote?code=${code}&option=${option.id}&option=${option.id + 100000}`,
          {
            jar: actor ? jarOf(actor) : new CookieJar(),
            ip,
          },
        )
      ).json();
    const quarter = await coupon({ percent: 25 });
    expect(await quote(quarter.code.toLowerCase())).toEqual({
      code: quarter.code,
      refused: null,
      prices: { [option.id]: Math.round((listMinor(option) * 3) / 4) },
    });
    expect(await quote("NO-SUCH-CODE")).toMatchObject({ refused: "couponUnknown", prices: {} });
    // A customer at the top loyalty level: a small code loses to the bonus, a large one wins.
    const customer = await makeActor("client");
    const [top] = await db().select().from(bonusThresholds).orderBy(desc(bonusThresholds.amountRub)).limit(1);
    await db()
      .insert(purchases)
      .values({
        invoiceId: `COUPON-TOP-${database.name}`,
        userId: customer.user.id,
        kind: "wallet",
        nameRu: "Пополнение",
        nameEn: "Top-up",
        amountMinor: minorFromAmount(top.amountRub + 1)!,
        currency: 0,
        status: PaymentStatus.Payed,
      });
    const small = await coupon({ percent: 1 });
    expect(await quote(small.code, customer)).toEqual({ code: small.code, refused: null, prices: {} });
    const bought = await pressBuy(option, { jar: jarOf(customer), coupon: small.code });
    const order = (await verifyOrder(bought.token))!;
    expect(order).toMatchObject({ bonusPercent: top.percent });
    expect(order.couponCode).toBeUndefined();
    expect(await db().select().from(couponUses).where(eq(couponUses.couponId, small.id))).toEqual([]);
    // The last use held by a guest is used up for a signed-in customer too (no account or e-mail on it).
    const last = await coupon({ maxUses: 1, percent: 60 });
    expect((await pressBuy(option, { ...guest(), coupon: last.code })).refused).toEqual([]);
    expect(await quote(last.code, customer)).toMatchObject({ refused: "couponUsedUp", prices: {} });
    expect((await pressBuy(option, { jar: jarOf(customer), coupon: last.code })).refused).toEqual([
      "couponUsedUp",
    ]);
  });

  it("answers the owner API for coupons, to the owner and the owner's tokens only, with the console's rules", async () => {
    const actors = { client: await makeActor("client"), techsupport: await makeActor("techsupport"), owner };
    const call = apiCaller(actors, await makeApiTokens(owner, `coupons ${database.name}`));
    await expectPermissionMatrix(call, [
      { fn: couponsApi, url: "/api/admin/coupons", right: "edit" },
      { fn: couponsApiWrite, url: "/api/admin/coupons", method: "POST", body: {}, right: "edit" },
      {
        fn: couponsApiWrite,
        url: "/api/admin/coupons/999999",
        params: { id: "999999" },
        method: "PATCH",
        body: { paused: true },
        right: "edit",
      },
    ]);
    const code = `API-${database.name.toUpperCase()}`;
    const created = await call(couponsApiWrite, "/api/admin/coupons", "write", {}, "POST", {
      code,
      discount: "fixed",
      amountUsd: 2.5,
      scope: "products",
      products: [`cheat:${option.cheatId}`],
      perCustomer: 1,
    });
    expect(created.status).toBe(201);
    const { coupon: made } = await created.json();
    expect(made).toMatchObject({ code, amountUsdMinor: 250, amountRubMinor: null, perCustomer: 1 });
    const refused = await call(couponsApiWrite, "/api/admin/coupons", "write", {}, "POST", {
      code: "x",
      discount: "percent",
      percent: 95,
      scope: "all",
    });
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).fields).sort()).toEqual(["code", "percent"]);
    const paused = await call(
      couponsApiWrite,
      `/api/admin/coupons/${made.id}`,
      "write",
      { id: String(made.id) },
      "PATCH",
      {
        paused: true,
      },
    );
    expect((await paused.json()).coupon).toMatchObject({ code, paused: true, used: 0 });
    const list = await (await call(couponsApi, "/api/admin/coupons", "read")).json();
    expect(list.coupons.find((c: { code: string }) => c.code === code)).toMatchObject({ paused: true });
  });
});
