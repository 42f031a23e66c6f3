import fs from "node:fs/promises";
import { inject } from "vitest";
import { openDb, type DbHandle } from "~/db/client.server";
import { createPostgresDatabase } from "./postgres-database";

export { createPostgresDatabase };

/** What tests/setup/templates.ts prepared once for the whole run (read with `inject`). */
export interface PreparedDatabases {
  /** The dumped data folder of a migrated and seeded PGlite. */
  pgliteSeeded: string;
  /** Postgres databases to copy from, when TEST_DATABASE_URL is set. */
  postgresMigrated: string | null;
  postgresSeeded: string | null;
}

declare module "vitest" {
  export interface ProvidedContext {
    databases: PreparedDatabases;
  }
}

export type Backing = "pglite" | "postgres";

export interface TestDatabase {
  name: Backing;
  /** An empty database: nothing migrated. */
  open(): Promise<DbHandle>;
  /** A migrated and seeded database, copied from the run's template (no seeding per suite). */
  openSeeded(): Promise<DbHandle>;
  /** Drops what open() or openSeeded() created. */
  dispose(): Promise<void>;
}

/** The run's prepared databases; undefined outside vitest (the benchmark). */
function prepared(): PreparedDatabases {
  return inject("databases");
}

/** A PGlite holding a copy of the run's seeded database, in memory or in the folder `dataDir`. */
export async function openSeededPglite(dataDir = "memory://") {
  const dump = await fs.readFile(prepared().pgliteSeeded);
  return openDb({ kind: "pglite", dataDir, from: new Blob([dump]) });
}

function pglite(): TestDatabase {
  return {
    name: "pglite",
    open: () => openDb({ kind: "pglite", dataDir: "memory://" }),
    openSeeded: () => openSeededPglite(),
    dispose: async () => {},
  };
}

function postgresDb(): TestDatabase {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> = null;
  const open = async (template: string | null) => {
    created = await createPostgresDatabase(undefined, "test", template ?? undefined);
    return openDb({ kind: "postgres", url: created!.url });
  };
  return {
    name: "postgres",
    open: () => open(null),
    openSeeded: () => open(prepared().postgresSeeded),
    dispose: async () => created?.dispose(),
  };
}

/**
 * The databases a suite runs against. Postgres is what production runs, so with TEST_DATABASE_URL
 * set (as .ci/run does) every suite runs there; without it, on embedded PGlite. Suites whose
 * subject is the SQL itself — migrations, locking and exactly-once delivery, the live desk's
 * writes, query plans — pass `{ both: true }` and run on PGlite as well, since PGlite is the
 * embedded default a newcomer's `npm start` uses. TEST_POSTGRES_ONLY leaves PGlite out (CI's
 * pass on the machine's services, after a pass on the embedded defaults).
 */
export function testDatabases({ both = false }: { both?: boolean } = {}): TestDatabase[] {
  if (!process.env.TEST_DATABASE_URL) return [pglite()];
  // CI's second pass (.ci/run): its first ran every suite on PGlite already.
  if (process.env.TEST_POSTGRES_ONLY) return [postgresDb()];
  return both ? [pglite(), postgresDb()] : [postgresDb()];
}

/** The backings a live server suite runs on, by the same rule as testDatabases. */
export function liveBackings({ both = false }: { both?: boolean } = {}): Backing[] {
  return testDatabases({ both }).map((d) => d.name);
}

/** A migrated, empty Postgres database copied from the run's template (for live servers). */
export function createMigratedPostgres() {
  return createPostgresDatabase(undefined, "test", prepared().postgresMigrated ?? undefined);
}

/** A migrated and seeded Postgres database copied from the run's template. */
export function createSeededPostgres() {
  return createPostgresDatabase(undefined, "test", prepared().postgresSeeded ?? undefined);
}
