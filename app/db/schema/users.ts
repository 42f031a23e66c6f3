import { relations } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { PROVIDERS, ROLES } from "../../utils/user-kinds";
import { langEnum, timestamps } from "./common";

export const roleEnum = pgEnum("role", ROLES);
export type Role = (typeof roleEnum.enumValues)[number];

export const providerEnum = pgEnum("auth_provider", PROVIDERS);
export type Provider = (typeof providerEnum.enumValues)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    login: text("login").notNull().unique(),
    /** Stored lower-cased; null for a provider account that gave no e-mail. */
    email: text("email").unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    role: roleEnum("role").notNull().default("client"),
    isBlocked: boolean("is_blocked").notNull().default(false),
    avatarJpeg: text("avatar_jpeg"),
    avatarWebp: text("avatar_webp"),
    /** Registration requires accepting the terms of use and the personal-data consent. */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    /**
     * Which wording of those two documents was accepted (users/consents.server.ts): forms show the
     * consents as given while it is the current one, and ask again once the documents change.
     */
    termsVersion: text("terms_version"),
    lang: langEnum("lang").notNull().default("ru"),
    /**
     * Whether the customer chose `lang` on their profile: then it stays; until then it follows the
     * site they use (users.server.ts followSiteLanguage).
     */
    langChosen: boolean("lang_chosen").notNull().default(false),
    /** Whether status alerts (e-mail and push) reach the user: the profile's switch, the mails' unsubscribe. */
    statusAlerts: boolean("status_alerts").notNull().default(true),
    /** The customer's referral link's code (`/?ref=…`), made when first shown; unguessable. */
    referralCode: text("referral_code").unique(),
    ...timestamps,
  },
  (t) => [index("users_role_idx").on(t.role)],
);

export const linkedAccounts = pgTable(
  "linked_accounts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: providerEnum("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    email: text("email"),
    displayName: text("display_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("linked_accounts_provider_account_unique").on(t.provider, t.providerAccountId),
    unique("linked_accounts_user_provider_unique").on(t.userId, t.provider),
    index("linked_accounts_user_idx").on(t.userId),
  ],
);

/** Sessions: the cookie holds a random id, the table keeps only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    /**
     * The address bucket the session was started from, as a keyed hash (never the address): the
     * referral programme's "same address" check compares a friend's with the referrer's.
     */
    addressHash: text("address_hash"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Magic-link tokens: stored hashed, single use, short-lived. A token with a user id confirms that
 * user's new e-mail address; one without signs the address in (or starts its registration).
 */
export const loginTokens = pgTable(
  "login_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    lang: langEnum("lang").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A same-site path to land on after sign-in (validated before it is stored). */
    redirectTo: text("redirect_to"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("login_tokens_email_idx").on(t.email), index("login_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * A sign-in that found no user: the identity waits here until its owner accepts the terms, because
 * registration requires that (SPEC §1). The cookie holds a random id; the row keeps its SHA-256.
 */
export const pendingRegistrations = pgTable("pending_registrations", {
  idHash: text("id_hash").primaryKey(),
  email: text("email"),
  emailVerified: boolean("email_verified").notNull().default(false),
  provider: providerEnum("provider"),
  providerAccountId: text("provider_account_id"),
  displayName: text("display_name"),
  lang: langEnum("lang").notNull(),
  redirectTo: text("redirect_to"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Steam OpenID response nonces already accepted: a replayed assertion is refused. */
export const openidNonces = pgTable(
  "openid_nonces",
  {
    nonce: text("nonce").primaryKey(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("openid_nonces_seen_idx").on(t.seenAt)],
);

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

export const usersRelations = relations(users, ({ many }) => ({
  linkedAccounts: many(linkedAccounts),
  sessions: many(sessions),
  pushSubscriptions: many(pushSubscriptions),
}));
export const linkedAccountsRelations = relations(linkedAccounts, ({ one }) => ({
  user: one(users, { fields: [linkedAccounts.userId], references: [users.id] }),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const pushSubscriptionsRelations = relations(pushSubscriptions, ({ one }) => ({
  user: one(users, { fields: [pushSubscriptions.userId], references: [users.id] }),
}));

export type User = typeof users.$inferSelect;
export type LinkedAccount = typeof linkedAccounts.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type PendingRegistration = typeof pendingRegistrations.$inferSelect;
