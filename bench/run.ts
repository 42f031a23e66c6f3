/**
 * `npm run bench`: loads the production server (embedded PGlite with the demo seed) and a bare
 * Express handler on the same machine, one after the other, with autocannon, and prints requests
 * per second, p50/p99 latency, each page's ratio to the bare handler, and the gzipped JavaScript
 * each page loads. Numbers to report, never assertions.
 */
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import express from "express";
import { startBenchServer } from "./server";
import { benchSales } from "./sales";
import { benchTickets } from "./tickets";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3399);
const base = `http://127.0.0.1:${PORT}`;

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Gzipped bytes of every script a page loads (module scripts and modulepreload links). */
async function pageJs(path: string) {
  const html = await (await fetch(base + path)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g))
    sources.add(match[1]);
  let bytes = 0;
  for (const src of sources)
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { files: sources.size, gzipKb: Math.round(bytes / 102.4) / 10 };
}

const server = await startBenchServer(PORT, {
  DATA_DIR: process.env.BENCH_DATA_DIR ?? "tmp/bench-data",
  PGLITE_DATA: "memory://",
});

try {
  const search = encodeURIComponent("iron");
  const targets = [
    { name: "home /", path: "/" },
    { name: "catalogue /catalog", path: "/catalog" },
    { name: "game /game/iron-frontier", path: "/game/iron-frontier" },
    { name: "cheat /cheat/iron-frontier/phantom-esp", path: "/cheat/iron-frontier/phantom-esp" },
    { name: `search /api/search?q=${search}`, path: `/api/search?q=${search}` },
  ];
  // One warm-up request each fills the in-process caches, as a running shop would have them.
  for (const t of targets) await fetch(base + t.path);

  const bare = express();
  bare.get("/", (_req, res) => res.send("hello"));
  const bareServer = bare.listen(0, "127.0.0.1");
  await new Promise((resolve) => bareServer.once("listening", resolve));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`;

  const rows = [];
  for (const t of targets) {
    const r = await load(base + t.path);
    const js = t.path.startsWith("/api/") ? null : await pageJs(t.path);
    rows.push({ ...t, ...r, js });
  }
  const baseline = await load(bareUrl);
  bareServer.close();

  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target, Node ${process.version}\n`,
  );
  console.log("| target | req/s | p50 ms | p99 ms | ratio to bare | errors | JS gzip (files) |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / baseline.rps).toFixed(3)} | ${r.errors} | ${r.js ? `${r.js.gzipKb} kB (${r.js.files})` : "—"} |`,
    );
  console.log(
    `| bare Express "hello" | ${baseline.rps} | ${baseline.p50} | ${baseline.p99} | 1.000 | ${baseline.errors} | — |`,
  );
} finally {
  await server.stop();
}

await benchTickets();
await benchSales();
