import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { csvText } from "~/utils/csv";
import { IMPORT_MAX_KEYS, STOCK_KEYS_PAGE, type ImportFormError } from "~/utils/sales";
import { purchases, stockKeys, stocks, StockKeyStatus } from "~/db/schema";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { kickOutbox } from "../mail/outbox.server";
import { queueDeliveries } from "../payments/delivery.server";
import { keyVault, maskSecret, storedKey } from "./key-vault.server";
import { queueRestockAlerts } from "./restock-alerts.server";
import { fillAwaiting } from "./stock-keys.server";
import { reviewStocks } from "./stock-levels.server";

/** A key longer than this is refused as not a key. */
export const KEY_MAX_CHARS = 1000;
/** The largest key file accepted, in bytes. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;

export type ImportRefusal = Extract<ImportFormError, "empty" | "tooMany" | "badFile" | "accountStocked">;

export interface ImportCounts {
  added: number;
  /** Repeated inside the batch. */
  duplicatesInBatch: number;
  /** Already known to the shop (in any stock, sold, revoked or not). */
  duplicatesExisting: number;
  /** Longer than KEY_MAX_CHARS or holding control characters. */
  invalid: number;
  /** Paid purchases that were waiting and got a key from this batch. */
  delivered: number;
}

/** The first field of a CSV line, unquoted. */
function firstCsvField(line: string) {
  const quoted = /^"((?:[^"]|"")*)"/.exec(line);
  if (quoted) return quoted[1].replace(/""/g, '"');
  return line.split(/[,;]/)[0];
}

const HEADER = /^(keys?|codes?|licen[cs]e|ключи?|коды?)$/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * The keys of a pasted text or an uploaded file: one per line; a .csv file gives the first column
 * (a header line naming it is skipped). Blank lines are ignored.
 */
export function parseKeyLines(text: string, format: "lines" | "csv" = "lines") {
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((line) => (format === "csv" ? firstCsvField(line) : line).trim());
  const keys = lines.filter(Boolean);
  if (keys.length && HEADER.test(keys[0])) keys.shift();
  return keys;
}

/** A text file's content, or null when the bytes are not UTF-8 text (a binary or another encoding). */
export function decodeKeyFile(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return null;
  }
}

async function lockStock(tx: Tx, stockId: number) {
  const [row] = await tx.select().from(stocks).where(eq(stocks.id, stockId)).for("update");
  if (!row) throw new ConsoleError("NOT_FOUND", 404);
  return row;
}

/**
 * Adds keys to a stock. Duplicates (in the batch, or of any key the shop ever held) and invalid
 * lines are refused and counted; the rest are sealed and stored, and buyers waiting on this stock
 * get theirs at once, oldest first. Only counts reach the audit log — never a key.
 */
export async function importKeys(
  ctx: WriteContext,
  stockId: number,
  keys: string[],
): Promise<{ ok: true; counts: ImportCounts } | { ok: false; refusal: ImportRefusal }> {
  requireRight(ctx.actor, "sales.manage");
  if (!keys.length) return { ok: false, refusal: "empty" };
  if (keys.length > IMPORT_MAX_KEYS) return { ok: false, refusal: "tooMany" };
  const counts: ImportCounts = {
    added: 0,
    duplicatesInBatch: 0,
    duplicatesExisting: 0,
    invalid: 0,
    delivered: 0,
  };
  const rows: ({ stockId: number } & ReturnType<typeof storedKey>)[] = [];
  const seen = new Set<string>();
  const vault = await keyVault();
  for (const key of keys) {
    if (key.length > KEY_MAX_CHARS || CONTROL.test(key)) {
      counts.invalid += 1;
      continue;
    }
    const stored = storedKey(vault, key);
    if (seen.has(stored.fingerprint)) {
      counts.duplicatesInBatch += 1;
      continue;
    }
    seen.add(stored.fingerprint);
    rows.push({ stockId, ...stored });
  }
  const served = await db().transaction(async (tx) => {
    const stock = await lockStock(tx, stockId);
    // A game account is one item: one set of details, and only while none is on sale (checked
    // under the stock's lock, so two owners saving at once cannot put the listing on sale twice).
    if (stock.accountId !== null) {
      const [{ onSale }] = await tx
        .select({ onSale: count() })
        .from(stockKeys)
        .where(and(eq(stockKeys.stockId, stockId), eq(stockKeys.status, StockKeyStatus.Available)));
      if (rows.length !== 1 || onSale > 0) return null;
    }
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await tx
        .insert(stockKeys)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing({ target: stockKeys.fingerprint })
        .returning({ id: stockKeys.id });
      counts.added += inserted.length;
    }
    counts.duplicatesExisting = rows.length - counts.added;
    const delivered = counts.added ? await fillAwaiting(tx, stockId) : [];
    await queueDeliveries(tx, delivered);
    counts.delivered = delivered.length;
    // Customers who asked about this option hear it is back — if waiting buyers left any key.
    if (counts.added) await queueRestockAlerts(tx, stockId);
    await recordAudit(tx, ctx, {
      action: "stock.import",
      entity: "stock",
      entityId: stockId,
      before: null,
      after: counts,
    });
    return delivered;
  });
  if (served === null) return { ok: false, refusal: "accountStocked" };
  kickOutbox();
  await reviewStocks([stockId], { catalogueChanged: counts.added > 0 });
  return { ok: true, counts };
}

