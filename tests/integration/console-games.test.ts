// The console's games: create (with the SPEC's address rules), a picture through the image
// pipeline, edits, and delete — each audited and in the public catalogue on the next request.
import fs from "node:fs/promises";
import path from "node:path";
import { and, count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, cheatFeatures, cheats, cheatTranslations, games, prices } from "~/db/schema";
import { env, parseEnv, setEnv } from "~/env.server";
import { action as productAction } from "~/routes/admin.cheat";
import { action as productsAction } from "~/routes/admin.cheats";
import { action as pictureAction } from "~/routes/admin.game-picture";
import { action as gameAction, loader as gamePage } from "~/routes/admin.game";
import { action as gamesAction, loader as gamesPage } from "~/routes/admin.games";
import { loader as gamesHome } from "~/routes/api/games.home";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { pngBomb } from "../support/png-bomb";
import { callRoute, postForm } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

describe.each(testDatabases())("console: games on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;
  let support: Actor;

  beforeAll(async () => {
    // Pictures go under a throwaway data folder, not the developer's ./data.
    setEnv(
      parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: `tmp/test-console-${database.name}` }),
    );
    owner = await makeActor("owner");
    support = await makeActor("techsupport");
  });
  afterAll(async () => {
    await fs.rm(env().DATA_DIR, { recursive: true, force: true });
    setEnv(undefined);
  });

  const gameFields = (slug: string, name: string) => ({
    intent: "save",
    slug,
    sort: "5",
    "ru.name": `${name} (ru)`,
    "ru.pageTitle": "",
    "ru.pageDescription": "",
    "ru.pageText": "<p>Игра</p>",
    "en.name": name,
    "en.pageTitle": "",
    "en.pageDescription": "",
    "en.pageText": '<p onmouseover="x()">A game</p>',
  });
  const catalogue = async (search: string) =>
    (
      await (
        await callRoute(gamesHome as never, `/api/games/home?lang=en&search=${encodeURIComponent(search)}`)
      ).json()
    ).list as { slug: string; title: string; previewWebP: string | null }[];

  it("creates a game that the catalogue shows on the next request; refuses a taken or malformed address", async () => {
    expect(await catalogue("Glowmoor")).toEqual([]); // warms the cache
    const forbidden = await callRoute(gamesAction as never, "/admin/games", {
      jar: jarOf(support),
      init: postForm(gameFields("glowmoor", "Glowmoor")),
    });
    expect(forbidden.status).toBe(403);
    expect((await callRoute(gamesPage as never, "/admin/games", { jar: jarOf(support) })).status).toBe(403);

    const created = await callRoute(gamesAction as never, "/en/admin/games", {
      jar: jarOf(owner),
      init: postForm(gameFields("glowmoor", "Glowmoor")),
    });
    expect(created.status).toBe(302);
    const [row] = await db().select().from(games).where(eq(games.slug, "glowmoor"));
    expect(created.headers.get("Location")).toBe(`/en/admin/games/${row.id}?created=1`);
    expect((await catalogue("Glowmoor")).map((game) => game.slug)).toEqual(["glowmoor"]);

    const taken = await (
      await callRoute(gamesAction as never, "/admin/games", {
        jar: jarOf(owner),
        init: postForm(gameFields("glowmoor", "Another")),
      })
    ).json();
    expect(taken.error).toBe("SLUG_TAKEN");
    const malformed = await (
      await callRoute(gamesAction as never, "/admin/games", {
        jar: jarOf(owner),
        init: postForm({ ...gameFields("Glow Moor!", "Another"), "en.name": "" }),
      })
    ).json();
    expect(malformed.result.error).toEqual({
      slug: ["console.errors.slug"],
      "en.name": ["validation.required"],
    });
    // What was typed comes back with the errors (a form without JavaScript keeps it).
    expect(malformed.result.initialValue.ru.name).toBe("Another (ru)");

    const page = await (
      await callRoute(gamePage as never, `/admin/games/${row.id}`, {
        jar: jarOf(owner),
        params: { id: String(row.id) },
      })
    ).json();
    expect(page.game.input.en.pageText).toBe("<p>A game</p>");
  });

  it("takes a picture through the image pipeline and refuses what is not one", async () => {
    const [row] = await db().select().from(games).where(eq(games.slug, "glowmoor"));
    const upload = (bytes: Buffer, type: string) => {
      const form = new FormData();
      form.set("picture", new Blob([new Uint8Array(bytes)], { type }), "picture");
      return callRoute(pictureAction as never, `/admin/games/${row.id}/picture`, {
        jar: jarOf(owner),
        params: { id: String(row.id) },
        init: { method: "POST", body: form },
      });
    };
    const where = (response: Response) => response.headers.get("Location");
    expect(where(await upload(Buffer.from("not a picture at all"), "image/png"))).toBe(
      `/admin/games/${row.id}?pictureError=format`,
    );
    expect(where(await upload(pngBomb(12_000, 12_000), "image/png"))).toBe(
      `/admin/games/${row.id}?pictureError=dimensions`,
    );

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#7c5cff" } })
      .png()
      .toBuffer();
    expect(where(await upload(png, "image/png"))).toBe(`/admin/games/${row.id}?picture=1`);
    const [stored] = await db().select().from(games).where(eq(games.id, row.id));
    expect(stored.previewVerticalWebp).toMatch(/^\/media\/console\/vertical-[\w-]+\.webp$/);
    const file = path.join(env().DATA_DIR, "media", "console", path.basename(stored.previewVerticalWebp!));
    expect(await sharp(await fs.readFile(file)).metadata()).toMatchObject({
      format: "webp",
      width: 360,
      height: 480,
    });
    expect((await catalogue("Glowmoor"))[0].previewWebP).toBe(stored.previewVerticalWebp);

    const actions = (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(2)).map(
      (e) => e.action,
    );
    expect(actions).toEqual(["game.picture", "game.create"]);
  });

  it("deletes a game nobody bought from, and its pictures with it", async () => {
    const [row] = await db().select().from(games).where(eq(games.slug, "glowmoor"));
    const deleted = await callRoute(gameAction as never, `/admin/games/${row.id}`, {
      jar: jarOf(owner),
      params: { id: String(row.id) },
      init: postForm({ intent: "delete" }),
    });
    expect(deleted.headers.get("Location")).toBe("/admin/games?deleted=1");
    expect(await db().select().from(games).where(eq(games.id, row.id))).toEqual([]);
    expect(await catalogue("Glowmoor")).toEqual([]);
    const file = path.join(env().DATA_DIR, "media", "console", path.basename(row.previewVerticalWebp!));
    await expect(fs.stat(file)).rejects.toThrow();
  });

  it("creates products unpublished, by the category's game rule, and duplicates one with its options", async () => {
    const [game] = await db().select().from(games).where(eq(games.slug, "iron-frontier"));
    const create = (who: Actor, fields: Record<string, string>) =>
      callRoute(productsAction as never, "/admin/cheats", {
        jar: jarOf(who),
        init: postForm({ intent: "create-product", ...fields }),
      });
    expect(
      (await create(support, { category: "0", gameId: String(game.id), name: "X", slug: "x-esp" })).status,
    ).toBe(403);
    const noGame = await (
      await create(owner, { category: "0", gameId: "", name: "Nova ESP", slug: "nova-esp" })
    ).json();
    expect(noGame.created.result.error).toEqual({ gameId: ["console.errors.game"] });

    const made = await create(owner, {
      category: "0",
      gameId: String(game.id),
      name: "Nova ESP",
      slug: "nova-esp",
    });
    expect(made.status).toBe(302);
    const [product] = await db().select().from(cheats).where(eq(cheats.slug, "nova-esp"));
    expect(made.headers.get("Location")).toBe(`/admin/cheats/${product.id}?created=1`);
    expect(product).toMatchObject({ gameId: game.id, category: 0, isPublished: false, name: "Nova ESP" });
    const texts = await db()
      .select()
      .from(cheatTranslations)
      .where(eq(cheatTranslations.cheatId, product.id));
    expect(texts.map((text) => text.lang).sort()).toEqual(["en", "ru"]);
    const again = await (
      await create(owner, { category: "0", gameId: String(game.id), name: "Nova", slug: "nova-esp" })
    ).json();
    expect(again.created.error).toBe("SLUG_TAKEN");
    // DMA firmware belongs to no game, whatever the form sent.
    expect(
      (await create(owner, { category: "3", gameId: String(game.id), name: "Nova FW", slug: "nova-fw" }))
        .status,
    ).toBe(302);
    const [firmware] = await db().select().from(cheats).where(eq(cheats.slug, "nova-fw"));
    expect(firmware.gameId).toBeNull();

    const [source] = await db()
      .select()
      .from(cheats)
      .where(and(eq(cheats.gameId, game.id), eq(cheats.slug, "phantom-esp")));
    const duplicated = await callRoute(productAction as never, `/admin/cheats/${source.id}`, {
      jar: jarOf(owner),
      params: { id: String(source.id) },
      init: postForm({ intent: "duplicate" }),
    });
    const [copy] = await db()
      .select()
      .from(cheats)
      .where(and(eq(cheats.gameId, game.id), eq(cheats.slug, "phantom-esp-copy")));
    expect(duplicated.headers.get("Location")).toBe(`/admin/cheats/${copy.id}?duplicated=1`);
    expect(copy).toMatchObject({ name: source.name, isPublished: false, status: source.status });
    const countOf = async (table: typeof prices | typeof cheatFeatures, id: number) =>
      (await db().select({ n: count() }).from(table).where(eq(table.cheatId, id)))[0].n;
    expect(await countOf(prices, copy.id)).toBe(await countOf(prices, source.id));
    expect(await countOf(cheatFeatures, copy.id)).toBe(await countOf(cheatFeatures, source.id));
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: "cheat.duplicate",
      entityId: String(copy.id),
      before: { from: source.id },
    });
  });
});
