import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { langEnum } from "./common";

/**
 * Secrets the app generates for itself when the environment gives none (the payment sandbox's
 * webhook key, the key that signs buy links), so every instance sharing the database agrees.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Site settings (SPEC §3), one row per language and key. */
export const settings = pgTable(
  "settings",
  {
    lang: langEnum("lang").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.key] })],
);
