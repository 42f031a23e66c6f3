/**
 * Control characters in text a person sends (Unicode's Cc: C0, DEL and C1) other than tab, line
 * feed and carriage return. Nobody types them, they render as nothing, and Postgres refuses
 * U+0000 in text outright ("invalid byte sequence for encoding UTF8: 0x00").
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const CONTROL_ALL = new RegExp(CONTROL.source, "gu");

/** Whether a value carries a control character (no identifier, slug or token ever does). */
export function hasControlChars(value: string): boolean {
  return CONTROL.test(value);
}

/** Free text without its control characters (messages, questions, search text). */
export function stripControlChars(value: string): string {
  return value.replace(CONTROL_ALL, "");
}

/**
 * A parsed JSON value Postgres will store: `jsonb` refuses U+0000 in any string, so each becomes
 * U+FFFD (a log of what a client sent keeps its shape and shows where the byte was).
 */
export function storableJson(value: unknown): unknown {
  if (typeof value === "string") return value.replaceAll("\u0000", "\uFFFD");
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableJson(key) as string, storableJson(item)]),
    );
  return value;
}
