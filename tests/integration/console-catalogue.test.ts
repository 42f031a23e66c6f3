// The rest of the console's catalogue and settings: a product's lists (features, requirements,
// videos) and gallery, the home slides' pictures, the loyalty levels, the games list's filters,
// and the owner API for every entity, with its permission matrix across roles and tokens.
import fs from "node:fs/promises";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, cheats, cheatScreenshots, games } from "~/db/schema";
import { env, parseEnv, setEnv } from "~/env.server";
import { action as productAction, loader as productPage } from "~/routes/admin.cheat";
import { action as screenshotAction } from "~/routes/admin.cheat-screenshots";
import { action as pictureAction } from "~/routes/admin.cheat-picture";
import { action as cheatsListAction } from "~/routes/admin.cheats";
import { loader as gamesPage } from "~/routes/admin.games";
import { loader as auditPage } from "~/routes/admin.audit";
import { action as settingsAction, loader as settingsPage } from "~/routes/admin.settings";
import { action as slideAction } from "~/routes/admin.slide-picture";
import { action as bonusLevelsAction, loader as bonusLevelsApi } from "~/routes/api/admin.bonus-levels";
import { action as cheatsApiAction, loader as cheatsApi } from "~/routes/api/admin.cheats";
import { action as gamesApiAction, loader as gamesApi } from "~/routes/api/admin.games";
import { action as pricesApiAction, loader as pricesApi } from "~/routes/api/admin.prices";
import { action as settingsApiAction, loader as settingsApi } from "~/routes/api/admin.settings";
import { loader as cheatApi } from "~/routes/api/cheats.slugs";
import { loader as gamesHome } from "~/routes/api/games.home";
import { loader as publicSettings } from "~/routes/api/settings";
import { loader as bonuses } from "~/routes/api/users.bonuses";
import { loader as home } from "~/routes/home";
import { settingsFormValues } from "~/services/settings-writes.server";
import { siteOrigin } from "~/utils/seo.server";
import { tr } from "../support/locales";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import {
  apiCaller,
  entityApiCalls,
  expectPermissionMatrix,
  makeApiTokens,
  type ApiCall,
  type MatrixCall,
  type RouteFn,
} from "../support/owner-api";
import { callRoute, postForm } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";
import { minor } from "../support/money";

