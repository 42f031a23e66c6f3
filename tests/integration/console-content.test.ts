// The console's accounts and problem articles: create, texts on both sites (sanitized), an
// account's screenshots through the image pipeline, delete rules — each audited, owner only, and
// in the public API on the next request; their lists' search and pages, and the owner API for both
// with its permission matrix across roles and tokens.
import fs from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  accountScreenshots,
  accounts,
  accountTranslations,
  auditLog,
  Currency,
  problems,
  purchases,
} from "~/db/schema";
import { env, parseEnv, setEnv } from "~/env.server";
import { langT } from "~/i18n/i18n.server";
import { action as screenshotsAction } from "~/routes/admin.account-screenshots";
import { action as accountAction, loader as accountPage } from "~/routes/admin.account";
import { action as accountsAction, loader as accountsPage } from "~/routes/admin.accounts";
import { action as problemAction, loader as problemPage } from "~/routes/admin.problem";
import { action as problemsAction, loader as problemsPage } from "~/routes/admin.problems";
import { loader as accountApi } from "~/routes/api/accounts.slug";
import { action as accountsApiAction, loader as accountsApi } from "~/routes/api/admin.accounts";
import { action as problemsApiAction, loader as problemsApi } from "~/routes/api/admin.problems";
import { loader as problemsHome } from "~/routes/api/problems.home";
import { loader as problemApi } from "~/routes/api/problems.slug";
import { knowledge } from "~/services/assistant/knowledge.server";
import { consoleAccountList } from "~/services/catalogue/account-writes.server";
import { consoleProblemList } from "~/services/catalogue/problem-writes.server";
import { CONSOLE_IMAGE_MAX_BYTES } from "~/services/media/console-images.server";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import {
  apiCaller,
  entityApiCalls,
  expectPermissionMatrix,
  makeApiTokens,
  type ApiCall,
} from "../support/owner-api";
import { callRoute, postForm } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";
import { minor } from "../support/money";

const HOSTILE =
  '<p>Safe</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>';

/** What a sanitized text must not hold any more. */
function expectClean(html: string) {
  expect(html).toContain("<p>Safe</p>");
  expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
}

