/**
 * Ids without the validation library: the part of ids.ts the browser needs (the ticket links of
 * every page), kept apart so that pages do not ship the schema library for it.
 */

/** The largest value of a Postgres `integer` column: every id and sequence number of the schema. */
export const DB_INT_MAX = 2_147_483_647;

/**
 * The id a path segment or a field names, or null when it cannot name a row: a whole number, or a
 * string of digits, from 1 to the `integer` columns' limit (a larger one would make Postgres refuse
 * the query, a server error for what is only a bad request). Agrees with ids.ts `idSchema`.
 */
export function parseId(value: unknown): number | null {
  let id: number;
  if (typeof value === "number") id = value;
  else if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) id = Number(value);
  else return null;
  return Number.isSafeInteger(id) && id > 0 && id <= DB_INT_MAX ? id : null;
}
