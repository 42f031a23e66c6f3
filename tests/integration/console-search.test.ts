// The console's global search (decision 0033): orders by invoice or e-mail, customers by e-mail or
// login, products by name, keys by their last four characters; exact matches first; each group
// only for the roles whose rights open its section.
import { createHash } from "node:crypto";
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, cheats, purchases, stockKeys, users } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { loader as auditPage } from "~/routes/admin.audit";
import { action as productsAction, loader as productsPage } from "~/routes/admin.cheats";
import { loader as orderPage } from "~/routes/admin.order";
import { loader as ordersPage } from "~/routes/admin.orders";
import { loader as searchPage } from "~/routes/admin.search";
import { loader as stockList } from "~/routes/admin.stock";
import { listSliderCheats } from "~/services/catalogue/cheats.server";
import { globalSearch } from "~/services/console/global-search.server";
import { resetSecretCache } from "~/services/secrets.server";
import { indexKeyTails } from "~/services/stock/key-tails.server";
import { stockIdFor } from "~/services/stock/stock-keys.server";
import { importKeys, revokeKeys } from "~/services/stock/stock-writes.server";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { notifyPayment, seededOption } from "../support/payments";
import { callRoute } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

describe.each(testDatabases())("console search, filters and times on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;
  let support: Actor;
  const run = Date.now().toString(36).toUpperCase();

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: `tmp/test-console-search-${database.name}`,
      }),
    );
    resetSecretCache();
    owner = await makeActor("owner");
    support = await makeActor("techsupport");
  });
  afterAll(() => setEnv(undefined));

  it("finds orders by invoice or e-mail, exact first, and the key a buyer reads out by its ending", async () => {
    const price = await seededOption("ember-lite", 30, "en");
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    // Endings with a 0 and a 1, which the seed's random demo keys never have (drizzle/seed/stock.ts):
    // "QZ7K" once matched a demo key by chance.
    const keys = [`EMBR-${run}-AAAA-Q0K1`, `EMBR-${run}-BBBB-Q0X1`];
    // Only these two on sale: the first sale takes the first.
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
    await importKeys({ actor: owner.user, via: "console" }, stockId, keys);
    const exact = `SRCH-${run}`;
    expect(await notifyPayment(price, `${exact}-2`, { email: `gamer.${run}@players.example` })).toBe(200);
    expect(await notifyPayment(price, exact, { email: `other.${run}@players.example` })).toBe(200);

    const byInvoice = await globalSearch("owner", exact.toLowerCase(), "en");
    expect(byInvoice.orders.map((order) => order.invoiceId)).toEqual([exact, `${exact}-2`]);
    expect(byInvoice.orders[0]).toMatchObject({
      product: expect.stringContaining("Ember"),
      needsRefund: false,
    });
    const byEmail = await globalSearch("owner", `gamer.${run}`, "en");
    expect(byEmail.orders.map((order) => order.invoiceId)).toEqual([`${exact}-2`]);

    // "Is this key sold?": the last four characters, any case; a sold key names its order.
    const [first] = await db()
      .select()
      .from(purchases)
      .where(eq(purchases.invoiceId, `${exact}-2`));
    const found = await globalSearch("owner", "q0k1", "en");
    expect(found.keys).toEqual([
      expect.objectContaining({ stockId, masked: "EMBR…Q0K1", status: 1, orderId: first.id }),
    ]);
    expect(found.keys[0].stock).toContain("Ember");
    const [key] = await db().select().from(stockKeys).where(eq(stockKeys.id, found.keys[0].id));
    expect(key.id).toBe(first.keyId);
    expect((await globalSearch("owner", "  q0x1 ", "en")).keys.map((k) => k.masked)).toEqual(["EMBR…Q0X1"]);
    // An ending no key has: the seed's demo keys are random letters and digits without 0 and 1
    // (drizzle/seed/stock.ts), so "ZZZZ" could be one of them by chance.
    expect((await globalSearch("owner", "0000", "en")).keys).toEqual([]);
  });

  it("finds a key by its index, however old, and indexes keys stored before the index", async () => {
    const price = await seededOption("ember-lite", 30, "en");
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    const old = `EMBR-${run}-OLD0-K1Q0`;
    await importKeys({ actor: owner.user, via: "console" }, stockId, [old]);
    const [stored] = await db()
      .select()
      .from(stockKeys)
      .where(eq(stockKeys.stockId, stockId))
      .orderBy(desc(stockKeys.id))
      .limit(1);
    // The index holds a keyed hash: neither the tail nor its plain hash can be read from it.
    expect(stored.tailHash).toMatch(/^[\w-]{22}$/);
    expect(stored.tailHash).not.toContain("k1q0");
    expect(stored.tailHash).not.toBe(createHash("sha256").update("k1q0").digest("base64url").slice(0, 22));
    // Many newer keys after it: the search reads the index, it does not open the newest keys.
    const newer = Array.from(
      { length: 300 },
      (_, i) => `NEWR-${run}-${String(i).padStart(4, "0")}-ZZ${i % 10}Z`,
    );
    await importKeys({ actor: owner.user, via: "console" }, stockId, newer);
    expect((await globalSearch("owner", "K1Q0", "en")).keys.map((k) => k.id)).toEqual([stored.id]);
    // A key stored before the index (migration 0020) is found once the maintenance round indexed it.
    await db().update(stockKeys).set({ tailHash: null }).where(eq(stockKeys.id, stored.id));
    expect((await globalSearch("owner", "K1Q0", "en")).keys).toEqual([]);
    expect(await indexKeyTails()).toBeGreaterThanOrEqual(1);
    expect((await globalSearch("owner", "k1q0", "en")).keys.map((k) => k.masked)).toEqual(["EMBR…K1Q0"]);
    expect(await indexKeyTails()).toBe(0);
  });

  it("ranks an exact login or e-mail above those that only contain it", async () => {
    const [anna, annabel] = await Promise.all([
      makeActor("client", `anna${run.toLowerCase()}`),
      makeActor("client", `xannabel${run.toLowerCase()}`),
    ]);
    const [blockedOne] = await db()
      .update(users)
      .set({ isBlocked: true })
      .where(eq(users.id, annabel.user.id))
      .returning();
    const found = await globalSearch("owner", anna.user.login, "en");
    expect(found.customers[0]).toMatchObject({ id: anna.user.id, isBlocked: false });
    const partial = await globalSearch("owner", `anna${run.toLowerCase()}`.slice(0, 6), "en");
    expect(partial.customers.map((c) => c.id)).toContain(anna.user.id);
    expect((await globalSearch("owner", blockedOne.email!, "en")).customers).toEqual([
      expect.objectContaining({ id: annabel.user.id, isBlocked: true }),
    ]);
  });

  it("finds products by name, those starting with it first", async () => {
    const spoofers = await globalSearch("owner", "SPOOFER", "en");
    expect(spoofers.products.map((p) => p.name).sort()).toEqual([
      "Ironveil Spoofer",
      "Mirage Spoofer",
      "Nullprint Spoofer",
    ]);
    expect(spoofers.products.find((p) => p.name === "Mirage Spoofer")?.game).toBeTruthy();
    // "gl": Glacier, Glint, Gloam… before Sandglass, which only contains it.
    const starts = (await globalSearch("owner", "gl", "en")).products.map((p) => /^gl/i.test(p.name));
    expect(starts[0]).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    // Too short a query finds nothing rather than everything.
    expect(await globalSearch("owner", " s ", "en")).toEqual({
      query: "s",
      orders: [],
      customers: [],
      products: [],
      keys: [],
    });
  });

  it("shows tech support products only, and the page to staff only", async () => {
    const asSupport = await globalSearch("techsupport", "spoofer", "en");
    expect(asSupport.products).toHaveLength(3);
    const everything = await globalSearch("techsupport", owner.user.email!, "en");
    expect(everything).toMatchObject({ orders: [], customers: [], keys: [] });
    expect((await globalSearch("owner", owner.user.email!, "en")).customers).toHaveLength(1);

    const page = await callRoute(searchPage as never, "/en/admin/search?q=spoofer", { jar: jarOf(support) });
    expect(page.status).toBe(200);
    const body = (await page.json()) as { results: { products: unknown[]; orders: unknown[] } };
    expect(body.results.products).toHaveLength(3);
    expect(body.results.orders).toEqual([]);
    const customer = await makeActor("client");
    const refused = await callRoute(searchPage as never, "/en/admin/search?q=specter", {
      jar: jarOf(customer),
    });
    expect(refused.status).toBe(403);
  });

  it("shows a signed-in buyer's account address on an order, and finds the order by it", async () => {
    const buyer = await makeActor("client", `signedin${run.toLowerCase()}`);
    const price = await seededOption("ember-lite", 30, "ru");
    const invoice = `ACCT-${run}`;
    expect(await notifyPayment(price, invoice, { userId: buyer.user.id })).toBe(200);
    // Signed in, they gave no address at payment: the order has none of its own.
    const [order] = await db()
      .update(purchases)
      .set({ email: null })
      .where(eq(purchases.invoiceId, invoice))
      .returning();
    const list = await (
      await callRoute(ordersPage as never, `/admin/orders?email=${encodeURIComponent(buyer.user.email!)}`, {
        jar: jarOf(owner),
      })
    ).json();
    expect(list.rows.map((row: { id: number; email: string }) => [row.id, row.email])).toEqual([
      [order.id, buyer.user.email],
    ]);
    expect((await globalSearch("owner", buyer.user.email!, "ru")).orders.map((o) => o.id)).toEqual([
      order.id,
    ]);
    const page = await (
      await callRoute(orderPage as never, `/admin/orders/${order.id}`, {
        jar: jarOf(owner),
        params: { id: String(order.id) },
      })
    ).json();
    expect(page.buyer.email).toBe(buyer.user.email);
    // The console's time: the day and the hour in Moscow time.
    expect(page.order.createdAt).toMatch(/\d{2}:\d{2}$/);
    // A day typed the Russian console's way filters like the ISO one; nonsense is ignored.
    const day = order.createdAt.toLocaleDateString("en-CA", { timeZone: "Europe/Moscow" });
    const [y, m, d] = day.split("-");
    const byDay = async (from: string) =>
      (
        await (
          await callRoute(ordersPage as never, `/admin/orders?invoice=${invoice}&from=${from}&to=${from}`, {
            jar: jarOf(owner),
          })
        ).json()
      ).rows.length;
    expect(await byDay(`${d}.${m}.${y}`)).toBe(1);
    expect(await byDay(day)).toBe(1);
    expect(await byDay(`${d}.${m}.${Number(y) - 1}`)).toBe(0);
    expect(await byDay("31.02.2026")).toBe(1);
  });

  it("filters the audit log by who and by day, with the time of each entry", async () => {
    const price = await seededOption("ember-lite", 7, "en");
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 7 });
    const other = await makeActor("owner");
    await importKeys({ actor: other.user, via: "console" }, stockId, [`AUDIT-${run}-1`]);
    const load = async (query: string) =>
      (await (
        await callRoute(auditPage as never, `/admin/audit?${query}`, { jar: jarOf(owner) })
      ).json()) as {
        entries: { actorLogin: string; when: string; entity: string }[];
        actors: { id: number; login: string }[];
      };
    const all = await load("");
    expect(all.actors.map((a) => a.login)).toContain(other.user.login);
    const mine = await load(`actor=${other.user.id}&entity=stock`);
    expect(mine.entries.length).toBeGreaterThanOrEqual(1);
    expect(mine.entries.every((entry) => entry.actorLogin === other.user.login)).toBe(true);
    expect(mine.entries[0].when).toMatch(/\d{2}:\d{2}$/);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Moscow" });
    expect((await load(`actor=${other.user.id}&from=${today}`)).entries.length).toBeGreaterThanOrEqual(1);
    expect((await load(`actor=${other.user.id}&to=01.01.2020`)).entries).toEqual([]);
  });

  it("lists stock a page at a time, buyers waiting first, then below the threshold; by game and state", async () => {
    // A buyer pays for Specter Full's 30 days, which has no key: they wait.
    const waitingFor = await seededOption("specter-full", 30, "en");
    expect(await notifyPayment(waitingFor, `WAIT-${run}`, { email: `wait.${run}@players.example` })).toBe(
      200,
    );
    type Row = {
      id: number;
      name: string;
      option: string;
      game: string | null;
      awaiting: number;
      available: number;
      lowThreshold: number;
      onSale: boolean;
      attention: boolean;
    };
    type Page = {
      rows: Row[];
      total: number;
      pages: number;
      games: { id: number; name: string }[];
      filter: { page: number };
    };
    const load = async (query = "") =>
      (await (
        await callRoute(stockList as never, `/en/admin/stock${query}`, { jar: jarOf(owner) })
      ).json()) as Page;
    const first = await load();
    expect(first.rows).toHaveLength(50);
    expect(first.pages).toBe(Math.ceil(first.total / 50));
    expect(first.pages).toBeGreaterThanOrEqual(2);
    expect(first.rows[0].awaiting).toBeGreaterThanOrEqual(1);
    expect(first.rows.filter((r) => r.awaiting > 0).map((r) => `${r.name} · ${r.option}`)).toContain(
      "Specter Full · 30 days",
    );
    const rank = (r: Row) => (r.awaiting > 0 ? 0 : r.onSale && r.available < r.lowThreshold ? 1 : 2);
    const ranks = first.rows.map(rank);
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks).toContain(1);
    const second = await load("?page=2");
    expect(second.filter.page).toBe(2);
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0].id);
    // Past the last page: the last page.
    expect((await load("?page=999")).filter.page).toBe(first.pages);

    const waiting = await load("?state=waiting");
    expect(waiting.rows.length).toBeGreaterThanOrEqual(1);
    expect(waiting.rows.every((r) => r.awaiting > 0)).toBe(true);
    expect((await load("?attention=1")).rows.every((r) => r.attention)).toBe(true);
    const iron = first.games.find((g) => g.name === "Iron Frontier")!;
    const ofGame = await load(`?game=${iron.id}`);
    expect(ofGame.rows.length).toBeGreaterThanOrEqual(2);
    expect(ofGame.rows.every((r) => r.game === "Iron Frontier")).toBe(true);
  });

  it("lists products with their figures, and applies a bulk action only after naming what it touches", async () => {
    const list = await (
      await callRoute(productsPage as never, "/en/admin/cheats?q=ember", { jar: jarOf(owner) })
    ).json();
    const ember = list.rows.find((row: { name: string }) => row.name === "Ember Lite");
    expect(ember).toMatchObject({
      priceRange: expect.stringMatching(/\$/),
      preview: expect.stringMatching(/\.webp$/),
    });
    expect(ember.available).toEqual(expect.any(Number));
    expect(ember.sold30).toBeGreaterThanOrEqual(1);

    const picked = await db()
      .select({ id: cheats.id, name: cheats.name, isPublished: cheats.isPublished })
      .from(cheats)
      .where(inArray(cheats.slug, ["cipher-lite", "cirrus-lite"]));
    const ids = picked.map((p) => String(p.id));
    await db()
      .update(cheats)
      .set({ isPublished: true })
      .where(
        inArray(
          cheats.id,
          picked.map((p) => p.id),
        ),
      );
    const post = (actor: Actor, fields: Record<string, string>, many: string[] = ids) => {
      const body = new URLSearchParams(fields);
      for (const id of many) body.append("ids", id);
      return callRoute(productsAction as never, "/en/admin/cheats", {
        jar: jarOf(actor),
        init: { method: "POST", body },
      });
    };
    // The preview names every product and changes nothing.
    const preview = await (await post(owner, { intent: "bulk-preview", bulk: "unpublish" })).json();
    expect(preview.bulk.targets.map((t: { name: string }) => t.name).sort()).toEqual(
      picked.map((p) => p.name).sort(),
    );
    expect(
      (
        await db()
          .select()
          .from(cheats)
          .where(
            inArray(
              cheats.id,
              picked.map((p) => p.id),
            ),
          )
      ).every((c) => c.isPublished),
    ).toBe(true);
    // Nothing ticked, or no action: refused, nothing done.
    expect(
      (await (await post(owner, { intent: "bulk-preview", bulk: "unpublish" }, [])).json()).bulk.error,
    ).toBe("BULK_EMPTY");
    expect((await (await post(owner, { intent: "bulk-apply", bulk: "" })).json()).bulk.error).toBe(
      "BULK_EMPTY",
    );
    // Tech support may set statuses in bulk, never publish.
    expect((await post(support, { intent: "bulk-apply", bulk: "unpublish" })).status).toBe(403);

    const startedAt = new Date(Date.now() - 1000);
    const applied = await post(owner, {
      intent: "bulk-apply",
      bulk: "unpublish",
      back: "/en/admin/cheats?q=ci",
    });
    expect(applied.status).toBe(303);
    expect(applied.headers.get("Location")).toBe("/en/admin/cheats?q=ci&changed=2");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cheat.unpublish"), gt(auditLog.createdAt, startedAt)));
    expect(audit.map((row) => row.entityId).sort()).toEqual([...ids].sort());
    // Again: nothing left to change, nothing recorded.
    expect((await post(owner, { intent: "bulk-apply", bulk: "unpublish" })).headers.get("Location")).toMatch(
      /changed=0/,
    );
    expect((await post(support, { intent: "bulk-apply", bulk: "status:3" })).headers.get("Location")).toMatch(
      /changed=2/,
    );
    // Publishing asks whether the products join the home slider; a Detected one never shows there.
    const inSlider = async () => {
      const slider = await listSliderCheats("en", 1000);
      return picked.filter((p) => slider.some((card) => card.id === p.id)).length;
    };
    expect((await post(owner, { intent: "bulk-apply", bulk: "publish" })).headers.get("Location")).toMatch(
      /changed=2/,
    );
    expect(await inSlider()).toBe(0);
    await post(owner, { intent: "bulk-apply", bulk: "unpublish" });
    const featured = await post(owner, { intent: "bulk-apply", bulk: "publish", inSlider: "on" });
    expect(featured.headers.get("Location")).toMatch(/changed=2/);
    expect(await inSlider()).toBe(2);
    const [publish] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cheat.publish"), eq(auditLog.entityId, ids[0])))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(publish.after).toEqual({ isPublished: true, inSlider: true });
    await post(support, { intent: "bulk-apply", bulk: "status:4" });
    expect(await inSlider()).toBe(0);
  });
});
