import { relations, sql } from "drizzle-orm";
import type { Major, Minor } from "~/utils/money";
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
  unique,
  uniqueIndex,
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
    /** What the buyer paid, after their loyalty discount. */
    amountMinor: integer("amount_minor").$type<Minor>().notNull(),
    /** The loyalty discount (percent) the signed order carried. */
    bonusPercent: smallint("bonus_percent").notNull().default(0),
    /** The coupon code the signed order carried (its use is in coupon_uses), upper-case. */
    couponCode: text("coupon_code"),
    currency: smallint("currency").notNull(),
    status: smallint("status").notNull().default(PaymentStatus.WaitPay),
    /** The buyer's language: the delivery e-mail is written in it. */
    lang: langEnum("lang").notNull().default("ru"),
    /**
     * What the buyer received that is not a secret: the shop's receipt of a wallet top-up (and the
     * keys of purchases made before key stock existed). Keys from stock stay encrypted in
     * `stock_keys`, linked by `keyId`.
     */
    delivery: text("delivery"),
    /** The stock the purchase draws its key (or account credentials) from; null when it needs none. */
    stockId: integer("stock_id").references(() => stocks.id, { onDelete: "set null" }),
    /** The key delivered; null while a paid purchase of a stock waits for one ("paid — awaiting key"). */
    keyId: integer("key_id").unique(),
    /**
     * When a paid purchase was found undeliverable (its unique item went to someone else, or it
     * waited longer than AWAITING_REFUND_HOURS for a key): it waits for the owner's refund.
     */
    needsRefundAt: timestamp("needs_refund_at", { withTimezone: true }),
    /** Why it needs a refund: `unavailable` or `waited` (needs-refund.server.ts). */
    needsRefundReason: text("needs_refund_reason"),
    /** When the owner refunded it (status Refunded). */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The provider's unique code of the payment (Digiseller): one purchase per code. */
    uniqueCode: text("unique_code").unique(),
    /**
     * Who started the checkout (a keyed hash of the signed-in account or the client's address
     * bucket, never the address itself): a pending payment holds stock only for a checkout someone
     * started, and one holder keeps at most MAX_OPEN_HOLDS holds (checkout.server.ts).
     */
    holder: text("holder"),
    /** When the provider was told the goods were delivered (Digiseller's "delivered" mark). */
    providerAckedAt: timestamp("provider_acked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("purchases_user_idx").on(t.userId, t.createdAt),
    index("purchases_created_idx").on(t.createdAt),
    index("purchases_email_idx").on(t.email),
    index("purchases_holder_idx")
      .on(t.holder)
      .where(sql`${t.holder} is not null and ${t.status} = 0`),
    index("purchases_awaiting_idx")
      .on(t.stockId, t.id)
      .where(sql`${t.keyId} is null`),
    // The console's "needs refund" list and badge read only these few rows.
    index("purchases_needs_refund_idx")
      .on(t.needsRefundAt)
      .where(sql`${t.needsRefundAt} is not null and ${t.status} = 1`),
    check("purchases_status_check", sql`${t.status} between 0 and 4`),
  ],
);

/**
 * A stock of keys: what one price option sells, shared by its rows on both sites. A product's
 * stock is per access period (the RUB and USD rows of "30 days" sell the same vendor keys); a game
 * account has one stock holding its credentials, which sell once.
 */
