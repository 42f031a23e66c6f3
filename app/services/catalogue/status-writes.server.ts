import { desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { cheats, cheatStatusHistory, users } from "~/db/schema";
import { STATUS_NOTE_MAX, STATUSES } from "~/utils/status";
import { queueStatusAlert } from "../alerts/status-alerts.server";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { CacheTag, invalidate } from "../invalidation.server";

/** A status change as the forms and the owner API send it (SPEC §4.1 codes). */
export const statusChangeSchema = z.object({
  // A number (JSON) or one digit (a form); never `true` or `[1]`, which plain coercion reads as 1.
  status: z
    .union([z.number(), z.string().regex(/^\d$/).transform(Number)], { error: "console.errors.status" })
    .refine((value) => (STATUSES as readonly number[]).includes(value), "console.errors.status"),
  note: z.string().trim().max(STATUS_NOTE_MAX, "console.errors.noteLength").optional().default(""),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/**
 * Sets the status of the given products in one transaction: each row changed gets its
 * `statusUpdatedAt`, the public note, a history row and an audit row; a product already in that
 * status with the same note is left alone. Then every cached page showing products is dropped,
 * so the product page, the statuses page, the header search and the API show it on the next
 * request. Returns the ids that changed.
 */
async function setStatuses(ctx: WriteContext, ids: number[], change: StatusChange, action: string) {
  requireRight(ctx.actor, "catalogue.status");
  const changed = await db().transaction(async (tx) => {
    const rows = await tx
      .select({ id: cheats.id, status: cheats.status, statusNote: cheats.statusNote })
      .from(cheats)
      .where(inArray(cheats.id, ids))
      .orderBy(cheats.id)
      .for("update");
    const done: number[] = [];
    const now = new Date();
    for (const row of rows) {
      if (row.status === change.status && row.statusNote === change.note) continue;
      await tx
        .update(cheats)
        .set({ status: change.status, statusNote: change.note, statusUpdatedAt: now })
        .where(eq(cheats.id, row.id));
      await tx.insert(cheatStatusHistory).values({
        cheatId: row.id,
        fromStatus: row.status,
        toStatus: change.status,
        note: change.note,
        actorId: ctx.actor.id,
      });
      // Buyers and followers hear of a new status (not of a reworded note), from the job queue.
      if (row.status !== change.status)
        await queueStatusAlert(tx, {
          cheatId: row.id,
          fromStatus: row.status,
          toStatus: change.status,
          note: change.note,
        });
      await recordAudit(tx, ctx, {
        action,
        entity: "cheat",
        entityId: row.id,
        before: { status: row.status, statusNote: row.statusNote },
        after: { status: change.status, statusNote: change.note },
      });
      done.push(row.id);
    }
    return { found: rows.length, done };
  });
  if (changed.done.length) invalidate([CacheTag.cheats]);
  return changed;
}

/** One product's status (the console's row control, the product page's inline control, the API). */
export async function setCheatStatus(ctx: WriteContext, cheatId: number, change: StatusChange) {
  const { found, done } = await setStatuses(ctx, [cheatId], change, "cheat.status");
  if (!found) throw new ConsoleError("NOT_FOUND", 404);
  return { changed: done.length > 0 };
}

/** The products picked in the console's list at once (bulk status). Returns how many changed. */
export async function setCheatsStatus(ctx: WriteContext, ids: number[], change: StatusChange) {
  const { done } = await setStatuses(ctx, ids, change, "cheat.status");
  return { changed: done.length };
}

/** Every product of a game at once (a game update breaks them all). Returns how many changed. */
export async function setGameCheatsStatus(ctx: WriteContext, gameId: number, change: StatusChange) {
  requireRight(ctx.actor, "catalogue.status");
  const ids = await db().select({ id: cheats.id }).from(cheats).where(eq(cheats.gameId, gameId));
  if (!ids.length) throw new ConsoleError("NOT_FOUND", 404);
  const { done } = await setStatuses(
    ctx,
    ids.map((row) => row.id),
    change,
    "game.status",
  );
  return { changed: done.length };
}

/** A product's status history, newest first, with the staff login. */
export function statusHistory(cheatId: number, limit = 50) {
  return db()
    .select({
      id: cheatStatusHistory.id,
      fromStatus: cheatStatusHistory.fromStatus,
      toStatus: cheatStatusHistory.toStatus,
      note: cheatStatusHistory.note,
      createdAt: cheatStatusHistory.createdAt,
      actorLogin: users.login,
    })
    .from(cheatStatusHistory)
    .leftJoin(users, eq(users.id, cheatStatusHistory.actorId))
    .where(eq(cheatStatusHistory.cheatId, cheatId))
    .orderBy(desc(cheatStatusHistory.id))
    .limit(limit);
}
