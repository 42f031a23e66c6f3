import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
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
import { cheatNames } from "../catalogue/sql.server";
import { LEASE_MS, retryPauseMs, roundClock, type Clock } from "../jobs/retries.server";
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
 *   A job being sent is claimed (started, and leased to one instance); changes after that queue a
 *   job of their own, due an hour after this one started. Only confirmed addresses are e-mailed.
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
        select max(coalesce(j.started_at, j.sent_at)) + interval '1 hour' from ${statusAlertJobs} j
        where j.cheat_id = ${change.cheatId}::int and (j.started_at is not null or j.sent_at is not null)
          and j.from_status <> j.to_status
      ), now())))
    on conflict (cheat_id) where sent_at is null and started_at is null
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
    select u.id, case when u.email_verified then u.email end as email, u.lang from ${users} u
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
    .select({ names: cheatNames(), slug: cheats.slug, gameSlug: games.slug, status: cheats.status })
    .from(cheats)
    .leftJoin(games, eq(games.id, cheats.gameId))
    .where(eq(cheats.id, cheatId));
  return row ? { names: row.names, path: cheatPath(row.gameSlug, row.slug), status: row.status } : null;
}

async function finish(job: StatusAlertJob, values: Partial<StatusAlertJob>) {
  await db()
    .update(statusAlertJobs)
    .set({ ...values, leaseUntil: null })
    .where(eq(statusAlertJobs.id, job.id));
}

/** After this many failed e-mails in a row the mail server is down: the job waits for its retry. */
const FAILURES_IN_A_ROW = 5;

/**
 * Takes a due job for this round: marks it started (later changes then queue a job of their own
 * rather than merge into one half sent) and leased, so two instances never send it at once.
 */
async function claim(job: StatusAlertJob, now: Date): Promise<StatusAlertJob | null> {
  const [claimed] = await db()
    .update(statusAlertJobs)
    .set({
      startedAt: sql`coalesce(${statusAlertJobs.startedAt}, ${now.toISOString()}::timestamptz)`,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
    })
    .where(
      and(
        eq(statusAlertJobs.id, job.id),
        isNull(statusAlertJobs.sentAt),
        or(isNull(statusAlertJobs.leaseUntil), lt(statusAlertJobs.leaseUntil, now)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Sends one job to everyone it has not reached; true when nobody is left. */
async function sendJob(job: StatusAlertJob, clock: Clock): Promise<boolean> {
  const product = await productOf(job.cheatId);
  // Back where buyers last heard it (or the product is gone): nothing to say. A product whose
  // status moved on since this job started has a job of its own queued with the newer state: a
  // retry of this one would tell those not yet reached something no longer true ("Detected"
  // after "Undetected again"), so it ends here and they hear the newer state from that job.
  if (!product || job.fromStatus === job.toStatus || product.status !== job.toStatus) {
    await finish(job, { sentAt: clock() });
    return true;
  }
  const failures: string[] = [];
  let inARow = 0;
  for (const recipient of await recipientsOf(job)) {
    try {
      if (recipient.email)
        await sendMail(await statusAlertMail(recipient as Recipient & { email: string }, job, product));
      inARow = 0;
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      // Not reached: the retry sends the e-mail (and the push) again. A mail server that refuses
      // everyone is not asked about each of a thousand recipients now.
      if (++inARow >= FAILURES_IN_A_ROW) break;
      continue;
    }
    // Reached: recorded before anything else can fail, so a retry never e-mails them twice.
    await db()
      .insert(statusAlertDeliveries)
      .values({ jobId: job.id, userId: recipient.id })
      .onConflictDoNothing();
    await notifyOfStatus(recipient, job, product).catch((error: unknown) =>
      logger().warn({ err: error, jobId: job.id }, "status alert push failed"),
    );
  }
  if (!failures.length) {
    await finish(job, { sentAt: clock(), lastError: null });
    return true;
  }
  return failLater(job, `${failures.length} not reached: ${failures[0]}`, clock);
}

/**
 * A job that did not reach everyone: it comes back after 1, 2, 4 … up to 60 minutes, and is given
 * up (logged) after ALERT_MAX_ATTEMPTS. Returns true when it is given up.
 */
async function failLater(job: StatusAlertJob, error: string, clock: Clock): Promise<boolean> {
  const attempts = job.attempts + 1;
  const lastError = error.slice(0, 500);
  const now = clock();
  if (attempts >= ALERT_MAX_ATTEMPTS) {
    logger().error({ jobId: job.id, lastError }, "status alert given up");
    await finish(job, { attempts, lastError, sentAt: now });
    return true;
  }
  await finish(job, { attempts, lastError, dueAt: new Date(now.getTime() + retryPauseMs(attempts)) });
  return false;
}

/** The maintenance round's part: sends every due job. Returns how many finished and how many wait to retry. */
export async function sendDueStatusAlerts(now = new Date()) {
  // Each job is claimed, finished and rescheduled at the time the round reaches it, so a long
  // round neither hands out leases already expired nor schedules retries in the past.
  const clock = roundClock(now);
  const due = await db()
    .select()
    .from(statusAlertJobs)
    .where(and(isNull(statusAlertJobs.sentAt), lte(statusAlertJobs.dueAt, now)))
    .orderBy(asc(statusAlertJobs.dueAt), asc(statusAlertJobs.id))
    .limit(JOBS_PER_ROUND);
  let sent = 0;
  let retrying = 0;
  for (const candidate of due) {
    const job = await claim(candidate, clock());
    if (!job) continue; // Another instance has it.
    try {
      if (await sendJob(job, clock)) sent++;
      else retrying++;
    } catch (error) {
      // One broken job (a database error mid-way) neither stops the others nor spins: it waits
      // like a failed send (and is given up like one), its recipients already reached recorded.
      logger().error({ err: error, jobId: job.id }, "status alert failed");
      const givenUp = await failLater(job, String(error), clock).catch(() => false);
      if (givenUp) sent++;
      else retrying++;
    }
  }
  return { sent, retrying };
}
