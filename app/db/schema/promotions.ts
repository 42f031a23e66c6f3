import { sql } from "drizzle-orm";
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
import type { Minor } from "~/utils/money";
import { timestamps } from "./common";
import { purchases } from "./commerce";
import { users } from "./users";

/**
 * What a coupon applies to (decision 0050): everything, one game's products, one category, chosen
 * products (cheats and game accounts) or chosen price options.
 */
export type CouponScope =
  | { kind: "all" }
  | { kind: "game"; gameId: number }
  | { kind: "category"; category: number }
  | { kind: "products"; cheatIds: number[]; accountIds: number[] }
  | { kind: "options"; priceIds: number[] };

/** A promotion code the owner runs (console → Promotions): a percent or a fixed amount off. */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Upper-case, 4–32 of A–Z, 0–9 and dashes; found whatever case the buyer types. */
    code: text("code").notNull().unique(),
    /** A percent off (1–90), or null for a fixed amount. */
    percent: smallint("percent"),
    /** A fixed amount off per currency; null where it is not offered (the other site, or a percent). */
    amountRubMinor: integer("amount_rub_minor").$type<Minor>(),
    amountUsdMinor: integer("amount_usd_minor").$type<Minor>(),
    appliesTo: jsonb("applies_to").$type<CouponScope>().notNull().default({ kind: "all" }),
    /** The least order (per currency) the code applies to; null for none. */
    minRubMinor: integer("min_rub_minor").$type<Minor>(),
    minUsdMinor: integer("min_usd_minor").$type<Minor>(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Uses in all (paid orders); null for no limit. */
    maxUses: integer("max_uses"),
    /** Uses per customer (an account, or a guest's e-mail and address); null for no limit. */
    perCustomer: integer("per_customer"),
    paused: boolean("paused").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check(
      "coupons_discount_check",
      sql`(${t.percent} between 1 and 90 and ${t.amountRubMinor} is null and ${t.amountUsdMinor} is null)
        or (${t.percent} is null and (${t.amountRubMinor} > 0 or ${t.amountUsdMinor} > 0))`,
    ),
    check("coupons_limits_check", sql`coalesce(${t.maxUses}, 1) > 0 and coalesce(${t.perCustomer}, 1) > 0`),
  ],
);
export type Coupon = typeof coupons.$inferSelect;

/** A use's life: held by a checkout, used by its payment, given back by its refund or lapse. */
export const CouponUseState = { Held: 0, Used: 1, Returned: 2 } as const;

/**
 * One use of a coupon (decision 0050). Buy holds a use for its checkout while it is being paid
 * (`heldUntil`); the payment turns it used, once, whatever the provider repeats; a refund gives it
 * back. The coupon's row is locked while a use is counted, so the last one goes to one buyer.
 */
export const couponUses = pgTable(
  "coupon_uses",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    state: smallint("state").notNull().default(CouponUseState.Held),
    /** Who started the checkout (checkout.server.ts holderOf): a guest's address bucket, hashed. */
    holder: text("holder").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The buyer's e-mail, known once the payment names it. */
    email: text("email"),
    /** The order that paid with it (one use per order). */
    purchaseId: integer("purchase_id")
      .unique()
      .references(() => purchases.id, { onDelete: "set null" }),
    /** What the coupon took off, in the order's currency. */
    discountMinor: integer("discount_minor").$type<Minor>().notNull(),
    currency: smallint("currency").notNull(),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("coupon_uses_coupon_idx").on(t.couponId, t.state)],
);
export type CouponUse = typeof couponUses.$inferSelect;
