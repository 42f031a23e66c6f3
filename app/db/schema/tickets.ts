import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./common";
import { purchases } from "./commerce";
import { users } from "./users";

export const ticketSubjectEnum = pgEnum("ticket_subject", [
  "cheatProblem",
  "paymentProblem",
  "anotherQuestion",
]);
export const messageTypeEnum = pgEnum("ticket_message_type", [
  "text",
  "files",
  "text_with_files",
  "need_help_request",
  "auto_closed",
]);

export const tickets = pgTable(
  "tickets",
  {
    id: serial("id").primaryKey(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: ticketSubjectEnum("subject").notNull(),
    closed: boolean("closed").notNull().default(false),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    needOwnerHelp: boolean("need_owner_help").notNull().default(false),
    techsupportId: integer("techsupport_id").references(() => users.id, { onDelete: "set null" }),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    lastSenderId: integer("last_sender_id").references(() => users.id, { onDelete: "set null" }),
    /** Sequence number of the newest message; messages are numbered 1, 2, … per ticket. */
    lastMessageSeq: integer("last_message_seq").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** When staff first answered (the desk's first-response time); null until then. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /**
     * When staff finished with it (the desk's resolution time): the close by staff, or for a
     * ticket the inactivity job closed, staff's last answer that the customer left unanswered.
     */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** The author's rating of the help after the close (1–5) and optional comment. */
    rating: smallint("rating"),
    ratingComment: text("rating_comment"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    /** The author's purchase the ticket is about (payment and cheat problems), if they picked one. */
    purchaseId: integer("purchase_id").references(() => purchases.id, { onDelete: "set null" }),
    /** When the customer was last e-mailed a reply they missed (at most one per 15 minutes). */
    awayMailAt: timestamp("away_mail_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("tickets_rating_range", sql`${t.rating} between 1 and 5`),
    index("tickets_resolved_idx").on(t.resolvedAt),
    index("tickets_purchase_idx").on(t.purchaseId),
    index("tickets_author_idx").on(t.authorId, t.closed),
    index("tickets_techsupport_idx").on(t.techsupportId, t.closed),
    index("tickets_owner_idx").on(t.ownerId, t.closed),
    index("tickets_queue_idx").on(t.closed, t.needOwnerHelp, t.updatedAt),
    index("tickets_last_message_idx").on(t.closed, t.lastMessageAt),
  ],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** Null for system messages (auto_closed). */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    type: messageTypeEnum("type").notNull(),
    text: text("text").notNull().default(""),
    /** Id the sending client chose, so a resent message is stored once. */
    clientId: uuid("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ticket_messages_seq_unique").on(t.ticketId, t.seq),
    unique("ticket_messages_client_unique").on(t.ticketId, t.authorId, t.clientId),
  ],
);

export const ticketFiles = pgTable(
  "ticket_files",
  {
    id: serial("id").primaryKey(),
    /** Null until the message carrying the file is sent. */
    ticketId: integer("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    messageId: integer("message_id").references(() => ticketMessages.id, { onDelete: "cascade" }),
    uploaderId: integer("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    order: integer("order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ticket_files_ticket_idx").on(t.ticketId),
    index("ticket_files_message_idx").on(t.messageId),
    index("ticket_files_uploader_idx").on(t.uploaderId),
  ],
);

/**
 * Internal notes (staff only). A table of their own, not a message type: nothing that serves the
 * customer — the thread query, the socket payloads, push, e-mail, the counters, the sequence
 * numbers — ever reads it, so a note cannot leak through a path that forgot a filter.
 */
export const ticketNotes = pgTable(
  "ticket_notes",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    /** Id the writing client chose, so a resent note is stored once. */
    clientId: uuid("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ticket_notes_ticket_idx").on(t.ticketId, t.createdAt),
    unique("ticket_notes_client_unique").on(t.ticketId, t.authorId, t.clientId),
  ],
);

/** A line of the assistant conversation a ticket was opened from (issue: support that knows the customer). */
export interface TranscriptLine {
  isBot: boolean;
  text: string;
  at: string;
}

/**
 * The assistant conversation a ticket was opened from, copied when the ticket is created: the
 * chat itself may be forgotten later (anonymous sessions expire), the ticket keeps what was said.
 */
export const ticketTranscripts = pgTable("ticket_transcripts", {
  ticketId: integer("ticket_id")
    .primaryKey()
    .references(() => tickets.id, { onDelete: "cascade" }),
  lines: jsonb("lines").$type<TranscriptLine[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Canned replies the owner keeps for the desk, in both languages (inserted in the customer's). */
export const cannedReplies = pgTable("canned_replies", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  bodyRu: text("body_ru").notNull(),
  bodyEn: text("body_en").notNull(),
  ...timestamps,
});

/** How far each reader has read each ticket; unread = messages after last_read_seq by others. */
export const ticketReads = pgTable(
  "ticket_reads",
  {
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadSeq: integer("last_read_seq").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index("ticket_reads_user_idx").on(t.userId)],
);

export const ticketsRelations = relations(tickets, ({ one, many }) => ({
  author: one(users, { fields: [tickets.authorId], references: [users.id] }),
  messages: many(ticketMessages),
  files: many(ticketFiles),
}));
export const ticketMessagesRelations = relations(ticketMessages, ({ one, many }) => ({
  ticket: one(tickets, { fields: [ticketMessages.ticketId], references: [tickets.id] }),
  author: one(users, { fields: [ticketMessages.authorId], references: [users.id] }),
  files: many(ticketFiles),
}));
export const ticketFilesRelations = relations(ticketFiles, ({ one }) => ({
  ticket: one(tickets, { fields: [ticketFiles.ticketId], references: [tickets.id] }),
  message: one(ticketMessages, { fields: [ticketFiles.messageId], references: [ticketMessages.id] }),
}));

export type Ticket = typeof tickets.$inferSelect;
export type TicketMessage = typeof ticketMessages.$inferSelect;
export type TicketFile = typeof ticketFiles.$inferSelect;
export type TicketNote = typeof ticketNotes.$inferSelect;
export type CannedReply = typeof cannedReplies.$inferSelect;
