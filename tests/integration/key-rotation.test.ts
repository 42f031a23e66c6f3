// The keys in stock and a copy of the database: on the embedded default the master sealing them
// is a row of that database; `npm run keys:rotate` moves them under KEY_ENCRYPTION_KEY, removes
// the row, keeps them readable meanwhile, and can run again without harm.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { appSecrets, stockKeys, StockKeyStatus } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { resetSecretCache } from "~/services/secrets.server";
import { rotateKeys } from "~/services/stock/key-rotation.server";
import { cipherOf, KEY_SECRET_NAME, keyTail, keyVault } from "~/services/stock/key-vault.server";
import { testDatabases } from "../support/databases";
import { useSeededDatabase } from "../support/seeded";

const FIRST = "first-master-key-made-with-openssl-rand-48";
const SECOND = "second-master-key-made-with-openssl-rand-48";

function useEnv(extra: Record<string, string> = {}) {
  setEnv(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "tmp/test-key-rotation", ...extra }));
  resetSecretCache();
}

const sample = async () => db().select().from(stockKeys).orderBy(asc(stockKeys.id)).limit(5);

describe.each(testDatabases({ both: true }))("key rotation on $name", (database) => {
  useSeededDatabase(database);
  afterAll(() => setEnv(undefined));

  it("moves every key from the stored master to KEY_ENCRYPTION_KEY, readable throughout, once", async () => {
    useEnv();
    // A few hundred keys say as much as the seed's thousands, in a fraction of the time.
    await db()
      .delete(stockKeys)
      .where(
        and(
          eq(stockKeys.status, StockKeyStatus.Available),
          gt(stockKeys.id, sql`(select min(id) + 300 from stock_keys)`),
        ),
      );
    const before = await sample();
    const plains = await Promise.all(before.map(async (row) => (await keyVault()).open(row.sealed)));
    // The embedded default: the master is a row of the same database, so any copy opens the keys.
    const [stored] = await db().select().from(appSecrets).where(eq(appSecrets.name, KEY_SECRET_NAME));
    expect(before.map((row) => cipherOf(stored.value).open(row.sealed))).toEqual(plains);
    const total = (await db().select({ id: stockKeys.id }).from(stockKeys)).length;

    // The new master is set: keys sealed before still open, new ones are sealed under it.
    useEnv({ KEY_ENCRYPTION_KEY: FIRST });
    const vault = await keyVault();
    expect(before.map((row) => vault.open(row.sealed))).toEqual(plains);
    expect(cipherOf(FIRST).open(vault.seal("NEW-KEY"))).toBe("NEW-KEY");

    expect(await rotateKeys(db())).toEqual({ resealed: total, current: 0, storedMasterRemoved: true });
    expect(await db().select().from(appSecrets).where(eq(appSecrets.name, KEY_SECRET_NAME))).toEqual([]);
    const after = await sample();
    expect(after.map((row) => cipherOf(FIRST).open(row.sealed))).toEqual(plains);
    expect(after.map((row) => row.fingerprint)).toEqual(
      plains.map((plain) => cipherOf(FIRST).fingerprint(plain)),
    );
    // The search's index moved with them: each key's tail under the new master.
    expect(after.map((row) => row.tailHash)).toEqual(
      plains.map((plain) => cipherOf(FIRST).tailHash(keyTail(plain))),
    );
    // The copy of the database taken now opens nothing with what it holds.
    expect(() => cipherOf(stored.value).open(after[0].sealed)).toThrow();

    // Again: nothing to do.
    expect(await rotateKeys(db())).toEqual({ resealed: 0, current: total, storedMasterRemoved: false });
  });

  it("rotates from one configured master to the next, and refuses without the previous one", async () => {
    useEnv({ KEY_ENCRYPTION_KEY: SECOND });
    const before = await sample();
    await expect(rotateKeys(db())).rejects.toThrow(/KEY_ENCRYPTION_KEY_PREVIOUS/);
    // Nothing was written.
    expect(await sample()).toEqual(before);

    useEnv({ KEY_ENCRYPTION_KEY: SECOND, KEY_ENCRYPTION_KEY_PREVIOUS: FIRST });
    const plains = before.map((row) => cipherOf(FIRST).open(row.sealed));
    const report = await rotateKeys(db());
    expect(report.resealed).toBeGreaterThan(0);
    expect(report.storedMasterRemoved).toBe(false);
    expect((await sample()).map((row) => cipherOf(SECOND).open(row.sealed))).toEqual(plains);
  });
});
