// Orders that end well (issue: unique items held while a buyer pays; paid orders nothing can be
// delivered for become "needs refund", told to the buyer and the owners once, refunded in one
// click): two buyers racing for one game account, a late payment, the awaiting-too-long sweep.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentMail } from "../support/mail";
import { db } from "~/db/client.server";
import {
  accounts,
  cheats,
  PaymentStatus,
  prices,
  purchases,
  restockFollows,
  stockKeys,
  StockKeyStatus,
  users,
  type Price,
} from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as orderAction } from "~/routes/admin.order";
import { action as cheatAction } from "~/routes/cheat";
import { loader as consoleCheat } from "~/routes/admin.cheat";
import { loader as cheatPage } from "~/routes/cheat";
import { loader as consoleIndex } from "~/routes/admin.index";
import { loader as ordersPage } from "~/routes/admin.orders";
import { action as payAction, loader as payPage } from "~/routes/sandbox.pay";
import { action as buyAction } from "~/routes/resources/buy";
import { loader as accountPage } from "~/routes/account";
import { getAccount, listAccounts } from "~/services/catalogue/accounts.server";
import { getHeaderData } from "~/services/catalogue/header.server";
import { search } from "~/services/catalogue/search.server";
import { getSitemapData } from "~/services/catalogue/sitemap.server";
import { sweepOverdueAwaiting } from "~/services/payments/needs-refund.server";
import { deliverAwaitingPurchases } from "~/services/payments/webhook.server";
import { verifyOrder } from "~/services/payments/orders.server";
import { resetSecretCache } from "~/services/secrets.server";
import { releaseExpiredHolds } from "~/services/stock/holds.server";
import { holderOf, MAX_OPEN_HOLDS } from "~/services/payments/checkout.server";
import { stockIdFor } from "~/services/stock/stock-keys.server";
import { importKeys, revokeKeys } from "~/services/stock/stock-writes.server";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import {
  notifyOrder,
  notifyPayment,
  openCheckout,
  pressBuy,
  seededOption,
  signedOrderFor,
  type PayPageData,
} from "../support/payments";
import { callRoute, CookieJar, postForm } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

