import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { roleEnum, users } from "./users";

/**
 * Every console and owner-API write: who (and in which role), through what, on which entity,
 * the entity's fields before and after, and the client address. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's login and role at the time (kept when the account later changes or goes). */
    actorLogin: text("actor_login").notNull(),
    actorRole: roleEnum("actor_role").notNull(),
    /** "console" (a form), "api" (the owner API with the session) or "token:<id>". */
    via: text("via").notNull(),
    /** What was done, e.g. "cheat.status". */
    action: text("action").notNull(),
    /** The entity kind and id, e.g. "cheat" and "12". */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * The owner API's bearer tokens: created and revoked in the console, stored as a SHA-256 hash
 * (the token itself is shown once), scoped to reading or to reading and writing.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** "read": GET calls only; "write": every call the creator's role allows. */
    scope: text("scope", { enum: ["read", "write"] }).notNull(),
    /** The owner who made it: a call with the token acts as this user, with this user's rights. */
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_tokens_created_by_idx").on(t.createdBy)],
);

export type ApiToken = typeof apiTokens.$inferSelect;
