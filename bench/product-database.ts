import fs from "node:fs/promises";
import path from "node:path";
import { openDb } from "~/db/client.server";
import { cheats, games } from "~/db/schema";

/**
 * A fresh embedded database in `dataDir`, migrated, holding one published product of one game:
 * what the sales and key-search benches sell from. The caller closes the handle.
 */
export async function benchProductDatabase(dataDir: string) {
  await fs.rm(dataDir, { recursive: true, force: true });
  const handle = await openDb({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  await handle.migrate();
  const [game] = await handle.db.insert(games).values({ slug: "bench-game" }).returning();
  const [cheat] = await handle.db
    .insert(cheats)
    .values({ slug: "bench-esp", name: "Bench ESP", gameId: game.id, isPublished: true })
    .returning();
  return { handle, db: handle.db, cheat };
}
