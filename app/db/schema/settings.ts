import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { langEnum } from "./common";

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
