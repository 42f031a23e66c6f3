import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { accounts, cheats, prices } from "./catalogue";
import { langEnum, timestamps } from "./common";
import { users } from "./users";

import { PaymentStatus } from "../../utils/payment-status";

export { PaymentStatus };

export const purchases = pgTable(
  "purchases",
  {
    id: serial("id").primaryKey(),
    /** Null while a guest's purchase waits for that e-mail to sign in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    /** The aggregator's invoice id: one purchase per invoice, however often it notifies. */
    invoiceId: text("invoice_id").notNull().unique(),
    priceId: integer("price_id").references(() => prices.id, { onDelete: "set null" }),
    cheatId: integer("cheat_id").references(() => cheats.id, { onDelete: "set null" }),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** cheat, account or wallet (a game-store wallet top-up). */
    kind: text("kind").notNull(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
    valueTextRu: text("value_text_ru").notNull().default(""),
    valueTextEn: text("value_text_en").notNull().default(""),
    periodDays: integer("period_days").notNull().default(0),
    amountMinor: integer("amount_minor").notNull(),
    currency: smallint("currency").notNull(),
    status: smallint("status").notNull().default(PaymentStatus.WaitPay),
    /** The buyer's language: the delivery e-mail is written in it. */
    lang: langEnum("lang").notNull().default("ru"),
    /** What the buyer received (a key or the top-up receipt), shown again in the profile. */
    delivery: text("delivery"),
    ...timestamps,
  },
  (t) => [
    index("purchases_user_idx").on(t.userId, t.createdAt),
    index("purchases_email_idx").on(t.email),
    check("purchases_status_check", sql`${t.status} between 0 and 2`),
  ],
);

/** Every aggregator notification as received, valid or not. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    invoiceId: text("invoice_id"),
    purchaseId: integer("purchase_id").references(() => purchases.id, { onDelete: "set null" }),
    signatureValid: boolean("signature_valid").notNull(),
    outcome: text("outcome").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_invoice_idx").on(t.invoiceId)],
);

/** Loyalty bonus thresholds: spending more than amountRub gives `percent` off. */
export const bonusThresholds = pgTable("bonus_thresholds", {
  id: serial("id").primaryKey(),
  percent: integer("percent").notNull(),
  amountRub: integer("amount_rub").notNull().unique(),
  amountUsd: integer("amount_usd").notNull(),
});

export const purchasesRelations = relations(purchases, ({ one, many }) => ({
  user: one(users, { fields: [purchases.userId], references: [users.id] }),
  events: many(paymentEvents),
}));
export const paymentEventsRelations = relations(paymentEvents, ({ one }) => ({
  purchase: one(purchases, { fields: [paymentEvents.purchaseId], references: [purchases.id] }),
}));

export type Purchase = typeof purchases.$inferSelect;
export type BonusThreshold = typeof bonusThresholds.$inferSelect;
