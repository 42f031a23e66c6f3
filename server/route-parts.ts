import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { singleton } from "../app/utils/singleton.server";

/**
 * The route table in parts (decision 0047). React Router flattens and ranks every route of the
 * table it is handed on every match, and one document request matches six times (Remix's server,
 * its static handler, the route discovery of the page's scripts — once per parent path — and the
 * rendered router): the cost of a render grew with the ~220 routes of both languages and the API.
 * A request is answered by a handler that holds only the routes its path can reach — the Russian
 * pages, the English pages (both with the root and the shared resource routes) or the JSON API —
 * a third of the table, with no patch of the framework. Route discovery (`/__manifest`, asked by
 * the browser for links of either language and for the API its fetchers load) is answered from
 * the whole table, so nothing the browser can reach is missing.
 */
export type RoutePart = "ru" | "en" | "api" | "all";

/**
 * The part of the table that answers a path, read as the router reads it — each segment decoded,
 * letters in either case (`/EN/auth/…` is an English route: sign-in tokens keep their case, so
 * such a path is never redirected to lower case). `/en.data` is the English home page's data.
 */
export function routePart(pathname: string): RoutePart {
  if (pathname === "/__manifest") return "all";
  const path = asRouted(pathname);
  if (/^\/api(?:\/|\.data$|$)/.test(path)) return "api";
  return /^\/en(?:\/|\.data$|$)/.test(path) ? "en" : "ru";
}

/** A path as React Router compares it: segments decoded (a `/` inside one stays encoded), lower case. */
function asRouted(pathname: string) {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/")
      .toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

type Route = ServerBuild["routes"][string];
type RouteObject = Parameters<typeof matchRoutes>[0][number];
type RouteMatches = ReturnType<typeof matchRoutes>;

/** Whether a route belongs to a part: pages by their id's language, the API by its address. */
function belongs(route: Route, part: RoutePart): boolean {
  if (part === "all" || route.id === "root") return true;
  const api = route.path?.startsWith("api/") ?? false;
  if (part === "api") return api;
  const lang = /^(ru|en)\./.exec(route.id)?.[1];
  return !api && (lang === undefined || lang === part);
}

const parts = singleton("routeParts", () => new WeakMap<ServerBuild, Map<RoutePart, ServerBuild>>());

/** The build with only one part's routes, in its route table and in the browser's manifest. */
export function buildPart(build: ServerBuild, part: RoutePart): ServerBuild {
  let ofBuild = parts.get(build);
  if (!ofBuild) parts.set(build, (ofBuild = new Map()));
  let result = ofBuild.get(part);
  if (!result) {
    const routes = Object.fromEntries(
      Object.entries(build.routes).filter(([, route]) => belongs(route, part)),
    );
    const manifestRoutes = Object.fromEntries(
      Object.entries(build.assets.routes).filter(([id]) => id in routes),
    );
    result =
      part === "all" ? build : { ...build, routes, assets: { ...build.assets, routes: manifestRoutes } };
    ofBuild.set(part, result);
  }
  return result;
}

type Handler = ReturnType<typeof createRequestHandler>;

/**
 * Remix's request handler over the parts of a production build (each derives its own route table
 * once); in development Vite's current build, whole (handed a function, Remix derives its table on
 * every request anyway).
 */
export function partedRequestHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production",
): Handler {
  if (typeof build === "function") return createRequestHandler(build, mode);
  const handlers = new Map<RoutePart, Handler>();
  return (request, context) => {
    const part = routePart(new URL(request.url).pathname);
    let handle = handlers.get(part);
    if (!handle) handlers.set(part, (handle = createRequestHandler(buildPart(build, part), mode)));
    return handle(request, context);
  };
}

/** The build's flat route table as the nested tree the router matches against (once per build). */
const trees = singleton("routeTrees", () => new WeakMap<ServerBuild, RouteObject[]>());

export function routeTree(build: ServerBuild): RouteObject[] {
  let tree = trees.get(build);
  if (!tree) {
    const children = (parentId: string | undefined): RouteObject[] =>
      Object.values(build.routes)
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, index: true, path: route.path }
            : {
                id: route.id,
                path: route.path,
                caseSensitive: route.caseSensitive,
                children: children(route.id),
              },
        );
    tree = children(undefined);
    trees.set(build, tree);
  }
  return tree;
}

/**
 * Paths kept per part: the methods check and the metrics label ask for the same path. A long path
 * (a scan's) is matched and not kept, so random long addresses cannot fill the memory.
 */
const KEPT_PATHS = 2_000;
const KEPT_PATH_LENGTH = 512;
const answers = singleton("routeMatches", () => new WeakMap<ServerBuild, Map<string, RouteMatches>>());

/**
 * The routes that answer `pathname`, outermost first (null when none does), matched in the part of
 * the table that serves the path. Each caller gets its own copy of the answer.
 */
export function routeMatches(build: ServerBuild, pathname: string): RouteMatches {
  const part = buildPart(build, routePart(pathname));
  let known = answers.get(part);
  if (!known) answers.set(part, (known = new Map()));
  let matches = known.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routeTree(part), pathname);
    if (known.size >= KEPT_PATHS) known.clear();
    if (pathname.length <= KEPT_PATH_LENGTH) known.set(pathname, matches);
  }
  return matches && matches.map((match) => ({ ...match, params: { ...match.params } }));
}
