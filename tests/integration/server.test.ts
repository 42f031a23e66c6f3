import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbConfigFromEnv, openDb } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { startServer, type Running } from "../../server/start";
import { createPostgresDatabase } from "../support/databases";
import { hasServices } from "../support/machine-services";

describe("server", () => {
  let running: Running;

  beforeAll(async () => {
    running = await startServer(
      parseEnv({
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: "tmp/test-server",
        PGLITE_DATA: "memory://",
        SEED_ON_START: "false",
        LOG_LEVEL: "silent",
      }),
    );
  });

  afterAll(async () => {
    await running?.stop();
  });

  it("answers /healthz (liveness) without a database round trip", async () => {
    const response = await fetch(`${running.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const response = await fetch(`${running.url}/healthz`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toMatch(/object-src 'none'/);
  });

  it("refuses a cross-origin form post", async () => {
    const response = await fetch(`${running.url}/resources/preferences`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=cookie-consent&value=true",
    });
    expect(response.status).toBe(403);
  });

  it("stops gracefully: finishes, closes the database, refuses new connections", async () => {
    const url = running.url;
    await running.stop();
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    await expect(running.db.ping()).rejects.toThrow();
  });
});

describe.runIf(hasServices("server on Postgres", "postgres"))("server on Postgres", () => {
  let running: Running;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = parseEnv({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "tmp/test-server",
      DATABASE_URL: database!.url,
      SEED_ON_START: "false",
      LOG_LEVEL: "silent",
    });
    // Against Postgres migrations are a deploy step (npm run db:migrate), not part of start-up.
    const handle = await openDb(dbConfigFromEnv(env));
    await handle.migrate();
    await handle.close();
    running = await startServer(env);
  });

  afterAll(async () => {
    await running?.stop();
    await database?.dispose();
  });

  it("serves /healthz from the real database", async () => {
    const response = await fetch(`${running.url}/healthz`);
    expect(await response.json()).toEqual({ status: "ok", database: "postgres" });
  });
});
