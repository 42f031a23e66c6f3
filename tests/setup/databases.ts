// Vitest's global setup: migrates and seeds the demo catalogue once for the whole run — into a
// dumped PGlite data folder and, with TEST_DATABASE_URL, into Postgres template databases — so a
// suite copies a ready database (CREATE DATABASE … TEMPLATE, PGlite's loadDataDir) in about a
// second instead of migrating, seeding and hashing the artwork itself. Seeding here also renders
// the seed pictures once into the shared cache before the parallel workers start.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { promisify } from "node:util";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import type { PreparedDatabases } from "../support/databases";

export default async function prepareDatabases(project: TestProject) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "tests/support/prepare-databases.ts"],
    { env: { ...process.env, RUN_ID: String(process.pid) }, maxBuffer: 16 * 1024 * 1024 },
  );
  const prepared = JSON.parse(stdout.trim().split("\n").at(-1)!) as PreparedDatabases;
  project.provide("databases", prepared);

  return async () => {
    await fs.rm(prepared.pgliteSeeded, { force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    for (const name of [prepared.postgresMigrated, prepared.postgresSeeded])
      if (name) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
