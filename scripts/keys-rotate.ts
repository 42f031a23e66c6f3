// npm run keys:rotate (production image: node build/server/keys-rotate.js): moves the keys in stock
// under KEY_ENCRYPTION_KEY and removes the master the embedded default kept in the database.
import { dbConfigFromEnv, openDb } from "../app/db/client.server";
import { env } from "../app/env.server";
import { rotateKeys } from "../app/services/stock/key-rotation.server";

const e = env();
const db = await openDb(dbConfigFromEnv(e));
try {
  if (db.kind === "pglite") await db.migrate();
  const report = await rotateKeys(db.db);
  console.log(
    `keys rotated: ${report.resealed} sealed again under KEY_ENCRYPTION_KEY, ${report.current} already under it` +
      (report.storedMasterRemoved ? "; the master kept in the database was removed" : ""),
  );
  if (e.KEY_ENCRYPTION_KEY_PREVIOUS)
    console.log("KEY_ENCRYPTION_KEY_PREVIOUS is no longer needed: unset it.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
