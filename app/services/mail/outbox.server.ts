import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { mailOutbox, stockKeys, type MailOutboxRow } from "~/db/schema";
import { singleton } from "~/utils/singleton.server";
import { env } from "~/env.server";
import { retryPauseMs, roundClock, type Clock } from "../jobs/retries.server";
import { logger } from "../logger.server";
import { sendMail, type Mail } from "./mailer.server";

/**
 * The mail outbox (decision 0032). A customer e-mail is written with the event it tells of — in
 * the same transaction — and sent afterwards: at once by a background drain the writer starts
 * after its commit (`kickOutbox`; nobody waits for the mail server), and by the maintenance round
 * for whatever an outage, a restart or a crash left. A failed send comes back after 1, 2, 4 … 60
 * minutes; after MAIL_MAX_ATTEMPTS it is given up and listed for the owner, who may send it again.
 * A send that succeeded but could not be recorded (the process died in between) is sent again:
 * at least once, never lost. E-mails that hold a secret are stored as a reference and written
 * when sent (`enqueueSecretMail`), so no key lies in the outbox.
 */

export const MAIL_MAX_ATTEMPTS = 8;
const PER_ROUND = 50;
/** A mail server that refused this many in a row is down: the rest wait for the next round. */
const FAILURES_IN_A_ROW = 3;

