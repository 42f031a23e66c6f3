// Purchase pages show a key only to its buyer: signed in, or a guest holding the purchase's own
// link (the delivery e-mail) or the cookie set when they come back from paying. The sandbox pays
// in process, never by posting to the host a request names.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sentMail } from "../support/mail";
import { db } from "~/db/client.server";
import { cheatTranslations, PaymentStatus, purchases, stockKeys, type Price } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as payAction, loader as payPage } from "~/routes/sandbox.pay";
import { refundOrder } from "~/services/payments/order-admin.server";
import { signOrder } from "~/services/payments/orders.server";
import { purchaseAccessToken } from "~/services/payments/purchase-access.server";
import { expireUnpaidOrders } from "~/services/stock/holds.server";
import { formatMinor } from "~/utils/money";
import { minor } from "../support/money";
import { loader as purchasePage } from "~/routes/sandbox.purchase";
import { resetSecretCache } from "~/services/secrets.server";
import { testDatabases } from "../support/databases";
import { tr } from "../support/locales";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { openCheckout, seededOption } from "../support/payments";
import { callRoute, CookieJar } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

interface PageData {
  purchase: {
    delivery: string | null;
    email: string | null;
    locked: boolean;
    status: number;
    state: string;
    afterPurchase: string | null;
    productPath: string | null;
  };
}

