// The console's first capability: who may open it, the one-click status change with its
// history and audit row, the bulk change per game, the owner API, and the public pages and API
// showing a change on the very next request.
import { and, desc, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  accounts,
  auditLog,
  cheats,
  cheatStatusHistory,
  games,
  prices,
  problems,
  purchases,
  stocks,
} from "~/db/schema";
import { loader as adminLayout } from "~/routes/admin";
import { action as adminCheatAction, loader as adminCheat } from "~/routes/admin.cheat";
import { action as adminCheatsAction, loader as adminCheats } from "~/routes/admin.cheats";
import { loader as adminAudit } from "~/routes/admin.audit";
import { loader as adminIndex } from "~/routes/admin.index";
import { loader as adminAccount } from "~/routes/admin.account";
import { action as accountScreenshots } from "~/routes/admin.account-screenshots";
import { loader as adminAccounts } from "~/routes/admin.accounts";
import { action as cheatScreenshots } from "~/routes/admin.cheat-screenshots";
import { loader as adminGame } from "~/routes/admin.game";
import { action as gamePicture } from "~/routes/admin.game-picture";
import { loader as adminGames } from "~/routes/admin.games";
import { loader as adminProblem } from "~/routes/admin.problem";
import { loader as adminProblems } from "~/routes/admin.problems";
import { action as slidePicture } from "~/routes/admin.slide-picture";
import { action as adminSettingsAction, loader as adminSettings } from "~/routes/admin.settings";
import { loader as settingsApi } from "~/routes/api/settings";
import { action as adminTokensAction, loader as adminTokens } from "~/routes/admin.tokens";
import { loader as adminPromotions } from "~/routes/admin.promotions";
import { loader as adminStock } from "~/routes/admin.stock";
import { action as adminCustomerAction, loader as adminCustomer } from "~/routes/admin.customer";
import { loader as adminCustomers } from "~/routes/admin.customers";
import { action as adminOrderAction, loader as adminOrder } from "~/routes/admin.order";
import { action as adminOrdersAction, loader as adminOrders } from "~/routes/admin.orders";
import { loader as adminOrdersExport } from "~/routes/admin.orders-export";
import { loader as adminStockExport } from "~/routes/admin.stock-export";
import { action as stockImport } from "~/routes/admin.stock-import";
import { action as adminStockItemAction, loader as adminStockItem } from "~/routes/admin.stock-item";
import { action as apiCheatsAction, loader as apiCheats } from "~/routes/api/admin.cheats";
import { loader as cheatApi } from "~/routes/api/cheats.slugs";
import { tr } from "../support/locales";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { callRoute, postForm } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";
import { minor } from "../support/money";

type Who = "visitor" | "client" | "techsupport" | "owner";

