// The bytes the server sends, not the DOM a browser repairs: every page of the sitemap in both
// languages and every GET JSON API of SPEC §7.1 must be valid UTF-8 without a single U+0000
// (React 18 once left such bytes in Russian pages: decision 0014).
import type { APIRequestContext } from "@playwright/test";
import { expect, mailedLink, test } from "./support";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "server bytes do not depend on the browser");
});

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** What is wrong with a response: its status, a U+0000 byte or invalid UTF-8; null when nothing. */
async function fault(request: APIRequestContext, url: string): Promise<string | null> {
  const response = await request.get(url, { maxRedirects: 0 });
  if (!response.ok()) return `${url}: status ${response.status()}`;
  const body = await response.body();
  const nul = body.indexOf(0);
  if (nul !== -1) return `${url}: U+0000 at byte ${nul} of ${body.length}`;
  try {
    strictUtf8.decode(body);
  } catch {
    return `${url}: invalid UTF-8`;
  }
  return null;
}

/** The faults of all URLs, fetched eight at a time. */
async function faults(request: APIRequestContext, urls: string[]) {
  const found: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const problem = await fault(request, urls[next++]);
      if (problem) found.push(problem);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return found.sort();
}

test("every page of sitemap.xml, in both languages, is valid UTF-8 without U+0000", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(await fault(request, "/sitemap.xml")).toBeNull();
  const xml = await (await request.get("/sitemap.xml")).text();
  // The sitemap names the public origin, which need not be the address this run listens on.
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  expect(paths.filter((p) => p === "/en" || p.startsWith("/en/")).length).toBeGreaterThan(30);
  expect(paths.filter((p) => p !== "/en" && !p.startsWith("/en/")).length).toBeGreaterThan(30);
  expect(
    await faults(
      request,
      paths.map((p) => new URL(p, baseURL).href),
    ),
  ).toEqual([]);
});

type Slugged = { slug: string };

test("every GET JSON API of SPEC §7.1, in both languages, is valid UTF-8 without U+0000", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const json = async <T>(url: string) => {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    return (await response.json()) as T;
  };
  const urls: string[] = ["/api/settings", "/api/ai-chat/start"];
  for (const lang of ["ru", "en"]) {
    const q = `lang=${lang}`;
    const games = await json<{ list: Slugged[] }>(`/api/games/home?${q}`);
    const game = games.list[0];
    const { cheats } = await json<{ cheats: (Slugged & { game: Slugged | null })[] }>(
      `/api/games/slug/${game.slug}?${q}`,
    );
    const cheat = cheats.find((c) => c.game)!;
    const accounts = await json<{ list: Slugged[] }>(`/api/accounts/home?${q}`);
    const problems = await json<{ list: Slugged[] }>(`/api/problems/home?${q}`);
    const header = await json<{ listGames: { list: { name: string }[] } }>(`/api/header?${q}`);
    const words = header.listGames.list[0].name.slice(0, 3);
    urls.push(
      ...[
        "/api/header",
        "/api/best-games/home",
        `/api/search?q=${encodeURIComponent(words)}`,
        "/api/games/home?page=2",
        `/api/games/home?search=${encodeURIComponent(words)}`,
        "/api/games/statuses",
        `/api/games/slug/${game.slug}`,
        `/api/games/recommendations/${game.slug}`,
        `/api/cheats/slugs/${cheat.game!.slug}/${cheat.slug}`,
        `/api/cheats/requirements/${cheat.game!.slug}/${cheat.slug}`,
        "/api/cheats/dma-cheats",
        "/api/cheats/dma-components",
        "/api/cheats/dma-firmwares",
        "/api/accounts/home",
        `/api/accounts/slug/${accounts.list[0].slug}`,
        "/api/problems/home",
        `/api/problems/slug/${problems.list[0].slug}`,
        "/api/users/purchases",
        "/api/users/bonuses",
      ].map((path) => `${path}${path.includes("?") ? "&" : "?"}${q}`),
    );
  }

  // The signed-in answers, for the seeded customer: sign in by the e-mailed link, as the SPEC does.
  const email = "player@nocturn.gg";
  const earlier = await mailedLink(email, 0).catch(() => null);
  expect((await request.post("/api/users/login", { data: { email, lang: "ru" } })).ok()).toBe(true);
  await expect.poll(async () => (await mailedLink(email)).url).not.toBe(earlier?.url);
  const token = new URL((await mailedLink(email)).url).pathname.split("/").pop();
  expect((await request.post("/api/users/activate-token", { data: { token } })).ok()).toBe(true);
  urls.push("/api/users/profile");

  expect(await faults(request, urls)).toEqual([]);
});
