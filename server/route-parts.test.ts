import type { ServerBuild } from "@remix-run/node";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { matchRoutes } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import routeConfig from "../app/routes";
import { buildPart, routeMatches, routePart, routeTree } from "./route-parts";

// The shop's own route table (app/routes.ts) as the build lists it: flat, each route naming its
// parent, ids as Remix gives them (the file's path when the table names none).
type BuildRoute = ServerBuild["routes"][string];
const flat: Record<string, BuildRoute> = {
  root: { id: "root", path: "", module: {} } as BuildRoute,
};
const add = (entries: RouteConfigEntry[], parentId: string) => {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    flat[id] = { id, parentId, path: entry.path, index: entry.index, module: {} } as BuildRoute;
    add(entry.children ?? [], id);
  }
};
add(routeConfig, "root");
const build = { routes: flat, assets: { routes: { ...flat } } } as unknown as ServerBuild;

/** The whole table as one tree, matched as Remix matched it before the table was parted. */
const whole = routeTree(build);
const answer = (matches: ReturnType<typeof routeMatches>) =>
  matches?.map((match) => `${match.route.id}${JSON.stringify(match.params)}`) ?? null;

/** A path each route answers (its parameters filled in), and some no route was written for. */
const paths = [
  ...Object.values(flat).map(
    (route) => "/" + (route.path ?? "").replace(/:\w+/g, "x1").replace(/\*$/, "a/b").replace(/\/\/+/g, "/"),
  ),
  "/api",
  "/api/",
  "/api/no/such/thing",
  "/en",
  "/en/",
  "/english",
  "/enx/y",
  "/en/api/header",
  "/de/anything",
  "/iron-frontier/phantom-esp",
  "/en/iron-frontier/phantom-esp/requirements",
  "/a/b/c/d",
  // Read as the router reads them: any case, segments decoded. (A `.data` address is Remix's own:
  // it takes the suffix off before it matches, so its part is checked below.)
  "/EN/catalog",
  "/En/auth/SomeToken",
  "/%65n/catalog",
  "/%61pi/header",
  "/Api/header",
  "/en.xml",
  "/catalog%2Fx",
  "/%E0%A4%A",
];

describe("the route table in parts", () => {
  it("answers every path with the same routes as the whole table", () => {
    expect(Object.keys(flat).length).toBeGreaterThan(200);
    for (const path of paths) {
      const expected = answer(matchRoutes(whole, path));
      expect(answer(routeMatches(build, path)), path).toEqual(expected);
    }
  });

  it("gives each part a third of the table, every route in some part", () => {
    const sizes = (["ru", "en", "api"] as const).map((part) => {
      const routes = buildPart(build, part).routes;
      // Every route's parent is in the same part, and the browser's manifest lists the same routes.
      for (const route of Object.values(routes))
        expect(route.parentId === undefined || route.parentId in routes, route.id).toBe(true);
      expect(Object.keys(buildPart(build, part).assets.routes)).toEqual(Object.keys(routes));
      return Object.keys(routes);
    });
    for (const size of sizes) expect(size.length).toBeLessThan(Object.keys(flat).length / 2);
    expect(new Set(sizes.flat())).toEqual(new Set(Object.keys(flat)));
    expect(buildPart(build, "all")).toBe(build);
  });

  it("sends route discovery to the whole table and each path to its own part", () => {
    expect(routePart("/__manifest")).toBe("all");
    expect(routePart("/api/header")).toBe("api");
    expect(routePart("/en")).toBe("en");
    expect(routePart("/en.data")).toBe("en");
    expect(routePart("/en/catalog.data")).toBe("en");
    expect(routePart("/english")).toBe("ru");
    expect(routePart("/en.xml")).toBe("ru");
    expect(routePart("/EN/auth/Token")).toBe("en");
    expect(routePart("/_root.data")).toBe("ru");
  });

  it("hands every caller its own copy of a kept answer", () => {
    const first = routeMatches(build, "/en/game/iron-frontier")!;
    (first.at(-1)!.params as Record<string, string>).slug = "changed";
    first.pop();
    const again = routeMatches(build, "/en/game/iron-frontier")!;
    expect(again.map((match) => match.route.id)).toEqual(["root", "en.game"]);
    expect(again.at(-1)!.params).toEqual({ slug: "iron-frontier" });
  });
});
