import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { executedRows } from "~/db/json-rows.server";
import { appSecrets, users } from "~/db/schema";

/**
 * The embedded database in its own thread (decision 0044), as the server opens it: the same
 * answers as in-process PGlite, one connection's semantics (a transaction holds it), and the
 * server's thread free while a query runs.
 */
describe("the embedded database in its own thread", () => {
  let thread: DbHandle;
  let inProcess: DbHandle;

  beforeAll(async () => {
    [thread, inProcess] = await Promise.all([
      openDb({ kind: "pglite", dataDir: "memory://", thread: true }),
      openDb({ kind: "pglite", dataDir: "memory://" }),
    ]);
    await Promise.all([thread.migrate(), inProcess.migrate()]);
  });

  afterAll(async () => {
    await Promise.all([thread?.close(), inProcess?.close()]);
  });

  it("answers as in-process PGlite does: dates, bytes, JSON and nulls", async () => {
    const createdAt = new Date("2026-11-29T10:11:12.345Z");
    const rows = await Promise.all(
      [thread, inProcess].map(async ({ db }) => {
        await db.insert(users).values({ login: "same-answers", createdAt });
        const [row] = await db.select().from(users).where(eq(users.login, "same-answers"));
        const [raw] = executedRows<{ j: unknown; n: unknown; b: Uint8Array }>(
          await db.execute(
            sql`select json_build_object('a', 1, 'b', ${"ё"}::text) as j, null::int as n, decode('0001faff', 'hex') as b`,
          ),
        );
        return { row, raw };
      }),
    );
    expect(rows[0].row.createdAt).toEqual(createdAt);
    // Every column the same kind of value (defaults such as "now" differ between the two databases).
    const kinds = (row: object) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value?.constructor?.name ?? value]));
    expect(kinds(rows[0].row)).toEqual(kinds(rows[1].row));
    expect({ ...rows[0].raw, b: [...rows[0].raw.b] }).toEqual({
      j: { a: 1, b: "ё" },
      n: null,
      b: [0, 1, 250, 255],
    });
    expect(rows[0].raw).toEqual(rows[1].raw);
  });

  it("carries Postgres's errors with their codes, and rolls a failed transaction back", async () => {
    await thread.db.insert(appSecrets).values({ name: "thread-unique", value: "one" });
    const duplicate = await thread.db
      .insert(appSecrets)
      .values({ name: "thread-unique", value: "two" })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(((duplicate as Error).cause as Error).message).toMatch(/duplicate key/);

    const failed = await thread.db
      .transaction(async (tx) => {
        await tx.insert(appSecrets).values({ name: "thread-rolled-back", value: "x" });
        await tx.insert(appSecrets).values({ name: "thread-unique", value: "three" });
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failed)).toBe(true);
    const [{ value }] = await thread.db
      .select({ value: count() })
      .from(appSecrets)
      .where(eq(appSecrets.name, "thread-rolled-back"));
    expect(value).toBe(0);
  });

  it("holds the connection for a transaction: a query asked meanwhile sees only what was committed", async () => {
    let seenDuring: Promise<number> | undefined;
    await thread.db
      .transaction(async (tx) => {
        await tx.insert(appSecrets).values({ name: "thread-uncommitted", value: "x" });
        // Asked outside the transaction while it is open: it must wait, not run inside it.
        seenDuring = thread.db
          .select({ value: count() })
          .from(appSecrets)
          .where(eq(appSecrets.name, "thread-uncommitted"))
          .then(([row]) => row.value);
        await tx.execute(sql`select pg_sleep(0.05)`);
        throw new Error("changed my mind");
      })
      .catch(() => {});
    expect(await seenDuring).toBe(0);
  });

  it("leaves the server's thread free while a query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      // A query of a few hundred milliseconds: in-process it would hold the event loop throughout.
      await thread.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(5);
  });

  it("dumps its data, which a new database starts from; after closing it refuses clearly", async () => {
    await thread.db.insert(appSecrets).values({ name: "thread-dumped", value: "kept" });
    const copy = await openDb({
      kind: "pglite",
      dataDir: "memory://",
      thread: true,
      from: await thread.dump!(),
    });
    const [row] = await copy.db.select().from(appSecrets).where(eq(appSecrets.name, "thread-dumped"));
    expect(row.value).toBe("kept");
    await copy.close();
    const refused = await copy.db
      .select()
      .from(appSecrets)
      .catch((error: Error) => error);
    expect(((refused as Error).cause as Error).message).toMatch(/thread ended/);
  });
});
