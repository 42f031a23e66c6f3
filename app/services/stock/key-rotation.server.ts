import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { appSecrets, stockKeys } from "~/db/schema";
import { env } from "~/env.server";
import { cipherOf, KEY_SECRET_NAME, keyTail, previousMasters, storedKey } from "./key-vault.server";

export interface RotationReport {
  /** Keys and credentials sealed again under the new master. */
  resealed: number;
  /** Already under the new master (an earlier run, or sealed since the new key was set). */
  current: number;
  /** Whether the master the embedded default kept in the database was removed. */
  storedMasterRemoved: boolean;
}

/**
 * `npm run keys:rotate`: moves every key and account credential in stock under KEY_ENCRYPTION_KEY
 * (the new master), from KEY_ENCRYPTION_KEY_PREVIOUS or the master the embedded default kept in the
 * database, and removes that stored master — after it, a copy of the database opens nothing.
 *
 * One transaction: an interrupted run changes nothing, and running again is safe (what is
 * already under the new master is left alone), so it is idempotent and resumable by running it
 * again. A key no master opens stops the run before anything is written.
 */
export async function rotateKeys(database: Db): Promise<RotationReport> {
  const target = env().KEY_ENCRYPTION_KEY;
  if (!target)
    throw new Error(
      "Set KEY_ENCRYPTION_KEY to the new master key first (openssl rand -base64 48); the rotation moves the stock under it.",
    );
  return database.transaction(async (tx) => {
    const [stored] = await tx
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, KEY_SECRET_NAME))
      .for("update");
    const next = cipherOf(target);
    const earlier = previousMasters(target, stored?.value ?? null).map(cipherOf);
    const report: RotationReport = { resealed: 0, current: 0, storedMasterRemoved: Boolean(stored) };
    const rows = await tx
      .select({ id: stockKeys.id, sealed: stockKeys.sealed, tailHash: stockKeys.tailHash })
      .from(stockKeys)
      .orderBy(asc(stockKeys.id))
      .for("update");
    for (const row of rows) {
      const current = opens(next, row.sealed);
      if (current !== null) {
        // Indexed under the new master too (a key stored before the index, or mid-rotation).
        const tailHash = next.tailHash(keyTail(current));
        if (row.tailHash !== tailHash)
          await tx.update(stockKeys).set({ tailHash }).where(eq(stockKeys.id, row.id));
        report.current += 1;
        continue;
      }
      const plain = earlier.map((cipher) => opens(cipher, row.sealed)).find((p) => p !== null);
      if (plain == null)
        throw new Error(
          `stock key ${row.id} opens under no known master (set KEY_ENCRYPTION_KEY_PREVIOUS to the master it was sealed with); nothing was changed`,
        );
      await tx.update(stockKeys).set(storedKey(next, plain)).where(eq(stockKeys.id, row.id));
      report.resealed += 1;
    }
    if (stored) await tx.delete(appSecrets).where(eq(appSecrets.name, KEY_SECRET_NAME));
    return report;
  });
}

function opens(cipher: ReturnType<typeof cipherOf>, sealed: string): string | null {
  try {
    return cipher.open(sealed);
  } catch {
    return null;
  }
}
