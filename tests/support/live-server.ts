import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { io as connectSocket } from "socket.io-client";
import { db, openDb } from "~/db/client.server";
import { users, type Role, type User } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createSession } from "~/services/auth/session.server";
import { createUser } from "~/services/users/users.server";
import { SOCKET_PATH, type ServerToClientEvents } from "~/utils/ticket-events";
import type { TicketClientSocket } from "~/utils/ticket-live-client";
import { startServer, type Running } from "../../server/start";
import { CookieJar } from "./route-calls";
import { createPostgresDatabase } from "./databases";

export type Backing = "pglite" | "postgres";

/** The backings a live suite runs on: PGlite always, Postgres when TEST_DATABASE_URL is set. */
export function liveBackings(): Backing[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface LiveServer {
  running: Running;
  url: string;
  databaseUrl?: string;
  stop(): Promise<void>;
}

/** Starts the real server (HTTP + Socket.IO) on an empty database; extra env overrides. */
export async function startLiveServer(
  backing: Backing,
  extra: Record<string, string> = {},
  options: { logger?: Logger } = {},
): Promise<LiveServer> {
  let pg: Awaited<ReturnType<typeof createPostgresDatabase>> = null;
  const env: Record<string, string> = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    DATA_DIR: `tmp/test-live-${randomBytes(3).toString("hex")}`,
    SEED_ON_START: "false",
    TICKET_AUTO_CLOSE_CHECK_SECONDS: "0",
    STATUS_ALERT_CHECK_SECONDS: "0",
    ...extra,
  };
  if (backing === "postgres" && !env.DATABASE_URL) {
    pg = await createPostgresDatabase();
    const handle = await openDb({ kind: "postgres", url: pg!.url });
    await handle.migrate();
    await handle.close();
    env.DATABASE_URL = pg!.url;
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

export interface Actor {
  user: User;
  /** The Cookie header of a signed-in browser. */
  cookie: string;
}

/** A user of a role with a live session. */
export async function makeActor(
  role: Role,
  login = `${role}${randomBytes(3).toString("hex")}`,
): Promise<Actor> {
  const created = await createUser({
    email: `${login}@example.test`,
    emailVerified: true,
    loginHint: login,
    lang: "en",
  });
  const [user] = await db().update(users).set({ role }).where(eq(users.id, created.id)).returning();
  const setCookie = await createSession(new Request("http://127.0.0.1/"), user.id);
  return { user, cookie: setCookie.split(";")[0] };
}

/** The same user signed in once more (another browser): a session of its own. */
export async function anotherSession(actor: Actor): Promise<Actor> {
  const setCookie = await createSession(new Request("http://127.0.0.1/"), actor.user.id);
  return { user: actor.user, cookie: setCookie.split(";")[0] };
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
