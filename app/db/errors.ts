/**
 * Postgres unique_violation, from postgres.js or PGlite (a concurrent insert won the race). Here,
 * on the bottom floor, because every domain that inserts under a unique constraint asks it.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}
