// Seeds the demo catalogue into DATABASE_URL (or the embedded database) when it is empty.
import { dbConfigFromEnv, openDb } from "../app/db/client.server";
import { seedIfEmpty } from "../drizzle/seed/seed";
import { env } from "../app/env.server";
import { storeFromEnv } from "../app/services/storage/store.server";

const e = env();
const db = await openDb(dbConfigFromEnv(e));
const report = await seedIfEmpty(db.db, storeFromEnv(e));
await db.close();
console.log(
  report ? `seeded: ${JSON.stringify(report)}` : "the database already has a catalogue: nothing seeded",
);
