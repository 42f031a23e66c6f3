import type { ServerBuild } from "@remix-run/node";
import type { AgnosticRouteObject } from "@remix-run/router";
import { singleton } from "../app/utils/singleton.server";

/** The build's flat route table as the nested tree the router matches against (once per build). */
const trees = singleton("routeTrees", () => new WeakMap<ServerBuild, AgnosticRouteObject[]>());

export function routeTree(build: ServerBuild): AgnosticRouteObject[] {
  let tree = trees.get(build);
  if (!tree) {
    const children = (parentId: string | undefined): AgnosticRouteObject[] =>
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
