import { expect, test } from "./support";

test("GET /api/header answers the header data in each language", async ({ request }) => {
  for (const lang of ["ru", "en"]) {
    const response = await request.get(`/api/header?lang=${lang}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("public");
    const body = await response.json();
    expect(body.listGames.list).toHaveLength(8);
    expect(body.listGames.count).toBeGreaterThanOrEqual(30);
    expect(body.accounts.list.length).toBeGreaterThan(0);
    expect(body.accounts.list.length).toBeLessThanOrEqual(8);
    expect(body.listDma.count).toBe(body.listDma.list.length);
    const [game, tags, count, minPrice] = body.bestGames[0];
    expect(game).toMatchObject({ name: expect.any(String), slug: expect.any(String) });
    expect(tags.length).toBeLessThanOrEqual(2);
    expect(count).toBeGreaterThan(0);
    expect(minPrice.ru?.currency ?? 0).toBe(0);
    expect(minPrice.en?.currency ?? 1).toBe(1);
  }
  const ru = await (await request.get("/api/header")).json();
  expect(ru.listGames.list[0].name).toMatch(/[а-яё]/i);
  expect((await request.get("/api/header?lang=de")).status()).toBe(400);
});

test("snow falls from 20 December to 15 January, and never under reduced motion", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "the snowfall is drawn by script");
  await page.clock.setFixedTime(new Date("2026-12-24T12:00:00"));
  await page.goto("/contacts");
  const canvas = page.getByTestId("snowfall");
  await expect(canvas).toBeVisible();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(page.getByTestId("contacts-page")).toBeVisible();
  await expect(page.getByTestId("snowfall")).toHaveCount(0);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.clock.setFixedTime(new Date("2026-11-22T12:00:00"));
  await page.reload();
  await expect(page.getByTestId("contacts-page")).toBeVisible();
  await expect(page.getByTestId("snowfall")).toHaveCount(0);
});
