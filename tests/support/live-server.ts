import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { io as connectSocket } from "socket.io-client";
import { parseEnv } from "~/env.server";
import { SOCKET_PATH, type ServerToClientEvents } from "~/utils/ticket-events";
import type { TicketClientSocket } from "~/utils/ticket-live-client";
import { startServer, type Running } from "../../server/start";
import type { Actor } from "./actors";
import { CookieJar } from "./route-calls";
import { createMigratedPostgres, createSeededPostgres, openSeededPglite, type Backing } from "./databases";

export { liveBackings, type Backing } from "./databases";
export { anotherSession, makeActor, type Actor } from "./actors";

export interface LiveServer {
  running: Running;
  url: string;
  databaseUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (HTTP + Socket.IO) on an empty migrated database, or with `seeded` on a
 * copy of the run's seeded one (its pictures are not in the server's store); extra env overrides.
 */
export async function startLiveServer(
  backing: Backing,
  extra: Record<string, string> = {},
  options: { logger?: Logger; seeded?: boolean } = {},
): Promise<LiveServer> {
  let pg: Awaited<ReturnType<typeof createMigratedPostgres>> = null;
  const env: Record<string, string> = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    DATA_DIR: `tmp/test-live-${randomBytes(3).toString("hex")}`,
    SEED_ON_START: "false",
    TICKET_AUTO_CLOSE_CHECK_SECONDS: "0",
    STATUS_ALERT_CHECK_SECONDS: "0",
    // Suites run side by side: none takes the machine's one scrape port.
    METRICS_PORT: "0",
    ...extra,
  };
  if (backing === "postgres" && !env.DATABASE_URL) {
    pg = await (options.seeded ? createSeededPostgres() : createMigratedPostgres());
    env.DATABASE_URL = pg!.url;
  } else if (backing === "pglite" && options.seeded) {
    // The server opens PGlite's files itself: lay the seeded copy down in its data folder first.
    env.PGLITE_DATA = path.join(env.DATA_DIR, "pglite");
    await fs.mkdir(env.PGLITE_DATA, { recursive: true });
    await (await openSeededPglite(env.PGLITE_DATA)).close();
  } else if (backing === "pglite") {
    env.PGLITE_DATA ??= "memory://";
  }
  const running = await startServer(parseEnv(env), options);
  return {
    running,
    url: running.url,
    databaseUrl: env.DATABASE_URL,
    async stop() {
      await running.stop();
      await pg?.dispose();
      // A data folder the caller chose may be reused by a restart; one made here is not.
      if (!extra.DATA_DIR) await fs.rm(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** A cookie jar holding an actor's session, for calling routes as that browser. */
export function jarOf(actor: Actor) {
  const jar = new CookieJar();
  const [name, value] = actor.cookie.split("=");
  jar.set(name, value);
  return jar;
}

/** A socket.io-client connection as a browser on the site would open it. */
export function connect(
  url: string,
  cookie: string | null,
  { origin = url, autoConnect = true }: { origin?: string | null; autoConnect?: boolean } = {},
): TicketClientSocket {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  return connectSocket(url, {
    path: SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: headers,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    autoConnect,
    forceNew: true,
  }) as TicketClientSocket;
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: TicketClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
}

/** Resolves with the reason of the socket's next disconnection; rejects when none comes in time. */
export function disconnection(socket: TicketClientSocket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Emits a client event and waits for its acknowledgement. */
export function ask<T = unknown>(socket: TicketClientSocket, event: string, payload?: unknown) {
  return new Promise<{ ok: true; data: T } | { ok: false; error: string }>((resolve, reject) => {
    const args: unknown[] = payload === undefined ? [] : [payload];
    (socket.timeout(5000).emit as (...a: unknown[]) => void)(
      event,
      ...args,
      (err: Error | null, answer: never) => (err ? reject(err) : resolve(answer)),
    );
  });
}

/** Waits for the next server event matching `match`. */
export function next<E extends keyof ServerToClientEvents>(
  socket: TicketClientSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler as never);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler as never);
      resolve(payload);
    };
    socket.on(event, handler as never);
  });
}

/** Collects every payload of an event a socket receives. */
export function record<E extends keyof ServerToClientEvents>(socket: TicketClientSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((p: Parameters<ServerToClientEvents[E]>[0]) => seen.push(p)) as never);
  return seen;
}
