import { and, asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sentMail } from "../support/mail";
import { db } from "~/db/client.server";
import {
  cheats,
  games,
  paymentEvents,
  prices,
  providerReturns,
  purchases,
  settings,
  type Price,
} from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { loader as cheatPage } from "~/routes/cheat";
import { loader as completePage, headers as completeHeaders } from "~/routes/payment.complete";
import { action as paySteam } from "~/routes/api/accounts.pay-steam";
import { action as ordersAction } from "~/routes/admin.orders";
import { invalidateCache } from "~/services/cache.server";
import { reconcileDigiseller } from "~/services/payments/providers/digiseller-returns.server";
import { resetDigisellerTokens } from "~/services/payments/providers/digiseller-api.server";
import { WALLET_PRODUCT_SETTING } from "~/services/payments/providers/digiseller.server";
import { resetLimiters } from "~/services/rate-limit.server";
import { PaymentStatus } from "~/utils/payment-status";
import { startDigisellerStandIn, type DigisellerStandIn } from "../mocks/digiseller";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor } from "../support/live-server";
import { callRoute, type CookieJar, postJson } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

const baseEnv = {
  NODE_ENV: "test",
  DATA_DIR: "tmp/test-digiseller",
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://shop.test",
};

type Complete = {
  code: string | null;
  outcome:
    | {
        kind: "purchase";
        purchase: { status: number; delivery: string | null; invoiceId: string; email: string };
      }
    | { kind: "pending" }
    | { kind: "error"; error: string }
    | { kind: "no-code" };
};

