/**
 * Pages: the production server on embedded PGlite with the demo seed, in its own process — with the
 * page cache on ("warm") and off ("cold": every document rendered by React; the data cache stays
 * on, as in a running shop) — against a bare Express "hello" in another process as the yardstick.
 * Every target is measured three times, each time right after the yardstick, and reported as the
 * median of the three ratios (target ÷ the yardstick run just before it): a figure that only holds
 * while the machine is idle, or was measured once, does not get published (decision 0018,
 * docs/benchmarks.md). Documents are loaded with and without `Accept-Encoding: gzip, br`. Then
 * memory after 10 000 requests over distinct URLs, the bytes of each page and three Lighthouse
 * mobile runs (npm `lighthouse` driving Debian's Chromium) per page and language, the median one
 * reported (a single run moved a page's score by up to ten points). Writes a dated section to
 * docs/benchmarks.md. Numbers to report, never assertions.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as prettier from "prettier";
import { startSmtpCapture } from "../tests/mocks/smtp-capture";
import { wireBytes } from "../tests/support/wire-bytes";
import { startBenchServer } from "./server";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REPEATS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3399);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Above this one-minute load average before the bench starts, the run is marked as measured on a busy machine. */
const BUSY_LOAD = 1.5;
const base = `http://127.0.0.1:${PORT}`;
/** What every browser and CDN sends. */
const COMPRESSED = { "accept-encoding": "gzip, br" };

const DOCUMENTS = [
  { name: "home", path: "/" },
  { name: "home (en)", path: "/en" },
  { name: "catalogue", path: "/catalog" },
  { name: "game", path: "/game/iron-frontier" },
  { name: "cheat", path: "/cheat/iron-frontier/phantom-esp" },
  { name: "statuses", path: "/statuses" },
];
const APIS = [
  { name: "header API", path: "/api/header" },
  { name: "search API", path: `/api/search?q=${encodeURIComponent("iron")}` },
  { name: "liveness", path: "/healthz" },
];

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Measured {
  name: string;
  path: string;
  coding: string;
  /** Median of the target's req/s, of the yardstick's, and of the per-repetition ratios. */
  rps: number;
  bareRps: number;
  ratio: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU that processes other than the bench, the shop and the yardstick used meanwhile, in cores. */
  otherCores: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU ticks of the whole machine (busy and all) and of the given processes, from /proc. */
async function cpuTicks(pids: number[]) {
  const [all] = (await fs.readFile("/proc/stat", "utf8")).split("\n");
  const fields = all.split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + fields[4];
  let ours = 0;
  for (const pid of pids) {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ours += Number(after[11] ?? 0) + Number(after[12] ?? 0);
  }
  return { busy: total - idle, total, ours };
}

/**
 * A target measured REPEATS times, each right after the yardstick, with the CPU other processes
 * took meanwhile (so a figure measured beside other work shows it).
 */
async function measure(
  bare: { url: string; pid: number },
  server: { pid: number },
  target: { name: string; path: string },
  headers: Record<string, string> = {},
): Promise<Measured> {
  const url = base + target.path;
  await fetch(url, { headers }); // one warm-up request fills the caches a running shop would have filled
  const pids = [process.pid, bare.pid, server.pid];
  const before = await cpuTicks(pids);
  const runs: { bare: Load; target: Load }[] = [];
  for (let i = 0; i < REPEATS; i++)
    runs.push({ bare: await load(bare.url), target: await load(url, headers) });
  const after = await cpuTicks(pids);
  const cores = os.cpus().length;
  const others = Math.max(0, after.busy - before.busy - (after.ours - before.ours));
  return {
    ...target,
    coding: headers["accept-encoding"] ?? "none",
    rps: median(runs.map((run) => run.target.rps)),
    bareRps: median(runs.map((run) => run.bare.rps)),
    ratio: median(runs.map((run) => run.target.rps / run.bare.rps)),
    p50: median(runs.map((run) => run.target.p50)),
    p99: median(runs.map((run) => run.target.p99)),
    errors: runs.reduce((sum, run) => sum + run.target.errors, 0),
    otherCores: (others / (after.total - before.total)) * cores,
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
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => child.once("exit", () => resolve()).kill("SIGTERM")),
  };
}

const startShop = (extraEnv: Record<string, string> = {}) =>
  startBenchServer(PORT, {
    DATA_DIR: process.env.BENCH_DATA_DIR ?? "tmp/bench-data",
    PGLITE_DATA: "memory://",
    ...extraEnv,
  });

/**
 * Signs a seeded user in the way a customer does — the sign-in link from the e-mail the shop sent
 * (to the SMTP stand-in), followed — and returns the session cookie.
 */