describe.each(testDatabases())("console: statuses, history and audit on $name", (database) => {
  useSeededDatabase(database);
  const actors = {} as Record<Exclude<Who, "visitor">, Actor>;
  let cheat: { id: number; slug: string; gameSlug: string; gameId: number; status: number };
  let accountId: number;
  let problemId: number;
  let stockId: number;
  let orderId: number;

  beforeAll(async () => {
    actors.client = await makeActor("client");
    actors.techsupport = await makeActor("techsupport");
    actors.owner = await makeActor("owner");
    const [row] = await db()
      .select({
        id: cheats.id,
        slug: cheats.slug,
        gameSlug: games.slug,
        gameId: games.id,
        status: cheats.status,
      })
      .from(cheats)
      .innerJoin(games, eq(games.id, cheats.gameId))
      .where(and(eq(cheats.isPublished, true), eq(cheats.category, 0), eq(cheats.status, 1)))
      .limit(1);
    cheat = row;
    [{ id: accountId }] = await db().select({ id: accounts.id }).from(accounts).limit(1);
    [{ id: problemId }] = await db().select({ id: problems.id }).from(problems).limit(1);
    [{ id: stockId }] = await db().select({ id: stocks.id }).from(stocks).limit(1);
    [{ id: orderId }] = await db()
      .insert(purchases)
      .values({
        invoiceId: `MATRIX-${Date.now()}`,
        kind: "cheat",
        nameRu: "Чит",
        nameEn: "Cheat",
        amountMinor: minor(100),
        currency: 0,
      })
      .returning({ id: purchases.id });
  });

  const jar = (who: Who) => (who === "visitor" ? undefined : jarOf(actors[who]));

  it("opens each console page and call to the roles the permission table allows", async () => {
    const pages = [
      { fn: adminLayout, path: "/admin", allowed: ["techsupport", "owner"] },
      { fn: adminIndex, path: "/admin", allowed: ["techsupport", "owner"] },
      { fn: adminCheats, path: "/admin/cheats", allowed: ["techsupport", "owner"] },
      { fn: adminCheat, path: `/admin/cheats/${cheat.id}`, allowed: ["techsupport", "owner"] },
      { fn: adminAudit, path: "/admin/audit", allowed: ["owner"] },
      { fn: adminTokens, path: "/admin/tokens", allowed: ["owner"] },
      { fn: adminPromotions, path: "/admin/promotions", allowed: ["owner"] },
      { fn: adminSettings, path: "/admin/settings", allowed: ["owner"] },
      { fn: adminGames, path: "/admin/games", allowed: ["owner"] },
      { fn: adminGame, path: `/admin/games/${cheat.gameId}`, allowed: ["owner"] },
      { fn: adminAccounts, path: "/admin/accounts", allowed: ["owner"] },
      { fn: adminAccount, path: `/admin/accounts/${accountId}`, allowed: ["owner"] },
      { fn: adminProblems, path: "/admin/problems", allowed: ["owner"] },
      { fn: adminProblem, path: `/admin/problems/${problemId}`, allowed: ["owner"] },
      { fn: adminStock, path: "/admin/stock", allowed: ["owner"] },
      { fn: adminStockItem, path: `/admin/stock/${stockId}`, allowed: ["owner"] },
      { fn: adminStockExport, path: `/admin/stock/${stockId}/sold.csv`, allowed: ["owner"] },
      { fn: adminOrders, path: "/admin/orders", allowed: ["owner"] },
      { fn: adminOrdersExport, path: "/admin/orders.csv", allowed: ["owner"] },
      { fn: adminOrder, path: `/admin/orders/${orderId}`, allowed: ["owner"] },
      { fn: adminCustomers, path: "/admin/customers", allowed: ["owner"] },
      { fn: adminCustomer, path: `/admin/customers/${actors.client.user.id}`, allowed: ["owner"] },
    ];
    const matrix: string[] = [];
    for (const page of pages)
      for (const who of ["visitor", "client", "techsupport", "owner"] as const) {
        const response = await callRoute(page.fn as never, page.path, {
          jar: jar(who),
          params: { id: page.path.split("/")[3] ?? "" },
        });
        matrix.push(`${page.path} ${who} ${response.status}`);
        if (who === "visitor") {
          // A visitor signs in and comes back to the page.
          expect(response.status).toBe(302);
          expect(response.headers.get("Location")).toBe(
            `/sign-in?redirectTo=${encodeURIComponent(page.path)}`,
          );
        } else expect(response.status, `${page.path} as ${who}`).toBe(page.allowed.includes(who) ? 200 : 403);
      }
    expect(matrix).toHaveLength(88);

    // The upload routes (multipart) answer the same table before they read a byte.
    const uploads: { fn: unknown; path: string; params: Record<string, string> }[] = [
      { fn: gamePicture, path: `/admin/games/${cheat.gameId}/picture`, params: { id: String(cheat.gameId) } },
      { fn: slidePicture, path: "/admin/settings/slides/1/picture", params: { n: "1" } },
      {
        fn: cheatScreenshots,
        path: `/admin/cheats/${cheat.id}/screenshots`,
        params: { id: String(cheat.id) },
      },
      {
        fn: accountScreenshots,
        path: `/admin/accounts/${accountId}/screenshots`,
        params: { id: String(accountId) },
      },
      { fn: stockImport, path: `/admin/stock/${stockId}/import`, params: { id: String(stockId) } },
      { fn: adminStockItemAction, path: `/admin/stock/${stockId}`, params: { id: String(stockId) } },
      { fn: adminOrderAction, path: `/admin/orders/${orderId}`, params: { id: String(orderId) } },
      { fn: adminOrdersAction, path: "/admin/orders", params: {} },
      {
        fn: adminCustomerAction,
        path: `/admin/customers/${actors.client.user.id}`,
        params: { id: String(actors.client.user.id) },
      },
    ];
    for (const upload of uploads)
      for (const who of ["visitor", "client", "techsupport"] as const) {
        const response = await callRoute(upload.fn as never, upload.path, {
          jar: jar(who),
          params: upload.params,
          init: { method: "POST", body: new FormData() },
        });
        expect(response.status, `${upload.path} as ${who}`).toBe(who === "visitor" ? 302 : 403);
      }

    const calls = [
      { path: "/api/admin/cheats", params: {} as Record<string, string> },
      { path: `/api/admin/cheats/${cheat.id}`, params: { id: String(cheat.id) } },
    ];
    for (const call of calls)
      for (const who of ["visitor", "client", "techsupport", "owner"] as const) {
        const response = await callRoute(apiCheats as never, call.path, {
          jar: jar(who),
          params: call.params,
        });
        const expected = { visitor: 401, client: 403, techsupport: 200, owner: 200 }[who];
        expect(response.status, `${call.path} as ${who}`).toBe(expected);
      }
    const refused = await callRoute(apiCheatsAction as never, `/api/admin/cheats/${cheat.id}?lang=en`, {
      jar: jar("client"),
      params: { id: String(cheat.id) },
      init: { method: "PATCH", headers: { "Content-Type": "application/json" }, body: '{"status":4}' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "You do not have the right to do this",
      code: "FORBIDDEN",
    });
  });

  it("changes a status in one click: history, audit, and the public API on the next request", async () => {
    const publicPath = `/api/cheats/slugs/${cheat.gameSlug}/${cheat.slug}?lang=en`;
    const params = { gameSlug: cheat.gameSlug, cheatSlug: cheat.slug };
    // Warm the cache first: the change must not wait for its 60 s lifetime.
    const before = await (await callRoute(cheatApi as never, publicPath, { params })).json();
    expect(before.status).toBe(1);

    const response = await callRoute(adminCheatsAction as never, "/admin/cheats", {
      jar: jar("techsupport"),
      init: postForm({
        intent: "status",
        cheatId: String(cheat.id),
        status: "4",
        note: "Detected after the weekly patch",
        back: "/admin/cheats?status=1",
      }),
    });
    // Without JavaScript the form comes back to the list it was posted from.
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/cheats?status=1&changed=1");

    const after = await (await callRoute(cheatApi as never, publicPath, { params })).json();
    expect(after.status).toBe(4);

    const [row] = await db().select().from(cheats).where(eq(cheats.id, cheat.id));
    expect(row.statusNote).toBe("Detected after the weekly patch");
    expect(Date.now() - row.statusUpdatedAt.getTime()).toBeLessThan(60_000);
    const history = await db()
      .select()
      .from(cheatStatusHistory)
      .where(eq(cheatStatusHistory.cheatId, cheat.id))
      .orderBy(desc(cheatStatusHistory.id));
    expect(history[0]).toMatchObject({ fromStatus: 1, toStatus: 4, actorId: actors.techsupport.user.id });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "cheat"), eq(auditLog.entityId, String(cheat.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: "cheat.status",
      actorLogin: actors.techsupport.user.login,
      actorRole: "techsupport",
      via: "console",
      ip: "203.0.113.7",
      before: { status: 1, statusNote: "" },
      after: { status: 4, statusNote: "Detected after the weekly patch" },
    });

    // From the product's own page (staff's inline control) the post goes back there; never off-site.
    const fromPage = await callRoute(adminCheatsAction as never, "/admin/cheats", {
      jar: jar("techsupport"),
      init: postForm({
        intent: "status",
        cheatId: String(cheat.id),
        status: "4",
        note: "Detected after the weekly patch",
        back: `/cheat/${cheat.gameSlug}/${cheat.slug}`,
      }),
    });
    expect(fromPage.headers.get("Location")).toBe(`/cheat/${cheat.gameSlug}/${cheat.slug}?changed=0`);
    const offSite = await callRoute(adminCheatsAction as never, "/admin/cheats", {
      jar: jar("techsupport"),
      init: postForm({
        intent: "status",
        cheatId: String(cheat.id),
        status: "4",
        note: "Detected after the weekly patch",
        back: "//evil.example/x",
      }),
    });
    expect(offSite.status).toBe(200);

    // The same status and note again changes nothing and records nothing.
    const again = await callRoute(adminCheatsAction as never, "/admin/cheats", {
      jar: jar("techsupport"),
      init: postForm({
        intent: "status",
        cheatId: String(cheat.id),
        status: "4",
        note: "Detected after the weekly patch",
        js: "1",
      }),
    });
    expect(await again.json()).toEqual({ ok: true, intent: "status", changed: 0 });

    // The product's console page shows the history with the staff login.
    const page = await (
      await callRoute(adminCheat as never, `/admin/cheats/${cheat.id}`, {
        jar: jar("owner"),
        params: { id: String(cheat.id) },
      })
    ).json();
    expect(page.history[0]).toMatchObject({
      fromStatus: 1,
      toStatus: 4,
      actorLogin: actors.techsupport.user.login,
    });
  });

  it("refuses a status outside SPEC §4.1 and a note too long, in the page's language", async () => {
    const response = await callRoute(adminCheatAction as never, `/en/admin/cheats/${cheat.id}`, {
      jar: jar("owner"),
      params: { id: String(cheat.id) },
      init: postForm({ intent: "status", cheatId: String(cheat.id), status: "7", note: "x".repeat(301) }),
    });
    const body = (await response.json()).status;
    expect(body.ok).toBe(false);
    expect(body.result.error).toEqual({
      status: ["console.errors.status"],
      note: ["console.errors.noteLength"],
    });

    const api = await callRoute(apiCheatsAction as never, `/api/admin/cheats/${cheat.id}?lang=en`, {
      jar: jar("owner"),
      params: { id: String(cheat.id) },
      init: { method: "PATCH", headers: { "Content-Type": "application/json" }, body: '{"status":true}' },
    });
    expect(api.status).toBe(422);
    expect(await api.json()).toEqual({
      message: "Check the form",
      code: "INVALID",
      fields: { status: { code: "console.errors.status", message: tr("en", "console.errors.status") } },
    });
    const missing = await callRoute(apiCheatsAction as never, "/api/admin/cheats/2147483647", {
      jar: jar("owner"),
      params: { id: "2147483647" },
      init: { method: "PATCH", headers: { "Content-Type": "application/json" }, body: '{"status":2}' },
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("Этого объекта больше нет");
  });

  it("sets every product of a game at once, and the owner API lists them by status", async () => {
    const response = await callRoute(adminCheatsAction as never, "/admin/cheats", {
      jar: jar("owner"),
      init: postForm({ intent: "game-status", gameId: String(cheat.gameId), status: "3", note: "", js: "1" }),
    });
    const result = await response.json();
    const gameCheats = await db()
      .select({ id: cheats.id })
      .from(cheats)
      .where(eq(cheats.gameId, cheat.gameId));
    expect(result).toEqual({ ok: true, intent: "game-status", changed: gameCheats.length });

    const listed = await (
      await callRoute(apiCheats as never, `/api/admin/cheats?status=3&game=${cheat.gameId}`, {
        jar: jar("owner"),
      })
    ).json();
    expect(listed.total).toBe(gameCheats.length);
    expect(listed.rows.every((row: { status: number }) => row.status === 3)).toBe(true);

    // The owner API changes one back, recorded as an API write.
    const patched = await callRoute(apiCheatsAction as never, `/api/admin/cheats/${cheat.id}`, {
      jar: jar("owner"),
      params: { id: String(cheat.id) },
      init: {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: '{"status":0,"note":""}',
      },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).cheat).toMatchObject({ id: cheat.id, status: 0 });
    const audit = await (
      await callRoute(adminAudit as never, `/admin/audit?entity=cheat&entityId=${cheat.id}`, {
        jar: jar("owner"),
      })
    ).json();
    expect(audit.entries[0]).toMatchObject({ via: "api", action: "cheat.status", actorRole: "owner" });
    // A sentence in the console's language, naming the product with a link to it.
    const sentence = audit.entries[0].sentence as { text: string; to?: string }[];
    expect(sentence.map((part) => part.text).join("")).toContain(
      `«${tr("ru", "status.updating")}» на «${tr("ru", "status.undetectedStar")}»`,
    );
    expect(sentence.find((part) => part.to === `/admin/cheats/${cheat.id}`)?.text).toBeTruthy();
    expect(audit.entries[0].changes).toEqual([]);
  });

  it("lets the owner API act with a bearer token: read only GETs, write changes, revoked is 401", async () => {
    const create = async (scope: "read" | "write") => {
      const response = await callRoute(adminTokensAction as never, "/admin/tokens", {
        jar: jar("owner"),
        init: postForm({ intent: "create", name: `${scope} bot`, scope }),
      });
      const body = await response.json();
      expect(body.secret).toMatch(/^nct_[\w-]{43}$/);
      return body.secret as string;
    };
    // Tech support has no right to tokens.
    const refused = await callRoute(adminTokensAction as never, "/admin/tokens", {
      jar: jar("techsupport"),
      init: postForm({ intent: "create", name: "mine", scope: "write" }),
    });
    expect(refused.status).toBe(403);

    const read = await create("read");
    const write = await create("write");
    const bearer = (secret: string, init: RequestInit = {}) => ({
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${secret}` },
    });
    const patch = (secret: string, status: number) =>
      callRoute(apiCheatsAction as never, `/api/admin/cheats/${cheat.id}?lang=en`, {
        params: { id: String(cheat.id) },
        init: bearer(secret, {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ status }),
        }),
      });

    const listed = await callRoute(apiCheats as never, "/api/admin/cheats?status=0", { init: bearer(read) });
    expect(listed.status).toBe(200);
    const readPatch = await patch(read, 2);
    expect(readPatch.status).toBe(403);
    expect((await readPatch.json()).code).toBe("TOKEN_READ_ONLY");
    const writePatch = await patch(write, 2);
    expect(writePatch.status).toBe(200);
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit.via).toMatch(/^token:\d+$/);
    expect(audit.actorLogin).toBe(actors.owner.user.login);

    for (const wrong of ["Bearer nct_not-a-token", "Bearer", "Basic b3duZXI6cGFzcw=="]) {
      const response = await callRoute(apiCheats as never, "/api/admin/cheats?lang=en", {
        init: { headers: { Authorization: wrong } },
      });
      expect(response.status, wrong).toBe(401);
      expect(await response.json()).toEqual({
        message: "Sign in as staff to use this call",
        code: "UNAUTHORIZED",
      });
    }

    const tokens = await (
      await callRoute(adminTokens as never, "/admin/tokens", { jar: jar("owner") })
    ).json();
    const writeToken = tokens.tokens.find((token: { name: string }) => token.name === "write bot");
    expect(writeToken.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(tokens)).not.toContain(write);
    await callRoute(adminTokensAction as never, "/admin/tokens", {
      jar: jar("owner"),
      init: postForm({ intent: "revoke", tokenId: String(writeToken.id) }),
    });
    expect((await patch(write, 1)).status).toBe(401);
  });

  it("saves the settings: validated, sanitized, audited, and on the public API at once", async () => {
    const { values } = await (
      await callRoute(adminSettings as never, "/admin/settings", { jar: jar("owner") })
    ).json();
    const form = (changes: Record<string, string>) => {
      const fields: Record<string, string> = {};
      for (const lang of ["ru", "en"] as const)
        for (const [key, value] of Object.entries(values[lang] as Record<string, string>))
          fields[`${lang}.${key}`] = value;
      for (const [key, value] of Object.entries(values as Record<string, unknown>))
        if (typeof value === "string") fields[key] = value;
      return postForm({ ...fields, ...changes });
    };
    // Warm the settings cache first.
    expect((await (await callRoute(settingsApi as never, "/api/settings")).json()).en.notificationTitle).toBe(
      values.en.notificationTitle,
    );

    const refused = await callRoute(adminSettingsAction as never, "/admin/settings", {
      jar: jar("owner"),
      init: form({
        reviewsLink: "javascript:alert(1)",
        buyingInstructionVideo: "https://evil.example/embed/1",
      }),
    });
    expect((await refused.json()).result.error).toEqual({
      reviewsLink: ["console.errors.httpsLink"],
      buyingInstructionVideo: ["console.errors.videoHost"],
    });
    const forbidden = await callRoute(adminSettingsAction as never, "/admin/settings", {
      jar: jar("techsupport"),
      init: form({ "en.notificationTitle": "Hijacked" }),
    });
    expect(forbidden.status).toBe(403);

    const saved = await callRoute(adminSettingsAction as never, "/admin/settings", {
      jar: jar("owner"),
      init: form({
        "en.notificationTitle": "Spring sale: 30% off",
        "en.homeText": '<h2>Hi</h2><p onclick="alert(1)">Welcome<script>alert(1)</script></p>',
      }),
    });
    expect((await saved.json()).changed).toBe(2);
    const shown = (await (await callRoute(settingsApi as never, "/api/settings")).json()).en;
    expect(shown.notificationTitle).toBe("Spring sale: 30% off");
    expect(shown.homeText).toBe("<h2>Hi</h2><p>Welcome</p>");
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: "settings.update",
      before: { "en.notificationTitle": values.en.notificationTitle, "en.homeText": values.en.homeText },
      after: { "en.notificationTitle": "Spring sale: 30% off", "en.homeText": "<h2>Hi</h2><p>Welcome</p>" },
    });
  });

  it("edits prices by the SPEC rules, and the buy block shows them on the next request", async () => {
    const params = { gameSlug: cheat.gameSlug, cheatSlug: cheat.slug };
    const publicPrices = async (lang: "ru" | "en") =>
      (
        await (
          await callRoute(
            cheatApi as never,
            `/api/cheats/slugs/${cheat.gameSlug}/${cheat.slug}?lang=${lang}`,
            { params },
          )
        ).json()
      ).prices as { id: number; title: string; price: number | null; discountPrice: number | null }[];
    const [option] = await db()
      .select()
      .from(prices)
      .where(and(eq(prices.cheatId, cheat.id), eq(prices.lang, "ru")))
      .orderBy(prices.sort)
      .limit(1);
    expect((await publicPrices("ru")).find((p) => p.id === option.id)).toBeTruthy();
    const post = (who: Who, fields: Record<string, string>) =>
      callRoute(adminCheatAction as never, `/admin/cheats/${cheat.id}`, {
        jar: jar(who),
        params: { id: String(cheat.id) },
        init: postForm(fields),
      }).then(async (response) => (await response.json()).price);
    // The page's price table posts every option of the product at once (rows[i]) and one new
    // option per site (added.<lang>); here the first Russian option is the only row sent.
    const table = (price: string, discount: string, extra: Record<string, string> = {}) => ({
      intent: "prices-save",
      "rows[0].priceId": String(option.id),
      "rows[0].option.title": option.title,
      "rows[0].option.periodDays": String(option.periodDays),
      "rows[0].option.price": price,
      "rows[0].option.discountPrice": discount,
      "rows[0].option.sort": String(option.sort),
      // A new row left blank adds nothing.
      "added.ru.title": "",
      "added.ru.periodDays": "30",
      "added.ru.sort": "0",
      ...extra,
    });
    const optionCount = async () =>
      (await db().select({ id: prices.id }).from(prices).where(eq(prices.cheatId, cheat.id))).length;
    const before = await optionCount();

    const tooHigh = await post("owner", table("499", "499,00"));
    expect(tooHigh.result.error).toEqual({
      "rows[0].option.discountPrice": ["console.errors.discountBelowPrice"],
    });
    expect(await post("techsupport", table("1", ""))).toMatchObject({ ok: false, error: "FORBIDDEN" });

    // The change and a new English option without a price, in one save.
    const saved = await post(
      "owner",
      table("499", "399,50", {
        "added.en.title": "90 days",
        "added.en.periodDays": "90",
        "added.en.price": "",
        "added.en.discountPrice": "",
        "added.en.sort": "0",
      }),
    );
    expect(saved).toMatchObject({ ok: true, changed: 2 });
    expect(await optionCount()).toBe(before + 1);
    expect((await publicPrices("ru")).find((p) => p.id === option.id)).toMatchObject({
      price: 499,
      discountPrice: 399.5,
    });
    const [created] = await db()
      .select()
      .from(prices)
      .where(and(eq(prices.cheatId, cheat.id), eq(prices.title, "90 days")));
    expect(created).toMatchObject({ lang: "en", priceMinor: null, currency: null, periodDays: 90 });
    expect((await publicPrices("en")).find((p) => p.id === created.id)).toMatchObject({ price: null });
    // Saving the same table again changes nothing and writes no audit row.
    expect(await post("owner", table("499", "399,50"))).toMatchObject({ ok: true, changed: 0 });

    // One nobody bought can be removed; a removed row's fields are not checked.
    const removeCreated = {
      "rows[1].priceId": String(created.id),
      "rows[1].remove": "on",
      "rows[1].option.title": "",
    };
    expect(await post("owner", table("499", "399,50", removeCreated))).toMatchObject({
      ok: true,
      changed: 1,
    });
    expect(await optionCount()).toBe(before);

    // An option purchases name stays: taking it off sale is an empty price. The refusal keeps the
    // whole table unsaved, the price changed beside it too.
    await db()
      .insert(purchases)
      .values({
        invoiceId: `CONSOLE-${cheat.id}-${Date.now()}`,
        priceId: option.id,
        cheatId: cheat.id,
        kind: "price",
        nameRu: "Тест",
        nameEn: "Test",
        valueTextRu: "30 дней",
        valueTextEn: "30 days",
        amountMinor: minor(39950),
        currency: 0,
        status: 1,
        lang: "ru",
      });
    const [other] = await db()
      .select()
      .from(prices)
      .where(and(eq(prices.cheatId, cheat.id), eq(prices.lang, "en")))
      .orderBy(prices.sort)
      .limit(1);
    // The English option's change comes first, the refused removal after it: nothing is kept.
    const refused = await post("owner", {
      intent: "prices-save",
      "rows[0].priceId": String(other.id),
      "rows[0].option.title": other.title,
      "rows[0].option.periodDays": String(other.periodDays),
      "rows[0].option.price": "12.34",
      "rows[0].option.discountPrice": "",
      "rows[0].option.sort": String(other.sort),
      "rows[1].priceId": String(option.id),
      "rows[1].remove": "on",
    });
    expect(refused).toMatchObject({ ok: false, error: "IN_USE" });
    const [otherAfter] = await db().select().from(prices).where(eq(prices.id, other.id));
    expect(otherAfter.priceMinor).toBe(other.priceMinor);
    expect(await optionCount()).toBe(before);
    const actions = (
      await db().select({ action: auditLog.action }).from(auditLog).orderBy(desc(auditLog.id)).limit(3)
    ).map((row) => row.action);
    expect(actions).toEqual(["price.delete", "price.create", "price.update"]);
  });

  it("edits a product's texts (sanitized), unpublishes it, and deletes only one nobody bought", async () => {
    const params = { gameSlug: cheat.gameSlug, cheatSlug: cheat.slug };
    const publicCheat = async () =>
      (
        await callRoute(cheatApi as never, `/api/cheats/slugs/${cheat.gameSlug}/${cheat.slug}?lang=en`, {
          params,
        })
      ).json();
    const { details } = await (
      await callRoute(adminCheat as never, `/admin/cheats/${cheat.id}`, {
        jar: jar("owner"),
        params: { id: String(cheat.id) },
      })
    ).json();
    expect(details.isPublished).toBe(true);
    await publicCheat(); // warm the cache
    const fields: Record<string, string> = {
      intent: "details",
      name: details.name,
      category: String(details.category),
      sort: String(details.sort),
      // Kept as it is: only what the test changes changes.
      ...(details.inSlider ? { inSlider: "on" } : {}),
    };
    for (const lang of ["ru", "en"] as const)
      for (const [key, value] of Object.entries(details[lang] as Record<string, string>))
        fields[`${lang}.${key}`] = value;
    const post = (who: Who, extra: Record<string, string>) =>
      callRoute(adminCheatAction as never, `/admin/cheats/${cheat.id}`, {
        jar: jar(who),
        params: { id: String(cheat.id) },
        init: postForm({ ...fields, ...extra }),
      });

    // Published is unticked (absent): the product is unpublished in the same save.
    const saved = await (
      await post("owner", {
        "en.functions": '<ul><li>ESP</li></ul><img src=x onerror="alert(1)"><a href="javascript:x">y</a>',
      })
    ).json();
    expect(saved.details).toMatchObject({ ok: true });
    const shown = await publicCheat();
    expect(shown.localization.functions).toBe("<ul><li>ESP</li></ul><a>y</a>");
    expect(shown.isPublished).toBe(false);
    expect(shown.prices.every((p: { price: number | null }) => p.price === null)).toBe(true);
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit.action).toBe("cheat.update");
    expect(Object.keys(audit.after as object).sort()).toEqual(["en.functions", "isPublished"]);

    // A cheat may become a DMA cheat (both have a game), never a component (which has none).
    const moved = await (await post("owner", { category: "2" })).json();
    expect(moved.details).toMatchObject({ ok: true });
    expect((await db().select().from(cheats).where(eq(cheats.id, cheat.id)))[0].category).toBe(2);
    const acrossRule = await (await post("owner", { category: "1" })).json();
    expect(acrossRule.details).toMatchObject({ ok: false, error: "CATEGORY_GAME" });
    await post("owner", { category: "0" });
    expect((await db().select().from(cheats).where(eq(cheats.id, cheat.id)))[0].category).toBe(0);

    const bySupport = await (await post("techsupport", { isPublished: "on" })).json();
    expect(bySupport.details).toMatchObject({ ok: false, error: "FORBIDDEN" });

    // This product was bought (the price test): it stays.
    const refused = await (await post("owner", { intent: "delete-product" })).json();
    expect(refused.details).toMatchObject({ ok: false, error: "IN_USE_PRODUCT" });
    // Another nobody bought goes, and the shop answers 404 for it on the next request.
    const [other] = await db()
      .select({ id: cheats.id, slug: cheats.slug, gameSlug: games.slug })
      .from(cheats)
      .innerJoin(games, eq(games.id, cheats.gameId))
      .where(and(eq(cheats.category, 0), ne(cheats.id, cheat.id)))
      .limit(1);
    const deleted = await callRoute(adminCheatAction as never, `/admin/cheats/${other.id}`, {
      jar: jar("owner"),
      params: { id: String(other.id) },
      init: postForm({ intent: "delete-product" }),
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin/cheats?deleted=1");
    const gone = await callRoute(
      cheatApi as never,
      `/api/cheats/slugs/${cheat.gameSlug}/${other.slug}?lang=en`,
      {
        params: { gameSlug: cheat.gameSlug, cheatSlug: other.slug },
      },
    );
    expect(gone.status).toBe(404);
  });
});
