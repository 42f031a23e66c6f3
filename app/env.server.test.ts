import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeBackings, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("fills the embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe(path.resolve("data"));
    expect(env.PGLITE_DATA).toBe(path.resolve("data/pglite"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(describeBackings(env)).toMatchObject({ cache: "in-process", mail: "log and dev outbox" });
    expect(describeBackings(env).database).toMatch(/^pglite/);
  });

  it("reads real services and redacts their passwords in the start-up description", () => {
    const env = parseEnv({
      PORT: "8080",
      DATABASE_URL: "postgres://app:secret@db:5432/shop",
      REDIS_URL: "redis://cache:6379",
      SMTP_URL: "smtp://mailer:hunter2@mail:587",
      PGLITE_DATA: "memory://",
    });
    expect(env.PORT).toBe(8080);
    expect(env.PGLITE_DATA).toBe("memory://");
    const backings = describeBackings(env);
    expect(backings.database).toContain("postgres");
    expect(backings.database).not.toContain("secret");
    expect(backings.mail).not.toContain("hunter2");
    expect(backings.cache).toContain("redis://cache:6379");
  });

  it("names every invalid variable", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", NODE_ENV: "staging" })).toThrowError(
      /PORT[\s\S]*DATABASE_URL[\s\S]*must be a postgres/,
    );
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrowError(/NODE_ENV/);
    expect(() => parseEnv({ REDIS_URL: "http://cache" })).toThrowError(/REDIS_URL/);
  });
});