export const stocks = pgTable(
  "stocks",
  {
    id: serial("id").primaryKey(),
    cheatId: integer("cheat_id").references(() => cheats.id, { onDelete: "cascade" }),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    periodDays: integer("period_days").notNull().default(0),
    /** Fewer available keys than this alerts the owner. */
    lowThreshold: integer("low_threshold").notNull().default(5),
    /** When the owner was last told this stock ran low or left a buyer waiting; cleared on refill. */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
    /**
     * When the owners were last e-mailed that a paid buyer started waiting for a key here: that
     * e-mail goes at most once an hour per stock, even while the stock's alert is standing.
     */
    waitingAlertedAt: timestamp("waiting_alerted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("stocks_cheat_period_unique").on(t.cheatId, t.periodDays),
    uniqueIndex("stocks_account_unique")
      .on(t.accountId)
      .where(sql`${t.accountId} is not null`),
    check("stocks_owner_check", sql`(${t.cheatId} is null) <> (${t.accountId} is null)`),
    check("stocks_threshold_check", sql`${t.lowThreshold} >= 0`),
  ],
);

/**
 * One key (or one account's credentials) of a stock, encrypted at rest (AES-256-GCM). The
 * fingerprint — an HMAC of the normalized key — finds duplicates without decrypting anything.
 */
export const stockKeys = pgTable(
  "stock_keys",
  {
    id: serial("id").primaryKey(),
    stockId: integer("stock_id")
      .notNull()
      .references(() => stocks.id, { onDelete: "cascade" }),
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
    sealed: text("sealed").notNull(),
    fingerprint: text("fingerprint").notNull().unique(),
    /**
     * The console search's index of the key's last characters: a keyed hash (key-vault.server.ts),
     * null until the maintenance round indexes a key stored before the index existed.
     */
    tailHash: text("tail_hash"),
    /** 0 available, 1 sold, 2 revoked (StockKeyStatus). */
    status: smallint("status").notNull().default(0),
    purchaseId: integer("purchase_id")
      .unique()
      .references(() => purchases.id, { onDelete: "set null" }),
    /** A pending payment holds the key until then; past it the key is available again. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    /**
     * When the key was first shown to its buyer (purchase page, delivery e-mail): from then on it
     * never goes back to sale — a refund withdraws it instead.
     */
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
  },
  (t) => [
    index("stock_keys_available_idx")
      .on(t.stockId, t.id)
      .where(sql`${t.status} = 0`),
    // The maintenance round finds lapsed payment holds without reading the whole stock.
    index("stock_keys_held_idx")
      .on(t.reservedUntil)
      .where(sql`${t.reservedUntil} is not null`),
    // The console's search by a key's last characters: newest first among the keys with them.
    index("stock_keys_tail_idx").on(t.tailHash, t.id),
    check("stock_keys_status_check", sql`${t.status} between 0 and 2`),
  ],
);

export const StockKeyStatus = { Available: 0, Sold: 1, Revoked: 2 } as const;

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

/** The owner's internal notes on an order (never shown to the buyer). */
export const purchaseNotes = pgTable(
  "purchase_notes",
  {
    id: serial("id").primaryKey(),
    purchaseId: integer("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorLogin: text("author_login").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("purchase_notes_purchase_idx").on(t.purchaseId, t.createdAt)],
);

/** Loyalty bonus thresholds: spending more than amountRub gives `percent` off. */
export const bonusThresholds = pgTable("bonus_thresholds", {
  id: serial("id").primaryKey(),
  percent: integer("percent").notNull(),
  amountRub: integer("amount_rub").$type<Major>().notNull().unique(),
  amountUsd: integer("amount_usd").$type<Major>().notNull(),
});

export const purchasesRelations = relations(purchases, ({ one, many }) => ({
  user: one(users, { fields: [purchases.userId], references: [users.id] }),
  events: many(paymentEvents),
}));
export const paymentEventsRelations = relations(paymentEvents, ({ one }) => ({
  purchase: one(purchases, { fields: [paymentEvents.purchaseId], references: [purchases.id] }),
}));

export type Purchase = typeof purchases.$inferSelect;
export type Stock = typeof stocks.$inferSelect;
export type PurchaseNote = typeof purchaseNotes.$inferSelect;
export type StockKey = typeof stockKeys.$inferSelect;
export type BonusThreshold = typeof bonusThresholds.$inferSelect;

/**
 * A buyer's return from the payment provider that could not be settled yet (its API did not
 * answer): the code is kept so the reconciliation job settles it later and e-mails the key.
 */
export const providerReturns = pgTable("provider_returns", {
  uniqueCode: text("unique_code").primaryKey(),
  /** The buyer signed in when they came back, credited with the purchase. */
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  lang: langEnum("lang").notNull().default("ru"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  settledAt: timestamp("settled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
