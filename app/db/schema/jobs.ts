import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Which instance runs a periodic round (decision 0032): a row per round, taken by moving
 * `held_until` forward when it has passed and handed back when the round ends. No transaction
 * stays open while the round waits on other servers; an instance that dies holds it until then.
 */
export const jobLocks = pgTable("job_locks", {
  name: text("name").primaryKey(),
  heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
});
