import { relations, sql } from "drizzle-orm";
import type { Minor } from "~/utils/money";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { langEnum, timestamps } from "./common";
import { users } from "./users";

/** Cheat category codes of SPEC §3. */
export const CheatCategory = { CHEAT: 0, DMA_COMPONENTS: 1, DMA_CHEATS: 2, DMA_FIRMWARE: 3 } as const;
/** Currency codes of SPEC §3. */
export const Currency = { RUB: 0, USD: 1 } as const;

export const games = pgTable(
  "games",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    sort: integer("sort").notNull().default(0),
    isMobile: boolean("is_mobile").notNull().default(false),
    previewHorizontalJpeg: text("preview_horizontal_jpeg"),
    previewHorizontalWebp: text("preview_horizontal_webp"),
    previewVerticalJpeg: text("preview_vertical_jpeg"),
    previewVerticalWebp: text("preview_vertical_webp"),
    ...timestamps,
  },
  (t) => [index("games_sort_idx").on(t.sort)],
);

export const gameTranslations = pgTable(
  "game_translations",
  {
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    pageTitle: text("page_title").notNull().default(""),
    pageDescription: text("page_description").notNull().default(""),
    pageText: text("page_text").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.lang] }),
    index("game_translations_lang_name_idx").on(t.lang, t.name),
  ],
);

export const cheats = pgTable(
  "cheats",
  {
    id: serial("id").primaryKey(),
    /** Null for DMA components and firmware, which belong to no game. */
    gameId: integer("game_id").references(() => games.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    category: smallint("category").notNull().default(CheatCategory.CHEAT),
    status: smallint("status").notNull().default(1),
    /** When the status last changed: the assistant answers "is X working?" with it. */
    statusUpdatedAt: timestamp("status_updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The public note staff gave with the last status change ("Detected after the 2.1 patch"). */
    statusNote: text("status_note").notNull().default(""),
    isPublished: boolean("is_published").notNull().default(true),
    /**
     * Featured in the home slider as "New" (asked when the product is published; the slider never
     * shows a product whose status is Detected, whatever this says).
     */
    inSlider: boolean("in_slider").notNull().default(true),
    isSpoofer: boolean("is_spoofer").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    previewJpeg: text("preview_jpeg"),
    previewWebp: text("preview_webp"),
    backgroundJpeg: text("background_jpeg"),
    backgroundWebp: text("background_webp"),
    ...timestamps,
  },
  (t) => [
    unique("cheats_game_slug_unique").on(t.gameId, t.slug).nullsNotDistinct(),
    index("cheats_game_idx").on(t.gameId),
    index("cheats_category_idx").on(t.category, t.isPublished, t.sort),
    index("cheats_created_idx").on(t.createdAt),
    check("cheats_status_check", sql`${t.status} between 0 and 4`),
    check("cheats_category_check", sql`${t.category} between 0 and 3`),
  ],
);

export const cheatTranslations = pgTable(
  "cheat_translations",
  {
    cheatId: integer("cheat_id")
      .notNull()
      .references(() => cheats.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    /**
     * The product's name on this language's site; empty means `cheats.name` (decision 0037): set
     * where the name's nouns translate (hardware, firmware), left empty for brand names.
     */
    name: text("name").notNull().default(""),
    pageTitle: text("page_title").notNull().default(""),
    pageDescription: text("page_description").notNull().default(""),
    text: text("text").notNull().default(""),
    /** Sanitized HTML. */
    functions: text("functions").notNull().default(""),
    /**
     * What a buyer reads under their key (sanitized HTML): where to download the loader and how
     * to launch it. Empty: the purchase page points to the shop's launch guide (/faq).
     */
    afterPurchase: text("after_purchase").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.cheatId, t.lang] })],
);

