import { and, asc, desc, eq, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, type AuditEntry, type User } from "~/db/schema";
import { SHOP_TIME_ZONE } from "~/utils/dates";

/** Who made a console write, and through what: the request's context of every write service. */
export interface WriteContext {
  actor: Pick<User, "id" | "login" | "role">;
  /** "console" for a form post, "api" for the owner API on a session, "token:<id>" for a bearer. */
  via: string;
  ip?: string | null;
}

type Executor = Pick<ReturnType<typeof db>, "insert">;

/**
 * Writes one audit row inside the caller's transaction, so a change and its record commit (or
 * fail) together. `before`/`after` hold only the fields the write touched.
 */
export async function recordAudit(
  tx: Executor,
  ctx: WriteContext,
  entry: { action: string; entity: string; entityId: string | number; before: unknown; after: unknown },
) {
  await insertAudit(
    tx,
    { actorId: ctx.actor.id, actorLogin: ctx.actor.login, actorRole: ctx.actor.role },
    ctx,
    entry,
  );
}

/** One audit row: who (or no one), through what, and the entry's fields. */
async function insertAudit(
  tx: Executor,
  actor: { actorId: number | null; actorLogin: string; actorRole: User["role"] },
  ctx: { via: string; ip?: string | null },
  entry: { action: string; entity: string; entityId: string | number; before?: unknown; after: unknown },
) {
  await tx.insert(auditLog).values({
    ...actor,
    via: ctx.via,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: ctx.ip ?? null,
  });
}

/**
 * Writes one audit row of a decision the shop made by its own rules (a referral rewarded or
 * refused on a payment), inside the caller's transaction: no one acted, so it has no actor and
 * reads "The shop …" (`via` "system").
 */
export async function recordShopDecision(
  tx: Executor,
  entry: { action: string; entity: string; entityId: string | number; before?: unknown; after: unknown },
) {
  // The column requires a role: the owner's, whose rules the shop applied.
  await insertAudit(
    tx,
    { actorId: null, actorLogin: "system", actorRole: "owner" },
    { via: "system" },
    entry,
  );
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log, newest first, filtered by entity kind, entity id, actor and days (`YYYY-MM-DD`,
 * inclusive, in the shop's time zone); `before` pages back.
 */
export async function listAudit(filter: {
  entity?: string;
  entityId?: string;
  actorId?: number;
  from?: string | null;
  to?: string | null;
  before?: number;
}): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const conditions: SQL[] = [];
  const shopDay = sql`(${auditLog.createdAt} at time zone ${SHOP_TIME_ZONE})::date`;
  if (filter.from) conditions.push(sql`${shopDay} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${shopDay} <= ${filter.to}::date`);
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.before) conditions.push(lt(auditLog.id, filter.before));
  const rows = await db()
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE);
  return { entries, next: rows.length > AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null };
}

/**
 * Everyone who ever wrote in the console, for the log's "who" filter (by login, then id); the
 * shop's own decisions have no one to filter by.
 */
export function auditActors() {
  return db()
    .selectDistinct({ id: auditLog.actorId, login: auditLog.actorLogin })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .orderBy(asc(auditLog.actorLogin), asc(auditLog.actorId));
}

/** A form's fields with each site's texts as `<lang>.<key>` (`ru.text`), so a diff names each. */
export function flattenLangs<T extends { ru: object; en: object }>(form: T): Record<string, unknown> {
  const { ru, en, ...fields } = form;
  const out: Record<string, unknown> = { ...fields };
  for (const [lang, texts] of [
    ["ru", ru],
    ["en", en],
  ] as const)
    for (const [key, value] of Object.entries(texts)) out[`${lang}.${key}`] = value;
  return out;
}

/** The fields whose values differ, with their old and new values: what an audit row records. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const touched = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    count: touched.length,
    before: Object.fromEntries(touched.map((key) => [key, before[key]])),
    after: Object.fromEntries(touched.map((key) => [key, after[key]])),
  };
}
