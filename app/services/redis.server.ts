import { createClient, type RedisClientType } from "redis";
import { env } from "~/env.server";
import { singleton } from "~/utils/singleton.server";

const store = singleton("redis", () => ({}) as { client?: Promise<RedisClientType> });

/** The shared Redis connection when REDIS_URL is set; null on the embedded defaults. */
export function redis(): Promise<RedisClientType> | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  store.client ??= (async () => {
    const client = createClient({ url }) as RedisClientType;
    // Errors surface on the commands that fail; a reconnect loop must not crash the process.
    client.on("error", () => {});
    await client.connect();
    return client;
  })().catch((error) => {
    store.client = undefined;
    throw error;
  });
  return store.client;
}

/** Closes the shared connection (server shutdown, test teardown). */
export async function closeRedis() {
  const pending = store.client;
  store.client = undefined;
  if (pending) await (await pending).quit().catch(() => {});
}
