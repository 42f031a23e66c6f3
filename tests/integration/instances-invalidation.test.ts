import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "~/db/client.server";
import * as s from "~/db/schema";
import { seedIfEmpty } from "~/db/seed.server";
import { diskStore } from "~/services/storage/disk-store.server";
import { randomToken, sha256 } from "~/services/auth/tokens.server";
import { createPostgresDatabase } from "../support/databases";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/*
 * Two instances on one Postgres and one Redis, each with its own data and page caches: a status
 * changed through one is what the other answers on its next request, because the writer
 * publishes the invalidation and the other drops its cached copy (decision 0026). Without the
 * relay the second instance would keep the old status for the cache's full minute.
 */
const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(ready)("two instances over Redis", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DbHandle;
  let first: ServerProcess;
  let second: ServerProcess;
  const secret = `nct_${randomToken()}`;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDb({ kind: "postgres", url: database!.url });
    await handle.migrate();
    await seedIfEmpty(handle.db, diskStore(path.resolve("tmp/test-media")));
    const [owner] = await handle.db.select().from(s.users).where(eq(s.users.role, "owner"));
    await handle.db
      .insert(s.apiTokens)
      .values({ name: "instances test", scope: "write", tokenHash: sha256(secret), createdBy: owner.id });
    const instance = () =>
      startServerProcess(["--import", "tsx", "server/index.ts"], {
        DATABASE_URL: database!.url,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        DATA_DIR: "tmp/test-instances",
        METRICS_PORT: "0",
      });
    [first, second] = await Promise.all([instance(), instance()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await handle?.close();
    await database?.dispose();
  });

  it("shows a status written through one instance on the other's next request", async () => {
    const [cheat] = await handle.db.select().from(s.cheats).where(eq(s.cheats.slug, "phantom-esp"));
    const read = async (instance: ServerProcess) => {
      const response = await fetch(`${instance.url}/api/cheats/slugs/iron-frontier/phantom-esp`);
      return ((await response.json()) as { status: number }).status;
    };
    // Both instances have the product cached now.
    expect(await read(first)).toBe(cheat.status);
    expect(await read(second)).toBe(cheat.status);
    const next = cheat.status === 4 ? 1 : 4;
    const changed = await fetch(`${first.url}/api/admin/cheats/${cheat.id}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status: next, note: "checked after the patch" }),
    });
    expect(changed.status).toBe(200);
    expect(await read(first)).toBe(next);
    // The other instance hears of it over Redis within a second.
    await expect.poll(() => read(second), { timeout: 1_000, interval: 50 }).toBe(next);
  });
});
