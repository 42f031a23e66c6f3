import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { addressBucket } from "~/utils/address-bucket.server";
import { singleton } from "~/utils/singleton.server";
import { redis } from "./redis.server";

export interface LimitRule {
  /** Distinguishes the counters of different limits in a shared store. */
  name: string;
  points: number;
  durationSeconds: number;
}

// One set of counters per process, whichever module graph asks (Express wrapper or Remix build).
const limiters = singleton("rateLimiters", () => new Map<string, Promise<RateLimiterAbstract>>());

/** In-process counters by default; shared Redis counters when REDIS_URL is set (several instances). */
function limiter(rule: LimitRule) {
  const key = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
  let existing = limiters.get(key);
  if (!existing) {
    existing = (async () => {
      const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      const client = redis();
      if (!client) return new RateLimiterMemory(options);
      return new RateLimiterRedis({ ...options, storeClient: await client, useRedisPackage: true });
    })();
    limiters.set(key, existing);
  }
  return existing;
}

/** Counts one attempt against every key; false when any of them is over its limit. */
export async function consume(attempts: { rule: LimitRule; key: string }[]): Promise<boolean> {
  return (await consumeOrWait(attempts)) === 0;
}

/**
 * Like consume, for callers that tell the client when to retry: 0 when allowed, otherwise the
 * milliseconds until the refusing limit frees a point (later rules are not counted then).
 */
export async function consumeOrWait(attempts: { rule: LimitRule; key: string }[]): Promise<number> {
  for (const { rule, key } of attempts) {
    try {
      // A client address counts by its bucket: an IPv6 client by its /64.
      await (await limiter(rule)).consume(addressBucket(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext);
      throw error;
    }
  }
  return 0;
}

/** Forgets the limiters (tests switch stores between suites). */
export function resetLimiters() {
  limiters.clear();
}
