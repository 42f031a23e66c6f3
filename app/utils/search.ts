import { stripControlChars } from "./plain-text";

/** The longest search text the shop accepts. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * Trims a search text; null when nothing is left (SPEC §5: empty gives "Empty search query" and no
 * call). Control characters go first: they match nothing, and Postgres refuses U+0000 in a query.
 */
export function normalizeSearch(value: string | null | undefined): string | null {
  const trimmed = stripControlChars(value ?? "")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  return trimmed ? trimmed : null;
}

/** Case-insensitive substring match on a name (client-side list searches, SPEC §5). */
export function matchesName(name: string, query: string): boolean {
  return name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/** Builds a query string that skips empty, null and false values (SPEC §7). */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === false || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
