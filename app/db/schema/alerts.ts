import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cheats } from "./catalogue";
import { stocks } from "./commerce";
import { users } from "./users";

/**
 * Status alerts (issue: support that knows the customer): a product's status change queues one
 * job; the maintenance round sends it (once per cluster) to the product's buyers still within
 * their period and to its followers, and retries what failed.
 */

/** "Notify me about status changes" on a product page (signed in). */
export const statusFollows = pgTable(
  "status_follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cheatId: integer("cheat_id")
      .notNull()
      .references(() => cheats.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cheatId] }), index("status_follows_cheat_idx").on(t.cheatId)],
);

/**
 * "Notify me when it is back" on an out-of-stock option (signed in): one e-mail when its stock
 * (shared by the option's currencies) can sell again, then the row is gone — asked once, told once.
 */
export const restockFollows = pgTable(
  "restock_follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stockId: integer("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stockId] }), index("restock_follows_stock_idx").on(t.stockId)],
);

/**
 * One alert about one product. While unsent, later changes merge into it (the newest state and
 * note win); it is due at once, or an hour after the product's previous alert went out.
 */
export const statusAlertJobs = pgTable(
  "status_alert_jobs",
  {
    id: serial("id").primaryKey(),
    cheatId: integer("cheat_id")
      .notNull()
      .references(() => cheats.id, { onDelete: "cascade" }),
    /** The status buyers last heard of (before the first change this job carries). */
    fromStatus: smallint("from_status").notNull(),
    toStatus: smallint("to_status").notNull(),
    note: text("note").notNull().default(""),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When sending began: from then on later changes queue a job of their own instead of merging. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** While an instance sends it: nobody else takes it before then (a lease, should that instance die). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** When it was done: sent to everyone, merged into no change, or given up after its attempts. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One waiting (not yet started) job per product: the queue merges into it.
    uniqueIndex("status_alert_jobs_waiting_unique")
      .on(t.cheatId)
      .where(sql`${t.sentAt} is null and ${t.startedAt} is null`),
    index("status_alert_jobs_due_idx").on(t.sentAt, t.dueAt),
  ],
);

/** Who a job already reached: a retry sends only to the rest. */
export const statusAlertDeliveries = pgTable(
  "status_alert_deliveries",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => statusAlertJobs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] })],
);

export type StatusAlertJob = typeof statusAlertJobs.$inferSelect;