/**
 * Revokes unsold keys (a leaked batch, a key the vendor cancelled): the given ones, or every
 * available key of the stock. Sold keys and keys held for a pending payment stay as they are.
 */
export async function revokeKeys(ctx: WriteContext, stockId: number, keyIds: number[] | "all") {
  requireRight(ctx.actor, "sales.manage");
  const revoked = await db().transaction(async (tx) => {
    await lockStock(tx, stockId);
    const rows = await tx
      .update(stockKeys)
      .set({ status: StockKeyStatus.Revoked, purchaseId: null, reservedUntil: null })
      .where(
        and(
          eq(stockKeys.stockId, stockId),
          eq(stockKeys.status, StockKeyStatus.Available),
          sql`(${stockKeys.reservedUntil} is null or ${stockKeys.reservedUntil} < now())`,
          keyIds === "all" ? undefined : inArray(stockKeys.id, keyIds.length ? keyIds : [-1]),
        ),
      )
      .returning({ id: stockKeys.id });
    await recordAudit(tx, ctx, {
      action: "stock.revoke",
      entity: "stock",
      entityId: stockId,
      before: null,
      after: { revoked: rows.length },
    });
    return rows.length;
  });
  await reviewStocks([stockId], { catalogueChanged: revoked > 0 });
  return revoked;
}

/** The threshold under which the stock alerts the owner. */
export async function setLowThreshold(ctx: WriteContext, stockId: number, threshold: number) {
  requireRight(ctx.actor, "sales.manage");
  await db().transaction(async (tx) => {
    const row = await lockStock(tx, stockId);
    await tx.update(stocks).set({ lowThreshold: threshold }).where(eq(stocks.id, stockId));
    await recordAudit(tx, ctx, {
      action: "stock.threshold",
      entity: "stock",
      entityId: stockId,
      before: { lowThreshold: row.lowThreshold },
      after: { lowThreshold: threshold },
    });
  });
  await reviewStocks([stockId]);
}

/** The unsold keys of a stock, masked, newest first, a page at a time (the console's list). */
export async function unsoldKeys(stockId: number, page: number) {
  const rows = await db()
    .select({
      id: stockKeys.id,
      sealed: stockKeys.sealed,
      reservedUntil: stockKeys.reservedUntil,
      createdAt: stockKeys.createdAt,
    })
    .from(stockKeys)
    .where(and(eq(stockKeys.stockId, stockId), eq(stockKeys.status, StockKeyStatus.Available)))
    .orderBy(desc(stockKeys.id))
    .limit(STOCK_KEYS_PAGE + 1)
    .offset((page - 1) * STOCK_KEYS_PAGE);
  const vault = await keyVault();
  const list = rows.slice(0, STOCK_KEYS_PAGE).map((row) => ({
    id: row.id,
    masked: maskSecret(vault.open(row.sealed)),
    reserved: row.reservedUntil !== null && row.reservedUntil > new Date(),
    addedAt: row.createdAt.toISOString(),
  }));
  return { list, hasMore: rows.length > STOCK_KEYS_PAGE };
}

/** The sold keys of a stock as CSV (key, sold at, invoice, buyer); the export is audited. */
export async function exportSoldKeys(ctx: WriteContext, stockId: number) {
  requireRight(ctx.actor, "sales.manage");
  const rows = await db()
    .select({
      sealed: stockKeys.sealed,
      soldAt: stockKeys.soldAt,
      invoiceId: purchases.invoiceId,
      email: purchases.email,
    })
    .from(stockKeys)
    .leftJoin(purchases, eq(purchases.id, stockKeys.purchaseId))
    .where(and(eq(stockKeys.stockId, stockId), eq(stockKeys.status, StockKeyStatus.Sold)))
    .orderBy(asc(stockKeys.soldAt), asc(stockKeys.id));
  const vault = await keyVault();
  const csv = csvText(
    ["key", "sold_at", "invoice", "buyer"],
    rows.map((row) => [
      vault.open(row.sealed),
      row.soldAt?.toISOString() ?? "",
      row.invoiceId ?? "",
      row.email ?? "",
    ]),
  );
  await db().transaction((tx) =>
    recordAudit(tx, ctx, {
      action: "stock.export",
      entity: "stock",
      entityId: stockId,
      before: null,
      after: { sold: rows.length },
    }),
  );
  return csv;
}
