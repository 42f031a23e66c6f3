import { eq } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { appSecrets } from "~/db/schema";
import { singleton } from "~/utils/singleton.server";
import { randomToken } from "./auth/tokens.server";

// Per database: a process that switches databases (the test suites) never signs with another's key.
const caches = singleton("appSecrets", () => ({
  byDb: new WeakMap<object, Map<string, Promise<string | null>>>(),
}));

function cacheOf(database: object) {
  let cache = caches.byDb.get(database);
  if (!cache) caches.byDb.set(database, (cache = new Map()));
  return cache;
}

/**
 * A secret by name: the environment's value when given, else one generated on first use and kept
 * in the database, so every instance on the same database signs and verifies alike.
 */
export function appSecret(
  name: string,
  fromEnv: string | undefined,
  generate: () => string = () => randomToken(32),
  database?: Pick<Db, "insert" | "select">,
): Promise<string> {
  if (fromEnv) return Promise.resolve(fromEnv);
  const read = async (from: Pick<Db, "insert" | "select">) => {
    await from.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
    const [row] = await from.select().from(appSecrets).where(eq(appSecrets.name, name));
    return row.value;
  };
  // A given database (the seed's transaction) is read as it is: the cache belongs to db().
  if (database) return read(database);
  return cachedRead(name, () => read(db()));
}

/**
 * A secret kept in the database, or null — read, never generated (the embedded default's key
 * master once KEY_ENCRYPTION_KEY is set, until the rotation removes it). Cached like appSecret;
 * a given database (the seed's transaction) is read as it is — on PGlite's one connection, a read
 * outside the transaction would wait for it forever (the embedded start hung and exited 13).
 */
export function storedSecret(name: string, database?: Pick<Db, "select">): Promise<string | null> {
  const read = async (from: Pick<Db, "select">) => {
    const [row] = await from
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, name));
    return row?.value ?? null;
  };
  if (database) return read(database);
  return cachedRead(`stored:${name}`, () => read(db()));
}

/** One read per slot of the current database, shared by every caller; a failed read is retried. */
function cachedRead<T extends string | null>(slot: string, read: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db());
  let pending = cache.get(slot) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    pending.catch(() => cache.delete(slot));
    cache.set(slot, pending);
  }
  return pending;
}

/** Forgets cached secrets (a suite switched databases). */
export function resetSecretCache() {
  caches.byDb = new WeakMap();
}
