import { and, eq, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { tickets } from "~/db/schema";
import { can } from "~/utils/permissions";
import type { Reader } from "~/utils/ticket-access";
import { ZERO_COUNTERS, type NotificationCounters } from "~/utils/tickets";
import { unreadSql } from "./queries.server";

/**
 * The counters query: the reader's own tickets (closed ones too: an auto-close notice is news),
 * and for staff the open tickets only — an indexed `closed = false`, so the archive that grows
 * forever is never scanned.
 */
export function countersQuery(reader: Reader) {
  const staff = can(reader.role, "supportDesk");
  const owner = can(reader.role, "ownerDesk");
  const unread = unreadSql(reader.id);
  const sum = (cond: ReturnType<typeof and>) =>
    sql<number>`coalesce(sum(case when ${cond} then ${unread} else 0 end), 0)::int`;
  const count = (cond: ReturnType<typeof and>) => sql<number>`count(*) filter (where ${cond})::int`;
  return db()
    .select({
      tickets: sum(eq(tickets.authorId, reader.id)),
      techSupport: staff
        ? count(and(eq(tickets.closed, false), isNull(tickets.techsupportId)))
        : sql<number>`0`,
      techSupportMy: staff
        ? sum(and(eq(tickets.closed, false), eq(tickets.techsupportId, reader.id)))
        : sql<number>`0`,
      ownerNeedHelp: owner
        ? count(and(eq(tickets.closed, false), eq(tickets.needOwnerHelp, true), isNull(tickets.ownerId)))
        : sql<number>`0`,
      ownerMy: owner ? sum(and(eq(tickets.closed, false), eq(tickets.ownerId, reader.id))) : sql<number>`0`,
    })
    .from(tickets)
    .where(
      staff
        ? or(eq(tickets.closed, false), eq(tickets.authorId, reader.id))
        : eq(tickets.authorId, reader.id),
    );
}

/** SPEC §3 Notification counters for one reader, in one query. */
export async function notificationCounters(reader: Reader): Promise<NotificationCounters> {
  const [row] = await countersQuery(reader);
  if (!row) return { ...ZERO_COUNTERS };
  return {
    tickets: Number(row.tickets),
    techSupport: Number(row.techSupport),
    techSupportMy: Number(row.techSupportMy),
    ownerNeedHelp: Number(row.ownerNeedHelp),
    ownerMy: Number(row.ownerMy),
  };
}
