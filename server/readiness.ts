import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { DbHandle } from "../app/db/client.server";
import { assertSchemaCurrent } from "../app/db/schema-version.server";
import type { Env } from "../app/env.server";
import { redis } from "../app/services/redis.server";
import { storage } from "../app/services/storage/store.server";

/** Each dependency's check gives up after this long: a hung one is as unready as a failed one. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

/**
 * `/readyz`: whether this instance should get traffic. Unlike `/healthz` (is the process alive,
 * cheap, for restarts) it checks what a request needs — the database and its schema (every
 * migration of this build applied), Redis when configured, the media storage — and answers 503 from the moment a shutdown begins, so the proxy stops routing
 * here while requests in flight finish (see `stop()` in start.ts and DRAIN_SECONDS).
 */
export function createReadiness({ env, db, logger }: { env: Env; db: DbHandle; logger: Logger }) {
  let draining = false;
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => db.ping(),
    // Every migration of this build applied (a fresh or older Postgres answers 500 on every page).
    schema: () => assertSchemaCurrent(db.db),
    ...(env.REDIS_URL ? { redis: async () => (await redis())!.ping() } : {}),
    storage: () => storage().check(),
  };
  const handler: RequestHandler = async (_req, res) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check());
          return [name, "ok"] as const;
        } catch (error) {
          logger.warn({ err: error, dependency: name }, "readiness check failed");
          return [name, "error"] as const;
        }
      }),
    );
    const ready = !draining && results.every(([, state]) => state === "ok");
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: draining ? "draining" : ready ? "ready" : "unready", ...Object.fromEntries(results) });
  };
  return {
    handler,
    /** From now on /readyz answers 503; the process keeps serving until it stops. */
    drain() {
      draining = true;
    },
  };
}
