import type { Logger } from "pino";
import type { DbHandle } from "../../app/db/client.server";
import { paymentProviderName, type Env } from "../../app/env.server";
import { pruneAnonymousSessions } from "../../app/services/assistant/sessions.server";
import { reconcileDigiseller } from "../../app/services/payments/providers/digiseller-returns.server";
import { deliverAwaitingPurchases } from "../../app/services/payments/webhook.server";
import { autoCloseIdleTickets } from "../../app/services/tickets/commands.server";
import { removeAbandonedUploads } from "../../app/services/tickets/uploads.server";
import { oncePerCluster } from "./once-per-cluster";

/**
 * The periodic maintenance job: auto-close idle tickets, drop uploads never sent, forget
 * anonymous assistant chats nobody opened for 30 days, give paid purchases still awaiting a key
 * one from their stock and, with Digiseller, settle the payments a return could not. Every instance
 * schedules it, and one at a time does it (a Postgres advisory lock, `oncePerCluster`); the
 * services still re-check each row under its lock, so even overlapping runs close a ticket once.
 */
export function startTicketMaintenance(env: Env, logger: Logger, handle: DbHandle) {
  if (!env.TICKET_AUTO_CLOSE_CHECK_SECONDS) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        await oncePerCluster(handle, "maintenance", () => maintain(env, logger));
      } catch (error) {
        logger.error({ err: error }, "ticket maintenance failed");
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, env.TICKET_AUTO_CLOSE_CHECK_SECONDS * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** One round of maintenance; logs what it did when it did anything. */
async function maintain(env: Env, logger: Logger) {
  const closed = await autoCloseIdleTickets();
  const removed = await removeAbandonedUploads();
  const chats = await pruneAnonymousSessions();
  const delivered = await deliverAwaitingPurchases();
  const reconciled = paymentProviderName(env) === "digiseller" ? await reconcileDigiseller() : null;
  const settled = reconciled ? reconciled.returns + reconciled.payments + reconciled.acknowledged : 0;
  if (closed.length || removed || chats || delivered || settled)
    logger.info(
      { closed, removedUploads: removed, forgottenChats: chats, deliveredPurchases: delivered, reconciled },
      "maintenance",
    );
}
