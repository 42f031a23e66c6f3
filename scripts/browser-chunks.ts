import path from "node:path";
import type { GetManualChunk, ManualChunkMeta } from "rollup";

/*
 * How the browser's code is cut into files (vite.config.ts, decision 0038). Left to itself, Rollup
 * makes one chunk per set of routes that share a module: the home page loaded 52 files, most of
 * them a few hundred bytes (an icon, a hook), each compressed on its own — the same code gzipped as
 * one file was 13 kB smaller. Two chunks now hold what every page loads anyway:
 *
 * - "react": React, React DOM, the Remix runtime and its router, the same in every release of the
 *   shop's own code, so a browser keeps it across deploys;
 * - "shell": every module the root route imports statically (header, footer, providers, the icons
 *   and helpers they use) — the root route is on every page, so nothing in it is extra. An icon is
 *   made by the module that draws it (`icon("search")`, decision 0048), so it is in the chunk of
 *   that module: the shell's icons here, a page's own in the page's.
 *
 * Route modules stay entries of their own, and code reached only through a dynamic import (the
 * socket client, the console's strings, forms opened on demand) stays out of both. A third chunk
 * for what several storefront pages share was tried: at any threshold it made every page load
 * more than the few small files it saved (decision 0038).
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|turbo-stream|@remix-run\/react|@remix-run\/router|react-router|react-router-dom)\//;
const ROOT_ROUTE = path.resolve("app/root.tsx");

export const browserChunkOf: GetManualChunk = (id, meta) => {
  const info = meta.getModuleInfo(id);
  if (!info || info.isEntry) return undefined;
  if (FRAMEWORK.test(id)) return "react";
  if (rootGraph(meta).has(id)) return "shell";
  return undefined;
};

/** Rollup hands every call of one build the same `meta`: the graph is walked once per build. */
let cached: { meta: ManualChunkMeta; ids: Set<string> } | undefined;

/** The modules the root route reaches through static imports, worked out once per build. */
function rootGraph(meta: ManualChunkMeta): Set<string> {
  if (cached?.meta === meta) return cached.ids;
  const ids = new Set<string>();
  const queue = [...meta.getModuleIds()].filter((id) => id.split("?")[0] === ROOT_ROUTE);
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const next of meta.getModuleInfo(id)?.importedIds ?? []) {
      if (ids.has(next)) continue;
      ids.add(next);
      queue.push(next);
    }
  cached = { meta, ids };
  return cached.ids;
}
