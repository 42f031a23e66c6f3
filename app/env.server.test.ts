import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  describeBackings,
  keyMasterInDatabase,
  parseEnv,
  paymentMode,
  paymentOrigins,
  paymentProviderName,
} from "./env.server";

const MASTER = "a-master-key-of-at-least-32-characters-long";

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

  it("trusts no proxy by default; a hop count or addresses when told", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toBe("10.0.0.0/8, loopback");
    expect(() => parseEnv({ TRUST_PROXY: "<script>" })).toThrowError(/TRUST_PROXY/);
  });

  it("keeps PUBLIC_URL as a bare origin and requires it on a Fly machine", () => {
    expect(
      parseEnv({ PUBLIC_URL: "https://shop.example/some/path", KEY_ENCRYPTION_KEY: MASTER }).PUBLIC_URL,
    ).toBe("https://shop.example");
    expect(() => parseEnv({ PUBLIC_URL: "ftp://shop.example" })).toThrowError(/PUBLIC_URL/);
    expect(() => parseEnv({ FLY_APP_NAME: "nocturn-shop" })).toThrowError(/PUBLIC_URL[\s\S]*deployment/);
    expect(
      parseEnv({ FLY_APP_NAME: "nocturn-shop", PUBLIC_URL: "https://nocturn.gg", KEY_ENCRYPTION_KEY: MASTER })
        .PUBLIC_URL,
    ).toBe("https://nocturn.gg");
  });

  it("refuses a public shop whose stock master key would live in its own database", () => {
    const refused = /KEY_ENCRYPTION_KEY: required on a public shop[\s\S]*openssl rand[\s\S]*keys:rotate/;
    expect(() => parseEnv({ PUBLIC_URL: "https://shop.example" })).toThrowError(refused);
    expect(() => parseEnv({ FLY_APP_NAME: "nocturn-shop", PUBLIC_URL: "http://shop.internal" })).toThrowError(
      refused,
    );
    // The embedded default and a local http origin keep working with no settings.
    expect(keyMasterInDatabase(parseEnv({}))).toBe(true);
    expect(keyMasterInDatabase(parseEnv({ PUBLIC_URL: "http://localhost:3000" }))).toBe(true);
    expect(
      keyMasterInDatabase(parseEnv({ PUBLIC_URL: "https://shop.example", KEY_ENCRYPTION_KEY: MASTER })),
    ).toBe(false);
  });

  it("lets buy forms lead only to the configured payment pages", () => {
    // The sandbox (no aggregator configured, in any mode) sends buy forms nowhere else.
    expect(paymentOrigins(parseEnv({ NODE_ENV: "development" }))).toEqual([]);
    expect(paymentOrigins(parseEnv({ NODE_ENV: "production" }))).toEqual([]);
    expect(
      paymentOrigins(
        parseEnv({
          NODE_ENV: "production",
          PAYMENT_WEBHOOK_SECRET: "a-live-aggregator-secret",
          PAYMENT_WALLET_URL: "https://pay.example/wallet?x=1",
          PAYMENT_PURCHASE_URL: "https://orders.example/purchase/{id}",
        }),
      ),
    ).toEqual(["https://pay.example", "https://orders.example"]);
    expect(
      paymentOrigins(
        parseEnv({
          NODE_ENV: "production",
          PAYMENT_WEBHOOK_SECRET: "a-live-aggregator-secret",
          PAYMENT_ORIGINS: "https://a.example, https://b.example",
        }),
      ),
    ).toEqual(["https://a.example", "https://b.example"]);
    expect(() => parseEnv({ PAYMENT_ORIGINS: "http://a.example" })).toThrowError(/PAYMENT_ORIGINS/);
  });

  it("reads the live message limits as count/seconds pairs", () => {
    expect(parseEnv({}).TICKET_MESSAGE_LIMITS).toEqual([
      { points: 20, seconds: 10 },
      { points: 60, seconds: 60 },
    ]);
    expect(parseEnv({ TICKET_MESSAGE_LIMITS: " 5 / 2 " }).TICKET_MESSAGE_LIMITS).toEqual([
      { points: 5, seconds: 2 },
    ]);
    for (const bad of ["", "20", "20/0", "0/10", "20/10,", "twenty/10"])
      expect(() => parseEnv({ TICKET_MESSAGE_LIMITS: bad }), bad).toThrowError(/TICKET_MESSAGE_LIMITS/);
  });

  it("keeps the push stand-in exemption out of production", () => {
    expect(parseEnv({ PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1, Localhost" }).PUSH_ALLOW_PRIVATE_HOSTS).toEqual([
      "127.0.0.1",
      "localhost",
    ]);
    expect(parseEnv({}).PUSH_ALLOW_PRIVATE_HOSTS).toEqual([]);
    expect(() => parseEnv({ NODE_ENV: "production", PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1" })).toThrowError(
      /PUSH_ALLOW_PRIVATE_HOSTS/,
    );
  });

  it("names every invalid variable", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", NODE_ENV: "staging" })).toThrowError(
      /PORT[\s\S]*DATABASE_URL[\s\S]*must be a postgres/,
    );
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrowError(/NODE_ENV/);
    expect(() => parseEnv({ REDIS_URL: "http://cache" })).toThrowError(/REDIS_URL/);
  });

  it("chooses one payment provider and names it at start without its key", () => {
    expect(paymentProviderName(parseEnv({}))).toBe("sandbox");
    expect(paymentProviderName(parseEnv({ PAYMENT_SANDBOX: "false" }))).toBe("off");
    expect(paymentProviderName(parseEnv({ PAYMENT_WEBHOOK_SECRET: "a-live-aggregator-secret" }))).toBe(
      "generic",
    );
    const digiseller = parseEnv({ DIGISELLER_SELLER_ID: "123456", DIGISELLER_API_KEY: "SECRET-API-KEY-42" });
    expect(paymentProviderName(digiseller)).toBe("digiseller");
    expect(paymentMode(digiseller)).toBe("live");
    expect(describeBackings(digiseller).payments).toBe("Digiseller (seller 123456, api.digiseller.ru)");
    expect(JSON.stringify(describeBackings(digiseller))).not.toContain("SECRET-API-KEY-42");
    expect(paymentOrigins(digiseller)).toEqual(["https://www.oplata.info"]);
    // Half a configuration, or two providers at once, is refused at start.
    expect(() => parseEnv({ DIGISELLER_SELLER_ID: "123456" })).toThrowError(/DIGISELLER_API_KEY/);
    expect(() =>
      parseEnv({
        DIGISELLER_SELLER_ID: "123456",
        DIGISELLER_API_KEY: "SECRET-API-KEY-42",
        PAYMENT_WEBHOOK_SECRET: "a-live-aggregator-secret",
      }),
    ).toThrowError(/one payment provider at a time/);
  });

  it("keeps files on the disk by default and in the named bucket when S3_BUCKET is set", () => {
    expect(describeBackings(parseEnv({})).storage).toBe(`local disk (${path.resolve("data")})`);
    const tigris = parseEnv({
      S3_BUCKET: "nocturn-media",
      S3_ENDPOINT: "https://fly.storage.tigris.dev",
      AWS_ACCESS_KEY_ID: "tid_key",
      AWS_SECRET_ACCESS_KEY: "tsec_SECRET",
      S3_PUBLIC_URL: "https://media.shop.example/",
    });
    expect(tigris.S3_REGION).toBe("auto");
    expect(tigris.S3_PUBLIC_URL).toBe("https://media.shop.example");
    expect(describeBackings(tigris).storage).toBe("s3 (nocturn-media at fly.storage.tigris.dev)");
    expect(JSON.stringify(describeBackings(tigris))).not.toContain("tsec_SECRET");
    expect(() => parseEnv({ S3_BUCKET: "b", AWS_ACCESS_KEY_ID: "k" })).toThrowError(/AWS_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ S3_ENDPOINT: "https://fly.storage.tigris.dev" })).toThrowError(/S3_BUCKET/);
  });
});
