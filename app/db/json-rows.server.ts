import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A row as Postgres's `row_to_json` returns it (database column names, timestamps as ISO text),
 * read back into its table's shape through each column's own mapping — for the few statements
 * written in SQL (data-modifying CTEs) whose results Drizzle's builders cannot type.
 */
export function fromJsonRow<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

/** The rows of `db.execute`, whichever driver answered (postgres.js: an array; PGlite: `.rows`). */
export function executedRows<R>(result: unknown): R[] {
  return (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
}
