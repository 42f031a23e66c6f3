import { env } from "~/env.server";
import { consumeOrWait } from "../rate-limit.server";
import { TicketRateLimited } from "./errors.server";

/**
 * Counts one live-chat message of a user against TICKET_MESSAGE_LIMITS (shared by every instance
 * with REDIS_URL); past a limit it throws RATE_LIMITED with the wait, and the client's outbox
 * resends the same message (same idempotency key) after it.
 */
export async function countLiveMessage(userId: number) {
  const waitMs = await consumeOrWait(
    env().TICKET_MESSAGE_LIMITS.map(({ points, seconds }) => ({
      // Each pair its own name: the Redis store keys counters by name.
      rule: { name: `ticket-message-${points}-${seconds}`, points, durationSeconds: seconds },
      key: String(userId),
    })),
  );
  if (waitMs) throw new TicketRateLimited(waitMs);
}
