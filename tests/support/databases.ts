import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDb, type DbHandle } from "~/db/client.server";

export interface TestDatabase {
  name: string;
  open(): Promise<DbHandle>;
  /** Drops what open() created. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database on the real Postgres at `base` (TEST_DATABASE_URL unless told; the
 * benchmark passes BENCH_DATABASE_URL); null when there is none.
 */
export async function createPostgresDatabase(
  base = process.env.TEST_DATABASE_URL,
  prefix = "test",
): Promise<{ url: string; dispose(): Promise<void> } | null> {
  if (!base) return null;
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = () => postgres(base, { max: 1, onnotice: () => {} });
  const sql = admin();
  await sql.unsafe(`create database ${name}`);
  await sql.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      const drop = admin();
      await drop.unsafe(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * The databases the suites run against: embedded PGlite in memory always, and a fresh database
 * on the real Postgres at TEST_DATABASE_URL when it is set (as .ci/run does).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: "pglite", open: () => openDb({ kind: "pglite", dataDir: "memory://" }), dispose: async () => {} },
  ];
  if (process.env.TEST_DATABASE_URL) {
    let created: Awaited<ReturnType<typeof createPostgresDatabase>> = null;
    list.push({
      name: "postgres",
      async open() {
        created = await createPostgresDatabase();
        return openDb({ kind: "postgres", url: created!.url });
      },
      dispose: async () => created?.dispose(),
    });
  }
  return list;
}
