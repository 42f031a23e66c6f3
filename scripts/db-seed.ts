// Seeds the demo catalogue into DATABASE_URL (or the embedded database) when it is empty.
import path from "node:path";
import { dbConfigFromEnv, openDb } from "../app/db/client.server";
import { seedIfEmpty } from "../app/db/seed.server";
import { env } from "../app/env.server";

const e = env();
const db = await openDb(dbConfigFromEnv(e));
const report = await seedIfEmpty(db.db, path.join(e.DATA_DIR, "media"));
await db.close();
console.log(
  report ? `seeded: ${JSON.stringify(report)}` : "the database already has a catalogue: nothing seeded",
);
