import { pgEnum, timestamp } from "drizzle-orm/pg-core";

/** Site languages; every translated row carries one. */
export const langEnum = pgEnum("lang", ["ru", "en"]);
export type Lang = (typeof langEnum.enumValues)[number];

/** created_at / updated_at columns every mutable table carries. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
