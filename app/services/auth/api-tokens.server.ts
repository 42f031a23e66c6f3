import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { db } from "~/db/client.server";
import { apiTokens, users, type User } from "~/db/schema";
import type { apiTokenSchema } from "~/utils/console-forms";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { randomToken, sha256 } from "./tokens.server";

/** Tokens start with this, so a leaked one is recognisable in logs and secret scanners. */
export const TOKEN_PREFIX = "nct_";

/** Makes a token; the secret is returned this once and only its hash is kept. */
export async function createApiToken(ctx: WriteContext, input: z.infer<typeof apiTokenSchema>) {
  requireRight(ctx.actor, "users.manage");
  const secret = `${TOKEN_PREFIX}${randomToken()}`;
  const token = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({ name: input.name, scope: input.scope, tokenHash: sha256(secret), createdBy: ctx.actor.id })
      .returning();
    await recordAudit(tx, ctx, {
      action: "token.create",
      entity: "token",
      entityId: row.id,
      before: null,
      after: { name: row.name, scope: row.scope },
    });
    return row;
  });
  return { id: token.id, secret };
}

/** Revokes a token at once: the next call with it is 401. Revoking twice changes nothing. */
export async function revokeApiToken(ctx: WriteContext, id: number) {
  requireRight(ctx.actor, "users.manage");
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.id, id));
      if (!exists) throw new ConsoleError("NOT_FOUND", 404);
      return;
    }
    await recordAudit(tx, ctx, {
      action: "token.revoke",
      entity: "token",
      entityId: row.id,
      before: { revoked: false },
      after: { revoked: true },
    });
  });
}

/** The tokens for the console's list (never their secrets). */
export function listApiTokens() {
  return db()
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
      createdByLogin: users.login,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .orderBy(desc(apiTokens.id));
}

/**
 * The caller a bearer token stands for: its creator (still staff and not blocked), with the
 * token's scope; null for an unknown, revoked or orphaned token.
 */
export async function userForToken(
  secret: string,
): Promise<{ user: User; tokenId: number; scope: "read" | "write" } | null> {
  if (!secret.startsWith(TOKEN_PREFIX) || secret.length > 200) return null;
  const [row] = await db()
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.tokenHash, sha256(secret)), isNull(apiTokens.revokedAt)));
  if (!row || row.user.isBlocked) return null;
  // When it was last used, for the owner's list (a missed update costs nothing).
  await db().update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.token.id));
  return { user: row.user, tokenId: row.token.id, scope: row.token.scope };
}
