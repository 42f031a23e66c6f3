import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tr } from "../support/locales";
import { sentMail } from "../support/mail";
import { db } from "~/db/client.server";
import { cheats, paymentEvents, prices, purchases, users } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as paySteam } from "~/routes/api/accounts.pay-steam";
import { loader as bonusesApi } from "~/routes/api/users.bonuses";
import { loader as purchasesApi } from "~/routes/api/users.purchases";
import { action as webhook } from "~/routes/api/payments.webhook";
import { loader as sandboxPage } from "~/routes/sandbox.pay";
import { loader as cheatPage } from "~/routes/cheat";
import { action as buyWithoutScript } from "~/routes/resources/buy";
import { loader as rootLoader } from "~/root";
import { createSession } from "~/services/auth/session.server";
import { deliveredText } from "~/services/payments/delivery.server";
import { signOrder, verifyOrder, type Order } from "~/services/payments/orders.server";
import { claimGuestPurchases, computeBonus } from "~/services/payments/purchases.server";
import { resetSecretCache } from "~/services/secrets.server";
import { signNotification } from "~/services/payments/webhook.server";
import { PaymentStatus } from "~/utils/payment-status";
import { formatMinor, minorFromAmount, type Minor } from "~/utils/money";
import { testDatabases } from "../support/databases";
import { callRoute, CookieJar, postJson } from "../support/route-calls";
import { signedOrderFor } from "../support/payments";
import { useSeededDatabase } from "../support/seeded";
import { minor } from "../support/money";

const baseEnv = {
  NODE_ENV: "test",
  DATA_DIR: "tmp/test-payments",
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://shop.test",
};

/** A priced, published cheat option in a language. */
async function anOption(lang: "ru" | "en") {
  const [row] = await db()
    .select({ price: prices })
    .from(prices)
    .innerJoin(cheats, eq(cheats.id, prices.cheatId))
    .where(and(eq(prices.lang, lang), eq(cheats.isPublished, true), isNotNull(prices.priceMinor)))
    .orderBy(asc(prices.id))
    .limit(1);
  return row.price;
}

const invoice = () => `INV-${randomBytes(6).toString("hex")}`;

async function orderFor(
  lang: "ru" | "en",
  userId: number | null = null,
): Promise<{ order: Order; token: string }> {
  return signedOrderFor(await anOption(lang), userId);
}

/** Posts a notification as the aggregator would: JSON body, signed with time. */
async function notify(
  body: Record<string, unknown>,
  { at, secretOverride }: { at?: number; secretOverride?: string } = {},
) {
  const raw = JSON.stringify(body);
  let signature = await signNotification(raw, at);
  if (secretOverride) signature = signature.replace(/v1=\w+/, `v1=${secretOverride}`);
  return callRoute(webhook, "/api/payments/webhook", {
    init: {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Signature": signature },
      body: raw,
    },
  });
}

const money = (order: Order) => ({
  amount: (order.amountMinor / 100).toFixed(2),
  currency: order.currency === 1 ? "USD" : "RUB",
});

