import { randomBytes } from "node:crypto";
import postgres from "postgres";

/**
 * A fresh database on the real Postgres at `base` (TEST_DATABASE_URL unless told; the benchmark
 * passes BENCH_DATABASE_URL), empty or a copy of `template`; null when there is no Postgres.
 */
export async function createPostgresDatabase(
  base = process.env.TEST_DATABASE_URL,
  prefix = "test",
  template?: string,
): Promise<{ url: string; dispose(): Promise<void> } | null> {
  if (!base) return null;
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = () => postgres(base, { max: 1, onnotice: () => {} });
  const sql = admin();
  await sql.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
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
