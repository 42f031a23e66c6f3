import { relations } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./common";
import { users } from "./users";

export const aiChatSessions = pgTable(
  "ai_chat_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A signed-in user's sessions belong to that user. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("ai_chat_sessions_user_idx").on(t.userId)],
);

export const aiChatMessages = pgTable(
  "ai_chat_messages",
  {
    id: serial("id").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => aiChatSessions.id, { onDelete: "cascade" }),
    isBot: boolean("is_bot").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_chat_messages_session_idx").on(t.sessionId, t.createdAt)],
);

export const aiChatSessionsRelations = relations(aiChatSessions, ({ many }) => ({
  messages: many(aiChatMessages),
}));
export const aiChatMessagesRelations = relations(aiChatMessages, ({ one }) => ({
  session: one(aiChatSessions, { fields: [aiChatMessages.sessionId], references: [aiChatSessions.id] }),
}));
