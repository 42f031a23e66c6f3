import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { migrationsFolder } from "./client.server";
import { singleton } from "~/utils/singleton.server";
import { executedRows } from "./json-rows.server";

// Read once per process: the build's migrations do not change while it runs.
const journal = singleton("migrationJournal", () => ({ newest: undefined as number | undefined }));

/** When the newest migration this build carries was generated (drizzle/meta/_journal.json). */
export function buildMigration(): number {
  if (journal.newest === undefined) {
    const { entries } = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
    ) as { entries: { when: number }[] };
    journal.newest = Math.max(...entries.map((entry) => entry.when));
  }
  return journal.newest;
}

/**
 * The newest migration the database applied (Drizzle's migrator records each with its journal
 * time), or null when it was never migrated.
 */
export async function appliedMigration(db: Db): Promise<number | null> {
  try {
    const [row] = executedRows<{ at: string | number | null }>(
      await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
    );
    return row?.at === null || row?.at === undefined ? null : Number(row.at);
  } catch {
    return null; // no migrations table: never migrated
  }
}

/**
 * Throws unless the database holds every migration of this build: against Postgres migrations are
 * a deploy step, and an instance whose database is behind answers 500 on every page — it must not
 * read as ready (/readyz).
 */
export async function assertSchemaCurrent(db: Db) {
  const applied = await appliedMigration(db);
  if (applied === null || applied < buildMigration())
    throw new Error(
      applied === null
        ? "the database was never migrated (npm run db:migrate)"
        : "the database's schema is behind this build (npm run db:migrate)",
    );
}