interface StoredBody {
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** An e-mail written at send time from a row of its own (`{render, ref}`): one that holds a secret. */
interface RenderedLater {
  render: string;
  ref: number;
}

/** Writes an e-mail of a kind from its reference when it is sent; null: nothing to send any more. */
type Renderer = (ref: number) => Promise<Mail | null>;

const renderers = singleton("mail-outbox-renderers", () => new Map<string, Renderer>());

/**
 * Registers how e-mails of a kind are written when sent (the module that owns the kind registers
 * it when loaded). Used for e-mails that carry a secret — a key, an account's details — which are
 * then never stored anywhere but in the key vault, and are written outside any transaction.
 */
export function renderMailWith(kind: string, render: Renderer) {
  renderers.set(kind, render);
}

/**
 * Writes an e-mail to the outbox inside the caller's transaction. A `dedupe` already written keeps
 * the first (a repeated event mails once).
 */
export async function enqueueMail(tx: Pick<Tx, "insert">, mail: Mail, options: { dedupe?: string } = {}) {
  const body: StoredBody = {
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
  await tx
    .insert(mailOutbox)
    .values({
      dedupe: options.dedupe ?? null,
      recipient: mail.to,
      subject: mail.subject,
      body,
      dueAt: dueNow(),
    })
    .onConflictDoNothing();
}

/**
 * Writes an e-mail that holds a secret as a reference, inside the caller's transaction: the
 * registered renderer of `kind` writes it from `ref` when it is sent. `revealsKeyId` names the
 * stock key it shows, recorded as revealed once it went.
 */
export async function enqueueSecretMail(
  tx: Pick<Tx, "insert">,
  entry: {
    kind: string;
    ref: number;
    to: string;
    subject: string;
    dedupe?: string;
    revealsKeyId?: number | null;
  },
) {
  const body: RenderedLater = { render: entry.kind, ref: entry.ref };
  await tx
    .insert(mailOutbox)
    .values({
      dedupe: entry.dedupe ?? null,
      recipient: entry.to,
      subject: entry.subject,
      body,
      secret: true,
      revealsKeyId: entry.revealsKeyId ?? null,
      dueAt: dueNow(),
    })
    .onConflictDoNothing();
}

/**
 * "Due now" by the clock the claims compare with (this process's, to the millisecond). The
 * database's own now() is its transaction's start to the microsecond, on its own machine's clock:
 * a kick right after the write could claim with a time a fraction of a millisecond (or a clock's
 * skew) earlier and leave the e-mail for the next maintenance round.
 */
function dueNow() {
  return new Date();
}

/**
 * The Message-ID of an outbox row: the same on every attempt (a send that succeeded but could not
 * be recorded before a crash goes again with it), unique by the row and its creation time, under
 * the sender's domain.
 */
export function outboxMessageId(row: Pick<MailOutboxRow, "id" | "createdAt">) {
  const domain = /@([^>\s]+)/.exec(env().MAIL_FROM)?.[1] ?? "localhost";
  return `<outbox-${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}

/** The e-mail of a row; null when its renderer finds nothing to send any more. */
async function opened(row: MailOutboxRow): Promise<Mail | null> {
  const stored = row.body as StoredBody | RenderedLater;
  let mail: Mail | null;
  if ("render" in stored) {
    const render = renderers.get(stored.render);
    if (!render) throw new Error(`no renderer for ${stored.render} e-mails`);
    mail = await render(stored.ref);
  } else mail = { to: row.recipient, subject: row.subject, ...stored };
  return mail && { ...mail, messageId: outboxMessageId(row) };
}

const waiting = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));

/**
 * How long a sender's claim on an e-mail lasts unless renewed. The sender renews it every
 * LEASE_RENEW_MS while it works through its claim (however long a hung relay makes it wait), so a
 * live sender keeps what it took; a sender that died stops renewing, and the next round of another
 * process — or of the restarted one — takes its e-mails within MAIL_LEASE_MS + one check interval
 * (MAIL_OUTBOX_CHECK_SECONDS, 15 s): under a minute, for the key a paying guest is waiting for.
 */
export const MAIL_LEASE_MS = 20_000;
const LEASE_RENEW_MS = 5_000;

/** Takes up to PER_ROUND due e-mails for this sender (a lease: no other sender takes them meanwhile). */
async function claimDue(now: Date) {
  const due = db()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        waiting,
        lte(mailOutbox.dueAt, now),
        or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.dueAt), asc(mailOutbox.id))
    .limit(PER_ROUND)
    .for("update", { skipLocked: true });
  return db()
    .update(mailOutbox)
    .set({ leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where(and(inArray(mailOutbox.id, due), waiting))
    .returning();
}

const drain = singleton("mail-outbox-drain", () => ({
  running: null as Promise<void> | null,
  again: false,
  /** Every send of this process under way, the kick's and the maintenance round's. */
  sending: new Set<Promise<unknown>>(),
}));

/**
 * Sends the due e-mails once (the kick after a commit, the maintenance round). Returns how many
 * went, wait for a retry, and were given up.
 */
export async function sendDueMail(now = new Date()) {
  const sending = sendDue(now);
  drain.sending.add(sending);
  try {
    return await sending;
  } finally {
    drain.sending.delete(sending);
  }
}

async function sendDue(now: Date) {
  const clock = roundClock(now);
  const claimed = await claimDue(clock());
  if (!claimed.length) return { sent: 0, retrying: 0, failed: 0 };
  // The claim is renewed while this sender works through it; what it finished drops out.
  const open = new Set(claimed.map((row) => row.id));
  const renewal = setInterval(() => {
    if (!open.size) return;
    void db()
      .update(mailOutbox)
      .set({ leaseUntil: new Date(clock().getTime() + MAIL_LEASE_MS) })
      .where(and(inArray(mailOutbox.id, [...open]), waiting))
      .catch((error: unknown) => logger().warn({ err: error }, "mail outbox lease renewal failed"));
  }, LEASE_RENEW_MS);
  renewal.unref();
  try {
    return await sendClaimed(claimed, clock, open);
  } finally {
    clearInterval(renewal);
  }
}

async function sendClaimed(claimed: MailOutboxRow[], clock: Clock, open: Set<number>) {
  const result = { sent: 0, retrying: 0, failed: 0 };
  let inARow = 0;
  for (const [index, row] of claimed.entries()) {
    if (inARow >= FAILURES_IN_A_ROW) {
      // The mail server is down: the others go back to waiting, untouched, for the next round.
      open.clear();
      await db()
        .update(mailOutbox)
        .set({ leaseUntil: null })
        .where(
          inArray(
            mailOutbox.id,
            claimed.slice(index).map((r) => r.id),
          ),
        );
      result.retrying += claimed.length - index;
      break;
    }
    try {
      const mail = await opened(row);
      if (mail) await sendMail(mail);
    } catch (error) {
      inARow++;
      const attempts = row.attempts + 1;
      const given = attempts >= MAIL_MAX_ATTEMPTS;
      await db()
        .update(mailOutbox)
        .set({
          attempts,
          leaseUntil: null,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          ...(given
            ? { failedAt: clock() }
            : { dueAt: new Date(clock().getTime() + retryPauseMs(attempts)) }),
        })
        .where(eq(mailOutbox.id, row.id));
      open.delete(row.id);
      if (given) logger().error({ mailId: row.id, attempts }, "e-mail given up");
      result[given ? "failed" : "retrying"]++;
      continue;
    }
    inARow = 0;
    result.sent++;
    await db()
      .update(mailOutbox)
      .set({ sentAt: clock(), leaseUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    open.delete(row.id);
    if (row.revealsKeyId !== null)
      await db()
        .update(stockKeys)
        .set({ revealedAt: clock() })
        .where(and(eq(stockKeys.id, row.revealsKeyId), isNull(stockKeys.revealedAt)));
  }
  return result;
}

/**
 * Starts sending what is due in the background, after the writer's commit; never awaited by a
 * request (a webhook answers without waiting for the mail server). A kick while a drain runs makes
 * it go round once more.
 */
export function kickOutbox() {
  if (drain.running) {
    drain.again = true;
    return;
  }
  drain.running = (async () => {
    do {
      drain.again = false;
      await sendDueMail().catch((error: unknown) => logger().error({ err: error }, "mail outbox failed"));
    } while (drain.again);
  })().finally(() => {
    drain.running = null;
  });
}

/**
 * Resolves when this process sends nothing: no background drain and no maintenance round under
 * way (tests read what was sent; shutdown lets it finish). A round that leased an e-mail a kick
 * then skipped is waited for too.
 */
export async function outboxSettled() {
  while (drain.running || drain.sending.size) await Promise.allSettled([drain.running, ...drain.sending]);
}

/** E-mails given up, newest first (the console's overview lists them). */
export function failedMail(limit = 20) {
  return db()
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      lastError: mailOutbox.lastError,
      failedAt: mailOutbox.failedAt,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.failedAt))
    .orderBy(desc(mailOutbox.failedAt), desc(mailOutbox.id))
    .limit(limit);
}

/** The owner's "send again" of a given-up e-mail: due now, with its attempts anew. */
export async function retryFailedMail(id: number) {
  const [row] = await db()
    .update(mailOutbox)
    .set({ failedAt: null, attempts: 0, dueAt: dueNow(), leaseUntil: null })
    .where(and(eq(mailOutbox.id, id), isNotNull(mailOutbox.failedAt)))
    .returning({ id: mailOutbox.id });
  if (row) kickOutbox();
  return Boolean(row);
}