describe.each(testDatabases({ both: true }))("orders that end well on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: `tmp/test-order-endings-${database.name}`,
        PUBLIC_URL: "http://shop.test",
      }),
    );
    resetSecretCache();
    owner = await makeActor("owner");
  });
  afterAll(() => setEnv(undefined));

  /** The English option of the n-th seeded game account that has its details in stock. */
  async function accountOption(n: number) {
    const rows = await db()
      .select({ price: prices, slug: accounts.slug })
      .from(prices)
      .innerJoin(accounts, eq(accounts.id, prices.accountId))
      .where(and(eq(prices.lang, "en"), isNotNull(prices.priceMinor), eq(accounts.isPublished, true)))
      .orderBy(accounts.id, prices.id);
    const bySlug = [...new Map(rows.map((row) => [row.slug, row])).values()];
    return bySlug[n];
  }

  /** Each guest's browser on an address of its own (a guest's checkouts are counted by address). */
  const addresses = new WeakMap<CookieJar, string>();
  const addressOf = (jar: CookieJar) => {
    if (!addresses.has(jar)) addresses.set(jar, `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
    return addresses.get(jar)!;
  };

  /** A guest presses Buy for the option: the sandbox's payment page opens in their browser. */
  function openPage(price: Price, jar: CookieJar) {
    return openCheckout(price, { jar, ip: addressOf(jar) });
  }

  /** The same payment page opened again (reloaded) in the same browser. */
  async function reopen(opened: { url: string }, jar: CookieJar) {
    const response = await callRoute(payPage as never, opened.url, { jar, ip: addressOf(jar) });
    expect(response.status).toBe(200);
    return (await response.json()) as PayPageData;
  }

  async function pressPay(opened: { token: string; page: PayPageData }, jar: CookieJar, email: string) {
    const response = await callRoute(payAction as never, `/en/sandbox/pay?order=${opened.token}`, {
      jar,
      init: {
        method: "POST",
        body: new URLSearchParams({ email, outcome: "pay", invoice: opened.page.invoice! }),
      },
    });
    expect(response.status).toBe(302);
    const invoiceId = response.headers.get("Location")!.split("/").pop()!;
    const [row] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
    return row;
  }

  const mailsTo = async (to: string, subject: RegExp) =>
    (await sentMail()).filter((mail) => mail.to === to && subject.test(mail.subject));

  const ordersFor = (priceId: number) => db().select().from(purchases).where(eq(purchases.priceId, priceId));

  it("holds a game account for the buyer paying; another cannot start; a late payment needs a refund, told once", async () => {
    const { price, slug } = await accountOption(0);
    const stockId = await stockIdFor(db(), { accountId: price.accountId! });
    const first = new CookieJar();
    const second = new CookieJar();

    // The first buyer opens the payment: the account is held for them for 30 minutes.
    const a = await openPage(price, first);
    expect(a.page).toMatchObject({ unavailable: null });
    expect(a.page.invoice).toMatch(/^SBX-/);
    const [held] = await db().select().from(stockKeys).where(eq(stockKeys.stockId, stockId));
    expect(held.reservedUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // Reopening the page keeps the invoice and the hold.
    expect((await reopen(a, first)).invoice).toBe(a.page.invoice);
    // Everyone else reads "reserved" and cannot start a payment for it.
    expect(await getAccount("en", slug)).toMatchObject({ reserved: true, sold: false, minPrice: null });
    // Buy refuses the held account (the option is not on sale while it is held).
    expect(await pressBuy(price, { jar: second, ip: addressOf(second) })).toMatchObject({
      status: 303,
      url: null,
      refused: ["reserved"],
      back: `/en/account/${slug}?buy=reserved&option=${price.id}#buy`,
    });
    expect(await ordersFor(price.id)).toHaveLength(1);

    // Their hold lapses and the second buyer opens and pays: the account is theirs.
    await db()
      .update(stockKeys)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(stockKeys.stockId, stockId));
    expect(await releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await getAccount("en", slug)).toMatchObject({ reserved: false });
    const b = await openPage(price, second);
    expect(b.page.invoice).toMatch(/^SBX-/);
    const winner = await pressPay(b, second, "winner@players.example");
    expect(winner).toMatchObject({ status: PaymentStatus.Payed, needsRefundAt: null });
    expect(winner.keyId).not.toBeNull();

    // The first buyer's page was still open: their payment arrives for an account already sold.
    const loserEmail = `late.${database.name}@players.example`;
    const late = await pressPay(a, first, loserEmail);
    expect(late).toMatchObject({
      status: PaymentStatus.Payed,
      keyId: null,
      needsRefundReason: "unavailable",
    });
    expect(late.needsRefundAt).not.toBeNull();
    // Pay pressed again, the sweep, a second sweep: nothing more happens and nobody is mailed twice.
    await pressPay(a, first, loserEmail);
    await sweepOverdueAwaiting();
    await deliverAwaitingPurchases();
    const told = await mailsTo(loserEmail, /could not deliver/);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain(`Order no. ${late.id}`);
    const alerts = await mailsTo(owner.user.email!, /needs a refund/);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain(`No. ${late.id}`);
    expect(await mailsTo("winner@players.example", /could not deliver/)).toHaveLength(0);

    // Sold: gone from the grid, the header menu, search, the sitemap; its page says sold.
    expect(await getAccount("en", slug)).toMatchObject({ sold: true, reserved: false });
    const listed = (await listAccounts({ lang: "en", page: 1, pageSize: 100 })).list.map((row) => row.slug);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).not.toContain(slug);
    expect((await getHeaderData("en")).accounts.list.map((row) => row.slug)).not.toContain(slug);
    const name = (await getAccount("en", slug))!.name;
    expect((await search("en", name)).list.map((item) => item.to)).not.toContain(`/account/${slug}`);
    expect((await getSitemapData()).accounts.map((row) => row.to)).not.toContain(`/account/${slug}`);

    // The owner sees it first on the overview and the orders list, and refunds it in one click.
    const overview = await (
      await callRoute(consoleIndex as never, "/en/admin", { jar: jarOf(owner) })
    ).json();
    expect(overview.needsRefund.rows.map((row: { id: number }) => row.id)).toContain(late.id);
    const list = await (
      await callRoute(ordersPage as never, "/en/admin/orders", { jar: jarOf(owner) })
    ).json();
    expect(list.needsRefund.rows[0]).toMatchObject({ reason: "unavailable" });
    const refund = await callRoute(orderAction as never, `/en/admin/orders/${late.id}`, {
      jar: jarOf(owner),
      params: { id: String(late.id) },
      init: {
        method: "POST",
        body: new URLSearchParams({ intent: "refund", confirm: "yes", reason: "The account was sold twice" }),
      },
    });
    expect(refund.status).toBe(303);
    const [refunded] = await db().select().from(purchases).where(eq(purchases.id, late.id));
    expect(refunded.status).toBe(PaymentStatus.Refunded);
    expect(await mailsTo(loserEmail, /^Refund/)).toHaveLength(1);
    const after = await (
      await callRoute(ordersPage as never, "/en/admin/orders", { jar: jarOf(owner) })
    ).json();
    expect(after.needsRefund.rows.map((row: { id: number }) => row.id)).not.toContain(late.id);
  });

  it("holds nothing for payment links nobody started, and at most two items per buyer however often they press Buy", async () => {
    const options = [];
    for (let n = 2; ; n++) {
      const found = await accountOption(n);
      if (!found) break;
      const stockId = await stockIdFor(db(), { accountId: found.price.accountId! });
      if ((await getAccount("en", found.slug))?.sold === false) options.push({ ...found, stockId });
    }
    expect(options.length).toBeGreaterThanOrEqual(3);
    const heldBy = (purchaseIds: number[]) =>
      purchaseIds.length
        ? db()
            .select()
            .from(stockKeys)
            .where(and(inArray(stockKeys.purchaseId, purchaseIds), sql`${stockKeys.reservedUntil} >= now()`))
        : Promise.resolve([]);

    // 50 GETs of the product pages' own payment links, without any cookie: nothing is written.
    for (let i = 0; i < 50; i++) {
      const { price } = options[i % options.length];
      const { token } = await signedOrderFor(price);
      const response = await callRoute(payPage as never, `/en/sandbox/pay?order=${token}`);
      expect(((await response.json()) as PayPageData).unavailable).toBe("notStarted");
    }
    for (const { price, slug } of options) {
      expect(await ordersFor(price.id)).toHaveLength(0);
      expect(await getAccount("en", slug)).toMatchObject({ reserved: false });
    }

    // One address presses Buy 50 times over every account and opens each payment page.
    const jar = new CookieJar();
    const ip = "192.0.2.77";
    const answers: string[] = [];
    for (let i = 0; i < 50; i++) {
      const { price } = options[i % options.length];
      const bought = await pressBuy(price, { jar, ip });
      answers.push(bought.url ? "started" : bought.refused.join(","));
      // Its own earlier hold never reads "reserved" to it: the new checkout takes it over.
      if (bought.url)
        expect(await (await callRoute(payPage as never, bought.url, { jar, ip })).json()).toMatchObject({
          unavailable: null,
        });
    }
    // Past 20 starts in 10 minutes Buy says to wait, in the buyer's language.
    expect(answers.filter((answer) => answer === "started")).toHaveLength(20);
    expect(answers.slice(20).every((answer) => answer === "tooMany")).toBe(true);
    const refused = await callRoute(buyAction as never, "/resources/buy", {
      ip,
      init: postForm({ option: String(options[0].price.id), terms: "on", personal: "on", lang: "ru" }),
    });
    expect(refused.status).toBe(303);
    const back = refused.headers.get("Location")!;
    expect(back).toMatch(/^\/account\/[^?]+\?buy=tooMany&option=\d+#buy$/);
    const page = await callRoute(accountPage as never, back, { ip, params: { slug: back.split(/[/?]/)[2] } });
    expect((await page.json()).data.refusal).toEqual({ reasons: ["tooMany"], option: options[0].price.id });
    // However many it started, it holds two accounts; every other stays on sale for everyone.
    const orders = (await Promise.all(options.map(({ price }) => ordersFor(price.id)))).flat();
    expect(orders.length).toBeGreaterThanOrEqual(options.length);
    const holds = await heldBy(orders.map((o) => o.id));
    expect(holds).toHaveLength(2);
    const onSale = await Promise.all(options.map(({ slug }) => getAccount("en", slug)));
    expect(onSale.filter((a) => a?.reserved)).toHaveLength(2);

    // Fail on one of them lets it go at once.
    const failing = orders.find((o) => o.id === holds[0].purchaseId)!;
    await notifyPayment(options.find((o) => o.price.id === failing.priceId)!.price, failing.invoiceId, {
      status: "failed",
    });
    expect(await heldBy(orders.map((o) => o.id))).toHaveLength(1);
  });

  it("sends a Buy that cannot start back to the product page with the reason: sold, out of stock, off sale, gone", async () => {
    const ctx = { actor: owner.user, via: "console" as const };
    const buy = (price: Price, fields: Record<string, string> = {}, referer?: string) =>
      callRoute(buyAction as never, "/resources/buy", {
        ip: "192.0.2.140",
        init: {
          ...postForm({ option: String(price.id), terms: "on", personal: "on", lang: price.lang, ...fields }),
          headers: referer ? { Referer: referer } : {},
        },
      }).then((response) => ({ status: response.status, location: response.headers.get("Location") }));

    // A key option whose keys ran out since the page was drawn.
    const key = await seededOption("kestrel-lite", 30, "en");
    const stockId = await stockIdFor(db(), { cheatId: key.cheatId!, periodDays: 30 });
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
    expect(await buy(key)).toEqual({
      status: 303,
      location: `/en/cheat/hollow-siege/kestrel-lite?buy=outOfStock&option=${key.id}#buy`,
    });
    await importKeys(ctx, stockId, [`BACK-${Date.now()}`]);
    expect((await buy(key)).location).toMatch(/^\/en\/sandbox\/pay\?order=/);

    // A game account sold meanwhile, on the Russian site.
    const { price: account, slug } = await accountOption(2);
    const [ru] = await db()
      .select()
      .from(prices)
      .where(
        and(eq(prices.accountId, account.accountId!), eq(prices.lang, "ru"), eq(prices.sort, account.sort)),
      );
    expect(await notifyPayment(ru, `SOLD-${Date.now()}`)).toBe(200);
    expect(await buy(ru)).toEqual({ status: 303, location: `/account/${slug}?buy=sold&option=${ru.id}#buy` });

    // A product taken off sale: its page stays (it says so); an account's page goes, its list says it.
    await db().update(cheats).set({ isPublished: false }).where(eq(cheats.id, key.cheatId!));
    try {
      expect((await buy(key)).location).toBe(
        `/en/cheat/hollow-siege/kestrel-lite?buy=unpublished&option=${key.id}#buy`,
      );
    } finally {
      await db().update(cheats).set({ isPublished: true }).where(eq(cheats.id, key.cheatId!));
    }
    const { price: hidden } = await accountOption(3);
    await db().update(accounts).set({ isPublished: false }).where(eq(accounts.id, hidden.accountId!));
    try {
      expect((await buy(hidden)).location).toBe(`/en/accounts?buy=unpublished&option=${hidden.id}#buy`);
    } finally {
      await db().update(accounts).set({ isPublished: true }).where(eq(accounts.id, hidden.accountId!));
    }

    // An option that no longer exists: back to the page the form was posted from, or the catalogue.
    const gone = { ...key, id: 2_000_000_000 };
    expect((await buy(gone, {}, "http://shop.test/en/cheat/hollow-siege/kestrel-lite?x=1")).location).toBe(
      "/en/cheat/hollow-siege/kestrel-lite?buy=gone#buy",
    );
    expect((await buy(gone, {}, "not a url")).location).toBe("/en/catalog?buy=gone#buy");
    expect((await buy(gone)).location).toBe("/en/catalog?buy=gone#buy");
    // Every refusal at once is said at once; nothing was ordered by any of them.
    expect((await buy(key, { terms: "", personal: "" })).location).toBe(
      `/en/cheat/hollow-siege/kestrel-lite?buy=terms&buy=personal&option=${key.id}#buy`,
    );
  });

  it("lets one of two buyers opening the same account at once hold it", async () => {
    const { price } = await accountOption(1);
    const pages = await Promise.all([openPage(price, new CookieJar()), openPage(price, new CookieJar())]);
    expect(pages.map((opened) => opened.page.unavailable).sort()).toEqual([null, "reserved"]);
    const stockId = await stockIdFor(db(), { accountId: price.accountId! });
    const holds = await db()
      .select()
      .from(stockKeys)
      .where(and(eq(stockKeys.stockId, stockId), isNotNull(stockKeys.purchaseId)));
    expect(holds).toHaveLength(1);
  });

  it("tells the owner which priced options cannot sell, on the product's console and shop pages, never customers", async () => {
    // Specter Full's 30-day option is seeded priced and without keys.
    const [product] = await db()
      .select({ id: cheats.id })
      .from(cheats)
      .where(eq(cheats.slug, "specter-full"));
    const params = { gameSlug: "iron-frontier", cheatSlug: "specter-full" };
    const shopPage = async (jar?: CookieJar) => {
      const response = await callRoute(cheatPage as never, "/en/cheat/iron-frontier/specter-full", {
        jar,
        params,
      });
      expect(response.status).toBe(200);
      // The page's loader answers with its cache headers: the data sits under `data`.
      return (await response.json()).data.unstocked as { title: string }[];
    };
    expect((await shopPage(jarOf(owner))).map((option) => option.title)).toContain("30 days");
    expect(await shopPage(jarOf(await makeActor("client")))).toEqual([]);
    expect(await shopPage()).toEqual([]);
    const consolePage = await (
      await callRoute(consoleCheat as never, `/admin/cheats/${product.id}`, {
        jar: jarOf(owner),
        params: { id: String(product.id) },
      })
    ).json();
    expect(consolePage.unstocked.map((option: { title: string }) => option.title)).toContain("30 дней");
  });

  it("marks a key order that waited too long for stock, once, and never hands it a key afterwards", async () => {
    const price = await seededOption("ember-lite", 30, "en");
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
    const email = `waiting.${database.name}@players.example`;
    const invoiceId = `WAIT-${database.name}-${Date.now()}`;
    expect(await notifyPayment(price, invoiceId, { email })).toBe(200);
    const [waiting] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
    expect(waiting).toMatchObject({ status: PaymentStatus.Payed, keyId: null, needsRefundAt: null });

    // Within AWAITING_REFUND_HOURS (24) nothing happens.
    expect(await sweepOverdueAwaiting()).not.toContain(waiting.id);
    await db()
      .update(purchases)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(purchases.id, waiting.id));
    expect(await sweepOverdueAwaiting()).toContain(waiting.id);
    expect(await sweepOverdueAwaiting()).not.toContain(waiting.id);
    const [marked] = await db().select().from(purchases).where(eq(purchases.id, waiting.id));
    expect(marked).toMatchObject({ needsRefundReason: "waited", keyId: null });
    expect(await mailsTo(email, /could not deliver/)).toHaveLength(1);
    expect((await mailsTo(email, /could not deliver/))[0].text).toContain("within 24 h");

    // Keys arrive later: the buyer was told the money comes back, so none goes to them.
    await importKeys({ actor: owner.user, via: "console" }, stockId, [`LATE-${invoiceId}`]);
    await deliverAwaitingPurchases();
    const [still] = await db().select().from(purchases).where(eq(purchases.id, waiting.id));
    expect(still.keyId).toBeNull();
    const onSale = await db()
      .select()
      .from(stockKeys)
      .where(and(eq(stockKeys.stockId, stockId), eq(stockKeys.status, StockKeyStatus.Available)));
    expect(onSale).toHaveLength(1);
  });

  it("tells customers who asked, once each in their language, when an out-of-stock option is back", async () => {
    // Specter Full's 30-day option is seeded priced and without keys.
    const path = "/cheat/iron-frontier/specter-full";
    const params = { gameSlug: "iron-frontier", cheatSlug: "specter-full" };
    const en = await seededOption("specter-full", 30, "en");
    const ru = await seededOption("specter-full", 30, "ru");
    const stockId = await stockIdFor(db(), { cheatId: en.cheatId!, periodDays: 30 });
    type Choice = { id: number; title: string; priceMinor: number; currency: number | null; asked: boolean };
    const choices = async (lang: "ru" | "en", actor?: Actor) => {
      const url = lang === "en" ? `/en${path}` : path;
      const response = await callRoute(cheatPage as never, url, { jar: actor && jarOf(actor), params });
      return (await response.json()).data.restock as Choice[];
    };
    const ask = async (actor: Actor, option: number, intent = "restock", lang: "ru" | "en" = "en") => {
      const response = await callRoute(cheatAction as never, lang === "en" ? `/en${path}` : path, {
        jar: jarOf(actor),
        params,
        init: postForm({ intent, option: String(option), fetcher: "1" }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { asked: boolean };
    };
    const [asker, russian, quiet, changedMind, waitingBuyer] = await Promise.all(
      ["restock-en", "restock-ru", "restock-quiet", "restock-undo", "restock-buyer"].map((login) =>
        makeActor("client", `${login}-${database.name}`),
      ),
    );
    await db().update(users).set({ lang: "ru" }).where(eq(users.id, russian.user.id));
    await db().update(users).set({ statusAlerts: false }).where(eq(users.id, quiet.user.id));

    // Visitors see which options they could ask about; a customer asks, and the page remembers.
    // With the price it sells at when back (the page's structured data lists it out of stock).
    const sells = { priceMinor: en.discountPriceMinor ?? en.priceMinor, currency: en.currency };
    expect(await choices("en")).toEqual([{ id: en.id, title: "30 days", ...sells, asked: false }]);
    expect(await ask(asker, en.id)).toEqual({ asked: true });
    expect(await ask(asker, en.id)).toEqual({ asked: true });
    expect(await choices("en", asker)).toEqual([{ id: en.id, title: "30 days", ...sells, asked: true }]);
    expect(await ask(russian, ru.id, "restock", "ru")).toEqual({ asked: true });
    expect(await ask(quiet, en.id)).toEqual({ asked: true });
    expect(await ask(changedMind, en.id)).toEqual({ asked: true });
    expect(await ask(changedMind, en.id, "unrestock")).toEqual({ asked: false });
    // An option on sale is not one to ask about.
    const onSale = await seededOption("specter-full", 7, "en");
    expect(await ask(asker, onSale.id)).toEqual({ asked: false });
    const asked = () =>
      db()
        .select({ userId: restockFollows.userId })
        .from(restockFollows)
        .where(eq(restockFollows.stockId, stockId));
    expect((await asked()).map((row) => row.userId).sort()).toEqual(
      [asker, russian, quiet].map((a) => a.user.id).sort(),
    );

    // A buyer already paid and waits: the first key is theirs, so nothing is back for the others.
    expect(
      await notifyPayment(en, `RESTOCK-${database.name}-${Date.now()}`, { userId: waitingBuyer.user.id }),
    ).toBe(200);
    const ctx = { actor: owner.user, via: "console" };
    await importKeys(ctx, stockId, [`RESTOCK-A-${database.name}`]);
    const backMail = async (actor: Actor) =>
      (await sentMail()).filter(
        (mail) => mail.to === actor.user.email && /back in stock|снова в наличии/.test(mail.subject),
      );
    expect(await backMail(asker)).toHaveLength(0);
    expect(await asked()).toHaveLength(3);

    // The next key is on sale: each customer whose alerts are on hears it once, in their language.
    await importKeys(ctx, stockId, [`RESTOCK-B-${database.name}`]);
    const [english] = await backMail(asker);
    expect(english.subject).toBe("Specter Full is back in stock");
    expect(english.text).toContain("30 days");
    expect(english.text).toContain("http://shop.test/en/cheat/iron-frontier/specter-full");
    expect(english.headers?.["List-Unsubscribe"]).toContain(`/en/alerts/unsubscribe?u=${asker.user.id}&t=`);
    const [russianMail] = await backMail(russian);
    expect(russianMail.subject).toBe("Specter Full снова в наличии");
    expect(russianMail.text).toContain("30 дней");
    expect(await backMail(quiet)).toHaveLength(0);
    expect(await backMail(changedMind)).toHaveLength(0);
    // Told once: the request is gone, except for the customer whose alerts are off.
    expect((await asked()).map((row) => row.userId)).toEqual([quiet.user.id]);
    await importKeys(ctx, stockId, [`RESTOCK-C-${database.name}`]);
    expect(await backMail(asker)).toHaveLength(1);
    expect(await backMail(russian)).toHaveLength(1);
    // Back on sale: nothing left to ask about.
    expect(await choices("en")).toEqual([]);
    expect(await choices("ru")).toEqual([]);
  });

  it("holds at most two items per buyer when all their payment pages open at once", async () => {
    // A buyer collects a checkout for every account first, then opens them all in the same moment:
    // each payment counts the buyer's holds, and without one lock per buyer each would count none.
    const jar = new CookieJar();
    const ip = "192.0.2.78";
    const links: string[] = [];
    for (let n = 2; ; n++) {
      const found = await accountOption(n);
      if (!found) break;
      const bought = await pressBuy(found.price, { jar, ip });
      if (bought.url) links.push(bought.url);
    }
    expect(links.length).toBeGreaterThanOrEqual(3);
    const pages = await Promise.all(links.map((url) => callRoute(payPage as never, url, { jar, ip })));
    expect(pages.every((page) => page.status === 200)).toBe(true);
    const mine = await db()
      .select({ id: stockKeys.id })
      .from(stockKeys)
      .innerJoin(purchases, eq(purchases.id, stockKeys.purchaseId))
      .where(and(eq(purchases.holder, await holderOf(null, ip)), sql`${stockKeys.reservedUntil} >= now()`));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThanOrEqual(MAX_OPEN_HOLDS);
  });

  /** An account nobody holds or bought yet (the tests above sold and held some). */
  async function freeAccount() {
    for (let n = 0; ; n++) {
      const found = await accountOption(n);
      if (!found) throw new Error("no free account left in the seed");
      const account = await getAccount("en", found.slug);
      if (account && !account.sold && !account.reserved) return found;
    }
  }
  const isHeld = async (purchaseId: number) =>
    (
      await db()
        .select()
        .from(stockKeys)
        .where(and(eq(stockKeys.purchaseId, purchaseId), sql`${stockKeys.reservedUntil} >= now()`))
    ).length > 0;

  it("gives a buyer's late payment the account their own newer checkout holds, not a refund", async () => {
    const { price } = await freeAccount();
    const jar = new CookieJar();
    const ip = "192.0.2.79";
    // Buy, the payment page, then Buy again and its page: the newer checkout holds the account.
    const first = await pressBuy(price, { jar, ip });
    await callRoute(payPage as never, first.url!, { jar, ip });
    const second = await pressBuy(price, { jar, ip });
    await callRoute(payPage as never, second.url!, { jar, ip });
    const invoiceOf = (bought: { invoice: string }) => bought.invoice.split(".")[0];
    const [secondOrder] = await db()
      .select()
      .from(purchases)
      .where(eq(purchases.invoiceId, invoiceOf(second)));
    expect(await isHeld(secondOrder.id)).toBe(true);
    // The first checkout's payment arrives after all: it takes the account from the buyer's own hold.
    expect(await notifyOrder((await verifyOrder(first.token))!, first.token, invoiceOf(first))).toBe(200);
    const [paid] = await db()
      .select()
      .from(purchases)
      .where(eq(purchases.invoiceId, invoiceOf(first)));
    expect(paid.needsRefundAt).toBeNull();
    expect(paid.keyId).not.toBeNull();
    expect(await isHeld(secondOrder.id)).toBe(false);
  });

  it("lets no e-mail typed at the payment free another buyer's hold", async () => {
    const { price } = await freeAccount();
    const victim = { holder: await holderOf(null, "192.0.2.80"), email: "holder-victim@players.example" };
    const typist = { holder: await holderOf(null, "192.0.2.81"), email: victim.email };
    expect(await notifyPayment(price, "HOLD-VICTIM", { status: "pending", ...victim })).toBe(200);
    expect(await notifyPayment(price, "HOLD-TYPIST", { status: "pending", ...typist })).toBe(200);
    const [held, typed] = await db()
      .select()
      .from(purchases)
      .where(inArray(purchases.invoiceId, ["HOLD-VICTIM", "HOLD-TYPIST"]))
      .orderBy(purchases.id);
    expect([await isHeld(held.id), await isHeld(typed.id)]).toEqual([true, false]);
  });
});
