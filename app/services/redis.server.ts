import { createClient, type RedisClientType } from "redis";
import { env } from "~/env.server";

const store = globalThis as typeof globalThis & { __redis?: Promise<RedisClientType> };

/** The shared Redis connection when REDIS_URL is set; null on the embedded defaults. */
export function redis(): Promise<RedisClientType> | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  store.__redis ??= (async () => {
    const client = createClient({ url }) as RedisClientType;
    // Errors surface on the commands that fail; a reconnect loop must not crash the process.
    client.on("error", () => {});
    await client.connect();
    return client;
  })().catch((error) => {
    store.__redis = undefined;
    throw error;
  });
  return store.__redis;
}

/** Closes the shared connection (server shutdown, test teardown). */
export async function closeRedis() {
  const pending = store.__redis;
  store.__redis = undefined;
  if (pending) await (await pending).quit().catch(() => {});
}
