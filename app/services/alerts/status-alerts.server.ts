import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { executedRows } from "~/db/json-rows.server";
import {
  cheats,
  games,
  PaymentStatus,
  purchases,
  statusAlertDeliveries,
  statusAlertJobs,
  statusFollows,
  users,
  type StatusAlertJob,
} from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { logger } from "../logger.server";
import { cheatPath } from "../catalogue/cheats.server";
import { sendMail } from "../mail/mailer.server";
import { notifyOfStatus, statusAlertMail } from "./status-alert-mail.server";

/**
 * Status alerts (issue: support that knows the customer). A status change queues a job in the
 * same transaction (`queueStatusAlert`); the maintenance round sends the due jobs once per cluster
 * (`sendDueStatusAlerts`), never the request that changed the status. The rules:
 *
 * - Recipients: customers with a paid purchase of the product still within its period (bought
 *   less than `period_days` days ago) and everyone who follows the product, unless they switched
 *   alerts off or are blocked. Each gets one e-mail (with a one-click unsubscribe) and one web
 *   push, in their language.
 * - At most one alert per product per hour: a job is due at once, or an hour after the product's
 *   previous alert; changes while it waits merge into it (the newest state and note win), and a
 *   product back where it started by then sends nothing.
 * - Retries: a recipient whose e-mail failed stays unsent; the job comes back with a growing pause
 *   (1, 2, 4 … up to 60 minutes) and reaches only those not yet reached, up to ALERT_MAX_ATTEMPTS.
 */

export const ALERT_INTERVAL_MS = 60 * 60 * 1000;
export const ALERT_MAX_ATTEMPTS = 8;
const JOBS_PER_ROUND = 20;

/** Queues the alert of a status change, or merges it into the product's waiting one. */
export async function queueStatusAlert(
  tx: Tx,
  change: { cheatId: number; fromStatus: number; toStatus: number; note: string },
) {
  await tx.execute(sql`
    insert into ${statusAlertJobs} (cheat_id, from_status, to_status, note, due_at)
    values (${change.cheatId}::int, ${change.fromStatus}::smallint, ${change.toStatus}::smallint, ${change.note},
      greatest(now(), coalesce((
        select max(j.sent_at) + interval '1 hour' from ${statusAlertJobs} j
        where j.cheat_id = ${change.cheatId}::int and j.sent_at is not null and j.from_status <> j.to_status
      ), now())))
    on conflict (cheat_id) where sent_at is null
    do update set to_status = excluded.to_status, note = excluded.note`);
}

interface Recipient {
  id: number;
  email: string | null;
  lang: Lang;
}

/** Who a job still has to reach: buyers within their period and followers, alerts on, not reached yet. */
async function recipientsOf(job: StatusAlertJob): Promise<Recipient[]> {
  const result = await db().execute(sql`
    select u.id, u.email, u.lang from ${users} u
    where u.is_blocked = false and u.status_alerts = true
      and (
        exists (select 1 from ${purchases} p
          where p.user_id = u.id and p.cheat_id = ${job.cheatId}::int and p.status = ${PaymentStatus.Payed}::smallint
            and p.period_days > 0 and p.created_at + make_interval(days => p.period_days) > now())
        or exists (select 1 from ${statusFollows} f where f.user_id = u.id and f.cheat_id = ${job.cheatId}::int)
      )
      and not exists (select 1 from ${statusAlertDeliveries} d where d.job_id = ${job.id}::int and d.user_id = u.id)
    order by u.id`);
  return executedRows<Recipient>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

async function productOf(cheatId: number) {
  const [row] = await db()
    .select({ name: cheats.name, slug: cheats.slug, gameSlug: games.slug })
    .from(cheats)
    .leftJoin(games, eq(games.id, cheats.gameId))
    .where(eq(cheats.id, cheatId));
  return row ? { name: row.name, path: cheatPath(row.gameSlug, row.slug) } : null;
}

async function finish(job: StatusAlertJob, values: Partial<StatusAlertJob>) {
  await db().update(statusAlertJobs).set(values).where(eq(statusAlertJobs.id, job.id));
}

/** Sends one job to everyone it has not reached; true when nobody is left. */
async function sendJob(job: StatusAlertJob, now: Date): Promise<boolean> {
  const product = await productOf(job.cheatId);
  // Back where buyers last heard it (or the product is gone): nothing to say.
  if (!product || job.fromStatus === job.toStatus) {
    await finish(job, { sentAt: now });
    return true;
  }
  const failures: string[] = [];
  for (const recipient of await recipientsOf(job)) {
    try {
      if (recipient.email)
        await sendMail(await statusAlertMail(recipient as Recipient & { email: string }, job, product));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      continue; // Not reached: the retry sends the e-mail (and the push) again.
    }
    await notifyOfStatus(recipient, job, product);
    await db()
      .insert(statusAlertDeliveries)
      .values({ jobId: job.id, userId: recipient.id })
      .onConflictDoNothing();
  }
  if (!failures.length) {
    await finish(job, { sentAt: now, lastError: null });
    return true;
  }
  const attempts = job.attempts + 1;
  const lastError = `${failures.length} not reached: ${failures[0]}`.slice(0, 500);
  if (attempts >= ALERT_MAX_ATTEMPTS) {
    logger().error({ jobId: job.id, lastError }, "status alert given up");
    await finish(job, { attempts, lastError, sentAt: now });
    return true;
  }
  const pauseMin = Math.min(60, 2 ** (attempts - 1));
  await finish(job, { attempts, lastError, dueAt: new Date(now.getTime() + pauseMin * 60_000) });
  return false;
}

/** The maintenance round's part: sends every due job. Returns how many finished and how many wait to retry. */
export async function sendDueStatusAlerts(now = new Date()) {
  const due = await db()
    .select()
    .from(statusAlertJobs)
    .where(and(isNull(statusAlertJobs.sentAt), lte(statusAlertJobs.dueAt, now)))
    .orderBy(asc(statusAlertJobs.dueAt), asc(statusAlertJobs.id))
    .limit(JOBS_PER_ROUND);
  let sent = 0;
  let retrying = 0;
  for (const job of due) {
    if (await sendJob(job, now)) sent++;
    else retrying++;
  }
  return { sent, retrying };
}
