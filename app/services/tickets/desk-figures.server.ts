import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { executedRows } from "~/db/json-rows.server";
import { tickets, users } from "~/db/schema";

/** The windows the owner compares: the last week and the last month. */
export const DESK_WINDOWS = [7, 30] as const;
export type DeskWindow = (typeof DESK_WINDOWS)[number];

export interface StaffFigures {
  id: number;
  login: string;
  role: "techsupport" | "owner";
  /** Tickets this member worked on (took, or took from the need-help queue) that were resolved in the window. */
  handled: number;
  /** Median minutes from the ticket's creation to staff's first answer; null without answered tickets. */
  medianFirstResponseMin: number | null;
  /** Median minutes from creation to resolution (the close, or the answer the customer left unanswered). */
  medianResolutionMin: number | null;
  /** Average of the customers' ratings (1–5) of those tickets; null without ratings. */
  averageRating: number | null;
  ratings: number;
}

/**
 * The owner's desk figures per staff member (issue: support that knows the customer), over the
 * tickets resolved in the last `days` days: a ticket counts for the tech support who took it and
 * for the owner who took it from the need-help queue. Every current staff member is listed, with
 * zero tickets when they handled none. Medians, not means: one ticket forgotten over a weekend
 * should not hide a desk that answers in minutes.
 */
export async function deskFigures(days: DeskWindow, now = new Date()): Promise<StaffFigures[]> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db().execute(sql`
    with handled as (
      select ${tickets.techsupportId} as staff_id, ${tickets}.* from ${tickets}
        where ${tickets.techsupportId} is not null and ${tickets.resolvedAt} >= ${since}::timestamptz
      union all
      select ${tickets.ownerId} as staff_id, ${tickets}.* from ${tickets}
        where ${tickets.ownerId} is not null and ${tickets.resolvedAt} >= ${since}::timestamptz
          -- An owner who took it as tech support and again from the need-help queue counts once.
          and ${tickets.ownerId} is distinct from ${tickets.techsupportId}
    )
    select u.id, u.login, u.role,
      count(h.id)::int as handled,
      percentile_cont(0.5) within group (order by extract(epoch from h.first_response_at - h.created_at) / 60)
        as median_first_response_min,
      percentile_cont(0.5) within group (order by extract(epoch from h.resolved_at - h.created_at) / 60)
        as median_resolution_min,
      avg(h.rating)::float8 as average_rating,
      count(h.rating)::int as ratings
    from ${users} u
    left join handled h on h.staff_id = u.id
    where u.role in ('techsupport', 'owner')
    group by u.id, u.login, u.role
    order by count(h.id) desc, u.login`);
  return executedRows<{
    id: number;
    login: string;
    role: "techsupport" | "owner";
    handled: number;
    median_first_response_min: number | string | null;
    median_resolution_min: number | string | null;
    average_rating: number | string | null;
    ratings: number;
  }>(result).map((r) => ({
    id: Number(r.id),
    login: r.login,
    role: r.role,
    handled: Number(r.handled),
    medianFirstResponseMin: minutes(r.median_first_response_min),
    medianResolutionMin: minutes(r.median_resolution_min),
    averageRating: r.average_rating === null ? null : Math.round(Number(r.average_rating) * 10) / 10,
    ratings: Number(r.ratings),
  }));
}

const minutes = (value: number | string | null) => (value === null ? null : Math.round(Number(value)));
