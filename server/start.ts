import type { Server } from "node:http";
import { pino, type Logger } from "pino";
import type { ViteDevServer } from "vite";
import { dbConfigFromEnv, openDb, setDb, type DbHandle } from "../app/db/client.server";
import { seedIfEmpty } from "../drizzle/seed/seed";
import { describeBackings, keyMasterInDatabase, setEnv, type Env } from "../app/env.server";
import { setLogger } from "../app/services/logger.server";
import { setListeningOrigin } from "../app/utils/seo.server";
import { invalidateCache, setCacheLimit } from "../app/services/cache.server";
import { invalidatePages, setPageCacheBytes } from "../app/services/page-cache/page-store.server";
import { resetLimiters } from "../app/services/rate-limit.server";
import { startInvalidationRelay } from "../app/services/invalidation-relay.server";
import { closeRedis } from "../app/services/redis.server";
import { storage } from "../app/services/storage/store.server";
import { createApp } from "./app";
import { startTicketMaintenance } from "./jobs/ticket-maintenance";
import { startMetricsListener } from "./metrics-listener";
import { createReadiness } from "./readiness";
import { attachSocketServer, type SocketServer } from "./socket";

export interface Running {
  server: Server;
  /** The Prometheus scrape's address, or null when METRICS_PORT is 0 (or taken). */
  metricsUrl: string | null;
  sockets: SocketServer;
  url: string;
  db: DbHandle;
  logger: Logger;
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  stop(): Promise<void>;
}

/** Opens the database (migrating, and seeding an empty embedded one), then listens. */
export async function startServer(
  env: Env,
  options: { dev?: boolean; logger?: Logger } = {},
): Promise<Running> {
  const logger = options.logger ?? pino({ level: env.LOG_LEVEL });
  setEnv(env);
  // A server starts with empty process stores: in one process (the test suites, which start many
  // servers on different databases) it must never answer with what an earlier one kept.
  invalidateCache();
  invalidatePages();
  resetLimiters();
  setCacheLimit(env.DATA_CACHE_MAX_ENTRIES);
  setPageCacheBytes(env.PAGE_CACHE_MB * 1024 * 1024);
  setLogger(logger);
  logger.info({ backings: describeBackings(env) }, "starting");

  // The embedded database runs in its own thread: its queries never stall a request (decision 0044).
  const config = dbConfigFromEnv(env);
  const db = await openDb(config.kind === "pglite" ? { ...config, thread: true } : config);
  setDb(db);
  // The embedded database migrates and seeds itself; against Postgres migrations are a deploy step.
  if (db.kind === "pglite") await db.migrate();
  if (env.SEED_ON_START ?? db.kind === "pglite") {
    const report = await seedIfEmpty(db.db, storage());
    if (report) logger.info({ seed: report }, "seeded the demo catalogue");
  }

  let vite: ViteDevServer | undefined;
  if (options.dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true } });
  }
  const readiness = createReadiness({ env, db, logger });
  const app = await createApp({ env, logger, db, readiness: readiness.handler, vite });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(env.PORT, env.HOST, () => resolve(s)).once("error", reject);
  });
  const sockets = await attachSocketServer(server, env, logger);
  const maintenance = startTicketMaintenance(env, logger, db);
  const metricsListener = await startMetricsListener(env.METRICS_PORT, env.HOST, logger);
  const relay = await startInvalidationRelay(env, logger);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://${env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST}:${port}`;
  setListeningOrigin(url);
  logger.info({ url, metrics: metricsListener.url, backings: describeBackings(env) }, "listening");
  if (!env.PUBLIC_URL)
    logger.warn(
      { linksOrigin: url },
      "PUBLIC_URL is not set: e-mailed links point at this server's own address. Deployments must set PUBLIC_URL to the public https origin.",
    );
  if (keyMasterInDatabase(env))
    logger.warn(
      "KEY_ENCRYPTION_KEY is not set: the master key sealing the keys in stock is kept in the database itself, so any copy of it (a backup, a snapshot, DATA_DIR) opens every key. Before going public set KEY_ENCRYPTION_KEY (openssl rand -base64 48) and run npm run keys:rotate.",
    );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info("shutting down");
      // The proxy learns from /readyz to send traffic elsewhere; this instance keeps serving
      // what still arrives meanwhile.
      readiness.drain();
      if (env.DRAIN_SECONDS) await new Promise((resolve) => setTimeout(resolve, env.DRAIN_SECONDS * 1000));
      await maintenance.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Sockets end first (clients reconnect to another instance, or to this one after a restart).
      await sockets.close();
      server.closeIdleConnections();
      // Requests in flight get 10 s to finish before their connections are cut.
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      force.unref();
      await closed;
      clearTimeout(force);
      await vite?.close();
      await db.close();
      setDb(undefined);
      setListeningOrigin(undefined);
      await relay.stop();
      await closeRedis();
      await metricsListener.close();
      logger.info("stopped");
    })());
  return { server, sockets, url, metricsUrl: metricsListener.url, db, logger, stop };
}