describe.each(testDatabases())("console: accounts and problems on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;
  let support: Actor;
  let client: Actor;

  beforeAll(async () => {
    // Screenshots go under a throwaway data folder, not the developer's ./data.
    setEnv(
      parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: `tmp/test-content-${database.name}` }),
    );
    owner = await makeActor("owner");
    support = await makeActor("techsupport");
    client = await makeActor("client");
  });
  afterAll(async () => {
    await fs.rm(env().DATA_DIR, { recursive: true, force: true });
    setEnv(undefined);
  });

  const accountFields = (slug: string, name: string, extra: Record<string, string> = {}) => ({
    intent: "save",
    slug,
    sort: "3",
    "ru.name": `${name} (ru)`,
    "ru.headTitle": "",
    "ru.headDescription": "",
    "ru.description": "<p>Аккаунт</p>",
    "en.name": name,
    "en.headTitle": "",
    "en.headDescription": "",
    "en.description": "<p>An account</p>",
    ...extra,
  });
  const problemFields = (slug: string, title: string, extra: Record<string, string> = {}) => ({
    intent: "save",
    slug,
    sort: "0",
    "ru.title": `${title} (ru)`,
    "ru.shortDescription": "Кратко",
    "ru.headTitle": "",
    "ru.headDescription": "",
    "ru.description": "<p>Статья</p>",
    "en.title": title,
    "en.shortDescription": "In short",
    "en.headTitle": "",
    "en.headDescription": "",
    "en.description": "<p>An article</p>",
    ...extra,
  });
  const publicAccount = async (slug: string) => {
    const response = await callRoute(accountApi as never, `/api/accounts/slug/${slug}?lang=en`, {
      params: { slug },
    });
    return { status: response.status, body: await response.json() };
  };
  const publicProblem = async (slug: string) => {
    const response = await callRoute(problemApi as never, `/api/problems/slug/${slug}?lang=en`, {
      params: { slug },
    });
    return { status: response.status, body: await response.json() };
  };
  const accountRow = async (slug: string) =>
    (await db().select().from(accounts).where(eq(accounts.slug, slug)))[0];
  const lastAudit = async (n: number) =>
    (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(n)).map((entry) => entry.action);
  const postAccount = (id: number, fields: Record<string, string>, who: Actor = owner) =>
    callRoute(accountAction as never, `/admin/accounts/${id}`, {
      jar: jarOf(who),
      params: { id: String(id) },
      init: postForm(fields),
    });
  const upload = (id: number, bytes: Buffer, type: string, who: Actor = owner) => {
    const form = new FormData();
    form.set("screenshot", new Blob([new Uint8Array(bytes)], { type }), "screenshot");
    return callRoute(screenshotsAction as never, `/en/admin/accounts/${id}/screenshots`, {
      jar: jarOf(who),
      params: { id: String(id) },
      init: { method: "POST", body: form },
    });
  };
  const png = (background: string) =>
    sharp({ create: { width: 1200, height: 700, channels: 3, background } })
      .png()
      .toBuffer();

  it("keeps tech support out of every accounts and problems page", async () => {
    const [seeded] = await db().select().from(accounts).limit(1);
    const [problem] = await db().select().from(problems).limit(1);
    const as = { jar: jarOf(support) };
    const statuses = await Promise.all([
      callRoute(accountsPage as never, "/admin/accounts", as),
      callRoute(accountsAction as never, "/admin/accounts", {
        ...as,
        init: postForm(accountFields("x-y", "X")),
      }),
      callRoute(accountPage as never, `/admin/accounts/${seeded.id}`, {
        ...as,
        params: { id: String(seeded.id) },
      }),
      postAccount(seeded.id, { intent: "delete" }, support),
      upload(seeded.id, await png("#123456"), "image/png", support),
      callRoute(problemsPage as never, "/admin/problems", as),
      callRoute(problemsAction as never, "/admin/problems", {
        ...as,
        init: postForm(problemFields("x-y", "X")),
      }),
      callRoute(problemPage as never, `/admin/problems/${problem.id}`, {
        ...as,
        params: { id: String(problem.id) },
      }),
      callRoute(problemAction as never, `/admin/problems/${problem.id}`, {
        ...as,
        params: { id: String(problem.id) },
        init: postForm({ intent: "delete" }),
      }),
    ]);
    expect(statuses.map((response) => response.status)).toEqual(Array(9).fill(403));
    expect(await accountRow(seeded.slug)).toBeTruthy();
  });

  it("creates an account unpublished and refuses a taken or malformed address", async () => {
    const created = await callRoute(accountsAction as never, "/en/admin/accounts", {
      jar: jarOf(owner),
      // Even a form that asks for it does not publish a new account.
      init: postForm(accountFields("frost-vault", "Frost Vault", { isPublished: "on" })),
    });
    expect(created.status).toBe(302);
    const row = await accountRow("frost-vault");
    expect(created.headers.get("Location")).toBe(`/en/admin/accounts/${row.id}?created=1`);
    expect(row).toMatchObject({ isPublished: false, sort: 3 });
    expect((await publicAccount("frost-vault")).status).toBe(404);

    const taken = await (
      await callRoute(accountsAction as never, "/admin/accounts", {
        jar: jarOf(owner),
        init: postForm(accountFields("frost-vault", "Another")),
      })
    ).json();
    expect(taken.error).toBe("SLUG_TAKEN");
    const malformed = await (
      await callRoute(accountsAction as never, "/admin/accounts", {
        jar: jarOf(owner),
        init: postForm({ ...accountFields("Frost Vault!", "Another"), "ru.name": "" }),
      })
    ).json();
    expect(malformed.result.error).toEqual({
      slug: ["console.errors.slug"],
      "ru.name": ["validation.required"],
    });

    const list = await (
      await callRoute(accountsPage as never, "/en/admin/accounts", { jar: jarOf(owner) })
    ).json();
    expect(list.rows).toContainEqual(
      expect.objectContaining({
        slug: "frost-vault",
        name: "Frost Vault",
        isPublished: false,
        screenshots: 0,
      }),
    );
    expect(await lastAudit(1)).toEqual(["account.create"]);
  });

  it("publishes and edits an account's texts, sanitized, in the public API on the next request", async () => {
    const row = await accountRow("frost-vault");
    expect((await publicAccount("frost-vault")).status).toBe(404); // cached as missing
    const saved = await (
      await postAccount(
        row.id,
        accountFields("frost-vault", "Frost Vault Prime", { isPublished: "on", "en.description": HOSTILE }),
      )
    ).json();
    expect(saved).toMatchObject({ error: null, changed: 4 });

    const [english] = await db()
      .select()
      .from(accountTranslations)
      .where(and(eq(accountTranslations.accountId, row.id), eq(accountTranslations.lang, "en")));
    expectClean(english.description);
    const shown = await publicAccount("frost-vault");
    expect(shown.status).toBe(200);
    expect(shown.body.name).toBe("Frost Vault Prime");
    expectClean(shown.body.localization.description);

    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "account.update", entity: "account", entityId: String(row.id) });
    expect(Object.keys(audit.after as object).sort()).toEqual([
      "en.description",
      "en.name",
      "isPublished",
      "ru.name",
    ]);

    // The same form again changes nothing and writes no audit row.
    const again = await (
      await postAccount(
        row.id,
        accountFields("frost-vault", "Frost Vault Prime", { isPublished: "on", "en.description": HOSTILE }),
      )
    ).json();
    expect(again.changed).toBe(0);
    expect((await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0].id).toBe(audit.id);
  });

  it("adds screenshots at the end in the screenshot size, and refuses what is not a picture", async () => {
    const row = await accountRow("frost-vault");
    const where = (response: Response) => response.headers.get("Location");
    const back = `/en/admin/accounts/${row.id}`;
    expect(where(await upload(row.id, Buffer.from("just some text"), "text/plain"))).toBe(
      `${back}?screenshotError=format`,
    );
    expect(where(await upload(row.id, Buffer.alloc(CONSOLE_IMAGE_MAX_BYTES + 1), "image/png"))).toBe(
      `${back}?screenshotError=size`,
    );
    expect(where(await upload(row.id, Buffer.alloc(0), "image/png"))).toBe(
      `${back}?screenshotError=required`,
    );
    // The page turns the reason into its text, in the console's language.
    const page = await (
      await callRoute(accountPage as never, `/en/admin/accounts/${row.id}?screenshotError=format`, {
        jar: jarOf(owner),
        params: { id: String(row.id) },
      })
    ).json();
    expect(page.screenshotError).toBe("format");
    for (const lang of ["ru", "en"] as const) {
      const text = (await langT(lang))(`console.games.pictureErrors.${page.screenshotError}`);
      expect(text).not.toContain("pictureErrors");
    }

    expect(where(await upload(row.id, await png("#7c5cff"), "image/png"))).toBe(`${back}?screenshot=1`);
    expect(where(await upload(row.id, await png("#ff5c7c"), "image/png"))).toBe(`${back}?screenshot=1`);
    const shots = await db()
      .select()
      .from(accountScreenshots)
      .where(eq(accountScreenshots.accountId, row.id))
      .orderBy(accountScreenshots.sort);
    expect(shots.map((shot) => [shot.width, shot.height, shot.sort])).toEqual([
      [960, 540, 0],
      [960, 540, 1],
    ]);
    const file = path.join(env().DATA_DIR, "media", "console", path.basename(shots[0].previewWebp));
    expect(await sharp(await fs.readFile(file)).metadata()).toMatchObject({
      format: "webp",
      width: 960,
      height: 540,
    });
    const shown = await publicAccount("frost-vault");
    expect(shown.body.screenshots.map((shot: { id: number }) => shot.id)).toEqual(
      shots.map((shot) => shot.id),
    );
    expect(shown.body.screenshots[0]).toMatchObject({
      previewWebP: shots[0].previewWebp,
      width: 960,
      height: 540,
    });
    expect(await lastAudit(2)).toEqual(["account.screenshot.add", "account.screenshot.add"]);
  });

  it("reorders and removes screenshots, and the removed files go", async () => {
    const row = await accountRow("frost-vault");
    const order = async () =>
      (await publicAccount("frost-vault")).body.screenshots.map(
        (shot: { id: number }) => shot.id,
      ) as number[];
    const [first, second] = await order();

    expect(
      (await (await postAccount(row.id, { intent: "gallery-up", pictureId: String(second) })).json()).error,
    ).toBeNull();
    expect(await order()).toEqual([second, first]);
    // Already first: nothing moves and nothing is audited.
    await postAccount(row.id, { intent: "gallery-up", pictureId: String(second) });
    expect(await order()).toEqual([second, first]);
    await postAccount(row.id, { intent: "gallery-down", pictureId: String(second) });
    expect(await order()).toEqual([first, second]);
    expect(await lastAudit(2)).toEqual(["account.screenshot.move", "account.screenshot.move"]);

    const [gone] = await db().select().from(accountScreenshots).where(eq(accountScreenshots.id, first));
    await postAccount(row.id, { intent: "gallery-remove", pictureId: String(first) });
    expect(await order()).toEqual([second]);
    const file = path.join(env().DATA_DIR, "media", "console", path.basename(gone.previewWebp));
    await expect(fs.stat(file)).rejects.toThrow();
    // Another account's screenshot is not this account's to remove.
    const [foreign] = await db()
      .select()
      .from(accountScreenshots)
      .where(ne(accountScreenshots.accountId, row.id))
      .limit(1);
    const refused = await (
      await postAccount(row.id, { intent: "gallery-remove", pictureId: String(foreign.id) })
    ).json();
    expect(refused.error).toBe("NOT_FOUND");
    expect(
      await db().select().from(accountScreenshots).where(eq(accountScreenshots.id, foreign.id)),
    ).toHaveLength(1);
    expect(await lastAudit(1)).toEqual(["account.screenshot.remove"]);
  });

  it("refuses to delete a bought account, and deletes it with its files once nobody bought it", async () => {
    const row = await accountRow("frost-vault");
    const [shot] = await db()
      .select()
      .from(accountScreenshots)
      .where(eq(accountScreenshots.accountId, row.id));
    const [purchase] = await db()
      .insert(purchases)
      .values({
        invoiceId: `test-${database.name}-frost`,
        accountId: row.id,
        kind: "account",
        nameRu: "Frost Vault",
        nameEn: "Frost Vault",
        amountMinor: minor(49900),
        currency: Currency.RUB,
      })
      .returning();
    const refused = await (await postAccount(row.id, { intent: "delete" })).json();
    expect(refused.error).toBe("IN_USE_ACCOUNT");
    expect(await accountRow("frost-vault")).toBeTruthy();

    await db().delete(purchases).where(eq(purchases.id, purchase.id));
    const deleted = await postAccount(row.id, { intent: "delete" });
    expect(deleted.headers.get("Location")).toBe("/admin/accounts?deleted=1");
    expect(await accountRow("frost-vault")).toBeUndefined();
    expect((await publicAccount("frost-vault")).status).toBe(404);
    const file = path.join(env().DATA_DIR, "media", "console", path.basename(shot.previewJpeg));
    await expect(fs.stat(file)).rejects.toThrow();
    expect(await lastAudit(1)).toEqual(["account.delete"]);
  });

  it("creates, edits and deletes a problem article, on the site and in the assistant's knowledge at once", async () => {
    expect((await publicProblem("frozen-loader")).status).toBe(404); // warms the cache
    const titles = async () => (await knowledge("en")).map((passage) => passage.heading);
    expect(await titles()).not.toContain("Frozen loader");

    const created = await callRoute(problemsAction as never, "/admin/problems", {
      jar: jarOf(owner),
      init: postForm(problemFields("frozen-loader", "Frozen loader")),
    });
    const [row] = await db().select().from(problems).where(eq(problems.slug, "frozen-loader"));
    expect(created.headers.get("Location")).toBe(`/admin/problems/${row.id}?created=1`);
    expect((await publicProblem("frozen-loader")).body.localization.title).toBe("Frozen loader");
    expect(await titles()).toContain("Frozen loader");
    const listed = await (
      await callRoute(problemsHome as never, "/api/problems/home?lang=en&search=Frozen")
    ).json();
    expect(listed.list.map((problem: { slug: string }) => problem.slug)).toEqual(["frozen-loader"]);
    const taken = await (
      await callRoute(problemsAction as never, "/admin/problems", {
        jar: jarOf(owner),
        init: postForm(problemFields("frozen-loader", "Again")),
      })
    ).json();
    expect(taken.error).toBe("SLUG_TAKEN");

    const call = (fields: Record<string, string>) =>
      callRoute(problemAction as never, `/admin/problems/${row.id}`, {
        jar: jarOf(owner),
        params: { id: String(row.id) },
        init: postForm(fields),
      });
    const saved = await (
      await call(problemFields("frozen-loader", "Loader freezes", { "en.description": HOSTILE }))
    ).json();
    expect(saved.changed).toBe(3);
    const shown = await publicProblem("frozen-loader");
    expect(shown.body.localization.title).toBe("Loader freezes");
    expectClean(shown.body.localization.description);
    const page = await (
      await callRoute(problemPage as never, `/admin/problems/${row.id}`, {
        jar: jarOf(owner),
        params: { id: String(row.id) },
      })
    ).json();
    expectClean(page.problem.input.en.description);
    expect(await titles()).toContain("Loader freezes");

    const deleted = await call({ intent: "delete" });
    expect(deleted.headers.get("Location")).toBe("/admin/problems?deleted=1");
    expect((await publicProblem("frozen-loader")).status).toBe(404);
    expect(await titles()).not.toContain("Loader freezes");
    expect(await lastAudit(3)).toEqual(["problem.delete", "problem.update", "problem.create"]);
  });

  it("searches the accounts and problems lists by name on either site or address, a page at a time", async () => {
    type Listed = { rows: { slug: string; isPublished?: boolean }[]; total: number; pages: number };
    const list = async (page: unknown, path: string) =>
      (await (await callRoute(page as never, path, { jar: jarOf(owner) })).json()) as Listed & {
        filter: { q?: string; page: number };
      };
    const slugs = (listed: Listed) => listed.rows.map((row) => row.slug);

    const accounts = await list(accountsPage, "/en/admin/accounts");
    expect(accounts.total).toBe(accounts.rows.length);
    // The English name, the Russian one (from the English console) and the address all find it.
    for (const q of ["1,200 hours", "1200 часов", "frontier-prime"])
      expect(slugs(await list(accountsPage, `/en/admin/accounts?q=${encodeURIComponent(q)}`))).toEqual([
        "iron-frontier-prime-1200h",
      ]);
    const hidden = await list(accountsPage, "/en/admin/accounts?published=no");
    expect(hidden.total).toBeGreaterThan(0);
    expect(hidden.rows.every((row) => row.isPublished === false)).toBe(true);
    const shown = await list(accountsPage, "/en/admin/accounts?published=yes&q=iron");
    expect(shown.rows.length).toBeGreaterThan(0);
    expect(shown.rows.every((row) => row.isPublished && row.slug.includes("iron"))).toBe(true);
    expect((await list(accountsPage, "/en/admin/accounts?q=no-such-account")).total).toBe(0);
    // Odd values are no filter.
    expect((await list(accountsPage, "/en/admin/accounts?published=maybe&page=x")).total).toBe(
      accounts.total,
    );

    const problems = await list(problemsPage, "/en/admin/problems");
    expect(problems.total).toBe(problems.rows.length);
    for (const q of ["does not start", "Лоадер не", "loader-does-not"])
      expect(slugs(await list(problemsPage, `/en/admin/problems?q=${encodeURIComponent(q)}`))).toEqual([
        "loader-does-not-start",
      ]);
    const beyond = await list(problemsPage, "/en/admin/problems?q=loader&page=9");
    expect(beyond.filter.page).toBe(9);
    expect(beyond.rows).toEqual([]);

    // A page at a time: every row on exactly one page.
    for (const read of [
      (page: number) => consoleAccountList("en", { q: undefined, published: undefined, page }, 5),
      (page: number) => consoleProblemList("en", { q: undefined, page }, 5),
    ]) {
      const first = await read(1);
      expect(first.pages).toBeGreaterThan(1);
      expect(first.pages).toBe(Math.ceil(first.total / 5));
      const all = [first.rows];
      for (let page = 2; page <= first.pages; page++) all.push((await read(page)).rows);
      const ids = all.flat().map((row) => row.id);
      expect(all[0]).toHaveLength(5);
      expect(ids).toHaveLength(first.total);
      expect(new Set(ids).size).toBe(first.total);
    }
  });

  describe("the owner API", () => {
    let call: ApiCall;
    beforeAll(async () => {
      call = apiCaller({ client, techsupport: support, owner }, await makeApiTokens(owner, "content"));
    });

    it("answers every accounts and problems call by the permission table, for each role and token", async () => {
      await expectPermissionMatrix(call, [
        ...entityApiCalls("/api/admin/accounts", accountsApi as never, accountsApiAction as never),
        ...entityApiCalls("/api/admin/problems", problemsApi as never, problemsApiAction as never),
      ]);
    });

    it("lists accounts and problems with the pages' filters", async () => {
      const accounts = await (
        await call(accountsApi as never, "/api/admin/accounts?lang=en&q=iron&published=yes", "read")
      ).json();
      expect(accounts.page).toBe(1);
      expect(accounts.rows.length).toBeGreaterThan(0);
      expect(accounts.rows.every((row: { isPublished: boolean }) => row.isPublished)).toBe(true);
      expect(accounts.rows[0].name).toMatch(/Iron Frontier/);
      const problems = await (
        await call(problemsApi as never, "/api/admin/problems?lang=ru&q=secure-boot", "read")
      ).json();
      expect(problems.rows).toEqual([expect.objectContaining({ slug: "disable-secure-boot" })]);
      expect(problems.rows[0].title).toMatch(/[а-я]/i);
    });

    it("creates an account unpublished, patches it live, and deletes it once nobody bought it", async () => {
      const created = await call(
        accountsApiAction as never,
        "/api/admin/accounts?lang=en",
        "write",
        {},
        "POST",
        {
          slug: "ember-vault",
          sort: 4,
          isPublished: true,
          ru: { name: "Эмбер", description: "<p>Аккаунт<script>alert(1)</script></p>" },
          en: { name: "Ember Vault" },
        },
      );
      expect(created.status).toBe(201);
      const { account } = await created.json();
      expect(account).toMatchObject({
        slug: "ember-vault",
        sort: 4,
        isPublished: false,
        ru: { name: "Эмбер", description: "<p>Аккаунт</p>" },
        en: { name: "Ember Vault", headTitle: "", description: "" },
        screenshots: [],
      });
      expect((await publicAccount("ember-vault")).status).toBe(404); // unpublished, and cached so
      const taken = await call(
        accountsApiAction as never,
        "/api/admin/accounts?lang=en",
        "write",
        {},
        "POST",
        {
          slug: "ember-vault",
          ru: { name: "x" },
          en: { name: "x" },
        },
      );
      expect(taken.status).toBe(409);
      expect(await taken.json()).toMatchObject({ code: "SLUG_TAKEN" });

      const url = `/api/admin/accounts/${account.id}`;
      const params = { id: String(account.id) };
      const patched = await call(accountsApiAction as never, url, "owner", params, "PATCH", {
        isPublished: true,
        en: { name: "Ember Vault Prime" },
      });
      const { account: after, changed } = await patched.json();
      expect(changed).toBe(2);
      expect(after).toMatchObject({
        isPublished: true,
        sort: 4,
        en: { name: "Ember Vault Prime" },
        ru: { name: "Эмбер", description: "<p>Аккаунт</p>" },
      });
      const shown = await publicAccount("ember-vault");
      expect(shown.status).toBe(200);
      expect(shown.body.name).toBe("Ember Vault Prime");
      const invalid = await call(accountsApiAction as never, `${url}?lang=en`, "owner", params, "PATCH", {
        en: { name: "" },
      });
      expect(invalid.status).toBe(422);
      expect(await invalid.json()).toMatchObject({
        code: "INVALID",
        fields: { "en.name": { code: "validation.required", message: "This field is required" } },
      });
      expect((await (await call(accountsApi as never, url, "read", params)).json()).account).toEqual(after);

      const [purchase] = await db()
        .insert(purchases)
        .values({
          invoiceId: `test-${database.name}-ember`,
          accountId: account.id,
          kind: "account",
          nameRu: "Эмбер",
          nameEn: "Ember Vault",
          amountMinor: minor(19900),
          currency: Currency.RUB,
        })
        .returning();
      const refused = await call(accountsApiAction as never, `${url}?lang=en`, "write", params, "DELETE");
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: "IN_USE_ACCOUNT" });
      await db().delete(purchases).where(eq(purchases.id, purchase.id));
      expect((await call(accountsApiAction as never, url, "write", params, "DELETE")).status).toBe(204);
      expect((await call(accountsApi as never, url, "read", params)).status).toBe(404);
      expect((await publicAccount("ember-vault")).status).toBe(404);
      const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({ action: "account.delete", via: expect.stringMatching(/^token:\d+$/) });
    });

    it("creates, patches and deletes a problem article, on the site at once", async () => {
      expect((await publicProblem("stuck-at-splash")).status).toBe(404); // warms the cache
      const created = await call(
        problemsApiAction as never,
        "/api/admin/problems?lang=en",
        "write",
        {},
        "POST",
        {
          slug: "stuck-at-splash",
          ru: { title: "Зависает заставка", description: HOSTILE },
          en: { title: "Stuck at the splash", description: HOSTILE },
        },
      );
      expect(created.status).toBe(201);
      const { problem } = await created.json();
      expect(problem).toMatchObject({
        slug: "stuck-at-splash",
        sort: 0,
        en: { title: "Stuck at the splash" },
      });
      expectClean(problem.en.description);
      expect((await publicProblem("stuck-at-splash")).body.localization.title).toBe("Stuck at the splash");

      const url = `/api/admin/problems/${problem.id}`;
      const params = { id: String(problem.id) };
      const patched = await call(problemsApiAction as never, url, "owner", params, "PATCH", {
        en: { shortDescription: "The game hangs on its splash screen" },
      });
      const { problem: after, changed } = await patched.json();
      expect(changed).toBe(1);
      expect(after).toMatchObject({
        en: { title: "Stuck at the splash" },
        ru: { title: "Зависает заставка" },
      });
      const shown = await publicProblem("stuck-at-splash");
      expect(shown.body.localization.shortDescription).toBe("The game hangs on its splash screen");
      expectClean(shown.body.localization.description);

      expect((await call(problemsApiAction as never, url, "write", params, "DELETE")).status).toBe(204);
      expect((await publicProblem("stuck-at-splash")).status).toBe(404);
      expect((await call(problemsApi as never, url, "read", params)).status).toBe(404);
      expect(await lastAudit(3)).toEqual(["problem.delete", "problem.update", "problem.create"]);
    });
  });
});
