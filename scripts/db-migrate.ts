// Applies the migrations in drizzle/ to DATABASE_URL (or the embedded PGlite database).
import { dbConfigFromEnv, openDb } from "../app/db/client.server";
import { env } from "../app/env.server";

const e = env();
const db = await openDb(dbConfigFromEnv(e));
await db.migrate();
await db.close();
console.log(`migrations applied (${db.kind})`);
