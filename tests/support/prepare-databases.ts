// Migrates and seeds the demo catalogue once for a whole vitest run (tests/setup/databases.ts runs
// it in a process of its own: the art tool loads packages as plain Node does).
// Prints the prepared databases as JSON on its last line.
import fs from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { openDb, setDb } from "~/db/client.server";
import { seedDatabase } from "../../drizzle/seed/seed";
import { parseEnv, setEnv } from "~/env.server";
import { ensureSeedPictures } from "../../drizzle/seed/art/seed-art";
import { diskStore } from "~/services/storage/disk-store.server";
import type { PreparedDatabases } from "./databases";

/** Prefix of the template databases; ones a killed run left behind are dropped first. */
const TEMPLATE_PREFIX = "tpl";

async function prepare(): Promise<PreparedDatabases> {
  // `npm test` draws them beside the typecheck; a single file run on a fresh clone draws them here.
  await ensureSeedPictures();
  // The seed seals its demo keys with the key vault, which reads the environment.
  setEnv(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "tmp/test-setup" }));
  const media = diskStore(path.resolve("tmp/test-media"));
  const folder = path.resolve("tmp/test-templates");
  await fs.mkdir(folder, { recursive: true });

  const lite = await openDb({ kind: "pglite", dataDir: "memory://" });
  await lite.migrate();
  setDb(lite);
  await seedDatabase(lite.db, media);
  const pgliteSeeded = path.join(folder, `pglite-seeded-${process.env.RUN_ID}.tar`);
  await fs.writeFile(pgliteSeeded, Buffer.from(await (await lite.dump!()).arrayBuffer()));
  await lite.close();
  setDb(undefined);

  const base = process.env.TEST_DATABASE_URL;
  const names = {
    migrated: `${TEMPLATE_PREFIX}_migrated_${process.env.RUN_ID}`,
    seeded: `${TEMPLATE_PREFIX}_seeded_${process.env.RUN_ID}`,
  };
  const admin = base ? postgres(base, { max: 1, onnotice: () => {} }) : null;
  if (admin && base) {
    // Templates a killed run left behind.
    const stale = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${TEMPLATE_PREFIX}\\_%`}`;
    for (const { datname } of stale) await admin.unsafe(`drop database if exists ${datname} with (force)`);
    for (const [kind, name] of Object.entries(names)) {
      await admin.unsafe(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const handle = await openDb({ kind: "postgres", url: url.toString(), poolSize: 1 });
      await handle.migrate();
      if (kind === "seeded") {
        setDb(handle);
        await seedDatabase(handle.db, media);
        setDb(undefined);
      }
      // A template can be copied only while nobody is connected to it.
      await handle.close();
    }
  }
  setEnv(undefined);

  await admin?.end();
  return {
    pgliteSeeded,
    postgresMigrated: admin ? names.migrated : null,
    postgresSeeded: admin ? names.seeded : null,
  };
}

const prepared = await prepare();
process.stdout.write(`${JSON.stringify(prepared)}\n`);