/** Feature tags, one row per language (short labels: a row per language keeps queries flat). */
export const cheatFeatures = pgTable(
  "cheat_features",
  {
    id: serial("id").primaryKey(),
    cheatId: integer("cheat_id")
      .notNull()
      .references(() => cheats.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    isComponent: boolean("is_component").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("cheat_features_cheat_lang_idx").on(t.cheatId, t.lang, t.sort)],
);

export const cheatRequirements = pgTable(
  "cheat_requirements",
  {
    id: serial("id").primaryKey(),
    cheatId: integer("cheat_id")
      .notNull()
      .references(() => cheats.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("cheat_requirements_cheat_lang_idx").on(t.cheatId, t.lang, t.sort)],
);

export const cheatVideos = pgTable(
  "cheat_videos",
  {
    id: serial("id").primaryKey(),
    cheatId: integer("cheat_id")
      .notNull()
      .references(() => cheats.id, { onDelete: "cascade" }),
    /** Sanitized embed HTML. */
    body: text("body").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("cheat_videos_cheat_idx").on(t.cheatId, t.sort)],
);

const screenshotColumns = {
  id: serial("id").primaryKey(),
  previewJpeg: text("preview_jpeg").notNull(),
  previewWebp: text("preview_webp").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  sort: integer("sort").notNull().default(0),
};

export const cheatScreenshots = pgTable(
  "cheat_screenshots",
  {
    ...screenshotColumns,
    cheatId: integer("cheat_id")
      .notNull()
      .references(() => cheats.id, { onDelete: "cascade" }),
  },
  (t) => [index("cheat_screenshots_cheat_idx").on(t.cheatId, t.sort)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    sort: integer("sort").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    previewVerticalJpeg: text("preview_vertical_jpeg"),
    previewVerticalWebp: text("preview_vertical_webp"),
    ...timestamps,
  },
  (t) => [index("accounts_list_idx").on(t.isPublished, t.sort)],
);

export const accountTranslations = pgTable(
  "account_translations",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    headTitle: text("head_title").notNull().default(""),
    headDescription: text("head_description").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.lang] }),
    index("account_translations_lang_name_idx").on(t.lang, t.name),
  ],
);

export const accountScreenshots = pgTable(
  "account_screenshots",
  {
    ...screenshotColumns,
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
  },
  (t) => [index("account_screenshots_account_idx").on(t.accountId, t.sort)],
);

/**
 * Price options. One row per option and language: ru rows are the `prices` (RUB), en rows the
 * `globalPrices` (USD) of SPEC §3. Amounts are integer minor units (kopecks, cents); a null amount
 * or currency means out of stock.
 */
export const prices = pgTable(
  "prices",
  {
    id: serial("id").primaryKey(),
    cheatId: integer("cheat_id").references(() => cheats.id, { onDelete: "cascade" }),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
    type: text("type").notNull().default("key"),
    periodDays: integer("period_days").notNull().default(0),
    priceMinor: integer("price_minor").$type<Minor>(),
    discountPriceMinor: integer("discount_price_minor").$type<Minor>(),
    currency: smallint("currency"),
    /** The aggregator's payment link for this option. */
    redirect: text("redirect"),
    /** The Digiseller product this option is sold as (the payment provider, decision 0022). */
    digisellerProductId: integer("digiseller_product_id"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("prices_cheat_idx").on(t.cheatId, t.lang, t.sort),
    index("prices_account_idx").on(t.accountId, t.lang, t.sort),
    check("prices_owner_check", sql`(${t.cheatId} is null) <> (${t.accountId} is null)`),
    check("prices_discount_check", sql`${t.discountPriceMinor} is null or ${t.discountPriceMinor} >= 0`),
  ],
);

export const problems = pgTable(
  "problems",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    sort: integer("sort").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("problems_sort_idx").on(t.sort)],
);

export const problemTranslations = pgTable(
  "problem_translations",
  {
    problemId: integer("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    headTitle: text("head_title").notNull().default(""),
    headDescription: text("head_description").notNull().default(""),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.lang] })],
);

