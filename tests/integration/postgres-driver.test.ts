import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../support/databases";
import { hasServices } from "../support/machine-services";

/**
 * The PostgreSQL driver after the server drops a connection (a restart, a failover, the proxy):
 * with the repair of patches/postgres+3.4.9.patch the queries of that moment fail with an error
 * and the pool goes on; without it the next query hangs forever (or a late flush crashes the
 * process from a timer).
 */
const suite = "Postgres driver after a dropped connection";
describe.runIf(hasServices(suite, "postgres"))(suite, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: postgres.Sql;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    admin = postgres(database!.url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await admin?.end();
    await database?.dispose();
  });

  /** Settles within `ms` or says that it hung. */
  function within<T>(promise: Promise<T>, ms = 3000): Promise<T | "hung"> {
    let timer: NodeJS.Timeout;
    const hung = new Promise<"hung">((resolve) => (timer = setTimeout(resolve, ms, "hung")));
    return Promise.race([promise, hung]).finally(() => clearTimeout(timer));
  }
  const outcome = (query: Promise<unknown>) =>
    within(
      query.then(
        () => "ok",
        (error: { code?: string }) => error.code ?? "error",
      ),
    );

  it("fails the queries of the dropped connection and serves the next ones", async () => {
    const sql = postgres(database!.url, { max: 1, onnotice: () => {} });
    try {
      const [{ pid }] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
      // One query running and three pipelined behind it on the pool's only connection.
      const running = outcome(sql`select pg_sleep(0.3)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const queued = [1, 2, 3].map(() => outcome(sql`select 1`));
      await admin`select pg_terminate_backend(${pid})`;
      for (const result of [await running, ...(await Promise.all(queued))]) {
        expect(result).not.toBe("ok");
        expect(result).not.toBe("hung");
      }
      // Whatever arrives while the driver notices the close settles; the pool then recovers.
      const results: string[] = [];
      for (let i = 0; i < 4; i++) results.push(await outcome(sql`select 1`));
      expect(results).not.toContain("hung");
      expect(results.at(-1)).toBe("ok");
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  it("fails every later query of a reserved connection whose server went away", async () => {
    const sql = postgres(database!.url, { max: 1, onnotice: () => {} });
    const reserved = await sql.reserve();
    try {
      const [{ pid }] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await admin`select pg_terminate_backend(${pid})`;
      for (let i = 0; i < 3; i++) {
        const result = await outcome(reserved`select 1`);
        expect(["ok", "hung"]).not.toContain(result);
      }
    } finally {
      reserved.release();
      await sql.end({ timeout: 1 });
    }
  });
});

describe("the start-up check of the driver's repair", () => {
  it("passes the installed driver and refuses one installed without the patch", async () => {
    const { assertDriverRepaired, installedDriverRoot, DRIVER_REPAIR_MARK } =
      await import("~/db/driver-repair.server");
    expect(() => assertDriverRepaired()).not.toThrow();
    // A copy of the installed driver with the repair taken out, as `npm ci --ignore-scripts` leaves it.
    const root = mkdtempSync(path.join(os.tmpdir(), "driver-"));
    try {
      for (const build of ["src", "cjs/src"]) {
        const source = readFileSync(path.join(installedDriverRoot(), build, "connection.js"), "utf8");
        expect(source).toContain(DRIVER_REPAIR_MARK);
        mkdirSync(path.join(root, build), { recursive: true });
        writeFileSync(path.join(root, build, "connection.js"), source.replace(DRIVER_REPAIR_MARK, ""));
      }
      expect(() => assertDriverRepaired(root)).toThrow(
        /not repaired \(src\/connection\.js, cjs\/src\/connection\.js\)/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
