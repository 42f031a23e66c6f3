/**
 * The live desk under load (issues: live support tickets, scale-out): 1 000 customers connected
 * at once, each with a ticket taken by one tech-support member. Measures the delivery latency
 * from a customer's send to the staff socket's receipt (p50, p99, at a steady 25 messages per
 * second), then the sustained messages per second when every customer writes as fast as it is
 * acknowledged. The server runs in its own process, on an embedded PGlite file prepared here, or
 * with BENCH_DATABASE_URL (and BENCH_REDIS_URL) on a scratch database of that Postgres server
 * (dropped afterwards) and that Redis, as a deployment runs.
 */
import { percentile } from "./percentile";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { io, type Socket } from "socket.io-client";
import { openDb, type DbConfig } from "~/db/client.server";
import { sessions, ticketMessages, tickets, users } from "~/db/schema";
import { randomToken, sha256 } from "~/services/auth/tokens.server";
import { SOCKET_PATH } from "~/utils/ticket-events";
import { createPostgresDatabase } from "../tests/support/postgres-database";
import { startBenchServer } from "./server";

const CLIENTS = Number(process.env.BENCH_TICKET_CLIENTS ?? 1000);
const LATENCY_MESSAGES = Number(process.env.BENCH_LATENCY_MESSAGES ?? 400);
const THROUGHPUT_S = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_TICKET_PORT ?? 3398);
const base = `http://127.0.0.1:${PORT}`;

/** Customers, their sessions and tickets (taken by one tech-support member), in batches. */
async function prepareDatabase(config: DbConfig) {
  const handle = await openDb(config);
  await handle.migrate();
  const db = handle.db;
  const expires = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const [tech] = await db.insert(users).values({ login: "bench-tech", role: "techsupport" }).returning();
  const techCookie = randomToken(32);
  await db.insert(sessions).values({ idHash: sha256(techCookie), userId: tech.id, expiresAt: expires });
  const customers: { cookie: string; ticketId: number }[] = [];
  for (let first = 0; first < CLIENTS; first += 250) {
    const count = Math.min(250, CLIENTS - first);
    const batch = await db
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ login: `bench-${first + i}` })))
      .returning();
    const cookies = batch.map(() => randomToken(32));
    await db
      .insert(sessions)
      .values(batch.map((u, i) => ({ idHash: sha256(cookies[i]), userId: u.id, expiresAt: expires })));
    const opened = await db
      .insert(tickets)
      .values(
        batch.map((u) => ({
          authorId: u.id,
          subject: "cheatProblem" as const,
          techsupportId: tech.id,
          lastSenderId: u.id,
          lastMessageSeq: 1,
        })),
      )
      .returning();
    await db.insert(ticketMessages).values(
      opened.map((t) => ({
        ticketId: t.id,
        seq: 1,
        authorId: t.authorId,
        type: "text" as const,
        text: "hello",
      })),
    );
    customers.push(...opened.map((t, i) => ({ cookie: cookies[i], ticketId: t.id })));
  }
  await handle.close();
  return { techCookie, customers };
}

/** Where the bench server keeps its data: a PGlite file, or a scratch Postgres database. */
async function benchBacking(dataDir: string) {
  await fs.rm(dataDir, { recursive: true, force: true });
  const scratch = await createPostgresDatabase(process.env.BENCH_DATABASE_URL, "bench");
  if (!scratch) {
    const file = path.join(dataDir, "pglite");
    return {
      label: "embedded PGlite",
      config: { kind: "pglite", dataDir: file } as DbConfig,
      env: { PGLITE_DATA: file } as Record<string, string>,
      dispose: async () => {},
    };
  }
  const redis = process.env.BENCH_REDIS_URL;
  return {
    label: `Postgres${redis ? " + Redis" : ""}`,
    config: { kind: "postgres", url: scratch.url } as DbConfig,
    env: { DATABASE_URL: scratch.url, ...(redis ? { REDIS_URL: redis } : {}) } as Record<string, string>,
    dispose: () => scratch.dispose(),
  };
}

