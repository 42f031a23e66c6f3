import type { Logger } from "pino";
import type { Env } from "../../app/env.server";
import { autoCloseIdleTickets } from "../../app/services/tickets/commands.server";
import { removeAbandonedUploads } from "../../app/services/tickets/uploads.server";

/**
 * The periodic ticket job: auto-close idle tickets and drop uploads never sent. Every instance
 * runs it; the services re-check each ticket under its row lock, so running it on several
 * instances at once closes a ticket exactly once.
 */
export function startTicketMaintenance(env: Env, logger: Logger) {
  if (!env.TICKET_AUTO_CLOSE_CHECK_SECONDS) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        const closed = await autoCloseIdleTickets();
        const removed = await removeAbandonedUploads();
        if (closed.length || removed) logger.info({ closed, removedUploads: removed }, "ticket maintenance");
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
