import fs from "node:fs/promises";
import path from "node:path";
import type { PGlite as PGliteClient } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sharedSlot } from "~/utils/singleton.server";
import { assertDriverRepaired } from "./driver-repair.server";
import { openPgliteThread } from "./pglite-thread.server";
import { trackPoolUsage, type PoolUsage } from "./pool-usage.server";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The query builder, the same type whether PGlite or postgres.js is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction's callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DbConfig =
  | { kind: "postgres"; url: string; poolSize?: number }
  | {
      kind: "pglite";
      dataDir: string;
      /** A dumped data folder (`dumpDataDir`) to start from: the tests' prepared database. */
      from?: Blob;
      /** Run it in its own thread (the server: its queries then never stall a request, decision 0044). */
      thread?: boolean;
    };

export interface DbHandle {
  db: Db;
  kind: DbConfig["kind"];
  /** Applies the migrations in drizzle/. */
  migrate(): Promise<void>;
  /** Postgres only: its pool's connections in use and queries waiting (the metrics' gauges). */
  pool?: PoolUsage;
  /** PGlite only: the whole data folder as a tarball (loaded again through `from`). */
  dump?(): Promise<Blob>;
  /** A trivial round trip, for /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Folder of the generated SQL migrations (drizzle/ at the project root). */
export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/**
 * The embedded database's buffer cache. Postgres's default of 128 MB is made for a server with the
 * disk behind it; PGlite's files already live in this process (in memory, or in the OS's page
 * cache), and the shop's data is a few MB, so 16 MB holds all of it: measured, the process's
 * resident memory went 80–145 MB down, the answers and the cold render's speed the same (decision
 * 0038).
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/** Opens a database: postgres.js for a URL, PGlite (files or memory://) otherwise. */
export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.kind === "postgres") {
    assertDriverRepaired();
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // Connections this instance opens at most (DATABASE_POOL_SIZE; docs/capacity.md).
    const size = config.poolSize ?? 10;
    const client = postgres(config.url, { max: size, onnotice: () => {} });
    const pool = trackPoolUsage(client, size);
    const db = drizzle(client, { schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      pool,
      migrate: () => migrate(db, { migrationsFolder }),
      ping: async () => {
        await client`select 1`;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // PGlite does not create parent folders.
  if (config.dataDir !== "memory://") await fs.mkdir(path.dirname(config.dataDir), { recursive: true });
  const options = {
    dataDir: config.dataDir === "memory://" ? undefined : config.dataDir,
    from: config.from,
    startParams: ["-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const client = config.thread
    ? await openPgliteThread(options)
    : await PGlite.create({
        dataDir: options.dataDir,
        loadDataDir: options.from,
        startParams: [...PGlite.defaultStartParams, ...options.startParams],
      });
  // The thread's handle has the calls the driver makes (query, transaction, exec), not PGlite's type.
  const db = drizzle({ client: client as PGliteClient, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder }),
    dump: () => client.dumpDataDir("none"),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

// One handle per process, shared by the Express wrapper and the Remix server build (separate
// module graphs, and re-evaluated by Vite in development).
const current = sharedSlot<DbHandle>("db");

/** Makes `handle` the process's database. */
export function setDb(handle: DbHandle | undefined) {
  current.set(handle);
}

/** The process's database handle; throws before the server has opened it. */
export function dbHandle(): DbHandle {
  const handle = current.get();
  if (!handle) throw new Error("The database is not open yet");
  return handle;
}

/** The open database's pool figures, if it has a pool (for the metrics scrape). */
export function poolUsage(): PoolUsage | undefined {
  return current.get()?.pool;
}

/** The process's query builder. */
export function db(): Db {
  return dbHandle().db;
}

/** The database an environment asks for: Postgres at DATABASE_URL, else embedded PGlite. */
export function dbConfigFromEnv(e: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
  PGLITE_DATA: string;
}): DbConfig {
  return e.DATABASE_URL
    ? { kind: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { kind: "pglite", dataDir: e.PGLITE_DATA };
}
