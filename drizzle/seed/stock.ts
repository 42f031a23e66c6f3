import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { DEMO_KEYS_PER_OPTION, demoStockExceptions } from "./data/stock";
import { keyVault, storedKey } from "../../app/services/stock/key-vault.server";
import type { Tx } from "../../app/db/client.server";
import * as s from "../../app/db/schema";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const group = () => [...randomBytes(4)].map((b) => ALPHABET[b % ALPHABET.length]).join("");

/** A demo key that says what it is: never mistaken for one a vendor issued. */
export const demoKey = (periodDays: number) => `DEMO-${periodDays}D-${group()}-${group()}-${group()}`;

/** Demo sign-in details of a game account (fake login, password and mailbox). */
function demoCredentials(slug: string) {
  const login = `${slug.replace(/-/g, "_")}_${group().toLowerCase()}`;
  return [
    `Login: ${login}`,
    `Password: DEMO-${group()}-${group()}`,
    `E-mail: ${login}@mail.example`,
    `E-mail password: DEMO-${group()}-${group()}`,
  ].join("\n");
}

/** Fills the demo stock inside the seed's transaction (see drizzle/seed/data/stock.ts). */
export async function seedStock(tx: Tx) {
  const vault = await keyVault(tx);
  const options = await tx
    .selectDistinct({ cheatId: s.prices.cheatId, periodDays: s.prices.periodDays, slug: s.cheats.slug })
    .from(s.prices)
    .innerJoin(s.cheats, eq(s.cheats.id, s.prices.cheatId))
    .where(and(eq(s.prices.type, "key"), isNotNull(s.prices.priceMinor)));
  const rows: (typeof s.stockKeys.$inferInsert)[] = [];
  const add = (stockId: number, plain: string) => rows.push({ stockId, ...storedKey(vault, plain) });
  for (const option of options) {
    const exception = demoStockExceptions.find(
      (e) => e.cheat === option.slug && e.periodDays === option.periodDays,
    );
    const keys = exception?.keys ?? DEMO_KEYS_PER_OPTION;
    const [stock] = await tx
      .insert(s.stocks)
      // The seeded low and empty options start with their alert standing (the console's badge).
      .values({
        cheatId: option.cheatId!,
        periodDays: option.periodDays,
        alertedAt: keys < 5 ? new Date() : null,
      })
      .returning({ id: s.stocks.id });
    for (let n = 0; n < keys; n++) add(stock.id, demoKey(option.periodDays));
  }
  const accounts = await tx
    .select({ id: s.accounts.id, slug: s.accounts.slug })
    .from(s.accounts)
    .where(
      sql`exists (select 1 from ${s.prices} where ${s.prices.accountId} = ${s.accounts.id} and ${s.prices.priceMinor} is not null)`,
    );
  for (const account of accounts) {
    const [stock] = await tx
      .insert(s.stocks)
      .values({ accountId: account.id, lowThreshold: 1 })
      .returning({ id: s.stocks.id });
    add(stock.id, demoCredentials(account.slug));
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(s.stockKeys).values(rows.slice(i, i + 1000));
  return rows.length;
}