describe.each(testDatabases({ both: true }))("payments on $name", (database) => {
  useSeededDatabase(database);
  beforeAll(() => setEnv(parseEnv(baseEnv)));
  beforeEach(() => resetSecretCache());
  afterAll(() => setEnv(undefined));

  it("records a paid purchase once, delivers a key and mails it in the buyer's language", async () => {
    for (const lang of ["ru", "en"] as const) {
      const { order, token } = await orderFor(lang);
      const email = `buyer.${lang}.${randomBytes(3).toString("hex")}@players.example`;
      const id = invoice();
      const response = await notify({ invoiceId: id, status: "paid", ...money(order), email, order: token });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, duplicate: false });
      const [purchase] = await db().select().from(purchases).where(eq(purchases.invoiceId, id));
      expect(purchase).toMatchObject({
        status: PaymentStatus.Payed,
        email,
        lang,
        amountMinor: order.amountMinor,
        userId: null,
      });
      // The key comes from the option's stock (the seed's demo keys), sealed there, never on the purchase.
      expect(purchase.delivery).toBeNull();
      expect(purchase.keyId).not.toBeNull();
      const key = await deliveredText(purchase);
      expect(key).toMatch(/^DEMO-\d+D-[A-Z2-9]{4}(-[A-Z2-9]{4}){2}$/);
      const mail = (await sentMail()).find((m) => m.to === email)!;
      expect(mail.subject).toBe(
        lang === "ru" ? `Ваша покупка: ${purchase.nameRu}` : `Your purchase: ${purchase.nameEn}`,
      );
      expect(mail.text).toContain(key);
      expect(mail.html).toContain(key!);
    }
  });

  it("refuses a wrong signature, a stale or future timestamp, and logs each notification", async () => {
    const { order, token } = await orderFor("ru");
    const id = invoice();
    const body = { invoiceId: id, status: "paid", ...money(order), email: "x@players.example", order: token };
    expect((await notify(body, { secretOverride: "0".repeat(64) })).status).toBe(401);
    expect((await notify(body, { at: Math.floor(Date.now() / 1000) - 301 })).status).toBe(401);
    expect((await notify(body, { at: Math.floor(Date.now() / 1000) + 301 })).status).toBe(401);
    const unsigned = await callRoute(webhook, "/api/payments/webhook", { init: postJson(body) });
    expect(unsigned.status).toBe(401);
    expect(await db().select().from(purchases).where(eq(purchases.invoiceId, id))).toHaveLength(0);
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.outcome, "bad-signature"));
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.every((e) => e.signatureValid === false)).toBe(true);
    // Anybody can post a refused notification: only its digest, size and first characters stay.
    for (const event of events) {
      const payload = event.payload as Record<string, unknown>;
      expect(Object.keys(payload).sort()).toEqual(["bytes", "prefix", "refused", "sha256"]);
      expect(payload.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(String(payload.prefix).length).toBeLessThanOrEqual(200);
    }
  });

  it("refuses an amount, a currency or an order that does not match the item", async () => {
    const { order, token } = await orderFor("ru");
    const base = { invoiceId: invoice(), status: "paid", email: "t@players.example", order: token };
    expect(
      (await notify({ ...base, amount: ((order.amountMinor - 100) / 100).toFixed(2), currency: "RUB" }))
        .status,
    ).toBe(422);
    expect((await notify({ ...base, ...money(order), currency: "USD" })).status).toBe(422);
    // The buyer edits the order's amount without being able to sign it.
    const [, signature] = token.split(".");
    const cheap = Buffer.from(JSON.stringify({ ...order, amountMinor: minor(100) })).toString("base64url");
    expect(
      (await notify({ ...base, amount: "1.00", currency: "RUB", order: `${cheap}.${signature}` })).status,
    ).toBe(400);
    // A correctly signed order whose amount no longer matches the price is refused too.
    const stale = await signOrder({ ...order, amountMinor: minor(order.amountMinor + 500) });
    expect(
      (
        await notify({
          ...base,
          amount: (minor(order.amountMinor + 500) / 100).toFixed(2),
          currency: "RUB",
          order: stale,
        })
      ).status,
    ).toBe(422);
    expect(await db().select().from(purchases).where(eq(purchases.invoiceId, base.invoiceId))).toHaveLength(
      0,
    );
  });

  it("makes exactly one purchase from repeated and concurrent deliveries", async () => {
    const { order, token } = await orderFor("en");
    const body = {
      invoiceId: invoice(),
      status: "paid",
      ...money(order),
      email: `twice.${randomBytes(3).toString("hex")}@players.example`,
      order: token,
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => notify(body)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.purchaseId)).size).toBe(1);
    // A replay later (inside the time window) is a duplicate as well.
    expect(await (await notify(body)).json()).toMatchObject({ duplicate: true });
    expect(await db().select().from(purchases).where(eq(purchases.invoiceId, body.invoiceId))).toHaveLength(
      1,
    );
    expect((await sentMail()).filter((m) => m.to === body.email)).toHaveLength(1);
  });

  it("moves a pending purchase forward only: pending → paid, never paid → failed", async () => {
    const { order, token } = await orderFor("ru");
    const body = { invoiceId: invoice(), ...money(order), email: "steps@players.example", order: token };
    await notify({ ...body, status: "pending" });
    const read = async () =>
      (await db().select().from(purchases).where(eq(purchases.invoiceId, body.invoiceId)))[0];
    expect((await read()).status).toBe(PaymentStatus.WaitPay);
    await notify({ ...body, status: "paid" });
    expect((await read()).status).toBe(PaymentStatus.Payed);
    expect((await notify({ ...body, status: "failed" })).status).toBe(200);
    expect((await read()).status).toBe(PaymentStatus.Payed);
  });

  it("credits a signed-in buyer, and a guest's purchase once that address signs in", async () => {
    const [player] = await db().select().from(users).where(eq(users.email, "player@nocturn.gg"));
    const { order, token } = await orderFor("ru", player.id);
    const attributed = invoice();
    await notify({
      invoiceId: attributed,
      status: "paid",
      ...money(order),
      email: "other@players.example",
      order: token,
    });
    expect((await db().select().from(purchases).where(eq(purchases.invoiceId, attributed)))[0].userId).toBe(
      player.id,
    );

    const guest = await orderFor("ru");
    const email = `guest.${randomBytes(3).toString("hex")}@players.example`;
    const id = invoice();
    await notify({ invoiceId: id, status: "paid", ...money(guest.order), email, order: guest.token });
    expect((await db().select().from(purchases).where(eq(purchases.invoiceId, id)))[0].userId).toBeNull();
    const [user] = await db()
      .insert(users)
      .values({ login: `guest_${randomBytes(3).toString("hex")}`, email, emailVerified: true })
      .returning();
    await claimGuestPurchases(user);
    expect((await db().select().from(purchases).where(eq(purchases.invoiceId, id)))[0].userId).toBe(user.id);
  });

  it("lists purchases and the bonus for the signed-in user, with thresholds at their boundaries", async () => {
    const [user] = await db()
      .insert(users)
      .values({ login: `spender_${randomBytes(3).toString("hex")}`, email: null })
      .returning();
    const jar = new CookieJar();
    jar.take(
      new Response(null, {
        headers: { "Set-Cookie": await createSession(new Request("http://shop.test/"), user.id) },
      }),
    );
    expect(await (await callRoute(purchasesApi, "/api/users/purchases", { jar })).json()).toEqual({
      list: [],
    });
    expect(await (await callRoute(bonusesApi, "/api/users/bonuses", { jar })).json()).toMatchObject({
      bonus: 0,
      spent: { rub: 0, usd: 0 },
      nextBonus: { rub: 5000, percent: 3 },
    });

    const add = (amountMinor: Minor, status: number, currency = 0) =>
      db().insert(purchases).values({
        userId: user.id,
        invoiceId: invoice(),
        kind: "cheat",
        nameRu: "Чит",
        nameEn: "Cheat",
        valueTextRu: "7 дней",
        valueTextEn: "7 days",
        periodDays: 7,
        amountMinor,
        currency,
        status,
      });
    await add(minor(500_000), PaymentStatus.Payed); // exactly 5 000 ₽: not more than the first threshold
    await add(minor(900_000), PaymentStatus.WaitPay); // pending does not count
    await add(minor(900_000), PaymentStatus.Fail);
    expect(await computeBonus(user.id)).toMatchObject({ bonus: 0, spent: { rub: 5000 } });
    await add(minor(1), PaymentStatus.Payed); // 5 000.01 ₽
    expect(await computeBonus(user.id)).toMatchObject({
      bonus: 3,
      nextBonus: { rub: 15000, usd: 180, percent: 5 },
    });
    await add(minor(18_100), PaymentStatus.Payed, 1); // 181 $: the 5 % level by dollars
    expect((await computeBonus(user.id)).bonus).toBe(5);

    const list = (await (await callRoute(purchasesApi, "/api/users/purchases?lang=en", { jar })).json()).list;
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      name: "Cheat",
      valueText: "7 days",
      period: 7,
      status: PaymentStatus.Payed,
      currency: 1,
      amount: 181,
    });
    expect(list[0].url).toMatch(/^\/en\/sandbox\/purchase\/INV-/);
    expect((await callRoute(purchasesApi, "/api/users/purchases")).status).toBe(401);
  });

  it("charges a signed-in buyer the price after their loyalty bonus, and accepts exactly that amount", async () => {
    const [user] = await db()
      .insert(users)
      .values({ login: `loyal_${randomBytes(3).toString("hex")}`, email: null })
      .returning();
    // 6 000 ₽ spent: the 3 % level.
    await db()
      .insert(purchases)
      .values({
        userId: user.id,
        invoiceId: invoice(),
        kind: "cheat",
        nameRu: "Чит",
        nameEn: "Cheat",
        amountMinor: minor(600_000),
        currency: 0,
        status: PaymentStatus.Payed,
      });
    const jar = new CookieJar();
    jar.take(
      new Response(null, {
        headers: { "Set-Cookie": await createSession(new Request("http://shop.test/"), user.id) },
      }),
    );
    const params = { gameSlug: "iron-frontier", cheatSlug: "phantom-esp" };
    type Option = {
      id: number;
      price: number;
      discountPrice: number | null;
      redirect: string;
      bonus: { percent: number; price: number } | null;
    };
    const options = async (signedIn: boolean) =>
      (
        await (
          await callRoute(cheatPage as never, "/cheat/iron-frontier/phantom-esp", {
            params,
            jar: signedIn ? jar : undefined,
          })
        ).json()
      ).data.cheat.prices as Option[];
    const [guestOption] = await options(false);
    expect(guestOption.bonus).toBeNull();
    const [option] = await options(true);
    const list = minorFromAmount(option.discountPrice ?? option.price)!;
    // 3 % off, to the nearest kopeck, worked out here rather than by the code under test.
    const due = minor(Math.round((list * 97) / 100));
    expect(option.bonus).toEqual({ percent: 3, price: due / 100 });
    const token = new URL(option.redirect, "http://shop.test").searchParams.get("order")!;
    expect(await verifyOrder(token)).toMatchObject({ amountMinor: due, bonusPercent: 3, userId: user.id });
    // The sandbox's payment page asks for exactly that amount, not the list price.
    const page = await (await callRoute(sandboxPage, option.redirect, { jar })).json();
    expect(page.amount).toBe(formatMinor(due, 0, "ru"));
    expect(page.amount).not.toBe(formatMinor(list, 0, "ru"));

    const body = (amountMinor: Minor, id = invoice()) => ({
      invoiceId: id,
      status: "paid",
      amount: (amountMinor / 100).toFixed(2),
      currency: "RUB",
      email: "",
      order: token,
    });
    const atList = await notify(body(list));
    expect(atList.status).toBe(422);
    expect(await atList.json()).toMatchObject({ error: "amount-mismatch" });
    const id = invoice();
    expect((await notify(body(due, id))).status).toBe(200);
    const [purchase] = await db().select().from(purchases).where(eq(purchases.invoiceId, id));
    expect(purchase).toMatchObject({
      userId: user.id,
      amountMinor: due,
      bonusPercent: 3,
      status: PaymentStatus.Payed,
    });

    // Links do not expire, a discount does: once the spending behind it is refunded, the old link's
    // discounted amount is refused.
    await db()
      .update(purchases)
      .set({ status: PaymentStatus.Refunded })
      .where(and(eq(purchases.userId, user.id), eq(purchases.amountMinor, minor(600_000))));
    expect((await notify(body(due))).status).toBe(422);

    // A discount is only ever a signed-in buyer's: an order carrying one without a buyer is refused.
    const anonymous = await signOrder({ ...(await verifyOrder(token))!, userId: null });
    const refused = await notify({ ...body(due), order: anonymous });
    expect(refused.status).toBe(422);
  });

  it("buys through the sandbox on a production start, nowhere when turned off, via the aggregator when live", async () => {
    const params = { gameSlug: "iron-frontier", cheatSlug: "phantom-esp" };
    const links = async () =>
      (
        await (await callRoute(cheatPage as never, "/en/cheat/iron-frontier/phantom-esp", { params })).json()
      ).data.cheat.prices.map((option: { redirect: string | null }) => option.redirect) as (string | null)[];
    const mode = async () => (await (await callRoute(rootLoader as never, "/en")).json()).payments;
    const buyForm = async (optionId: number, consents = { terms: "on", personal: "on" }) =>
      callRoute(buyWithoutScript as never, "/resources/buy", {
        init: {
          method: "POST",
          body: new URLSearchParams({ option: String(optionId), ...consents, lang: "en" }),
        },
      });
    const [option] = await db()
      .select({ id: prices.id })
      .from(prices)
      .innerJoin(cheats, eq(cheats.id, prices.cheatId))
      .where(and(eq(cheats.slug, "phantom-esp"), eq(prices.lang, "en"), isNotNull(prices.priceMinor)))
      .limit(1);
    try {
      // The seed stores no aggregator link: the sandbox needs none.
      expect(await db().select().from(prices).where(isNotNull(prices.redirect))).toEqual([]);
      setEnv(parseEnv({ ...baseEnv, NODE_ENV: "production" }));
      expect(await mode()).toBe("sandbox");
      expect((await links()).every((link) => link?.startsWith("/en/sandbox/pay?order="))).toBe(true);
      expect((await buyForm(option.id)).headers.get("Location")).toMatch(/^\/en\/sandbox\/pay\?order=/);
      // A post that skipped the browser's check goes back to the product page, which names each
      // box left unticked and keeps the chosen option (no-JS: the new tab shows the page again).
      const unconsented = await buyForm(option.id, { terms: "on", personal: "" });
      expect(unconsented.status).toBe(303);
      const back = unconsented.headers.get("Location")!;
      expect(back).toBe(`/en/cheat/iron-frontier/phantom-esp?buy=personal&option=${option.id}#buy`);
      const page = await callRoute(cheatPage as never, back, { params });
      expect((await page.json()).data.refusal).toEqual({ reasons: ["personal"], option: option.id });
      const noOption = await buyForm(Number.NaN, { terms: "", personal: "" });
      expect(noOption.headers.get("Location")).toBe("/en/catalog?buy=choose&buy=terms&buy=personal#buy");

      setEnv(parseEnv({ ...baseEnv, NODE_ENV: "production", PAYMENT_SANDBOX: "false" }));
      expect(await mode()).toBe("off");
      expect(await links()).toEqual((await links()).map(() => null));
      const refused = await buyForm(option.id);
      expect(refused.status).toBe(303);
      expect(refused.headers.get("Location")).toMatch(/\?buy=paymentsOff&option=\d+#buy$/);

      // Live: the sandbox is off whatever PAYMENT_SANDBOX says; options without a link cannot be bought.
      setEnv(
        parseEnv({
          ...baseEnv,
          NODE_ENV: "production",
          PAYMENT_SANDBOX: "true",
          PAYMENT_WEBHOOK_SECRET: "a-live-aggregator-secret",
        }),
      );
      expect(await mode()).toBe("live");
      expect(await links()).toEqual((await links()).map(() => null));
      await db()
        .update(prices)
        .set({ redirect: "https://pay.example/checkout/1" })
        .where(eq(prices.id, option.id));
      expect((await buyForm(option.id)).headers.get("Location")).toMatch(
        /^https:\/\/pay\.example\/checkout\/1\?order=/,
      );
    } finally {
      await db().update(prices).set({ redirect: null }).where(eq(prices.id, option.id));
      setEnv(parseEnv(baseEnv));
    }
  });

  it("validates a wallet top-up and answers the sandbox URL", async () => {
    const call = (body: unknown) =>
      callRoute(paySteam, "/api/accounts/pay-steam?lang=en", { init: postJson(body) });
    const bad = await (await call({ login: "", email: "nope", amount: "9" })).json();
    expect(bad).toMatchObject({ code: "INVALID", message: "Some fields are not filled in correctly" });
    expect(bad.fields).toEqual({
      login: { code: "validation.required", message: tr("en", "validation.required") },
      email: { code: "validation.email", message: tr("en", "validation.email") },
      amount: { code: "validation.walletAmount", message: tr("en", "validation.walletAmount") },
    });
    expect(
      (await (await call({ login: "gabe", email: "g@players.example", amount: "abc" })).json()).fields.amount,
    ).toEqual({ code: "validation.walletAmount", message: tr("en", "validation.walletAmount") });
    const ok = await (await call({ login: "gabe", email: "g@players.example", amount: 10 })).json();
    expect(ok.url).toMatch(/^\/en\/sandbox\/pay\?order=/);
    const page = await (await callRoute(sandboxPage, ok.url)).json();
    expect(page).toMatchObject({
      name: "Steam wallet top-up",
      value: "gabe",
      amount: "10\u00a0₽",
      email: "g@players.example",
    });

    // A fresh `npm start` (production, no aggregator configured) buys through the sandbox too.
    setEnv(parseEnv({ ...baseEnv, NODE_ENV: "production" }));
    try {
      expect(
        (await (await call({ login: "gabe", email: "g@players.example", amount: "10" })).json()).url,
      ).toMatch(/^\/en\/sandbox\/pay\?order=/);
      expect((await callRoute(sandboxPage, ok.url)).status).toBe(200);
      // Turned off without an aggregator: no link, and Buy says payment is not configured.
      setEnv(parseEnv({ ...baseEnv, NODE_ENV: "production", PAYMENT_SANDBOX: "false" }));
      expect(
        (await (await call({ login: "gabe", email: "g@players.example", amount: "10" })).json()).url,
      ).toBeNull();
      expect((await callRoute(sandboxPage, ok.url)).status).toBe(404);
      // A real aggregator configured: its link, and the sandbox cannot be reached even if asked for.
      setEnv(
        parseEnv({
          ...baseEnv,
          NODE_ENV: "production",
          PAYMENT_SANDBOX: "true",
          PAYMENT_WEBHOOK_SECRET: "a-live-aggregator-secret",
          PAYMENT_WALLET_URL: "https://pay.example/wallet?shop=1",
        }),
      );
      const live = await (await call({ login: "gabe", email: "g@players.example", amount: "10" })).json();
      expect(live.url).toMatch(/^https:\/\/pay\.example\/wallet\?shop=1&order=/);
      expect((await callRoute(sandboxPage, ok.url)).status).toBe(404);
    } finally {
      setEnv(parseEnv(baseEnv));
    }
  });
});
