import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The mail outbox (decision 0032): every customer e-mail is written here in the same transaction
 * as the event it tells of, and sent by the outbox job — at once after the commit, and again with
 * a growing pause while the mail server fails — until sent or given up (then the owner sees it).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    /** One e-mail per event (`delivery:<purchase>`): writing it twice keeps the first. */
    dedupe: text("dedupe").unique(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /**
     * `{text, html, headers?}`; for an e-mail that holds a secret only `{render, ref}`: it is
     * written when sent (outbox.server.ts), so no key is ever stored here.
     */
    body: jsonb("body").notNull(),
    secret: boolean("secret").notNull().default(false),
    /** The stock key this e-mail shows its buyer: recorded as revealed when it is sent. */
    revealsKeyId: integer("reveals_key_id"),
    attempts: smallint("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    /** Taken by one sender until then (a sender that died lets it go). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Given up after the last attempt: listed for the owner, who may send it again. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("mail_outbox_failed_idx")
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