export const gamesRelations = relations(games, ({ many }) => ({
  translations: many(gameTranslations),
  cheats: many(cheats),
}));
export const gameTranslationsRelations = relations(gameTranslations, ({ one }) => ({
  game: one(games, { fields: [gameTranslations.gameId], references: [games.id] }),
}));
export const cheatsRelations = relations(cheats, ({ one, many }) => ({
  game: one(games, { fields: [cheats.gameId], references: [games.id] }),
  translations: many(cheatTranslations),
  features: many(cheatFeatures),
  requirements: many(cheatRequirements),
  videos: many(cheatVideos),
  screenshots: many(cheatScreenshots),
  prices: many(prices),
}));
export const cheatTranslationsRelations = relations(cheatTranslations, ({ one }) => ({
  cheat: one(cheats, { fields: [cheatTranslations.cheatId], references: [cheats.id] }),
}));
export const cheatFeaturesRelations = relations(cheatFeatures, ({ one }) => ({
  cheat: one(cheats, { fields: [cheatFeatures.cheatId], references: [cheats.id] }),
}));
export const cheatRequirementsRelations = relations(cheatRequirements, ({ one }) => ({
  cheat: one(cheats, { fields: [cheatRequirements.cheatId], references: [cheats.id] }),
}));
export const cheatVideosRelations = relations(cheatVideos, ({ one }) => ({
  cheat: one(cheats, { fields: [cheatVideos.cheatId], references: [cheats.id] }),
}));
export const cheatScreenshotsRelations = relations(cheatScreenshots, ({ one }) => ({
  cheat: one(cheats, { fields: [cheatScreenshots.cheatId], references: [cheats.id] }),
}));
export const accountsRelations = relations(accounts, ({ many }) => ({
  translations: many(accountTranslations),
  screenshots: many(accountScreenshots),
  prices: many(prices),
}));
export const accountTranslationsRelations = relations(accountTranslations, ({ one }) => ({
  account: one(accounts, { fields: [accountTranslations.accountId], references: [accounts.id] }),
}));
export const accountScreenshotsRelations = relations(accountScreenshots, ({ one }) => ({
  account: one(accounts, { fields: [accountScreenshots.accountId], references: [accounts.id] }),
}));
export const pricesRelations = relations(prices, ({ one }) => ({
  cheat: one(cheats, { fields: [prices.cheatId], references: [cheats.id] }),
  account: one(accounts, { fields: [prices.accountId], references: [accounts.id] }),
}));
export const problemsRelations = relations(problems, ({ many }) => ({
  translations: many(problemTranslations),
}));
export const problemTranslationsRelations = relations(problemTranslations, ({ one }) => ({
  problem: one(problems, { fields: [problemTranslations.problemId], references: [problems.id] }),
}));

export type Game = typeof games.$inferSelect;
export type GameTranslation = typeof gameTranslations.$inferSelect;
export type Cheat = typeof cheats.$inferSelect;
export type CheatTranslation = typeof cheatTranslations.$inferSelect;
export type CheatFeature = typeof cheatFeatures.$inferSelect;
export type CheatRequirement = typeof cheatRequirements.$inferSelect;
export type Account = typeof accounts.$inferSelect;
export type AccountTranslation = typeof accountTranslations.$inferSelect;
export type Price = typeof prices.$inferSelect;
export type Problem = typeof problems.$inferSelect;
export type ProblemTranslation = typeof problemTranslations.$inferSelect;

/** Each status change of a product (SPEC §4.1): who, when, from → to and the note given. */
export const cheatStatusHistory = pgTable(
  "cheat_status_history",
  {
    id: serial("id").primaryKey(),
    cheatId: integer("cheat_id")
      .notNull()
      .references(() => cheats.id, { onDelete: "cascade" }),
    fromStatus: smallint("from_status").notNull(),
    toStatus: smallint("to_status").notNull(),
    note: text("note").notNull().default(""),
    /** Null once the staff account is gone; the audit log keeps the login. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cheat_status_history_cheat_idx").on(t.cheatId, t.createdAt)],
);
