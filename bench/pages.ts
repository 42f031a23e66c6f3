/**
 * Pages (issue: pages — correct bytes, cached at the edge, fast on a phone): the production server
 * on embedded PGlite with the demo seed, in its own process, twice — with the page cache off
 * ("cold": every document rendered by React; the data cache stays on, as in a running shop) and on
 * ("warm") — and a bare Express "hello" in a third process as the yardstick, all loaded by
 * autocannon from this process. Then the bytes of each page (HTML, gzipped JavaScript) and a
 * Lighthouse mobile run (npm `lighthouse` driving Debian's Chromium) per page and language.
 * Writes a dated section to docs/benchmarks.md. Numbers to report, never assertions.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import { createInterface } from "node:readline";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as prettier from "prettier";
import { startBenchServer } from "./server";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3399);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const base = `http://127.0.0.1:${PORT}`;

const LOAD_TARGETS = [
  { name: "home", path: "/" },
  { name: "catalogue (en)", path: "/en/catalog" },
  { name: "game", path: "/game/iron-frontier" },
  { name: "cheat", path: "/cheat/iron-frontier/phantom-esp" },
  { name: "header API", path: "/api/header" },
  { name: "search API", path: `/api/search?q=${encodeURIComponent("iron")}` },
];

const PAGES = [
  { name: "home", path: "/" },
  { name: "catalogue", path: "/catalog" },
  { name: "game", path: "/game/iron-frontier" },
  { name: "cheat", path: "/cheat/iron-frontier/phantom-esp" },
  { name: "statuses", path: "/statuses" },
];
const inBothLanguages = PAGES.flatMap((p) => [
  p,
  { name: `${p.name} (en)`, path: p.path === "/" ? "/en" : `/en${p.path}` },
]);

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<Load> {
  await fetch(url); // one warm-up request fills the caches a running shop would have filled
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The bare yardstick in its own process. */
async function startBare() {
  const child = spawn(process.execPath, ["bench/bare-server.mjs", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout! }).once("line", resolve),
  );
  const { port } = JSON.parse(line) as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => child.once("exit", () => resolve()).kill("SIGTERM")),
  };
}

async function loadAll(extraEnv: Record<string, string>) {
  const server = await startBenchServer(PORT, {
    DATA_DIR: process.env.BENCH_DATA_DIR ?? "tmp/bench-data",
    PGLITE_DATA: "memory://",
    ...extraEnv,
  });
  try {
    const rows = new Map<string, Load>();
    for (const t of LOAD_TARGETS) rows.set(t.path, await load(base + t.path));
    return rows;
  } finally {
    await server.stop();
  }
}

/** HTML bytes and the gzipped bytes of every script the page loads (module scripts and preloads). */
async function pageBytes(path: string) {
  const html = await (await fetch(base + path)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g))
    sources.add(match[1]);
  let js = 0;
  for (const src of sources)
    js += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return {
    htmlKb: Buffer.byteLength(html) / 1024,
    htmlGzipKb: gzipSync(html).length / 1024,
    jsGzipKb: js / 1024,
    files: sources.size,
  };
}

async function lighthouseRuns() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    for (const page of inBothLanguages) {
      // The default configuration is the mobile preset (Moto G Power, simulated slow 4G).
      const result = await lighthouse(base + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      // What the browser really fetched, dynamic chunks included (the page's language strings
      // are one, loaded before hydration), as transferred (compressed).
      const summary =
        (
          lhr.audits["resource-summary"]?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items ?? [];
      const scriptKb = (summary.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      rows.push({
        ...page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: audit("first-contentful-paint") / 1000,
        lcp: audit("largest-contentful-paint") / 1000,
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        scriptKb,
        failing,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

const kb = (value: number) => `${value.toFixed(1)} kB`;

export async function benchPages() {
  const bare = await startBare();
  let yardstick: Load;
  let cold: Map<string, Load>;
  let warm: Map<string, Load>;
  try {
    yardstick = await load(bare.url);
    cold = await loadAll({ PAGE_CACHE_MB: "0" });
    warm = await loadAll({});
  } finally {
    await bare.stop();
  }

  const server = await startBenchServer(PORT, {
    DATA_DIR: process.env.BENCH_DATA_DIR ?? "tmp/bench-data",
    PGLITE_DATA: "memory://",
  });
  let bytes: { name: string; path: string; b: Awaited<ReturnType<typeof pageBytes>> }[];
  let audits: Awaited<ReturnType<typeof lighthouseRuns>>;
  try {
    bytes = [];
    for (const page of inBothLanguages) bytes.push({ ...page, b: await pageBytes(page.path) });
    audits = await lighthouseRuns();
  } finally {
    await server.stop();
  }

  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — pages: page cache, bytes, Lighthouse (pages issue)`,
    "",
    `Machine: 2 cores; Node ${process.version}; autocannon ${CONNECTIONS} connections, ${DURATION_S} s per`,
    "target, from the bench process; the shop and the bare Express each in a process of their own.",
    `Bare Express "hello": **${yardstick.rps} req/s** (p50 ${yardstick.p50} ms, p99 ${yardstick.p99} ms).`,
    "",
    "| target | cold req/s | cold p50/p99 ms | warm req/s | warm p50/p99 ms | warm ÷ bare | errors |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...LOAD_TARGETS.map((t) => {
      const c = cold.get(t.path)!;
      const w = warm.get(t.path)!;
      return `| ${t.name} \`${t.path}\` | ${c.rps} | ${c.p50} / ${c.p99} | ${w.rps} | ${w.p50} / ${w.p99} | ${(w.rps / yardstick.rps).toFixed(2)} | ${c.errors + w.errors} |`;
    }),
    "",
    "| page | HTML | HTML gzip | JS gzip (files) |",
    "| --- | ---: | ---: | ---: |",
    ...bytes.map(
      ({ name, path, b }) =>
        `| ${name} \`${path}\` | ${kb(b.htmlKb)} | ${kb(b.htmlGzipKb)} | ${kb(b.jsGzipKb)} (${b.files}) |`,
    ),
    "",
    "Lighthouse mobile (simulated slow 4G, Moto G Power), Debian's Chromium:",
    "",
    "| page | perf | a11y | best pr. | SEO | FCP s | LCP s | TBT ms | CLS | JS loaded | failing binary audits |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...audits.map(
      (a) =>
        `| ${a.name} \`${a.path}\` | ${a.performance} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${a.fcp.toFixed(1)} | ${a.lcp.toFixed(1)} | ${Math.round(a.tbt)} | ${a.cls.toFixed(3)} | ${kb(a.scriptKb)} | ${a.failing.join(", ") || "—"} |`,
    ),
    "",
  ];
  const section = lines.join("\n");
  console.log(`\n${section}`);
  // Formatted as the repository's check wants it (aligned tables).
  const file = "docs/benchmarks.md";
  const text = `${await fs.readFile(file, "utf8")}\n${section}`;
  await fs.writeFile(
    file,
    await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }),
  );
}
