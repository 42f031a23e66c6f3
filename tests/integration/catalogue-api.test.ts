import { describe, expect, it } from "vitest";
import { loader as bestGames } from "~/routes/api/best-games.home";
import { loader as cheatRequirements } from "~/routes/api/cheats.requirements";
import { loader as cheatBySlugs } from "~/routes/api/cheats.slugs";
import { loader as gamesHome } from "~/routes/api/games.home";
import { loader as recommendations } from "~/routes/api/games.recommendations";
import { loader as gameBySlug } from "~/routes/api/games.slug";
import { loader as statuses } from "~/routes/api/games.statuses";
import { loader as searchApi } from "~/routes/api/search";
import { loader as settingsApi } from "~/routes/api/settings";
import { loader as home } from "~/routes/home";
import { testDatabases } from "../support/databases";
import { callLoader as call, useSeededDatabase } from "../support/seeded";

describe.each(testDatabases())("catalogue API on $name", (database) => {
  useSeededDatabase(database);

  it("GET /api/games/home pages from 1, filters by category and search, priced games first", async () => {
    const first = await call(gamesHome, "/api/games/home?page=1");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(first.body.list).toHaveLength(12);
    expect(first.body.nextPage).toBe(2);
    const card = first.body.list[0];
    expect(card).toMatchObject({ type: "game", to: `/game/${card.slug}`, title: expect.any(String) });
    expect(card.title).toMatch(/[а-яё]/i);
    const last = await call(gamesHome, "/api/games/home?page=3");
    expect(last.body.nextPage).toBeNull();
    const all = [
      ...first.body.list,
      ...(await call(gamesHome, "/api/games/home?page=2")).body.list,
      ...last.body.list,
    ];
    const firstUnpriced = all.findIndex((g) => g.minPrice === null);
    expect(firstUnpriced).toBeGreaterThan(0);
    expect(all.slice(firstUnpriced).every((g) => g.minPrice === null)).toBe(true);
    const mobile = await call(gamesHome, "/api/games/home?category=mobile&lang=en");
    expect(mobile.body.list.length).toBeGreaterThan(0);
    expect(mobile.body.list.length).toBeLessThan(all.length);
    const spoofer = await call(gamesHome, "/api/games/home?category=spoofer");
    expect(spoofer.body.list.length).toBeGreaterThan(0);
    const found = await call(gamesHome, "/api/games/home?search=IRON&lang=en");
    expect(found.body.list.map((g: { title: string }) => g.title)).toEqual(["Iron Frontier"]);
    expect((await call(gamesHome, "/api/games/home?category=racing")).status).toBe(400);
  });

  it("GET /api/games/slug/{slug} answers the game with cheats in the sort order, or 404", async () => {
    const game = await call(gameBySlug, "/api/games/slug/iron-frontier?lang=en", { slug: "iron-frontier" });
    expect(game.status).toBe(200);
    expect(game.body).toMatchObject({ slug: "iron-frontier", title: "Iron Frontier" });
    expect(game.body.localization.pageText).toContain("<p>");
    expect(game.body.cheats.length).toBeGreaterThan(0);
    expect(game.body.minPrice.currency).toBe(1);
    const missing = await call(gameBySlug, "/api/games/slug/nope", { slug: "nope" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: "GAME_NOT_FOUND", message: "Игра не найдена" });
  });

  it("GET /api/cheats/slugs and /api/cheats/requirements answer the cheat, or 404", async () => {
    const game = await call(gameBySlug, "/api/games/slug/iron-frontier", { slug: "iron-frontier" });
    const cheatSlug = game.body.cheats[0].slug;
    const params = { gameSlug: "iron-frontier", cheatSlug };
    const cheat = await call(cheatBySlugs, `/api/cheats/slugs/iron-frontier/${cheatSlug}`, params);
    expect(cheat.status).toBe(200);
    expect(cheat.body).toMatchObject({
      name: expect.any(String),
      game: { slug: "iron-frontier" },
      status: expect.any(Number),
    });
    expect(cheat.body.prices.length).toBeGreaterThan(0);
    expect(cheat.body.prices[0]).toMatchObject({ title: expect.any(String), currency: 0 });
    expect(cheat.body.screenshots[0]).toMatchObject({ previewWebP: expect.stringMatching(/\.webp$/) });
    const req = await call(cheatRequirements, `/api/cheats/requirements/iron-frontier/${cheatSlug}`, params);
    expect(req.body.requirements.length).toBeGreaterThan(0);
    expect(req.body.features.length).toBeGreaterThan(0);
    expect(req.body.features.length).toBeLessThanOrEqual(4);
    for (const loader of [cheatBySlugs, cheatRequirements]) {
      const missing = await call(loader, "/api/cheats/x/y", { gameSlug: "iron-frontier", cheatSlug: "nope" });
      expect(missing.status).toBe(404);
    }
  });

  it("GET /api/games/recommendations/{gameSlug} answers the game and up to 8 buyable cheats", async () => {
    const rec = await call(recommendations, "/api/games/recommendations/iron-frontier", {
      gameSlug: "iron-frontier",
    });
    expect(rec.body.game.slug).toBe("iron-frontier");
    expect(rec.body.recommendations.length).toBeGreaterThan(0);
    expect(rec.body.recommendations.length).toBeGreaterThan(0);
    expect(rec.body.recommendations.length).toBeLessThanOrEqual(8);
    expect((await call(recommendations, "/x", { gameSlug: "nope" })).status).toBe(404);
  });

  it("GET /api/games/statuses pages 5 games with grouped counts and searches", async () => {
    const page = await call(statuses, "/api/games/statuses?page=1");
    expect(page.body.list).toHaveLength(5);
    expect(page.body.nextPage).toBe(2);
    const game = page.body.list[0];
    const total = Object.values(game.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(game.cheats.length);
    const searched = await call(statuses, "/api/games/statuses?search=frontier&lang=en");
    expect(searched.body.list.map((g: { slug: string }) => g.slug)).toContain("iron-frontier");
  });

  it("GET /api/search mixes games, cheats and accounts and refuses an empty query", async () => {
    const result = await call(searchApi, "/api/search?q=%20iron%20&lang=en");
    expect(result.status).toBe(200);
    const types = new Set(result.body.list.map((i: { type: string }) => i.type));
    expect(types.has("game")).toBe(true);
    expect(types.has("account")).toBe(true);
    expect(result.body.count).toBe(result.body.list.length);
    const empty = await call(searchApi, "/api/search?q=%20%20");
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ code: "EMPTY_QUERY", message: "Пустой поисковый запрос" });
    const none = await call(searchApi, "/api/search?q=zzzzqqq");
    expect(none.body).toEqual({ list: [], count: 0 });
  });

  it("the home page's best games, top of the month and all games are three different lists", async () => {
    // The page's loader answers through data() (with cache headers), not a Response.
    const { data: page } = await home({
      request: new Request("http://shop.test/en"),
      params: {},
      context: {},
    });
    // Cards carry their link; a game's is /en/<slug>.
    const slugs = (list: { to: string }[]) => list.map((g) => g.to.split("/").pop()).slice(0, 6);
    const best = slugs(page.bestGames.map((b) => b.game));
    const month = slugs(page.topMonth);
    const all = slugs(page.grid.list);
    // Best: sold most of all time (the seed's early sales); the month: the last 30 days' sales.
    expect(best[0]).toBe("iron-frontier");
    expect(month[0]).toBe("dead-meridian");
    expect(all[0]).toBe("iron-frontier");
    expect(new Set([best.join(), month.join(), all.join()]).size).toBe(3);
  });

  it("GET /api/best-games/home and /api/settings answer their shapes", async () => {
    const home = await call(bestGames, "/api/best-games/home?lang=en");
    expect(home.body.bestGames.length).toBeGreaterThan(0);
    expect(home.body.bestGames[0]).toMatchObject({
      game: { slug: expect.any(String) },
      tags: expect.any(Array),
    });
    expect(home.body.newCheats.length).toBeGreaterThan(0);
    const settings = await call(settingsApi, "/api/settings");
    expect(settings.body.ru.homeTitle).toMatch(/[а-яё]/i);
    expect(settings.body.en.homeTitle).toMatch(/Nocturn/);
  });
});
