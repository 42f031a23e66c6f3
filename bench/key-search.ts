/**
 * The console's search for a key by its last four characters (issue 57, decision 0042): an
 * embedded PGlite file holding 200 000 keys in one stock, the production server on it in its own
 * process, and an owner asking for tails keys have, old keys included: as the search box asks while
 * one types (its drop-down's data request, `/admin/search.data?q=…&_routes=…`), one at a time and
 * then four at once while a fifth client asks `/healthz` in a loop — and, to compare, the same four
 * clients with a query too short to search (any console request); and the results page without
 * JavaScript (the whole document, console layout included), one at a time. Each round starts with
 * the yardstick (/healthz alone); the figures are medians of three rounds.
 */
import { percentile } from "./percentile";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { sessions, stockKeys, stocks, users } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { randomToken, sha256 } from "~/services/auth/tokens.server";
import { keyVault, storedKey } from "~/services/stock/key-vault.server";
import { benchProductDatabase } from "./product-database";
import { startBenchServer } from "./server";

const KEYS = Number(process.env.BENCH_KEYS ?? 200_000);
const SEARCHES = Number(process.env.BENCH_KEY_SEARCHES ?? 400);
const CONCURRENCY = 4;
const ROUNDS = 3;
const PORT = Number(process.env.BENCH_KEY_SEARCH_PORT ?? 3398);
const secrets = {
  APP_SECRET: "bench-app-secret-0123456789abcdefghijklmnop",
  KEY_ENCRYPTION_KEY: "bench-key-encryption-0123456789abcdefghij",
};
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A key as shops receive them: five groups of five letters and digits. */
function demoKey() {
  const bytes = randomBytes(25);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return chars.match(/.{5}/g)!.join("-");
}

async function prepareDatabase(dataDir: string) {
  const { handle, db, cheat } = await benchProductDatabase(dataDir);
  const [stock] = await db.insert(stocks).values({ cheatId: cheat.id, periodDays: 30 }).returning();
  const vault = await keyVault(db);
  const tails: string[] = [];
  for (let i = 0; i < KEYS; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, KEYS - i) }, demoKey);
    // Tails spread over the whole stock, the oldest keys included.
    tails.push(batch[0].slice(-4));
    await db.insert(stockKeys).values(batch.map((key) => ({ stockId: stock.id, ...storedKey(vault, key) })));
  }
  const [owner] = await db.insert(users).values({ login: "bench-owner", role: "owner" }).returning();
  const cookie = randomToken(32);
  await db.insert(sessions).values({
    idHash: sha256(cookie),
    userId: owner.id,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  await handle.close();
  return { cookie, tails };
}

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

export async function benchKeySearch() {
  setEnv(parseEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: "tmp/bench-keys", ...secrets }));
  const dataDir = path.resolve("tmp/bench-keys");
  const prepared = performance.now();
  const { cookie, tails } = await prepareDatabase(dataDir);
  const prepareSeconds = (performance.now() - prepared) / 1000;
  const server = await startBenchServer(PORT, {
    DATA_DIR: dataDir,
    PGLITE_DATA: path.join(dataDir, "pglite"),
    SEED_ON_START: "false",
    ...secrets,
  });
  const base = `http://127.0.0.1:${PORT}`;
  const headers = { Cookie: `__session=${cookie}` };
  // What the search box's fetcher asks: only the search route's loader (Remix's `_routes`).
  const search = (i: number) =>
    timed(
      `${base}/admin/search.data?q=${encodeURIComponent(tails[i % tails.length])}&_routes=ru.admin.search`,
      headers,
    );
  const page = (i: number) =>
    timed(`${base}/admin/search?q=${encodeURIComponent(tails[i % tails.length])}`, headers);
  // The same request with a one-letter query (under MIN_QUERY: no search, only the session and
  // the route): what any console request costs, the yardstick for "/healthz during".
  const plain = () => timed(`${base}/admin/search.data?q=a&_routes=ru.admin.search`, headers);
  /** `/healthz` in a loop while four clients send `request` SEARCHES times in all. */
  const fourAtOnce = async (request: (i: number) => Promise<number>) => {
    const four: number[] = [];
    const during: number[] = [];
    let next = 0;
    let running = true;
    const probe = (async () => {
      while (running) during.push(await timed(`${base}/healthz`));
    })();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SEARCHES) four.push(await request(next++));
      }),
    );
    running = false;
    await probe;
    return { four, during };
  };
  const rounds: Record<string, number[][]> = {
    alone: [],
    one: [],
    page: [],
    four: [],
    during: [],
    plainFour: [],
    plainDuring: [],
  };
  try {
    for (let i = 0; i < 20; i++) await Promise.all([search(i), page(i)]); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      // The yardstick right before the targets: /healthz with nothing else running.
      const alone: number[] = [];
      for (let i = 0; i < 200; i++) alone.push(await timed(`${base}/healthz`));
      const one: number[] = [];
      for (let i = 0; i < SEARCHES / 2; i++) one.push(await search(i * 7 + round));
      const pages: number[] = [];
      for (let i = 0; i < SEARCHES / 4; i++) pages.push(await page(i * 11 + round));
      const { four, during } = await fourAtOnce((i) => search(i * 13 + round));
      const { four: plainFour, during: plainDuring } = await fourAtOnce(plain);
      Object.entries({ alone, one, page: pages, four, during, plainFour, plainDuring }).forEach(
        ([name, values]) => rounds[name].push(values),
      );
    }
  } finally {
    await server.stop();
  }
  // Each figure: the median over the rounds of that round's percentile.
  const figure = (name: string, q: number) => {
    const values = rounds[name].map((round) => percentile(round, q)).sort((a, b) => a - b);
    return `${values[Math.floor(values.length / 2)].toFixed(1)} ms`;
  };
  console.log(
    `\nConsole key search: ${KEYS} keys in one stock (prepared in ${prepareSeconds.toFixed(0)} s), medians of ${ROUNDS} rounds\n`,
  );
  console.log("| measure | p50 | p99 |");
  console.log("|---|---:|---:|");
  const row = (label: string, name: string) =>
    console.log(`| ${label} | ${figure(name, 0.5)} | ${figure(name, 0.99)} |`);
  row("/healthz alone (yardstick)", "alone");
  row(`key search as one types, one at a time (${SEARCHES / 2})`, "one");
  row(`results page without JavaScript, one at a time (${SEARCHES / 4})`, "page");
  row(`key search, ${CONCURRENCY} at once (${SEARCHES})`, "four");
  row(`/healthz during the ${CONCURRENCY} at once`, "during");
  row(`console request without a search, ${CONCURRENCY} at once (${SEARCHES})`, "plainFour");
  row(`/healthz during those ${CONCURRENCY} at once`, "plainDuring");
}
