import fs from "node:fs";
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The server loads the router's CommonJS build, which patches/@remix-run+router+1.23.3.patch repairs.
const require = createRequire(import.meta.url);
const file = require.resolve("@remix-run/router/dist/router.cjs.js");
const router = require(file) as typeof Router;

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };

const pages = (lang: string): Route[] => [
  { id: `${lang}.home`, index: true },
  { id: `${lang}.catalog`, path: "catalog" },
  { id: `${lang}.game`, path: "game/:slug" },
  { id: `${lang}.cheat`, path: "cheat/:game/:slug", children: [{ id: `${lang}.req`, path: "requirements" }] },
  { id: `${lang}.notFound`, path: "*" },
];
const tree = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "en", path: "en", children: pages("en") },
      ...pages("ru"),
      { id: "api", path: "api/header" },
    ],
  },
];

const ids = (routes: Route[], path: string) =>
  router.matchRoutes(routes as never, path)?.map((m) => `${m.route.id}${JSON.stringify(m.params)}`) ?? null;

const paths = [
  "/",
  "/en",
  "/catalog",
  "/en/catalog",
  "/game/iron-frontier",
  "/en/cheat/iron-frontier/phantom-esp/requirements",
  "/api/header",
  "/de/anything",
  "/en/no/such/page",
];

describe("route matching on the server", () => {
  it("keeps ranked branches and compiled paths (the postinstall repair is in place)", () => {
    expect(fs.readFileSync(file, "utf8")).toContain("/* nocturn: route matching kept */");
  });

  it("answers the same on a kept route tree as on a fresh one, call after call", () => {
    const kept = tree();
    for (const path of paths) {
      const fresh = ids(tree(), path);
      expect(fresh, path).not.toBeNull();
      expect(ids(kept, path), path).toEqual(fresh);
      expect(ids(kept, path), path).toEqual(fresh);
    }
    expect(ids(kept, "/en/cheat/a/b")).toEqual([
      'root{"game":"a","slug":"b"}',
      'en{"game":"a","slug":"b"}',
      'en.cheat{"game":"a","slug":"b"}',
    ]);
    expect(ids(kept, "/de/anything")?.at(-1)).toBe('ru.notFound{"*":"de/anything"}');
  });

  it("hands every caller its own copy of a kept answer", () => {
    expect(fs.readFileSync(file, "utf8")).toContain("/* nocturn: a request matches the same path");
    const kept = tree();
    const first = router.matchRoutes(kept as never, "/en/game/iron-frontier")!;
    (first[2].params as Record<string, string>).slug = "changed";
    first.pop();
    const again = router.matchRoutes(kept as never, "/en/game/iron-frontier")!;
    expect(again.map((m) => m.route.id)).toEqual(["root", "en", "en.game"]);
    expect(again[2].params).toEqual({ slug: "iron-frontier" });
    // The routes themselves are the tree's own objects, as before.
    expect(again[1].route).toBe(first[1].route);
    expect(router.matchRoutes(kept as never, "/en/no/such/page")?.at(-1)?.params).toEqual({
      "*": "no/such/page",
    });
  });

  it("matches patterns with and without an end the same as before", () => {
    expect(router.matchPath({ path: "/game/:slug", end: false }, "/game/x/more")?.params).toEqual({
      slug: "x",
    });
    expect(router.matchPath({ path: "/game/:slug" }, "/game/x/more")).toBeNull();
    expect(router.matchPath({ path: "/Game/:slug", caseSensitive: true }, "/game/x")).toBeNull();
    expect(router.matchPath({ path: "/Game/:slug" }, "/game/x")?.params).toEqual({ slug: "x" });
  });
});
