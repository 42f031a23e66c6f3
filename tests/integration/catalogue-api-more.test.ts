import { describe, expect, it } from "vitest";
import { loader as accountsHome } from "~/routes/api/accounts.home";
import { loader as accountBySlug } from "~/routes/api/accounts.slug";
import { loader as dmaCheats } from "~/routes/api/cheats.dma-cheats";
import { loader as dmaComponents } from "~/routes/api/cheats.dma-components";
import { loader as dmaFirmwares } from "~/routes/api/cheats.dma-firmwares";
import { loader as problemsHome } from "~/routes/api/problems.home";
import { loader as problemBySlug } from "~/routes/api/problems.slug";
import { testDatabases } from "../support/databases";
import { callLoader as call, useSeededDatabase } from "../support/seeded";

describe.each(testDatabases())("DMA, accounts and problems API on $name", (database) => {
  useSeededDatabase(database);

  it("GET /api/cheats/dma-cheats lists games with DMA cheats, linking to /dma-game", async () => {
    const { status, body } = await call(dmaCheats, "/api/cheats/dma-cheats?lang=en");
    expect(status).toBe(200);
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list[0]).toMatchObject({
      type: "game",
      to: expect.stringMatching(/^\/dma-game\//),
      cheatsCount: expect.any(Number),
    });
  });

  it("GET /api/cheats/dma-components and /dma-firmwares list products without a game", async () => {
    const components = await call(dmaComponents, "/api/cheats/dma-components");
    expect(components.body.list.length).toBeGreaterThan(0);
    for (const item of components.body.list) {
      expect(item.category).toBe(1);
      expect(item.game).toBeNull();
      expect(item.to).toMatch(/^\/cheat\/dma\//);
    }
    expect(
      components.body.list.some((c: { features: { isComponent: boolean }[] }) =>
        c.features.some((f) => f.isComponent),
      ),
    ).toBe(true);
    const firmware = await call(dmaFirmwares, "/api/cheats/dma-firmwares");
    expect(firmware.body.cheats.length).toBeGreaterThan(0);
    expect(firmware.body.cheats.every((c: { category: number }) => c.category === 3)).toBe(true);
  });

  it("GET /api/accounts/home pages published accounts and /api/accounts/slug answers one or 404", async () => {
    const page = await call(accountsHome, "/api/accounts/home?page=1&lang=en");
    expect(page.status).toBe(200);
    expect(page.body.list).toHaveLength(8);
    expect(page.body.nextPage).toBe(2);
    const second = await call(accountsHome, "/api/accounts/home?page=2&lang=en");
    expect(second.body.nextPage).toBeNull();
    const first = page.body.list[0];
    expect(first).toMatchObject({ type: "account", to: `/account/${first.slug}` });
    const one = await call(accountBySlug, `/api/accounts/slug/${first.slug}?lang=en`, { slug: first.slug });
    expect(one.body.screenshots.length).toBeGreaterThan(0);
    expect(one.body.prices[0]).toMatchObject({ currency: 1, title: expect.any(String) });
    expect(one.body.localization.description).toContain("<p>");
    const searched = await call(accountsHome, "/api/accounts/home?search=iron&lang=en");
    expect(searched.body.list.every((a: { name: string }) => /iron/i.test(a.name))).toBe(true);
    // A Russian visitor typing the game's English name finds its accounts, listed by their Russian names.
    const russian = await call(accountsHome, "/api/accounts/home?search=iron%20frontier&lang=ru");
    expect(russian.body.list.length).toBeGreaterThan(0);
    expect(russian.body.list.every((a: { name: string }) => a.name.startsWith("Железный рубеж"))).toBe(true);
    expect((await call(accountBySlug, "/x", { slug: "nope" })).status).toBe(404);
  });

  it("GET /api/problems/home pages and searches in the asked language; /api/problems/slug answers or 404", async () => {
    const ru = await call(problemsHome, "/api/problems/home?page=1&language=ru");
    expect(ru.body.list).toHaveLength(8);
    expect(ru.body.nextPage).toBe(2);
    expect(ru.body.list[0].title).toMatch(/[а-яё]/i);
    const second = await call(problemsHome, "/api/problems/home?page=2&language=ru");
    expect(second.body.nextPage).toBeNull();
    const searched = await call(problemsHome, "/api/problems/home?search=secure%20boot&language=en");
    expect(searched.body.list.length).toBeGreaterThan(0);
    const slug = ru.body.list[0].slug;
    const one = await call(problemBySlug, `/api/problems/slug/${slug}?language=en`, { slug });
    expect(one.body.localization.title).toMatch(/[a-z]/i);
    expect((await call(problemBySlug, "/x", { slug: "nope" })).status).toBe(404);
  });
});