describe.each(testDatabases())(
  "console: catalogue, media, settings and the owner API on $name",
  (database) => {
    useSeededDatabase(database);
    let owner: Actor;
    let support: Actor;
    let client: Actor;
    let product: { id: number; slug: string; gameSlug: string };

    beforeAll(async () => {
      setEnv(
        parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: `tmp/test-catalogue-${database.name}` }),
      );
      owner = await makeActor("owner");
      support = await makeActor("techsupport");
      client = await makeActor("client");
      const [row] = await db()
        .select({ id: cheats.id, slug: cheats.slug, gameSlug: games.slug })
        .from(cheats)
        .innerJoin(games, eq(games.id, cheats.gameId))
        .where(and(eq(cheats.isPublished, true), eq(cheats.category, 0)))
        .limit(1);
      product = row;
    });
    afterAll(async () => {
      await fs.rm(env().DATA_DIR, { recursive: true, force: true });
      setEnv(undefined);
    });

    const publicCheat = async (lang: "ru" | "en" = "en") =>
      (
        await callRoute(
          cheatApi as never,
          `/api/cheats/slugs/${product.gameSlug}/${product.slug}?lang=${lang}&t=${Date.now()}`,
          { params: { gameSlug: product.gameSlug, cheatSlug: product.slug } },
        )
      ).json();
    const postProduct = (fields: Record<string, string>, who: Actor = owner) =>
      callRoute(productAction as never, `/admin/cheats/${product.id}`, {
        jar: jarOf(who),
        params: { id: String(product.id) },
        init: postForm(fields),
      });
    const png = (color: string) =>
      sharp({ create: { width: 1200, height: 700, channels: 3, background: color } })
        .png()
        .toBuffer();
    const upload = (
      fn: RouteFn,
      url: string,
      params: Record<string, string>,
      field: string,
      bytes: Buffer,
    ) => {
      const form = new FormData();
      form.set(field, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "picture.png");
      return callRoute(fn, url, { jar: jarOf(owner), params, init: { method: "POST", body: form } });
    };
    const where = (response: Response) => response.headers.get("Location");
    const lastAudit = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

    it("saves a product's features, components, requirements and videos; the public API shows them at once", async () => {
      await publicCheat(); // warm the cache
      const lists = {
        intent: "lists",
        "ru.features": "ESP\nАимбот\n\n  Радар  ",
        "ru.components": "",
        "ru.requirements": "ОС: Windows 10, 11\nПроцессор: Intel, AMD",
        "en.features": "ESP\nAimbot\nRadar",
        "en.components": "",
        "en.requirements": "OS: Windows 10, 11\nCPU: Intel, AMD",
        videos: "https://www.youtube.com/embed/dQw4w9WgXcQ",
      };
      // Tech support opens the page (statuses) but may not edit the lists.
      expect((await (await postProduct(lists, support)).json()).lists.error).toBe("FORBIDDEN");

      const saved = await (await postProduct(lists)).json();
      expect(saved.lists).toMatchObject({ ok: true, error: null });
      const en = await publicCheat("en");
      expect(en.features.map((f: { name: string }) => f.name)).toEqual(["ESP", "Aimbot", "Radar"]);
      expect(en.requirements.map((r: { name: string; value: string }) => `${r.name}=${r.value}`)).toEqual([
        "OS=Windows 10, 11",
        "CPU=Intel, AMD",
      ]);
      expect(en.videos).toHaveLength(1);
      expect(en.videos[0].body).toMatch(/^<iframe src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
      const ru = await publicCheat("ru");
      expect(ru.features.map((f: { name: string }) => f.name)).toEqual(["ESP", "Аимбот", "Радар"]);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: "cheat.lists", entity: "cheat", entityId: String(product.id) });
      expect(Object.keys(audit.after as object).sort()).toEqual(
        ["en.features", "en.requirements", "ru.features", "ru.requirements", "videos"].sort(),
      );

      // A video of another host, a requirement without a value and an over-long tag are refused.
      const refused = await (
        await postProduct({
          ...lists,
          videos: "https://evil.example/embed/x",
          "en.requirements": "Just some words",
          "ru.features": "x".repeat(61),
        })
      ).json();
      expect(refused.lists.result.error).toEqual({
        videos: ["console.errors.videoHost"],
        "en.requirements": ["console.errors.requirementLine"],
        "ru.features": ["console.errors.lineTooLong"],
      });

      // A stored embed that is not an allowed player never reaches a page (cleaned on read too).
      const { cheatVideos } = await import("~/db/schema");
      await db().insert(cheatVideos).values({
        cheatId: product.id,
        body: '<iframe src="https://evil.example/x" onload="steal()"></iframe>',
        sort: 9,
      });
      const { invalidate, CacheTag } = await import("~/services/invalidation.server");
      invalidate([CacheTag.cheats]);
      const cleaned = await publicCheat("en");
      expect(cleaned.videos).toHaveLength(1);
      expect(JSON.stringify(cleaned.videos)).not.toContain("evil");
    });

    it("gives a product its card picture: an upload, or its first screenshot; none without a screenshot", async () => {
      const send = (bytes: Buffer) =>
        upload(
          pictureAction as never,
          `/en/admin/cheats/${product.id}/picture`,
          { id: String(product.id) },
          "picture",
          bytes,
        );
      expect(where(await send(Buffer.from("not a picture")))).toBe(
        `/en/admin/cheats/${product.id}?pictureError=format`,
      );
      expect(where(await send(await png("#2255ff")))).toBe(`/en/admin/cheats/${product.id}?picture=1`);
      const card = async () => (await db().select().from(cheats).where(eq(cheats.id, product.id)))[0];
      const uploaded = await card();
      expect(uploaded.previewWebp).toMatch(/^\/media\/console\/horizontal-[\w-]+\.webp$/);
      expect(uploaded.backgroundWebp).toMatch(/^\/media\/console\/background-[\w-]+\.webp$/);
      const file = path.join(env().DATA_DIR, "media", "console", path.basename(uploaded.previewWebp!));
      expect(await sharp(await fs.readFile(file)).metadata()).toMatchObject({ width: 640, height: 360 });
      expect((await lastAudit()).action).toBe("cheat.picture");
      // Tech support may not change it.
      expect((await (await postProduct({ intent: "picture-from-screenshot" }, support)).json()).picture).toBe(
        "FORBIDDEN",
      );

      // From the first screenshot (one uploaded here and moved first: this suite's store holds only
      // what it uploads): a new picture, the one uploaded before removed from storage.
      expect(
        where(
          await upload(
            screenshotAction as never,
            `/en/admin/cheats/${product.id}/screenshots`,
            { id: String(product.id) },
            "screenshot",
            await png("#ffaa00"),
          ),
        ),
      ).toBe(`/en/admin/cheats/${product.id}?screenshot=1`);
      const { cheatScreenshots } = await import("~/db/schema");
      const [shot] = await db()
        .select()
        .from(cheatScreenshots)
        .where(eq(cheatScreenshots.cheatId, product.id))
        .orderBy(desc(cheatScreenshots.id))
        .limit(1);
      await db().update(cheatScreenshots).set({ sort: -1 }).where(eq(cheatScreenshots.id, shot.id));
      const fromShot = await postProduct({ intent: "picture-from-screenshot" });
      expect(fromShot.status).toBe(303);
      expect(where(fromShot)).toBe(`/admin/cheats/${product.id}?picture=1`);
      const cut = await card();
      expect(cut.previewWebp).not.toBe(uploaded.previewWebp);
      await expect(fs.access(file)).rejects.toThrow();

      // A product without screenshots says so.
      const [bare] = await db()
        .insert(cheats)
        .values({ slug: `bare-${Date.now()}`, name: "Bare ESP", category: 2, isPublished: false })
        .returning();
      const refused = await (
        await callRoute(productAction as never, `/admin/cheats/${bare.id}`, {
          jar: jarOf(owner),
          params: { id: String(bare.id) },
          init: postForm({ intent: "picture-from-screenshot" }),
        })
      ).json();
      expect(refused.picture).toBe("NO_SCREENSHOT");
    });

    it("creates a product with its card picture in one form, and keeps it made when the picture is refused", async () => {
      const [game] = await db().select({ id: games.id }).from(games).limit(1);
      const create = async (slug: string, bytes: Buffer) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({
          intent: "create-product",
          category: "0",
          gameId: String(game.id),
          name: `Card ${slug}`,
          slug,
        }))
          form.set(name, value);
        form.set("picture", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "card.png");
        return callRoute(cheatsListAction as never, "/en/admin/cheats", {
          jar: jarOf(owner),
          init: { method: "POST", body: form },
        });
      };
      const rowOf = async (slug: string) =>
        (await db().select().from(cheats).where(eq(cheats.slug, slug)))[0];

      const made = await create("card-at-creation", await png("#22aa55"));
      const row = await rowOf("card-at-creation");
      expect(where(made)).toBe(`/en/admin/cheats/${row.id}?created=1&picture=1`);
      expect(row.previewWebp).toMatch(/^\/media\/console\/horizontal-[\w-]+\.webp$/);
      expect(row.backgroundWebp).toMatch(/^\/media\/console\/background-[\w-]+\.webp$/);
      expect((await lastAudit()).action).toBe("cheat.picture");

      // Not a picture: the product is made all the same and its page says why the picture was not.
      const refused = await create("card-refused", Buffer.from("not a picture"));
      const bare = await rowOf("card-refused");
      expect(where(refused)).toBe(`/en/admin/cheats/${bare.id}?created=1&pictureError=format`);
      expect(bare.previewWebp).toBeNull();
    });

    it("keeps a gallery: upload through the pipeline, refuse what is not a picture, reorder, remove", async () => {
      const add = (bytes: Buffer) =>
        upload(
          screenshotAction as never,
          `/en/admin/cheats/${product.id}/screenshots`,
          { id: String(product.id) },
          "screenshot",
          bytes,
        );
      const before = (await publicCheat()).screenshots.length;
      expect(where(await add(Buffer.from("GIF89a not really")))).toBe(
        `/en/admin/cheats/${product.id}?screenshotError=format`,
      );
      expect(where(await add(Buffer.alloc(9 * 1024 * 1024, 1)))).toBe(
        `/en/admin/cheats/${product.id}?screenshotError=size`,
      );
      expect(where(await add(await png("#ff3366")))).toBe(`/en/admin/cheats/${product.id}?screenshot=1`);
      expect(where(await add(await png("#33ff66")))).toBe(`/en/admin/cheats/${product.id}?screenshot=1`);

      const shots = (await publicCheat()).screenshots as { id: number; previewWebP: string }[];
      expect(shots).toHaveLength(before + 2);
      const [first, second] = shots.slice(-2);
      expect(first.previewWebP).toMatch(/^\/media\/console\/screenshot-[\w-]+\.webp$/);
      const file = path.join(env().DATA_DIR, "media", "console", path.basename(second.previewWebP));
      expect(await sharp(await fs.readFile(file)).metadata()).toMatchObject({ width: 960, height: 540 });

      // The page's own list, and a move that puts the last one before the one above it.
      const page = await (
        await callRoute(productPage as never, `/admin/cheats/${product.id}?screenshot=1`, {
          jar: jarOf(owner),
          params: { id: String(product.id) },
        })
      ).json();
      expect(page.notice).toBe("screenshot");
      expect(page.gallery.map((p: { id: number }) => p.id).slice(-2)).toEqual([first.id, second.id]);
      await postProduct({ intent: "gallery-up", pictureId: String(second.id) });
      const moved = (await publicCheat()).screenshots.map((s: { id: number }) => s.id);
      expect(moved.slice(-2)).toEqual([second.id, first.id]);
      expect((await lastAudit()).action).toBe("cheat.screenshot.move");

      // Another product's picture cannot be removed through this one.
      const foreign = await (await postProduct({ intent: "gallery-remove", pictureId: "999999" })).json();
      expect(foreign.gallery).toBe("NOT_FOUND");
      await postProduct({ intent: "gallery-remove", pictureId: String(second.id) });
      expect((await publicCheat()).screenshots.map((s: { id: number }) => s.id)).not.toContain(second.id);
      await expect(fs.stat(file)).rejects.toThrow();
    });

    it("removes a duplicated product's picture without taking the original's file", async () => {
      const [shot] = await db()
        .select()
        .from(cheatScreenshots)
        .where(eq(cheatScreenshots.cheatId, product.id))
        .orderBy(desc(cheatScreenshots.id))
        .limit(1);
      const duplicated = await postProduct({ intent: "duplicate" });
      const copyId = Number(/cheats\/(\d+)/.exec(where(duplicated)!)![1]);
      const [copyShot] = await db()
        .select()
        .from(cheatScreenshots)
        .where(and(eq(cheatScreenshots.cheatId, copyId), eq(cheatScreenshots.previewWebp, shot.previewWebp)));
      await callRoute(productAction as never, `/admin/cheats/${copyId}`, {
        jar: jarOf(owner),
        params: { id: String(copyId) },
        init: postForm({ intent: "gallery-remove", pictureId: String(copyShot.id) }),
      });
      const file = path.join(env().DATA_DIR, "media", "console", path.basename(shot.previewWebp));
      expect((await fs.stat(file)).isFile()).toBe(true);
      await callRoute(productAction as never, `/admin/cheats/${copyId}`, {
        jar: jarOf(owner),
        params: { id: String(copyId) },
        init: postForm({ intent: "delete-product" }),
      });
    });

    it("sets a home slide's picture for both sites and removes it", async () => {
      const slides = async () =>
        (await (await callRoute(publicSettings as never, `/api/settings?t=${Date.now()}`)).json()) as Record<
          string,
          Record<string, string>
        >;
      await slides();
      expect(
        where(
          await upload(
            slideAction as never,
            "/admin/settings/slides/5/picture",
            { n: "5" },
            "picture",
            await png("#123456"),
          ),
        ),
      ).toBeNull();
      const saved = await upload(
        slideAction as never,
        "/admin/settings/slides/2/picture",
        { n: "2" },
        "picture",
        await png("#123456"),
      );
      expect(where(saved)).toBe("/admin/settings?slide=2&picture=1");
      const after = await slides();
      expect(after.ru.notificationImage_2_WebP).toMatch(/^\/media\/console\/slide-[\w-]+\.webp$/);
      expect(after.en.notificationImage_2_JPEG).toBe(after.ru.notificationImage_2_JPEG);
      expect((await lastAudit()).action).toBe("slide.picture");
      const page = await (
        await callRoute(settingsPage as never, "/admin/settings", { jar: jarOf(owner) })
      ).json();
      expect(page.slides[1]).toBe(after.ru.notificationImage_2_WebP);

      const refused = await callRoute(slideAction as never, "/admin/settings/slides/2/picture", {
        jar: jarOf(support),
        params: { n: "2" },
        init: { method: "POST", body: new FormData() },
      });
      expect(refused.status).toBe(403);

      await callRoute(settingsAction as never, "/admin/settings", {
        jar: jarOf(owner),
        init: postForm({ intent: "slide-picture-remove", n: "2" }),
      });
      expect((await slides()).ru.notificationImage_2_WebP).toBe("");
      const file = path.join(
        env().DATA_DIR,
        "media",
        "console",
        path.basename(after.ru.notificationImage_2_WebP),
      );
      await expect(fs.stat(file)).rejects.toThrow();
    });

    it("edits the loyalty levels by their rules; a customer's bonus follows at once", async () => {
      const post = (fields: Record<string, string>) =>
        callRoute(settingsAction as never, "/en/admin/settings", {
          jar: jarOf(owner),
          init: postForm({ intent: "bonus", ...fields }),
        });
      const falling = await (
        await post({
          "levels[0].percent": "5",
          "levels[0].amountRub": "1000",
          "levels[0].amountUsd": "10",
          "levels[1].percent": "3",
          "levels[1].amountRub": "2000",
          "levels[1].amountUsd": "20",
          "levels[2].percent": "7",
          "levels[2].amountRub": "",
          "levels[2].amountUsd": "",
        })
      ).json();
      expect(falling.form).toBe("bonus");
      expect(falling.result.error).toEqual({
        "levels[2]": ["console.errors.levelIncomplete"],
      });
      const notRising = await (
        await post({
          "levels[0].percent": "5",
          "levels[0].amountRub": "1000",
          "levels[0].amountUsd": "10",
          "levels[1].percent": "3",
          "levels[1].amountRub": "2000",
          "levels[1].amountUsd": "20",
        })
      ).json();
      expect(notRising.result.error).toEqual({ levels: ["console.errors.levelsRise"] });

      const saved = await (
        await post({
          "levels[0].percent": "4",
          "levels[0].amountRub": "1000",
          "levels[0].amountUsd": "12",
          "levels[1].percent": "9",
          "levels[1].amountRub": "9000",
          "levels[1].amountUsd": "99",
          "levels[2].percent": "",
          "levels[2].amountRub": "",
          "levels[2].amountUsd": "",
        })
      ).json();
      expect(saved).toMatchObject({ form: "bonus", changed: 1, error: null });
      const bonus = await (
        await callRoute(bonuses as never, "/api/users/bonuses", { jar: jarOf(client) })
      ).json();
      expect(bonus.list).toEqual([
        { percent: 4, amount: 1000, amountUsd: 12 },
        { percent: 9, amount: 9000, amountUsd: 99 },
      ]);
      expect((await lastAudit()).action).toBe("bonus.update");
    });

    it("filters the games list by name and platform, a page at a time", async () => {
      const list = async (query: string) =>
        (await (
          await callRoute(gamesPage as never, `/en/admin/games${query}`, { jar: jarOf(owner) })
        ).json()) as {
          rows: { slug: string; isMobile: boolean }[];
          total: number;
          pages: number;
        };
      const all = await list("");
      expect(all.total).toBeGreaterThan(3);
      const mobile = await list("?mobile=yes");
      expect(mobile.rows.length).toBeGreaterThan(0);
      expect(mobile.rows.every((game) => game.isMobile)).toBe(true);
      const [someGame] = all.rows;
      const named = await list(`?q=${encodeURIComponent(someGame.slug.slice(0, 5))}`);
      expect(named.rows.map((game) => game.slug)).toContain(someGame.slug);
      expect((await list("?q=no-such-game-anywhere")).total).toBe(0);
    });

    describe("the owner API", () => {
      let call: ApiCall;
      beforeAll(async () => {
        call = apiCaller({ client, techsupport: support, owner }, await makeApiTokens(owner));
      });

      it("answers every call by the permission table, for each role and token", async () => {
        const id = String(product.id);
        const [price] = (
          await (await call(pricesApi as never, `/api/admin/cheats/${id}/prices`, "owner", { id })).json()
        ).prices;
        // Writes carry an invalid body or an unknown id (see MatrixCall): the matrix changes nothing.
        const calls: MatrixCall[] = [
          { fn: cheatsApi as never, url: "/api/admin/cheats", params: {}, right: "status" },
          { fn: cheatsApi as never, url: `/api/admin/cheats/${id}`, params: { id }, right: "status" },
          {
            fn: cheatsApiAction as never,
            url: `/api/admin/cheats/${id}`,
            params: { id },
            method: "PATCH",
            body: { status: 9 },
            right: "status",
          },
          {
            fn: cheatsApiAction as never,
            url: "/api/admin/cheats",
            params: {},
            method: "POST",
            body: {},
            right: "edit",
          },
          {
            fn: cheatsApiAction as never,
            url: "/api/admin/cheats/999999",
            params: { id: "999999" },
            method: "DELETE",
            right: "edit",
          },
          {
            fn: cheatsApiAction as never,
            url: `/api/admin/cheats/${id}/lists`,
            params: { id, part: "lists" },
            method: "PATCH",
            body: { videos: ["http://x"] },
            right: "edit",
          },
          { fn: pricesApi as never, url: `/api/admin/cheats/${id}/prices`, params: { id }, right: "edit" },
          {
            fn: pricesApiAction as never,
            url: `/api/admin/cheats/${id}/prices`,
            params: { id },
            method: "POST",
            body: {},
            right: "edit",
          },
          {
            fn: pricesApiAction as never,
            url: `/api/admin/prices/${price.id}`,
            params: { priceId: String(price.id) },
            method: "PATCH",
            body: { title: "" },
            right: "edit",
          },
          {
            fn: pricesApiAction as never,
            url: "/api/admin/prices/999999",
            params: { priceId: "999999" },
            method: "DELETE",
            right: "edit",
          },
          ...entityApiCalls("/api/admin/games", gamesApi as never, gamesApiAction as never),
          { fn: settingsApi as never, url: "/api/admin/settings", params: {}, right: "settings" },
          {
            fn: settingsApiAction as never,
            url: "/api/admin/settings",
            params: {},
            method: "PATCH",
            body: { reviewsLink: "ftp://x" },
            right: "settings",
          },
          { fn: bonusLevelsApi as never, url: "/api/admin/bonus-levels", params: {}, right: "settings" },
          {
            fn: bonusLevelsAction as never,
            url: "/api/admin/bonus-levels",
            params: {},
            method: "PUT",
            body: { levels: [{ percent: 0 }] },
            right: "settings",
          },
        ];
        await expectPermissionMatrix(call, calls);
      });

      it("creates, edits and deletes a game; a PATCH changes only what it names", async () => {
        const created = await call(gamesApiAction as never, "/api/admin/games?lang=en", "write", {}, "POST", {
          slug: "duskfall",
          isMobile: true,
          ru: { name: "Даскфолл", pageText: "<p>Игра<script>alert(1)</script></p>" },
          en: { name: "Duskfall" },
        });
        expect(created.status).toBe(201);
        const { game } = await created.json();
        expect(game).toMatchObject({
          slug: "duskfall",
          isMobile: true,
          ru: { name: "Даскфолл", pageText: "<p>Игра</p>" },
        });
        const catalogue = await (
          await callRoute(gamesHome as never, "/api/games/home?lang=en&search=Duskfall")
        ).json();
        expect(catalogue.list.map((g: { slug: string }) => g.slug)).toEqual(["duskfall"]);

        const taken = await call(gamesApiAction as never, "/api/admin/games?lang=en", "write", {}, "POST", {
          slug: "duskfall",
          ru: { name: "x" },
          en: { name: "x" },
        });
        expect(taken.status).toBe(409);
        expect(await taken.json()).toMatchObject({ code: "SLUG_TAKEN" });

        const patched = await call(
          gamesApiAction as never,
          `/api/admin/games/${game.id}`,
          "owner",
          { id: String(game.id) },
          "PATCH",
          { en: { name: "Duskfall Online" }, isMobile: false },
        );
        const { game: after, changed } = await patched.json();
        expect(changed).toBe(2);
        expect(after).toMatchObject({
          isMobile: false,
          en: { name: "Duskfall Online" },
          ru: { name: "Даскфолл" },
        });
        const invalid = await call(
          gamesApiAction as never,
          `/api/admin/games/${game.id}?lang=en`,
          "owner",
          { id: String(game.id) },
          "PATCH",
          { slug: "Not A Slug" },
        );
        expect(invalid.status).toBe(422);
        expect(await invalid.json()).toMatchObject({
          code: "INVALID",
          fields: { slug: { code: "console.errors.slug", message: tr("en", "console.errors.slug") } },
        });

        const deleted = await call(
          gamesApiAction as never,
          `/api/admin/games/${game.id}`,
          "write",
          { id: String(game.id) },
          "DELETE",
        );
        expect(deleted.status).toBe(204);
        expect(
          (await call(gamesApi as never, `/api/admin/games/${game.id}`, "read", { id: String(game.id) }))
            .status,
        ).toBe(404);
      });

      it("creates a product, edits its details, lists and prices by the SPEC rules, and deletes it", async () => {
        const [game] = await db().select().from(games).where(eq(games.slug, product.gameSlug));
        const created = await call(
          cheatsApiAction as never,
          "/api/admin/cheats?lang=en",
          "write",
          {},
          "POST",
          {
            category: 0,
            gameId: game.id,
            name: "Umbra ESP",
            slug: "umbra-esp",
          },
        );
        expect(created.status).toBe(201);
        const { cheat } = await created.json();
        expect(cheat).toMatchObject({ name: "Umbra ESP", isPublished: false, status: 1 });
        const params = { id: String(cheat.id) };

        const both = await call(
          cheatsApiAction as never,
          `/api/admin/cheats/${cheat.id}`,
          "owner",
          params,
          "PATCH",
          {
            status: 2,
            note: "Testing after the patch",
            isPublished: true,
            en: { text: '<p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">Wallhack</p>' },
          },
        );
        expect((await both.json()).cheat).toMatchObject({
          status: 2,
          statusNote: "Testing after the patch",
          isPublished: true,
        });
        // Tech support may change the status but not the details, and a refused call changes nothing.
        const mixed = await call(
          cheatsApiAction as never,
          `/api/admin/cheats/${cheat.id}`,
          "techsupport",
          params,
          "PATCH",
          { status: 0, name: "Renamed" },
        );
        expect(mixed.status).toBe(403);
        const statusOnly = await call(
          cheatsApiAction as never,
          `/api/admin/cheats/${cheat.id}`,
          "techsupport",
          params,
          "PATCH",
          { status: 0 },
        );
        expect(statusOnly.status).toBe(200);

        const lists = await call(
          cheatsApiAction as never,
          `/api/admin/cheats/${cheat.id}/lists`,
          "write",
          { ...params, part: "lists" },
          "PATCH",
          {
            en: { features: ["ESP", "Radar"], requirements: ["OS: Windows 11"] },
            videos: ["https://player.vimeo.com/video/1"],
          },
        );
        expect((await lists.json()).lists).toMatchObject({
          en: { features: ["ESP", "Radar"], requirements: [{ name: "OS", value: "Windows 11" }] },
          videos: ["https://player.vimeo.com/video/1"],
        });

        const pricesUrl = `/api/admin/cheats/${cheat.id}/prices?lang=en`;
        const discountAbove = await call(pricesApiAction as never, pricesUrl, "write", params, "POST", {
          lang: "en",
          title: "30 days",
          periodDays: 30,
          price: 9.99,
          discountPrice: 12,
        });
        expect(discountAbove.status).toBe(422);
        expect((await discountAbove.json()).fields.discountPrice.code).toBe(
          "console.errors.discountBelowPrice",
        );
        const option = await call(pricesApiAction as never, pricesUrl, "write", params, "POST", {
          lang: "en",
          title: "30 days",
          periodDays: 30,
          price: 19.99,
        });
        expect(option.status).toBe(201);
        const { price } = await option.json();
        expect(price).toMatchObject({
          lang: "en",
          priceMinor: minor(1999),
          currency: 1,
          discountPriceMinor: null,
        });
        const discounted = await call(
          pricesApiAction as never,
          `/api/admin/prices/${price.id}`,
          "owner",
          { priceId: String(price.id) },
          "PATCH",
          { discountPrice: 14.5 },
        );
        expect((await discounted.json()).price).toMatchObject({
          title: "30 days",
          priceMinor: minor(1999),
          discountPriceMinor: minor(1450),
        });

        const page = await (
          await callRoute(cheatApi as never, `/api/cheats/slugs/${product.gameSlug}/umbra-esp?lang=en`, {
            params: { gameSlug: product.gameSlug, cheatSlug: "umbra-esp" },
          })
        ).json();
        expect(page.localization.text).toBe("<p><a>x</a>Wallhack</p>");
        expect(page.features.map((f: { name: string }) => f.name)).toEqual(["ESP", "Radar"]);
        expect(page.prices[0]).toMatchObject({ title: "30 days" });

        expect(
          (
            await call(
              pricesApiAction as never,
              `/api/admin/prices/${price.id}`,
              "write",
              { priceId: String(price.id) },
              "DELETE",
            )
          ).status,
        ).toBe(204);
        expect(
          (await call(cheatsApiAction as never, `/api/admin/cheats/${cheat.id}`, "write", params, "DELETE"))
            .status,
        ).toBe(204);
        const audit = await lastAudit();
        expect(audit).toMatchObject({ action: "cheat.delete", via: expect.stringMatching(/^token:\d+$/) });
      });

      it("patches the settings and replaces the loyalty levels", async () => {
        const patched = await call(settingsApiAction as never, "/api/admin/settings", "write", {}, "PATCH", {
          en: { notificationTitle: "Winter sale" },
        });
        const { settings, changed } = await patched.json();
        expect(changed).toBe(1);
        expect(settings.en.notificationTitle).toBe("Winter sale");
        expect(settings.ru.notificationTitle).not.toBe("");
        const shown = await (
          await callRoute(publicSettings as never, `/api/settings?t=${Date.now()}`)
        ).json();
        expect(shown.en.notificationTitle).toBe("Winter sale");

        // A home slide leads where the owner says: a page of the shop in each site's language (its
        // full address pasted from the English site included), or an outside https address.
        const slideOf = async (lang: "ru" | "en", title: string) => {
          const { data: page } = await home({
            request: new Request(`http://shop.test${lang === "en" ? "/en" : "/"}?t=${Date.now()}`),
            params: {},
            context: {},
          });
          return page.slides.find((slide: { title: string }) => slide.title === title);
        };
        const refused = await call(settingsApiAction as never, "/api/admin/settings", "write", {}, "PATCH", {
          notificationLink_1: "javascript:alert(1)",
        });
        expect(refused.status).toBe(422);
        expect((await refused.json()).fields.notificationLink_1).toEqual({
          code: "console.errors.slideLink",
          message: tr("ru", "console.errors.slideLink"),
        });
        const linked = await call(settingsApiAction as never, "/api/admin/settings", "write", {}, "PATCH", {
          notificationLink_1: `${siteOrigin()}/en/dma-firmware`,
          notificationLink_2: "https://discord.gg/nocturn",
        });
        expect((await linked.json()).settings.notificationLink_1).toBe(`${siteOrigin()}/en/dma-firmware`);
        const values = await settingsFormValues();
        for (const lang of ["ru", "en"] as const) {
          expect(await slideOf(lang, values[lang].notificationTitle_1)).toMatchObject({
            to: "/dma-firmware",
            href: null,
          });
          expect(await slideOf(lang, values[lang].notificationTitle_2)).toMatchObject({
            to: null,
            href: "https://discord.gg/nocturn",
          });
        }
        await call(settingsApiAction as never, "/api/admin/settings", "write", {}, "PATCH", {
          notificationLink_1: "/dma-firmware",
          notificationLink_2: "/profile/bonuses",
        });

        const levels = [{ percent: 5, amountRub: 3000, amountUsd: 40 }];
        const readOnly = await call(
          bonusLevelsAction as never,
          "/api/admin/bonus-levels",
          "read",
          {},
          "PUT",
          { levels },
        );
        expect((await readOnly.json()).code).toBe("TOKEN_READ_ONLY");
        const put = await call(bonusLevelsAction as never, "/api/admin/bonus-levels", "write", {}, "PUT", {
          levels,
        });
        expect(await put.json()).toEqual({ changed: true, levels });
      });
    });

    it("writes every entry of the log as a sentence in both languages: names, words, no codes", async () => {
      type View = {
        action: string;
        sentence: { text: string; to?: string }[];
        changes: { field: string; before: string; after: string }[];
      };
      const actions = new Set<string>();
      for (const lang of ["ru", "en"] as const) {
        let before = "";
        const seen: View[] = [];
        // Every page of what this file's writes recorded (products, prices, games, settings …).
        for (let page = 0; page < 20; page++) {
          const { entries, next } = (await (
            await callRoute(auditPage as never, `${lang === "en" ? "/en" : ""}/admin/audit?${before}`, {
              jar: jarOf(owner),
            })
          ).json()) as { entries: View[]; next: number | null };
          seen.push(...entries);
          if (!next) break;
          before = `before=${next}`;
        }
        expect(seen.length).toBeGreaterThan(20);
        for (const entry of seen) {
          actions.add(entry.action);
          const text = entry.sentence.map((part) => part.text).join("");
          const where = `${lang} ${entry.action}: ${text}`;
          // Translated, filled in, starting with who did it, never the action's code.
          expect(text, where).not.toMatch(/\{\{|\u27e6|undefined|null|NaN|\[object/);
          expect(text, where).not.toContain(entry.action);
          expect(
            ["owner", "techsupport"].some((role) => text.startsWith(tr(lang, `console.audit.roles.${role}`))),
            where,
          ).toBe(true);
          if (lang === "ru") expect(text, where).toMatch(/[а-яё]{3}/i);
          // Field lines in words: no "ru.name", no camelCase key, no JSON.
          for (const change of entry.changes) {
            expect(change.field, where).not.toMatch(/^(ru|en)\.|[a-z][A-Z]|_\d/);
            expect(`${change.before} ${change.after}`, where).not.toMatch(/^\{|"\w+":/);
          }
          for (const part of entry.sentence.filter((p) => p.to)) expect(part.to, where).toMatch(/^\/admin\//);
        }
      }
      // The writes of this file span the catalogue, its media, prices, settings and the bonus.
      for (const action of ["cheat.update", "price.update", "settings.update", "bonus.update", "game.create"])
        expect([...actions]).toContain(action);
    });
  },
);
