import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { createClient } from "redis";
import type { Env } from "~/env.server";
import { singleton } from "~/utils/singleton.server";
import { invalidateCache, setCacheTtlCap } from "./cache.server";
import { logger } from "./logger.server";
import { invalidatePages } from "./page-cache/page-store.server";
import { redis } from "./redis.server";

/**
 * Cache invalidation across instances. Every instance keeps its own data cache and page cache; a
 * write drops the entries it changed where it ran (`invalidate`) and publishes the tags on a
 * Redis channel, and every other instance drops the same entries when the message arrives. While
 * the subscription is down (Redis lost, restarting) nothing would arrive, so cached entries and
 * pages live at most DEGRADED_TTL_MS until it is back; on reconnecting the instance drops
 * everything, since it cannot know what it missed. Without REDIS_URL there is one instance and
 * nothing to relay.
 */

const CHANNEL = "nocturn:invalidate";
const DEGRADED_TTL_MS = 5_000;

const relay = singleton("invalidationRelay", () => ({ instanceId: randomUUID() }));

/** Drops the entries of `tags` (all, without tags) in this process's caches. */
export function invalidateHere(tags?: readonly string[]) {
  if (!tags) invalidateCache();
  else for (const tag of new Set(tags)) invalidateCache(tag);
  invalidatePages(tags);
}

/** Tells the other instances to drop `tags` too; a failure is logged (they catch up by TTL). */
export function publishInvalidation(tags: readonly string[]) {
  const client = redis();
  if (!client) return;
  client
    .then((c) => c.publish(CHANNEL, JSON.stringify({ from: relay.instanceId, tags })))
    .catch((error: unknown) => logger().warn({ err: error, tags }, "cache invalidation not published"));
}

/** Subscribes this instance to the others' invalidations (server start). */
export async function startInvalidationRelay(env: Env, log: Logger) {
  if (!env.REDIS_URL) return { stop: async () => {} };
  const subscriber = createClient({ url: env.REDIS_URL });
  let degraded = false;
  const degrade = (reason: string, error?: unknown) => {
    if (degraded) return;
    degraded = true;
    setCacheTtlCap(DEGRADED_TTL_MS);
    log.warn({ err: error, reason }, "cache invalidations from other instances lost: short cache lifetimes");
  };
  subscriber.on("error", (error: unknown) => degrade("error", error));
  subscriber.on("reconnecting", () => degrade("reconnecting"));
  subscriber.on("ready", () => {
    if (!degraded) return;
    degraded = false;
    setCacheTtlCap(null);
    invalidateHere();
    log.info("cache invalidations from other instances back: caches dropped once");
  });
  const onMessage = (message: string) => {
    try {
      const { from, tags } = JSON.parse(message) as { from: string; tags: string[] };
      if (from !== relay.instanceId && Array.isArray(tags)) invalidateHere(tags);
    } catch (error) {
      log.warn({ err: error }, "malformed cache invalidation ignored");
    }
  };
  try {
    await subscriber.connect();
    await subscriber.subscribe(CHANNEL, onMessage);
  } catch (error) {
    // The client keeps reconnecting (and resubscribes); meanwhile caches are short-lived.
    degrade("connect", error);
  }
  return {
    async stop() {
      setCacheTtlCap(null);
      await subscriber.quit().catch(() => subscriber.disconnect().catch(() => {}));
    },
  };
}