async function signIn(mail: Awaited<ReturnType<typeof startSmtpCapture>>, email: string) {
  const origin = { origin: base };
  const asked = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { ...origin, "content-type": "application/json" },
    body: JSON.stringify({ email, lang: "en" }),
  });
  if (!asked.ok) throw new Error(`sign-in link refused: ${asked.status}`);
  const message = await mail.waitFor(email, 60_000);
  const link = new RegExp(`${base}(?:/en)?/auth/[\\w-]+`).exec(message.text ?? "")?.[0];
  if (!link) throw new Error("no sign-in link in the e-mail");
  const session = await fetch(link, { method: "POST", headers: origin, redirect: "manual" });
  const cookie = /__session=[^;]+/.exec(session.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`no session after the sign-in link: ${session.status}`);
  return cookie;
}

/** Resident memory of a process, in MB. */
async function rssMb(pid: number) {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** 10 000 requests over distinct URLs (each a render and a stored page, up to the cache's budget). */
async function distinctUrls() {
  let n = 0;
  const paths = ["/catalog?page=", "/en/search?q=x", "/game/iron-frontier?ref=", "/no-such-page-"];
  await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: 10_000,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${paths[n % 4]}${n++}` }) }],
  });
}

/**
 * HTML bytes (uncoded and as sent with brotli) and the bytes of every script the page loads as a
 * browser receives them (the build's brotli files; decision 0047).
 */
async function pageBytes(path: string) {
  const html = await (await fetch(base + path, { headers: { "accept-encoding": "identity" } })).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g))
    sources.add(match[1]);
  let js = 0;
  for (const src of sources) js += await wireBytes(new URL(src, base).href);
  return {
    htmlKb: Buffer.byteLength(html) / 1024,
    htmlBrKb: (await wireBytes(base + path)) / 1024,
    jsBrKb: js / 1024,
    files: sources.size,
  };
}

/** The first link of a listing page that starts with `prefix` (a seeded DMA game, an account). */
async function firstLink(listing: string, prefix: string) {
  const html = await (await fetch(base + listing)).text();
  const match = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html);
  if (!match) throw new Error(`no ${prefix} link on ${listing}`);
  return match[1];
}

/** A page in both languages. */
const bothLanguages = (page: { name: string; path: string }) => [
  page,
  { name: `${page.name} (en)`, path: page.path === "/" ? "/en" : `/en${page.path}` },
];

/**
 * Storefront pages measured for their bytes only (not in the Lighthouse runs): the pages with a
 * form, which carry the form library (the 110 kB of scripts holds for every storefront page).
 */
const FORM_PAGES = [
  { name: "sign-in", path: "/sign-in" },
  { name: "wallet top-up", path: "/steam" },
];

/** The pages of the Lighthouse runs: the storefront's main page types, in both languages. */
async function auditedPages() {
  const pages = [
    ...DOCUMENTS.filter((page) => page.path !== "/en"),
    { name: "DMA game", path: await firstLink("/dma-cheats", "/dma-game/") },
    { name: "account", path: await firstLink("/accounts", "/account/") },
  ];
  return pages.flatMap(bothLanguages);
}

/** Lighthouse runs per page: its simulated phone moves a score by several points run to run. */
const AUDIT_RUNS = 3;
/** Tries per run: Lighthouse's own trace now and then fails (NO_NAVSTART) and is simply run again. */
const AUDIT_TRIES = 3;

async function lighthouseRuns(pages: { name: string; path: string }[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < AUDIT_RUNS; run++) {
        for (let attempt = 0; attempt < AUDIT_TRIES; attempt++) {
          const audit = await lighthouseAudit(chrome.port, page.path);
          if (!audit) continue;
          runs.push(audit);
          break;
        }
      }
      if (!runs.length)
        throw new Error(`Lighthouse failed ${AUDIT_RUNS * AUDIT_TRIES} times on ${page.path}`);
      // The run with the median performance score, whole (its metrics belong together).
      const ordered = [...runs].sort((a, b) => a.performance - b.performance);
      rows.push({
        ...page,
        ...ordered[Math.floor(ordered.length / 2)],
        scores: runs.map((r) => r.performance),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** One Lighthouse run of a page; null when Lighthouse's own trace failed. */
async function lighthouseAudit(port: number, path: string) {
  // The default configuration is the mobile preset (Moto G Power, simulated slow 4G).
  const result = await lighthouse(base + path, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = result!.lhr;
  if (lhr.runtimeError) return null;
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
  return {
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
  };
}

const kb = (value: number) => `${value.toFixed(1)} kB`;
const only = (process.env.BENCH_PAGES ?? "load,cold,memory,bytes,lighthouse").split(",");

/**
 * The one-minute load average once the machine has settled: `npm run bench` builds first, and the
 * build's own load takes a minute or so to fade from the average. Waits up to two minutes for it
 * to drop under BUSY_LOAD; what it reads then is what the machine does besides the bench.
 */
async function settledLoad() {
  const deadline = Date.now() + 120_000;
  while (os.loadavg()[0] > BUSY_LOAD && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  return os.loadavg()[0];
}

export async function benchPages() {
  const idleLoad = await settledLoad();
  const measured: Measured[] = [];
  let memory: { afterMb: number; beforeMb: number } | undefined;
  const bare = await startBare();
  try {
    if (only.includes("load")) {
      const warm = await startShop();
      try {
        for (const page of DOCUMENTS) {
          measured.push(await measure(bare, warm, page));
          measured.push(await measure(bare, warm, page, COMPRESSED));
        }
        for (const api of APIS) measured.push(await measure(bare, warm, api));
      } finally {
        await warm.stop();
      }
    }
    if (only.includes("cold")) {
      // Every document rendered by React: the home page with the page store off, and a cheat page
      // as a signed-in customer (never stored: the render a customer with a bonus waits for).
      const mail = await startSmtpCapture();
      const cold = await startShop({ PAGE_CACHE_MB: "0", SMTP_URL: mail.url }).catch(async (error) => {
        await mail.close();
        throw error;
      });
      try {
        for (const headers of [{}, COMPRESSED])
          measured.push({
            ...(await measure(bare, cold, DOCUMENTS[0], headers)),
            name: "home, page cache off",
          });
        const cookie = await signIn(mail, "player@nocturn.gg");
        for (const headers of [{ cookie }, { ...COMPRESSED, cookie }])
          measured.push({
            // The cheat page of DOCUMENTS, as the seed's player (a 3 % bonus level) sees it.
            ...(await measure(
              bare,
              cold,
              DOCUMENTS.find((page) => page.name === "cheat")!,
              headers,
            )),
            name: "cheat, signed in (3 % bonus)",
          });
      } finally {
        await cold.stop();
        await mail.close();
      }
    }
  } finally {
    await bare.stop();
  }

  const server = await startShop();
  const bytes: { name: string; path: string; b: Awaited<ReturnType<typeof pageBytes>> }[] = [];
  let audits: Awaited<ReturnType<typeof lighthouseRuns>> = [];
  try {
    const pages = await auditedPages();
    if (only.includes("bytes"))
      for (const page of [...pages, ...FORM_PAGES.flatMap(bothLanguages)])
        bytes.push({ ...page, b: await pageBytes(page.path) });
    if (only.includes("lighthouse")) audits = await lighthouseRuns(pages);
    if (only.includes("memory")) {
      const beforeMb = await rssMb(server.pid);
      await distinctUrls();
      memory = { beforeMb, afterMb: await rssMb(server.pid) };
    }
  } finally {
    await server.stop();
  }

  const busy = idleLoad > BUSY_LOAD;
  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — pages: page cache, bytes, Lighthouse${busy ? " (measured on a busy machine)" : ""}`,
    "",
    `Machine: ${os.cpus().length} cores; Node ${process.version}; one-minute load average ${idleLoad.toFixed(2)} before the`,
    `bench${busy ? ` — **above ${BUSY_LOAD}: these figures were measured beside other work**` : ""}. autocannon ${CONNECTIONS} connections,`,
    `${DURATION_S} s per run from the bench process; the shop and the bare Express "hello" each in a process`,
    `of their own. Each row: ${REPEATS} runs of the target, each right after a run of the yardstick; the`,
    'median of each, and the median of the three ratios. "Other CPU" is what processes other than',
    "these three used during the row, in cores (0 on an otherwise idle machine).",
    "",
    "| target | Accept-Encoding | req/s | bare req/s | ÷ bare | p50 / p99 ms | errors | other CPU |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...measured.map(
      (m) =>
        `| ${m.name} \`${m.path}\` | ${m.coding} | ${m.rps} | ${m.bareRps} | ${m.ratio.toFixed(3)} | ${m.p50} / ${m.p99} | ${m.errors} | ${m.otherCores.toFixed(2)} |`,
    ),
    "",
    ...(memory
      ? [
          `Memory: the warm shop's RSS ${Math.round(memory.beforeMb)} MB after the bytes and Lighthouse pages, ${Math.round(memory.afterMb)} MB after 10 000 more requests over distinct URLs.`,
          "",
        ]
      : []),
    ...(bytes.length
      ? [
          "| page | HTML | HTML brotli (sent) | JS brotli (sent; files) |",
          "| --- | ---: | ---: | ---: |",
          ...bytes.map(
            ({ name, path, b }) =>
              `| ${name} \`${path}\` | ${kb(b.htmlKb)} | ${kb(b.htmlBrKb)} | ${kb(b.jsBrKb)} (${b.files}) |`,
          ),
          "",
        ]
      : []),
    ...(audits.length
      ? [
          `Lighthouse mobile (simulated slow 4G, Moto G Power), Debian's Chromium: ${AUDIT_RUNS} runs per page, the row is the run with the median performance score ("runs" lists all three).`,
          "",
          "| page | perf | runs | a11y | best pr. | SEO | FCP s | LCP s | TBT ms | CLS | JS loaded | failing binary audits |",
          "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
          ...audits.map(
            (a) =>
              `| ${a.name} \`${a.path}\` | ${a.performance} | ${a.scores.join("/")} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${a.fcp.toFixed(1)} | ${a.lcp.toFixed(1)} | ${Math.round(a.tbt)} | ${a.cls.toFixed(3)} | ${kb(a.scriptKb)} | ${a.failing.join(", ") || "—"} |`,
          ),
          "",
        ]
      : []),
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
