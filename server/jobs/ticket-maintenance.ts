import type { Logger } from "pino";
import type { DbHandle } from "../../app/db/client.server";
import { paymentProviderName, type Env } from "../../app/env.server";
import { pruneAnonymousSessions } from "../../app/services/assistant/sessions.server";
import { reconcileDigiseller } from "../../app/services/payments/providers/digiseller-returns.server";
import { deliverAwaitingPurchases } from "../../app/services/payments/webhook.server";
import { sweepOverdueAwaiting } from "../../app/services/payments/needs-refund.server";
import { expireUnpaidOrders, releaseExpiredHolds } from "../../app/services/stock/holds.server";
import { indexKeyTails } from "../../app/services/stock/key-tails.server";
import { sendDueStatusAlerts } from "../../app/services/alerts/status-alerts.server";
import { autoCloseIdleTickets } from "../../app/services/tickets/commands.server";
import { pushesSettled } from "../../app/services/tickets/push.server";
import { removeAbandonedUploads } from "../../app/services/tickets/uploads.server";
import { outboxSettled, sendDueMail } from "../../app/services/mail/outbox.server";
import { oncePerCluster } from "./once-per-cluster";

/**
 * The periodic maintenance job: auto-close idle tickets, drop uploads never sent, forget
 * anonymous assistant chats nobody opened for 30 days, give paid purchases still awaiting a key
 * one from their stock (and mark those that waited too long as needing a refund), put unique items
 * whose payment hold lapsed back on sale, index keys stored before the search's tail index and, with Digiseller, settle the payments a return could not. Every instance
 * schedules it, and one at a time does it (a lease row in Postgres, `oncePerCluster`); the
 * services still re-check each row under its lock, so even overlapping runs close a ticket once.
 */
export function startTicketMaintenance(env: Env, logger: Logger, handle: DbHandle) {
  const rounds = [
    every(env.TICKET_AUTO_CLOSE_CHECK_SECONDS, () =>
      oncePerCluster(handle, "maintenance", () => maintain(env, logger)).catch((error: unknown) =>
        logger.error({ err: error }, "ticket maintenance failed"),
      ),
    ),
    // The mail outbox: what the background send after a commit could not deliver (the mail
    // server was down, the process restarted). Every instance may send: each e-mail is leased to
    // one sender (outbox.server.ts), and no transaction stays open while the mail server answers.
    every(env.MAIL_OUTBOX_CHECK_SECONDS, () =>
      sendOutbox(logger).catch((error: unknown) => logger.error({ err: error }, "mail outbox failed")),
    ),
    // Status alerts go out within seconds of being due, on their own lock (a slow mail server
    // never holds up the rest of the maintenance).
    every(env.STATUS_ALERT_CHECK_SECONDS, () =>
      oncePerCluster(handle, "status-alerts", () => sendAlerts(logger)).catch((error: unknown) =>
        logger.error({ err: error }, "status alerts failed"),
      ),
    ),
  ];
  return {
    async stop() {
      await Promise.all(rounds.map((round) => round.stop()));
      // E-mails being sent after a commit finish (what does not stays in the outbox), and so do
      // the pushes being sent for messages already stored.
      await Promise.all([outboxSettled(), pushesSettled()]);
    },
  };
}

/** Runs `work` every `seconds` (never two at once); 0 turns it off. */
function every(seconds: number, work: () => Promise<unknown>) {
  if (!seconds) return { stop: async () => {} };
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= work().finally(() => (running = undefined));
  }, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

async function sendOutbox(logger: Logger) {
  const { sent, retrying, failed } = await sendDueMail();
  if (sent || retrying || failed) logger.info({ sent, retrying, failed }, "mail outbox");
}

async function sendAlerts(logger: Logger) {
  const { sent, retrying } = await sendDueStatusAlerts();
  if (sent || retrying) logger.info({ sent, retrying }, "status alerts");
}

/** One round of maintenance; logs what it did when it did anything. */
async function maintain(env: Env, logger: Logger) {
  const closed = await autoCloseIdleTickets();
  const removed = await removeAbandonedUploads();
  const chats = await pruneAnonymousSessions();
  const delivered = await deliverAwaitingPurchases();
  // Served first: an order whose key arrived just in time is delivered, not refunded.
  const needRefund = await sweepOverdueAwaiting();
  const released = await releaseExpiredHolds();
  const expired = await expireUnpaidOrders();
  const indexedKeys = await indexKeyTails();
  const reconciled = paymentProviderName(env) === "digiseller" ? await reconcileDigiseller() : null;
  const settled = reconciled ? reconciled.returns + reconciled.payments + reconciled.acknowledged : 0;
  const did = [removed, chats, delivered, settled, needRefund.length, released, expired, indexedKeys];
  if (closed.length || did.some(Boolean))
    logger.info(
      {
        closed,
        removedUploads: removed,
        forgottenChats: chats,
        deliveredPurchases: delivered,
        needRefund,
        releasedHolds: released,
        expiredOrders: expired,
        indexedKeys,
        reconciled,
      },
      "maintenance",
    );
}
