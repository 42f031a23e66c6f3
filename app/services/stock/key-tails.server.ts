import { desc, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { stockKeys } from "~/db/schema";
import { keyTail, keyVault } from "./key-vault.server";

/** Keys indexed per maintenance round: a few milliseconds of AES each thousand. */
export const KEY_TAILS_PER_ROUND = 2000;

/**
 * Gives keys stored before the console search's tail index existed (migration 0020) their entry,
 * newest first, a batch per maintenance round; returns how many it indexed. A key no master of
 * this instance opens gets an empty entry — found by no search until `keys:rotate` reseals and
 * indexes it — so it is not read again every round.
 */
export async function indexKeyTails(limit = KEY_TAILS_PER_ROUND): Promise<number> {
  const rows = await db()
    .select({ id: stockKeys.id, sealed: stockKeys.sealed })
    .from(stockKeys)
    .where(isNull(stockKeys.tailHash))
    .orderBy(desc(stockKeys.id))
    .limit(limit);
  if (!rows.length) return 0;
  const vault = await keyVault();
  const entries = rows.map(({ id, sealed }) => {
    try {
      return sql`(${id}::int, ${vault.tailHash(keyTail(vault.open(sealed)))})`;
    } catch {
      return sql`(${id}::int, '')`;
    }
  });
  // One statement for the batch; a key indexed meanwhile (a rotation) is left as it is.
  await db().execute(sql`
    update ${stockKeys} set tail_hash = entry.hash
    from (values ${sql.join(entries, sql`, `)}) as entry(id, hash)
    where ${stockKeys.id} = entry.id and ${stockKeys.tailHash} is null`);
  return rows.length;
}
