import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cheats, games, gameTranslations, purchases, stockKeys, users, type Role } from "~/db/schema";
import { KEY_TAIL, MIN_QUERY } from "~/utils/console-search";
import type { Lang } from "~/utils/lang";
import { can } from "~/utils/permissions";
import { escapeLike } from "../catalogue/games.server";
import { cheatName, cheatNameLike } from "../catalogue/sql.server";
import { accountEmailLike, orderEmail } from "../payments/order-admin.server";
import { keyVault, maskSecret } from "../stock/key-vault.server";
import { stockLabels } from "../stock/stock-labels.server";

/**
 * The console's one search box (decision 0033): orders by invoice or e-mail, customers by e-mail
 * or login, products by name, and stock keys by their last characters — each group only for the
 * roles whose rights open its section (tech support finds products, nothing of sales or
 * customers). In each group an exact match comes first, then a match at the start, then the
 * rest, newest first; PER_GROUP rows each.
 */

export const PER_GROUP = 5;

export interface SearchResults {
  query: string;
  orders: {
    id: number;
    invoiceId: string;
    email: string | null;
    product: string;
    status: number;
    needsRefund: boolean;
    createdAt: Date;
  }[];
  customers: { id: number; login: string; email: string | null; role: Role; isBlocked: boolean }[];
  products: { id: number; name: string; game: string | null; isPublished: boolean }[];
  keys: {
    id: number;
    stockId: number;
    stock: string;
    masked: string;
    status: number;
    orderId: number | null;
  }[];
}

/** Exact, then starting with the query, then containing it (a CASE over the columns given). */
function rank(columns: SQL[], query: string) {
  const lowered = query.toLowerCase();
  const starts = `${escapeLike(lowered)}%`;
  return sql`case
    when ${sql.join(
      columns.map((column) => sql`lower(${column}) = ${lowered}`),
      sql` or `,
    )} then 0
    when ${sql.join(
      columns.map((column) => sql`lower(${column}) like ${starts}`),
      sql` or `,
    )} then 1
    else 2 end`;
}

async function findOrders(query: string, lang: Lang) {
  const like = `%${escapeLike(query)}%`;
  const rows = await db()
    .select({
      id: purchases.id,
      invoiceId: purchases.invoiceId,
      email: orderEmail,
      nameRu: purchases.nameRu,
      nameEn: purchases.nameEn,
      status: purchases.status,
      needsRefundAt: purchases.needsRefundAt,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .where(or(ilike(purchases.invoiceId, like), ilike(purchases.email, like), accountEmailLike(query)))
    .orderBy(
      rank([sql`${purchases.invoiceId}`, orderEmail], query),
      desc(purchases.createdAt),
      desc(purchases.id),
    )
    .limit(PER_GROUP);
  return rows.map(({ nameRu, nameEn, needsRefundAt, ...row }) => ({
    ...row,
    product: (lang === "en" ? nameEn : nameRu) || nameRu || nameEn || "",
    needsRefund: needsRefundAt !== null,
  }));
}

function findCustomers(query: string) {
  const like = `%${escapeLike(query)}%`;
  return db()
    .select({
      id: users.id,
      login: users.login,
      email: users.email,
      role: users.role,
      isBlocked: users.isBlocked,
    })
    .from(users)
    .where(or(ilike(users.email, like), ilike(users.login, like)))
    .orderBy(rank([sql`${users.email}`, sql`${users.login}`], query), desc(users.createdAt), desc(users.id))
    .limit(PER_GROUP);
}

function findProducts(query: string, lang: Lang) {
  const like = `%${escapeLike(query)}%`;
  const name = cheatName(lang);
  return db()
    .select({
      id: cheats.id,
      name,
      game: gameTranslations.name,
      isPublished: cheats.isPublished,
    })
    .from(cheats)
    .leftJoin(games, eq(games.id, cheats.gameId))
    .leftJoin(gameTranslations, and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.lang, lang)))
    .where(or(cheatNameLike(like), ilike(cheats.slug, like)))
    .orderBy(
      rank([name, sql`${cheats.name}`, sql`${cheats.slug}`], query),
      desc(cheats.isPublished),
      desc(cheats.id),
    )
    .limit(PER_GROUP);
}

/**
 * Keys whose (first line) ends with the query's last KEY_TAIL characters, any case, newest first:
 * "is this key sold?" from the four characters a customer reads out. Keys are sealed, so the
 * search reads their tail index (a keyed hash, decision 0042) and opens only the rows it shows.
 */
async function findKeys(query: string, lang: Lang) {
  const tail = query.replace(/\s+/g, "").slice(-KEY_TAIL).toLowerCase();
  if (tail.length < KEY_TAIL) return [];
  const vault = await keyVault();
  const rows = await db()
    .select({
      id: stockKeys.id,
      stockId: stockKeys.stockId,
      sealed: stockKeys.sealed,
      status: stockKeys.status,
      orderId: stockKeys.purchaseId,
    })
    .from(stockKeys)
    .where(inArray(stockKeys.tailHash, vault.searchTailHashes(tail)))
    .orderBy(desc(stockKeys.id))
    .limit(PER_GROUP);
  const found: (Omit<(typeof rows)[number], "sealed"> & { masked: string })[] = [];
  for (const { sealed, ...row } of rows) {
    try {
      found.push({ ...row, masked: maskSecret(vault.open(sealed)) });
    } catch {
      // Sealed under a master this instance no longer has: not shown, not an error here.
    }
  }
  const labels = await stockLabels([...new Set(found.map((key) => key.stockId))], lang);
  return found.map((key) => ({ ...key, stock: labels.get(key.stockId) ?? `#${key.stockId}` }));
}

/** What the box finds for a member of staff, grouped; empty groups for what their role may not see. */
export async function globalSearch(role: Role, rawQuery: string, lang: Lang): Promise<SearchResults> {
  const query = rawQuery.trim().slice(0, 100);
  const results: SearchResults = { query, orders: [], customers: [], products: [], keys: [] };
  if (query.length < MIN_QUERY) return results;
  const sales = can(role, "sales.manage");
  const [orders, customers, products, keys] = await Promise.all([
    sales ? findOrders(query, lang) : [],
    can(role, "users.manage") ? findCustomers(query) : [],
    can(role, "catalogue.status") ? findProducts(query, lang) : [],
    sales ? findKeys(query, lang) : [],
  ]);
  return { query, orders, customers, products, keys };
}
