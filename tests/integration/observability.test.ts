import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { db, openDb, setDb } from "~/db/client.server";
import { executedRows } from "~/db/json-rows.server";
import { appliedMigration, assertSchemaCurrent, buildMigration } from "~/db/schema-version.server";
import { parseEnv } from "~/env.server";
import { metrics } from "~/services/observability/metrics.server";
import { oncePerCluster } from "../../server/jobs/once-per-cluster";
import { startServer, type Running } from "../../server/start";
import { createPostgresDatabase } from "../support/databases";

/*
 * Running several instances: /readyz and draining, the request id, the Prometheus scrape on its
 * own port, and periodic jobs done by one instance at a time (decision 0026).
 */

/**
 * A port for the metrics listener that no other suite's server asks for, below the range the
 * system hands out to outgoing connections and port-0 listeners (32768 and up on Linux): a port
 * from that range can be taken by any socket of the moment.
 */
const metricsPort = 20_000 + (process.pid % 12_000);

describe("an instance's readiness, request ids and metrics", () => {
  let running: Running;
  // The instance's log lines at warn and above, as a log shipper would read them.
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    running = await startServer(
      parseEnv({
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: "tmp/test-observability",
        PGLITE_DATA: "memory://",
        SEED_ON_START: "true",
        LOG_LEVEL: "warn",
        METRICS_PORT: String(metricsPort),
        // Steam sign-in on: a refused callback is a service's warning inside a request.
        STEAM_API_KEY: "observability-test",
        DRAIN_SECONDS: "0.5",
        TICKET_AUTO_CLOSE_CHECK_SECONDS: "0",
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      }),
      { logger: pino({ level: "warn" }, { write: (line: string) => void logLines.push(JSON.parse(line)) }) },
    );
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
  });

  it("is ready when the database, Redis and storage answer", async () => {
    const response = await fetch(`${running.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "ready",
      database: "ok",
      schema: "ok",
      storage: "ok",
      ...(process.env.TEST_REDIS_URL ? { redis: "ok" } : {}),
    });
  });

  it("is not ready while its database lacks a migration of this build, and ready once it has it", async () => {
    const [newest] = executedRows<{ id: number; hash: string; created_at: string }>(
      await db().execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    await db().execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const behind = await fetch(`${running.url}/readyz`);
      expect(behind.status).toBe(503);
      expect(await behind.json()).toMatchObject({ status: "unready", database: "ok", schema: "error" });
    } finally {
      await db().execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
  });

  it("gives every answer a request id, keeping a proxy's plain one and replacing anything else", async () => {
    const fresh = (await fetch(`${running.url}/healthz`)).headers.get("x-request-id");
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${running.url}/healthz`, { headers: { "X-Request-Id": "edge-7f3a.42" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a.42");
    const forged = await fetch(`${running.url}/healthz`, { headers: { "X-Request-Id": "a\tb ${x}" } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes a service's log lines inside a request with that request's id", async () => {
    const response = await fetch(`${running.url}/api/users/steam-login?openid.mode=cancel`, {
      headers: { "X-Request-Id": "edge-steam-1" },
      redirect: "manual",
    });
    expect(response.headers.get("x-request-id")).toBe("edge-steam-1");
    const refused = logLines.find((line) => line.msg === "social sign-in refused");
    expect(refused).toMatchObject({ reqId: "edge-steam-1", provider: "steam" });
    // Outside a request (start-up, jobs) lines carry no request id.
    expect(
      logLines.filter((line) => line.msg !== "social sign-in refused").every((line) => !line.reqId),
    ).toBe(true);
  });

  it("exposes the named series on the metrics port and counts what happens", async () => {
    expect(running.metricsUrl).toBe(`http://127.0.0.1:${metricsPort}/metrics`);
    const scrape = async () => (await fetch(running.metricsUrl!)).text();
    const count = (text: string, series: string) =>
      Number(new RegExp(`^${series.replace(/[{}"]/g, "\\$&")} (\\d+)`, "m").exec(text)?.[1] ?? 0);
    const before = await scrape();
    // The same anonymous page twice: rendered once (a miss), then from the page cache (a hit).
    for (let i = 0; i < 2; i++) expect((await fetch(`${running.url}/en/faq`)).status).toBe(200);
    const after = await scrape();
    expect(count(after, 'page_cache_requests_total{result="hit"}')).toBeGreaterThan(
      count(before, 'page_cache_requests_total{result="hit"}'),
    );
    expect(count(after, 'data_cache_requests_total{result="miss"}')).toBeGreaterThan(0);
    // Labelled by the route that answered, never by the raw path.
    expect(after).toMatch(
      /http_request_duration_seconds_count\{route="en.faq",method="GET",status="200"\} [1-9]/,
    );
    expect(after).toMatch(
      /http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\}/,
    );
    await fetch(`${running.url}/en/no/such/page/${Date.now()}`);
    expect(await scrape()).not.toMatch(/route="\/en\/no\/such/);
    for (const series of [
      "socket_connections",
      "db_pool_connections_in_use",
      "db_pool_waiting",
      "ticket_message_delivery_seconds_bucket",
      "nodejs_eventloop_lag_seconds",
      "process_resident_memory_bytes",
    ])
      expect(after).toContain(series);
    // The scrape is not on the site's port.
    expect((await fetch(`${running.url}/metrics`)).headers.get("content-type")).not.toMatch(
      /openmetrics|version=0\.0\.4/,
    );
  });

  it("answers 503 on /readyz while draining after a stop, still serving, then closes", async () => {
    const stopped = running.stop();
    const draining = await fetch(`${running.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: "draining" });
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    await stopped;
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
  });
});

describe("periodic jobs on several instances", () => {
  it("run on one instance at a time on Postgres", async (context) => {
    const database = await createPostgresDatabase();
    if (!database) return context.skip();
    const [first, second] = await Promise.all([
      openDb({ kind: "postgres", url: database.url }),
      openDb({ kind: "postgres", url: database.url }),
    ]);
    await first.migrate();
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let runs = 0;
      const job = async () => {
        runs += 1;
        await held;
        return "done";
      };
      // The first instance takes the lock and works; the second skips this round.
      const working = oncePerCluster(first, "maintenance", job);
      await expect.poll(() => runs).toBe(1);
      await expect(oncePerCluster(second, "maintenance", job)).resolves.toBeUndefined();
      // Another job's lock is its own.
      await expect(oncePerCluster(second, "other", async () => "other")).resolves.toBe("other");
      release();
      await expect(working).resolves.toBe("done");
      // Released with the work: the second instance takes the next round.
      await expect(oncePerCluster(second, "maintenance", async () => "next")).resolves.toBe("next");
      expect(runs).toBe(1);
      // No transaction stays open while a round works (it may wait on a mail server).
      const during = oncePerCluster(first, "maintenance", async () => {
        const open = await second.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
        );
        return (Array.isArray(open) ? open : (open as { rows: { n: number }[] }).rows)[0].n;
      });
      await expect(during).resolves.toBe(0);
      // An instance that died mid-round holds the round until its lease runs out.
      await first.db.execute(sql`update job_locks set held_until = now() + interval '5 minutes'`);
      await expect(oncePerCluster(second, "maintenance", async () => "taken")).resolves.toBeUndefined();
      await first.db.execute(sql`update job_locks set held_until = now() - interval '1 second'`);
      await expect(oncePerCluster(second, "maintenance", async () => "taken")).resolves.toBe("taken");
    } finally {
      await Promise.all([first.close(), second.close()]);
      await database.dispose();
    }
  });

  it("run as before on the embedded database", async () => {
    const handle = await openDb({ kind: "pglite", dataDir: "memory://" });
    try {
      await expect(oncePerCluster(handle, "maintenance", async () => "done")).resolves.toBe("done");
    } finally {
      await handle.close();
    }
  });
});

describe("a Postgres whose schema is not this build's", () => {
  it("reads as never migrated, then current once migrated", async (context) => {
    const database = await createPostgresDatabase();
    if (!database) return context.skip();
    const handle = await openDb({ kind: "postgres", url: database.url });
    try {
      expect(await appliedMigration(handle.db)).toBeNull();
      await expect(assertSchemaCurrent(handle.db)).rejects.toThrow(/never migrated/);
      await handle.migrate();
      expect(await appliedMigration(handle.db)).toBe(buildMigration());
      await expect(assertSchemaCurrent(handle.db)).resolves.toBeUndefined();
    } finally {
      await handle.close();
      await database.dispose();
    }
  });
});

describe("the database pool's gauges", () => {
  it("count connections in use and work waiting for one on Postgres", async (context) => {
    const database = await createPostgresDatabase();
    if (!database) return context.skip();
    const handle = await openDb({ kind: "postgres", url: database.url });
    try {
      setDb(handle);
      const gauge = async (name: string) => {
        const text = await metrics().registry.getSingleMetricAsString(name);
        return Number(new RegExp(`^${name} (\\d+)`, "m").exec(text)?.[1]);
      };
      expect([await gauge("db_pool_connections_in_use"), await gauge("db_pool_waiting")]).toEqual([0, 0]);
      // Twelve queries and two transactions for a pool of ten: ten run, four wait.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const work = [
        // Drizzle's queries are lazy: Promise.resolve sends each now.
        ...Array.from({ length: 12 }, () => Promise.resolve(handle.db.execute(sql`select pg_sleep(0.4)`))),
        ...Array.from({ length: 2 }, () =>
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await held;
          }),
        ),
      ];
      await expect.poll(() => gauge("db_pool_waiting")).toBe(4);
      expect(await gauge("db_pool_connections_in_use")).toBe(10);
      release();
      await Promise.all(work);
      expect([await gauge("db_pool_connections_in_use"), await gauge("db_pool_waiting")]).toEqual([0, 0]);
      // A failed query is released too.
      await expect(handle.db.execute(sql`select no_such_column`)).rejects.toThrow();
      expect(handle.pool!.inUse()).toBe(0);
    } finally {
      setDb(undefined);
      await handle.close();
      await database.dispose();
    }
  });
});
