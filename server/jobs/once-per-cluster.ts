import { sql } from "drizzle-orm";
import type { DbHandle } from "../../app/db/client.server";

/**
 * Runs `work` on one instance of the cluster at a time: the instance that takes the Postgres
 * advisory lock named `job` does it, the others skip this round (answering undefined). The lock
 * is transaction-scoped, so it is released when the work ends — or when the instance dies and
 * its connection drops — and never needs an unlock that a crash could miss. The work itself runs
 * on the pool's other connections. The embedded PGlite is one process with one connection: it
 * runs the work as before.
 */
export async function oncePerCluster<T>(handle: DbHandle, job: string, work: () => Promise<T>) {
  if (handle.kind === "pglite") return work();
  return handle.db.transaction(async (tx) => {
    const rows = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${`nocturn:${job}`})) as locked`,
    );
    const [row] = Array.isArray(rows) ? rows : (rows as { rows: { locked: boolean }[] }).rows;
    return row?.locked ? await work() : undefined;
  });
}
