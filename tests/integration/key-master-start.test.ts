// A public shop must set KEY_ENCRYPTION_KEY (env.server.ts refuses to start otherwise), so a
// fresh shop with it set must seed and start: on PGlite's single connection the key vault once
// read the stored master outside the seed's transaction, and the start hung (exit code 13).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { appSecrets, stockKeys } from "~/db/schema";
import { resetSecretCache } from "~/services/secrets.server";
import { KEY_SECRET_NAME, keyVault } from "~/services/stock/key-vault.server";
import { liveBackings, startLiveServer } from "../support/live-server";
import { requireProductionBuild } from "../support/production-build";

describe.each(liveBackings({ both: true }))("a fresh shop with KEY_ENCRYPTION_KEY on %s", (backing) => {
  it("seeds, starts, and opens its keys with that master only", async () => {
    requireProductionBuild();
    const server = await startLiveServer(backing, {
      SEED_ON_START: "true",
      KEY_ENCRYPTION_KEY: "a-fresh-shop-master-key-of-at-least-32-characters",
    });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${server.url}/en/catalog`)).status).toBe(200);
      resetSecretCache();
      // The seeded stock is sealed under the configured master; none was generated into the database.
      const [key] = await db().select().from(stockKeys).limit(1);
      expect((await keyVault()).open(key.sealed)).toMatch(/DEMO-/);
      expect(await db().select().from(appSecrets).where(eq(appSecrets.name, KEY_SECRET_NAME))).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
