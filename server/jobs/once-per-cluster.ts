import { sql } from "drizzle-orm";
import type { DbHandle } from "../../app/db/client.server";
import { executedRows } from "../../app/db/json-rows.server";
import { jobLocks } from "../../app/db/schema";

/** How long a round may hold its lock before another instance may take it (the holder died). */
export const ROUND_LEASE_MS = 5 * 60 * 1000;

/**
 * Runs `work` on one instance of the cluster at a time: the instance that takes the round's lease
 * row (`job_locks`, one statement) does it, the others skip this round (answering undefined); the
 * lease is handed back when the work ends. No transaction or pooled connection is held while the
 * work waits on a mail server or Digiseller; an instance that dies mid-round holds the lease until
 * it runs out (ROUND_LEASE_MS), and the services re-check each row under its own lock, so even a
 * round that outlives its lease never does a row's work twice. The embedded PGlite is one process:
 * it runs the work as before.
 */
export async function oncePerCluster<T>(handle: DbHandle, job: string, work: () => Promise<T>) {
  if (handle.kind === "pglite") return work();
  const name = `nocturn:${job}`;
  const taken = executedRows<{ name: string }>(
    await handle.db.execute(sql`
      insert into ${jobLocks} (name, held_until)
      values (${name}, now() + make_interval(secs => ${ROUND_LEASE_MS / 1000}))
      on conflict (name) do update set held_until = excluded.held_until
        where ${jobLocks.heldUntil} < now()
      returning name`),
  );
  if (!taken.length) return undefined;
  try {
    return await work();
  } finally {
    await handle.db.execute(sql`update ${jobLocks} set held_until = now() where name = ${name}`);
  }
}
