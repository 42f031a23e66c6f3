import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { cheats } from "~/db/schema";
import { idSchema } from "~/utils/ids";
import type { Lang } from "~/utils/lang";
import { can } from "~/utils/permissions";
import { STATUSES } from "~/utils/status";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { requireRight } from "../console-errors.server";
import { CacheTag, invalidate } from "../invalidation.server";
import { cheatName } from "./sql.server";
import { setCheatsStatus } from "./status-writes.server";

/**
 * Bulk actions of the console's product list (decision 0033): the products ticked, one action —
 * a status, publish or unpublish — shown first as a confirmation listing every product it
 * touches, then applied in one transaction with one audit row per product changed.
 */

/** At most this many products at once (a page of the list is 20). */
export const BULK_MAX = 200;

export const bulkActionSchema = z.union([
  z.enum(["publish", "unpublish"]),
  z
    .string()
    .regex(/^status:\d$/)
    .refine((value) => STATUSES.includes(Number(value.slice(7)) as never)),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkFormSchema = z.object({
  bulk: bulkActionSchema,
  ids: z.array(idSchema).min(1).max(BULK_MAX),
  /** Publishing asks whether to feature the products in the home slider (a ticked box: "on"). */
  inSlider: z
    .string()
    .nullish()
    .transform((value) => value === "on"),
});

/** Whose rights an action needs: a status is tech support's too; publishing is the owner's. */
export const bulkRight = (action: BulkAction) =>
  action.startsWith("status:") ? "catalogue.status" : "catalogue.edit";

/** The products an action would touch, by name in the console's language: what the confirmation lists. */
export function bulkTargets(ids: number[], lang: Lang) {
  const name = cheatName(lang);
  return db()
    .select({ id: cheats.id, name, status: cheats.status, isPublished: cheats.isPublished })
    .from(cheats)
    .where(inArray(cheats.id, ids))
    .orderBy(asc(name), asc(cheats.id));
}

/**
 * Publishes or unpublishes the products; one audit row per product that changed. Publishing says
 * whether they join the home slider (`inSlider`); unpublishing leaves that choice as it was.
 */
async function setPublished(ctx: WriteContext, ids: number[], published: boolean, inSlider: boolean) {
  requireRight(ctx.actor, "catalogue.edit");
  const changed = await db().transaction(async (tx) => {
    const rows = await tx
      .select({ id: cheats.id, isPublished: cheats.isPublished, inSlider: cheats.inSlider })
      .from(cheats)
      .where(inArray(cheats.id, ids))
      .orderBy(cheats.id)
      .for("update");
    let done = 0;
    for (const row of rows) {
      if (row.isPublished === published) continue;
      const set = published ? { isPublished: true, inSlider } : { isPublished: false };
      await tx.update(cheats).set(set).where(eq(cheats.id, row.id));
      await recordAudit(tx, ctx, {
        action: published ? "cheat.publish" : "cheat.unpublish",
        entity: "cheat",
        entityId: row.id,
        before: published ? { isPublished: row.isPublished, inSlider: row.inSlider } : { isPublished: true },
        after: set,
      });
      done++;
    }
    return done;
  });
  if (changed) invalidate([CacheTag.cheats, CacheTag.catalogue]);
  return changed;
}

/** Applies a confirmed bulk action; returns how many products changed. */
export async function applyBulk(ctx: WriteContext, action: BulkAction, ids: number[], inSlider = false) {
  if (action === "publish" || action === "unpublish")
    return setPublished(ctx, ids, action === "publish", inSlider);
  return (await setCheatsStatus(ctx, ids, { status: Number(action.slice(7)), note: "" })).changed;
}

/** The bulk actions a role may take, for the list's bar. */
export function bulkActionsFor(role: Parameters<typeof can>[0]): BulkAction[] {
  return [
    ...STATUSES.map((status) => `status:${status}` as BulkAction),
    ...(can(role, "catalogue.edit") ? (["publish", "unpublish"] as const) : []),
  ];
}