describe.each(testDatabases({ both: true }))("purchase pages on $name", (database) => {
  useSeededDatabase(database);
  let price: Price;
  let buyer: Actor;
  let stranger: Actor;
  // Anything the server posts to a host a request names lands here.
  const hits: string[] = [];
  let listener: Server;
  let listenerOrigin: string;

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: "tmp/test-purchase-pages",
        PUBLIC_URL: "http://shop.test",
      }),
    );
    resetSecretCache();
    buyer = await makeActor("client");
    stranger = await makeActor("client");
    price = await seededOption("ember-lite", 30, "en");
    listener = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.end("ok");
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    listenerOrigin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    setEnv(undefined);
    await new Promise((resolve) => listener.close(resolve));
  });

  /** Buy pressed in `jar`'s browser, and the invoice field of the payment page it opens. */
  async function openPayPage(jar = new CookieJar()) {
    const { token, page } = await openCheckout(price, { jar });
    return { token, invoice: page.invoice! };
  }

  /** Presses Pay on the sandbox page, as the page at `origin` (the request's Host) would post it. */
  async function pay(
    email: string,
    {
      jar = new CookieJar(),
      origin = "http://shop.test",
      opened = undefined as { token: string; invoice: string } | undefined,
    } = {},
  ) {
    const { token, invoice } = opened ?? (await openPayPage(jar));
    const response = await callRoute(payAction as never, `${origin}/en/sandbox/pay?order=${token}`, {
      jar,
      init: { method: "POST", body: new URLSearchParams({ email, outcome: "pay", invoice }) },
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/en\/sandbox\/purchase\/SBX-/);
    return { location, invoiceId: location.split("/").pop()!, jar };
  }

  const open = async (path: string, jar?: CookieJar) => {
    const invoiceId = new URL(path, "http://shop.test").pathname.split("/").pop()!;
    const response = await callRoute(purchasePage as never, path, { jar, params: { invoiceId } });
    expect(response.status).toBe(200);
    return ((await response.json()) as PageData).purchase;
  };

  it("shows a guest's key after paying and through the e-mailed link, to nobody else", async () => {
    const email = `guest.${Date.now()}@players.example`;
    const { location, invoiceId, jar } = await pay(email);
    // Back from paying: the return cookie opens it.
    const returned = await open(location, jar);
    expect(returned).toMatchObject({ status: PaymentStatus.Payed, locked: false, email });
    expect(returned.delivery).toMatch(/^DEMO-30D-/);

    // Anyone else with the invoice id sees the purchase, not its key or buyer.
    for (const other of [undefined, jarOf(stranger)])
      expect(await open(location, other)).toMatchObject({ delivery: null, email: null, locked: true });
    expect(await open(`${location}?token=${"x".repeat(32)}`)).toMatchObject({ delivery: null, locked: true });

    // The delivery e-mail links the purchase page with its token: it opens on any device.
    const mail = (await sentMail()).find((m) => m.to === email)!;
    expect(mail.text).toContain(returned.delivery);
    const link = new URL(/https?:\/\/\S*sandbox\/purchase\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe(`/en/sandbox/purchase/${invoiceId}`);
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{32}$/);
    expect(await open(`${link.pathname}${link.search}`)).toMatchObject({
      delivery: returned.delivery,
      locked: false,
    });
  });

  it("lets the return cookie open a purchase for 30 minutes only, however it is replayed", async () => {
    const email = `return.${Date.now()}@players.example`;
    const { location, jar } = await pay(email);
    expect((await open(location, jar)).delivery).toMatch(/^DEMO-30D-/);
    const cookie = jar.get("purchase_access")!;
    expect(decodeURIComponent(cookie)).toMatch(/^\d+:\d+:[\w-]{32}$/);
    // The same cookie, copied and sent 31 minutes later: nothing.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60_000 });
    try {
      const replay = new CookieJar();
      replay.set("purchase_access", cookie);
      expect(await open(location, replay)).toMatchObject({ delivery: null, locked: true });
    } finally {
      vi.useRealTimers();
    }
    // The e-mailed link's token is no cookie entry either.
    const [row] = await db()
      .select()
      .from(purchases)
      .where(eq(purchases.invoiceId, location.split("/").pop()!));
    const forged = new CookieJar();
    forged.set("purchase_access", `${row.id}:${await purchaseAccessToken(row)}`);
    expect(await open(location, forged)).toMatchObject({ delivery: null, locked: true });
    forged.set("purchase_access", `${row.id}:9999999999:${await purchaseAccessToken(row)}`);
    expect(await open(location, forged)).toMatchObject({ delivery: null, locked: true });
  });

  it("shows a signed-in buyer's key to them only, and seeded purchases to nobody by a guessed id", async () => {
    const { location } = await pay(buyer.user.email!, { jar: jarOf(buyer) });
    // Their own session, on a later visit without the return cookie.
    const own = jarOf(buyer);
    expect((await open(location, own)).delivery).toMatch(/^DEMO-30D-/);
    expect(await open(location, jarOf(stranger))).toMatchObject({ delivery: null, locked: true });
    // The buyer's e-mail points at their purchases, not at a link that opens without signing in.
    expect((await sentMail()).find((m) => m.to === buyer.user.email)!.text).toContain(
      "/en/profile/personal#purchases",
    );

    const seeded = await db().select().from(purchases).where(like(purchases.invoiceId, "SEED-%"));
    expect(seeded.length).toBeGreaterThan(3);
    for (const row of seeded) expect(row.invoiceId).toMatch(/^SEED-[\w-]{16}$/);
    const paid = seeded.find((row) => row.status === PaymentStatus.Payed && row.keyId !== null)!;
    expect(await open(`/en/sandbox/purchase/${paid.invoiceId}`)).toMatchObject({
      delivery: null,
      locked: true,
    });
  });

  it("treats Pay pressed twice on one payment page as one payment, and refuses a forged invoice", async () => {
    const email = `twice.${Date.now()}@players.example`;
    const opened = await openPayPage();
    const [first, second] = await Promise.all([pay(email, { opened }), pay(email, { opened })]);
    expect(second.invoiceId).toBe(first.invoiceId);
    const rows = await db().select().from(purchases).where(eq(purchases.invoiceId, first.invoiceId));
    expect(rows).toHaveLength(1);
    expect((await sentMail()).filter((m) => m.to === email)).toHaveLength(1);
    // An invoice the page did not issue for this order (another order's, or made up) is refused.
    const other = await openPayPage(jarOf(buyer));
    for (const invoice of [other.invoice, `SBX-made-up.${"x".repeat(43)}`, first.invoiceId]) {
      const refused = await callRoute(payAction as never, `/en/sandbox/pay?order=${opened.token}`, {
        init: { method: "POST", body: new URLSearchParams({ email, outcome: "pay", invoice }) },
      });
      expect(await refused.json()).toEqual({ error: "sandbox.refused" });
    }
  });

  it("says each state in its own words, opens a new invoice for each Buy, shows list price and bonus, and the launch guide", async () => {
    const owner = await makeActor("owner");
    const ctx = { actor: owner.user, via: "console" as const };
    const jar = new CookieJar();
    const email = `states.${Date.now()}@players.example`;
    const payPageAt = (url: string) => callRoute(payPage as never, url, { jar });

    // Paid: reopening the payment page shows the purchase; a new Buy is a new invoice, paid too.
    const first = await openCheckout(price, { jar });
    const paid = await pay(email, { jar, opened: { token: first.token, invoice: first.page.invoice! } });
    const reopened = await payPageAt(first.url);
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get("Location")).toBe(`/en/sandbox/purchase/${paid.invoiceId}`);
    const again = await openCheckout(price, { jar });
    expect(again.page.invoice).not.toBe(first.page.invoice);
    const second = await pay(email, { jar, opened: { token: again.token, invoice: again.page.invoice! } });
    expect(second.invoiceId).not.toBe(paid.invoiceId);
    const delivered = await open(second.location, jar);
    expect(delivered).toMatchObject({
      state: "delivered",
      afterPurchase: null,
      productPath: expect.any(String),
    });
    expect(delivered.delivery).not.toBe((await open(paid.location, jar)).delivery);

    // The product's "after purchase" text is under the key, sanitized; without it, the shop's guide.
    await db()
      .update(cheatTranslations)
      .set({
        afterPurchase:
          '<p>Loader: <a href="https://files.example.test/ember.zip">ember.zip</a></p><script>alert(1)</script>',
      })
      .where(and(eq(cheatTranslations.cheatId, price.cheatId!), eq(cheatTranslations.lang, "en")));
    const guided = await open(second.location, jar);
    expect(guided.afterPurchase).toContain('href="https://files.example.test/ember.zip"');
    expect(guided.afterPurchase).not.toContain("script");
    expect((await open(second.location)).afterPurchase).toBeNull(); // not to someone without the key

    // Refunded: its own words, no key.
    const [row] = await db().select().from(purchases).where(eq(purchases.invoiceId, second.invoiceId));
    await refundOrder(ctx, row.id, { keyUnused: false, reason: "Bought twice by mistake" });
    expect(await open(second.location, jar)).toMatchObject({
      state: "refunded",
      delivery: null,
      afterPurchase: null,
    });

    // Failed: nothing charged, Buy again leads to the product.
    const failing = await openCheckout(price, { jar });
    const failed = await callRoute(payAction as never, failing.url, {
      jar,
      init: {
        method: "POST",
        body: new URLSearchParams({ email, outcome: "fail", invoice: failing.page.invoice! }),
      },
    });
    expect(await open(failed.headers.get("Location")!, jar)).toMatchObject({
      state: "failed",
      productPath: "/cheat/black-tundra/ember-lite",
    });

    // Expired: a pending order nobody paid within 30 minutes; its payment page then shows it so.
    const lapsing = await openCheckout(price, { jar });
    const lapsingId = lapsing.page.invoice!.split(".")[0];
    const [pending] = await db().select().from(purchases).where(eq(purchases.invoiceId, lapsingId));
    await db()
      .update(stockKeys)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(stockKeys.purchaseId, pending.id));
    await db()
      .update(purchases)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(purchases.id, pending.id));
    await expireUnpaidOrders();
    const lapsed = await payPageAt(lapsing.url);
    expect(lapsed.status).toBe(303);
    expect(await open(lapsed.headers.get("Location")!, jar)).toMatchObject({ state: "expired" });

    // A buyer with a 10 % bonus: the payment page shows the price, the discount and what is charged.
    const list = price.discountPriceMinor ?? price.priceMinor!;
    const charged = minor(Math.round(list * 0.9));
    const token = await signOrder({
      kind: "price",
      priceId: price.id,
      amountMinor: charged,
      currency: price.currency!,
      userId: buyer.user.id,
      bonusPercent: 10,
      lang: "en",
    });
    const bonusPage = await callRoute(payPage as never, `/en/sandbox/pay?order=${token}`, {
      jar: jarOf(buyer),
    });
    expect(await bonusPage.json()).toMatchObject({
      amount: formatMinor(charged, price.currency!, "en"),
      bonus: {
        label: tr("en", "sandbox.bonus").replace("{{percent}}", "10"),
        listPrice: formatMinor(list, price.currency!, "en"),
        saved: formatMinor(minor(list - charged), price.currency!, "en"),
      },
    });
  });

  it("settles the sandbox in process, never posting to the host the request names", async () => {
    const { invoiceId } = await pay(`ssrf.${Date.now()}@players.example`, { origin: listenerOrigin });
    expect(hits).toEqual([]);
    const [row] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
    expect(row.status).toBe(PaymentStatus.Payed);
  });
});