describe.each(testDatabases())("Digiseller payments on $name", (database) => {
  useSeededDatabase(database);
  // The mail outbox is the process's: each database's run uses its own addresses.
  const mail = (name: string) => `ds-${name}-${database.name}@players.example`;
  let ds: DigisellerStandIn;
  let option: Price;
  let usdOption: Price;
  const PRODUCT = 4_100_001;
  const USD_PRODUCT = 4_100_002;
  const FOREIGN_PRODUCT = 4_199_999;
  const WALLET_PRODUCT = 4_100_050;

  const useDigiseller = (extra: Record<string, string> = {}) =>
    setEnv(
      parseEnv({
        ...baseEnv,
        ...extra,
        DIGISELLER_SELLER_ID: String(ds.sellerId),
        DIGISELLER_API_KEY: ds.apiKey,
        DIGISELLER_API_URL: ds.apiUrl,
        DIGISELLER_PAY_URL: ds.payUrl,
        DIGISELLER_TIMEOUT_MS: "2000",
        DIGISELLER_RETRIES: "1",
      }),
    );

  const complete = async (code: string, lang: "ru" | "en" = "ru", extra = "", jar?: CookieJar) => {
    const path = `${lang === "en" ? "/en" : ""}/payment/complete?uniquecode=${code}${extra}`;
    const response = await callRoute(completePage, path, { jar });
    return { status: response.status, body: (response.ok ? await response.json() : null) as Complete };
  };

  const soldKeysOf = async (invoiceId: string) =>
    (await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId))).filter(
      (p) => p.keyId !== null,
    ).length;

  beforeAll(async () => {
    ds = await startDigisellerStandIn();
    const keyOptions = await db()
      .select({ price: prices })
      .from(prices)
      .innerJoin(cheats, eq(cheats.id, prices.cheatId))
      .where(and(eq(cheats.isPublished, true), isNotNull(prices.priceMinor), eq(prices.type, "key")))
      .orderBy(asc(prices.id));
    option = keyOptions.find((row) => row.price.lang === "ru")!.price;
    usdOption = keyOptions.find((row) => row.price.lang === "en")!.price;
    await db().update(prices).set({ digisellerProductId: PRODUCT }).where(eq(prices.id, option.id));
    await db().update(prices).set({ digisellerProductId: USD_PRODUCT }).where(eq(prices.id, usdOption.id));
    await db()
      .insert(settings)
      .values({ lang: "ru", key: WALLET_PRODUCT_SETTING, value: String(WALLET_PRODUCT) })
      .onConflictDoUpdate({ target: [settings.lang, settings.key], set: { value: String(WALLET_PRODUCT) } });
    invalidateCache();
    const due = (price: Price) => (price.discountPriceMinor ?? price.priceMinor!) / 100;
    for (const [id, price, currency] of [
      [PRODUCT, due(option), "RUB"],
      [USD_PRODUCT, due(usdOption), "USD"],
      [FOREIGN_PRODUCT, 100, "RUB"],
      [WALLET_PRODUCT, 1, "RUB"],
    ] as const)
      ds.addProduct({
        id,
        name: `Product ${id}`,
        price,
        currency,
        returnUrl: "http://shop.test/payment/complete",
      });
  });
  afterAll(async () => {
    setEnv(parseEnv(baseEnv));
    await ds.close();
  });
  beforeEach(() => {
    resetDigisellerTokens();
    resetLimiters();
    ds.setDown(false);
    ds.setThrottled(false);
    useDigiseller();
  });

  it("a good code delivers the option's key once, marks the code delivered and e-mails the buyer", async () => {
    const sale = ds.sell({ productId: PRODUCT, email: mail("good") });
    const { status, body } = await complete(sale.code);
    expect(status).toBe(200);
    // The page shows a key: never kept by the page cache or a CDN.
    expect(new Headers(completeHeaders()).get("Cache-Control")).toBe("private, no-store");
    expect(body.outcome.kind).toBe("purchase");
    if (body.outcome.kind !== "purchase") return;
    expect(body.outcome.purchase.status).toBe(PaymentStatus.Payed);
    expect(body.outcome.purchase.delivery).toMatch(/^DEMO-/);
    expect(body.outcome.purchase.invoiceId).toBe(`DS-${sale.inv}`);
    const [row] = await db().select().from(purchases).where(eq(purchases.uniqueCode, sale.code));
    expect(row).toMatchObject({ priceId: option.id, status: PaymentStatus.Payed, email: mail("good") });
    expect(row.providerAckedAt).not.toBeNull();
    expect(ds.sale(sale.code)!.codeState).toBe(2);
    expect((await sentMail()).filter((m) => m.to === mail("good"))).toHaveLength(1);
  });

  it("credits a code without a shop order to the e-mail Digiseller holds, never to whoever opens it", async () => {
    const [stranger, buyer] = [await makeActor("client"), await makeActor("client")];
    const guestSale = ds.sell({ productId: PRODUCT, email: mail("no-account") });
    const guest = await complete(guestSale.code, "ru", "", jarOf(stranger));
    expect(guest.body.outcome.kind).toBe("purchase");
    const [guestRow] = await db().select().from(purchases).where(eq(purchases.uniqueCode, guestSale.code));
    expect(guestRow).toMatchObject({ userId: null, email: mail("no-account") });

    const ownSale = ds.sell({ productId: PRODUCT, email: buyer.user.email! });
    await complete(ownSale.code, "ru", "", jarOf(stranger));
    const [ownRow] = await db().select().from(purchases).where(eq(purchases.uniqueCode, ownSale.code));
    expect(ownRow.userId).toBe(buyer.user.id);
  });

  it("the same code again shows the same purchase and takes no second key", async () => {
    const sale = ds.sell({ productId: PRODUCT });
    const first = await complete(sale.code);
    const again = await complete(sale.code, "en");
    expect(first.body.outcome.kind).toBe("purchase");
    expect(again.body.outcome).toMatchObject({ kind: "purchase" });
    if (first.body.outcome.kind !== "purchase" || again.body.outcome.kind !== "purchase") return;
    expect(again.body.outcome.purchase.delivery).toBe(first.body.outcome.purchase.delivery);
    expect(await soldKeysOf(`DS-${sale.inv}`)).toBe(1);
    // The replay did not even ask Digiseller again.
    const lookups = ds.calls.get("unique-code");
    await complete(sale.code);
    expect(ds.calls.get("unique-code")).toBe(lookups);
  });

  it("refuses a code for a product the shop does not sell, and records the attempt", async () => {
    const sale = ds.sell({ productId: FOREIGN_PRODUCT });
    const { body } = await complete(sale.code);
    expect(body.outcome).toEqual({ kind: "error", error: "foreign-product" });
    expect(await db().select().from(purchases).where(eq(purchases.uniqueCode, sale.code))).toHaveLength(0);
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.invoiceId, `DS-${sale.inv}`));
    expect(events.map((e) => e.outcome)).toEqual(["foreign-product"]);
  });

  it("refuses an amount or a currency that is not the option's price", async () => {
    for (const sale of [
      ds.sell({ productId: PRODUCT, amount: 1 }),
      ds.sell({ productId: PRODUCT, currency: "USD" }),
    ]) {
      const { body } = await complete(sale.code);
      expect(body.outcome).toEqual({ kind: "error", error: "amount-mismatch" });
      const [event] = await db()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.invoiceId, `DS-${sale.inv}`));
      expect(event.outcome).toBe("amount-mismatch");
    }
  });

  it("refuses codes Digiseller does not know, and malformed ones without asking it, and records them", async () => {
    useDigiseller({ WEBHOOK_REFUSED_PER_10_MINUTES: "3" });
    expect((await complete("0123456789ABCDEF")).body.outcome).toEqual({
      kind: "error",
      error: "unknown-code",
    });
    const lookups = ds.calls.get("unique-code");
    expect((await complete("%3Cscript%3E")).body.outcome).toEqual({ kind: "error", error: "bad-code" });
    expect(ds.calls.get("unique-code")).toBe(lookups);
    const recorded = async () =>
      (await db().select().from(paymentEvents).orderBy(asc(paymentEvents.id)))
        .filter((e) => ["unknown-code", "bad-code"].includes(e.outcome))
        .map((e) => (e.payload as { uniqueCode: string }).uniqueCode);
    expect(await recorded()).toEqual(["0123456789ABCDEF", "<script>"]);
    // Guessing is slow: past the limit per address, refused without a trace.
    expect((await complete("FEDCBA9876543210")).body.outcome).toEqual({
      kind: "error",
      error: "unknown-code",
    });
    expect((await complete("FEDCBA9876543211")).body.outcome).toEqual({ kind: "error", error: "too-many" });
    expect(await recorded()).toHaveLength(3);
  });

  it("logs in again when Digiseller ends the token, and reuses a valid one", async () => {
    await complete(ds.sell({ productId: PRODUCT }).code);
    const logins = ds.calls.get("apilogin")!;
    await complete(ds.sell({ productId: PRODUCT }).code);
    expect(ds.calls.get("apilogin")).toBe(logins);
    ds.expireTokens();
    const { body } = await complete(ds.sell({ productId: PRODUCT }).code);
    expect(body.outcome.kind).toBe("purchase");
    expect(ds.calls.get("apilogin")).toBe(logins + 1);
  });

  it("with the API down the page says so, and the reconciliation settles the code later", async () => {
    const sale = ds.sell({ productId: PRODUCT, email: mail("later") });
    ds.setDown(true);
    const { body } = await complete(sale.code);
    expect(body.outcome).toEqual({ kind: "pending" });
    const [kept] = await db().select().from(providerReturns).where(eq(providerReturns.uniqueCode, sale.code));
    expect(kept.settledAt).toBeNull();
    // Throttled is not "unknown": a paid code is never refused for Digiseller's own trouble.
    ds.setDown(false);
    ds.setThrottled(true);
    expect((await complete(sale.code)).body.outcome).toEqual({ kind: "pending" });
    ds.setThrottled(false);
    ds.setDown(true);
    // Still down: the reconciliation leaves it for later.
    expect((await reconcileDigiseller()).returns).toBe(0);
    ds.setDown(false);
    expect((await reconcileDigiseller()).returns).toBe(1);
    const [row] = await db().select().from(purchases).where(eq(purchases.uniqueCode, sale.code));
    expect(row.status).toBe(PaymentStatus.Payed);
    expect(row.keyId).not.toBeNull();
    expect((await sentMail()).filter((m) => m.to === mail("later"))).toHaveLength(1);
    // Settled once: the next run has nothing to do, and the buyer's page shows the purchase.
    expect((await reconcileDigiseller()).returns).toBe(0);
    expect((await complete(sale.code)).body.outcome.kind).toBe("purchase");
  });

  it("a sale still awaiting payment is recorded as waiting and settled by its order number", async () => {
    const sale = ds.sell({ productId: PRODUCT, invoiceState: 1, email: mail("wait") });
    const { body } = await complete(sale.code);
    expect(body.outcome.kind === "purchase" && body.outcome.purchase.status).toBe(PaymentStatus.WaitPay);
    sale.invoiceState = 3;
    // The owner's button on the console's orders page runs the reconciliation at once.
    const owner = await makeActor("owner");
    const answer = await callRoute(ordersAction, "/admin/orders", {
      jar: jarOf(owner),
      init: { method: "POST", body: new FormData() },
    });
    expect(((await answer.json()) as { reconciled: { payments: number } }).reconciled.payments).toBe(1);
    const [row] = await db().select().from(purchases).where(eq(purchases.uniqueCode, sale.code));
    expect(row.status).toBe(PaymentStatus.Payed);
    expect(row.keyId).not.toBeNull();
    expect(ds.sale(sale.code)!.codeState).toBe(2);
  });

  it("50 concurrent returns with the same code make one purchase with one key", async () => {
    const sale = ds.sell({ productId: PRODUCT });
    const answers = await Promise.all(Array.from({ length: 50 }, () => complete(sale.code)));
    const deliveries = new Set(
      answers.map((a) =>
        a.body.outcome.kind === "purchase" ? a.body.outcome.purchase.delivery : a.body.outcome.kind,
      ),
    );
    expect(deliveries.size).toBe(1);
    expect([...deliveries][0]).toMatch(/^DEMO-/);
    expect(await db().select().from(purchases).where(eq(purchases.uniqueCode, sale.code))).toHaveLength(1);
    expect(await soldKeysOf(`DS-${sale.inv}`)).toBe(1);
  });

  it("Buy opens Digiseller's page for the option's product with language, e-mail and return URL", async () => {
    const [{ cheat, gameSlug }] = await db()
      .select({ cheat: cheats, gameSlug: games.slug })
      .from(cheats)
      .innerJoin(games, eq(games.id, cheats.gameId))
      .where(eq(cheats.id, option.cheatId!));
    type Option = { id: number; redirect: string | null };
    const optionsOnPage = async () => {
      const response = await callRoute(cheatPage, `/cheat/${gameSlug}/${cheat.slug}`, {
        params: { gameSlug, cheatSlug: cheat.slug },
      });
      return ((await response.json()) as { data: { cheat: { prices: Option[] } } }).data.cheat.prices;
    };
    const link = new URL((await optionsOnPage()).find((p) => p.id === option.id)!.redirect!);
    expect(`${link.origin}${link.pathname}`).toBe(ds.payUrl);
    expect(link.searchParams.get("id_d")).toBe(String(PRODUCT));
    expect(link.searchParams.get("lang")).toBe("ru-RU");
    expect(link.searchParams.get("failpage")).toBe("http://shop.test/payment/complete");
    // An option without a Digiseller product cannot be bought through it.
    const other = (await optionsOnPage()).find((p) => p.id !== option.id && p.redirect)!;
    await db().update(prices).set({ digisellerProductId: null }).where(eq(prices.id, other.id));
    expect((await optionsOnPage()).find((p) => p.id === other.id)!.redirect).toBeNull();
  });

  it("a wallet top-up goes through the top-up product and comes back with its login", async () => {
    const response = await callRoute(paySteam, "/api/accounts/pay-steam", {
      init: postJson({ login: "gabe_fan", email: mail("wallet"), amount: "250" }),
    });
    const { url } = (await response.json()) as { url: string };
    const link = new URL(url);
    expect(link.searchParams.get("id_d")).toBe(String(WALLET_PRODUCT));
    expect(link.searchParams.get("amount")).toBe("250.00");
    const sale = ds.sell({
      productId: WALLET_PRODUCT,
      amount: 250,
      email: mail("wallet"),
      extra: { order: link.searchParams.get("order")! },
    });
    // The order is the one Digiseller keeps with the sale: another one on the return URL (a login
    // of someone else's) changes nothing.
    const other = await callRoute(paySteam, "/api/accounts/pay-steam", {
      init: postJson({ login: "someone_else", email: "x@players.example", amount: "250" }),
    });
    const otherOrder = new URL(((await other.json()) as { url: string }).url).searchParams.get("order")!;
    const { body } = await complete(sale.code, "ru", `&order=${otherOrder}`);
    expect(body.outcome.kind).toBe("purchase");
    const [row] = await db().select().from(purchases).where(eq(purchases.uniqueCode, sale.code));
    expect(row).toMatchObject({ kind: "wallet", valueTextRu: "gabe_fan", status: PaymentStatus.Payed });
    // Without the signed order the top-up's login is unknown: refused, not guessed.
    const bare = ds.sell({ productId: WALLET_PRODUCT, amount: 250 });
    expect((await complete(bare.code)).body.outcome).toEqual({ kind: "error", error: "foreign-product" });
  });

  it("without Digiseller settings the return page does not exist and Buy stays on the sandbox", async () => {
    setEnv(parseEnv(baseEnv));
    expect((await complete(ds.sell({ productId: PRODUCT }).code)).status).toBe(404);
  });
});