function connect(cookie: string): Promise<Socket> {
  const socket = io(base, {
    path: SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: { cookie: `__session=${cookie}`, origin: base },
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

export async function benchTickets() {
  const dataDir = path.resolve(process.env.BENCH_TICKET_DATA_DIR ?? "tmp/bench-tickets");
  const backing = await benchBacking(dataDir);
  const { techCookie, customers } = await prepareDatabase(backing.config);
  const server = await startBenchServer(PORT, {
    DATA_DIR: dataDir,
    ...backing.env,
    METRICS_PORT: "0",
    SEED_ON_START: "false",
    // Customers here write as fast as acknowledged: the benchmark measures the server, not the
    // per-user message limit (which would answer RATE_LIMITED quickly and inflate the rate).
    TICKET_MESSAGE_LIMITS: "1000000/1",
  });
  const sockets: Socket[] = [];
  try {
    const staff = await connect(techCookie);
    sockets.push(staff);
    const rssBefore = Number(
      (await fs.readFile(`/proc/${server.pid}/status`, "utf8")).match(/VmRSS:\s+(\d+)/)?.[1] ?? 0,
    );
    const clients: Socket[] = [];
    for (let i = 0; i < customers.length; i += 50) {
      const batch = await Promise.all(customers.slice(i, i + 50).map((c) => connect(c.cookie)));
      clients.push(...batch);
    }
    sockets.push(...clients);
    const rssAfter = Number(
      (await fs.readFile(`/proc/${server.pid}/status`, "utf8")).match(/VmRSS:\s+(\d+)/)?.[1] ?? 0,
    );

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let received = 0;
    staff.on("receive-message", ({ message }: { message: { text: string } }) => {
      received++;
      const t0 = sentAt.get(message.text);
      if (t0 !== undefined) {
        latencies.push(performance.now() - t0);
        sentAt.delete(message.text);
      }
    });

    // Latency at a steady rate, each message from a random customer.
    for (let i = 0; i < LATENCY_MESSAGES; i++) {
      const k = Math.floor(Math.random() * clients.length);
      const text = `lat-${i}-${randomUUID()}`;
      sentAt.set(text, performance.now());
      clients[k].emit("send-message", {
        ticketId: customers[k].ticketId,
        message: text,
        clientId: randomUUID(),
      });
      await new Promise((r) => setTimeout(r, 40));
    }
    const settle = Date.now() + 10_000;
    while (sentAt.size && Date.now() < settle) await new Promise((r) => setTimeout(r, 50));
    latencies.sort((a, b) => a - b);

    // Throughput: every customer writes as fast as its messages are acknowledged.
    received = 0;
    let acked = 0;
    let running = true;
    const started = performance.now();
    await Promise.all(
      clients
        .map(async (socket, k) => {
          while (running) {
            await new Promise<void>((resolve) =>
              socket
                .timeout(10_000)
                .emit(
                  "send-message",
                  { ticketId: customers[k].ticketId, message: "load", clientId: randomUUID() },
                  (err: Error | null) => {
                    if (!err) acked++;
                    resolve();
                  },
                ),
            );
          }
        })
        .concat([
          new Promise<void>((resolve) =>
            setTimeout(() => ((running = false), resolve()), THROUGHPUT_S * 1000),
          ),
        ]),
    );
    const seconds = (performance.now() - started) / 1000;

    console.log(
      `\nLive desk on ${backing.label}: ${clients.length} customers connected, one tech-support socket, Node ${process.version}\n`,
    );
    console.log("| measure | value |");
    console.log("|---|---:|");
    console.log(
      `| delivery latency p50 (send → staff receipt) | ${percentile(latencies, 0.5).toFixed(1)} ms |`,
    );
    console.log(`| delivery latency p99 | ${percentile(latencies, 0.99).toFixed(1)} ms |`);
    console.log(`| latency sample | ${latencies.length} of ${LATENCY_MESSAGES} messages at 25/s |`);
    console.log(`| sustained messages per second (acknowledged) | ${Math.round(acked / seconds)} |`);
    console.log(`| staff receipts per second | ${Math.round(received / seconds)} |`);
    console.log(
      `| server memory for ${clients.length} sockets | ${Math.round((rssAfter - rssBefore) / 1024)} MiB (RSS ${Math.round(rssAfter / 1024)} MiB) |`,
    );
  } finally {
    for (const s of sockets) s.disconnect();
    await server.stop();
    await backing.dispose();
  }
}
