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
 * The databases the suites run against: embedded PGlite in memory always, and a fresh database
 * on the real Postgres at TEST_DATABASE_URL when it is set (as .ci/run does).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: "pglite", open: () => openDb({ kind: "pglite", dataDir: "memory://" }), dispose: async () => {} },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const dbName = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = () => postgres(url, { max: 1, onnotice: () => {} });
    list.push({
      name: "postgres",
      async open() {
        const sql = admin();
        await sql.unsafe(`create database ${dbName}`);
        await sql.end();
        const target = new URL(url);
        target.pathname = `/${dbName}`;
        return openDb({ kind: "postgres", url: target.toString() });
      },
      async dispose() {
        const sql = admin();
        await sql.unsafe(`drop database if exists ${dbName} with (force)`);
        await sql.end();
      },
    });
  }
  return list;
}
