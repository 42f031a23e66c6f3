import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  uniqueIndex,
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
    /**
     * A personal code (a referral reward or welcome, decision 0051): only this customer's account
     * may use it, and the console lists it with the programme, not among the owner's codes.
     */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
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

/**
 * A use's life: held by a checkout, used by its payment, given back by a failed payment (a Pay
 * after the Fail takes it again) or by its order's refund, or void — let go for good because the
 * same buyer's next Buy replaced its checkout or the reward it belonged to was withdrawn. A
 * payment takes only a use no order has taken and that is not void (coupons.server.ts).
 */
export const CouponUseState = { Held: 0, Used: 1, Returned: 2, Void: 3 } as const;

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

/**
 * The referral programme's terms (decision 0051), one row: off until the owner turns it on; the
 * reward coupon a referrer gets for a friend's first paid order, the friend's welcome code, the
 * monthly cap and the refund window in which a refund withdraws an unused reward.
 */
export const referralProgramme = pgTable(
  "referral_programme",
  {
    id: smallint("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    rewardPercent: smallint("reward_percent").notNull().default(10),
    rewardDays: smallint("reward_days").notNull().default(60),
    /** The friend's welcome discount on registering through a link; 0 for none. */
    welcomePercent: smallint("welcome_percent").notNull().default(0),
    /** Rewards per referrer per calendar month (shop time). */
    monthlyCap: smallint("monthly_cap").notNull().default(10),
    refundWindowDays: smallint("refund_window_days").notNull().default(14),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("referral_programme_one_row", sql`${t.id} = 1`),
    check(
      "referral_programme_terms_check",
      sql`${t.rewardPercent} between 1 and 90 and ${t.welcomePercent} between 0 and 90
        and ${t.rewardDays} between 1 and 365 and ${t.monthlyCap} between 1 and 1000
        and ${t.refundWindowDays} between 0 and 365`,
    ),
  ],
);
export type ReferralProgramme = typeof referralProgramme.$inferSelect;

/** Where a referral stands: waiting for the friend's first paid order, then decided once. */
export const ReferralState = { Pending: 0, Rewarded: 1, Refused: 2, Revoked: 3 } as const;

/**
 * A friend who registered through a customer's link (`/?ref=CODE`). Decided once, on the friend's
 * first paid order: rewarded (the referrer gets a one-use coupon), or refused with a reason; a
 * reward is withdrawn (revoked) when that order is refunded within the window and it is unused.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: serial("id").primaryKey(),
    referrerId: integer("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One referral per friend: the first link they registered through. */
    friendId: integer("friend_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The friend's address bucket at registration, as a keyed hash (never the address). */
    friendAddress: text("friend_address"),
    state: smallint("state").notNull().default(ReferralState.Pending),
    /** Why it was refused or revoked (`selfAccount`, `sameEmail`, `sameAddress`, `sameSocial`, `monthlyCap`, `off`, `refunded`). */
    reason: text("reason"),
    purchaseId: integer("purchase_id").references(() => purchases.id, { onDelete: "set null" }),
    rewardCouponId: integer("reward_coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    welcomeCouponId: integer("welcome_coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("referrals_friend_idx").on(t.friendId),
    index("referrals_referrer_idx").on(t.referrerId, t.state),
  ],
);
export type Referral = typeof referrals.$inferSelect;
