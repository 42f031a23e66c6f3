import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { db } from "~/db/client.server";
import { cannedReplies, type CannedReply } from "~/db/schema";
import type { Lang } from "~/db/schema/common";
import {
  fillCannedReply,
  unresolvedVariables,
  type CannedReplyView,
  type CannedVariable,
} from "~/utils/canned-replies";
import type { cannedReplySchema } from "~/utils/console-forms";
import { recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";

/**
 * The desk's canned replies (issue: support that knows the customer). The owner writes each in
 * Russian and English in the console; staff insert one into a reply in the customer's language,
 * with the ticket's variables filled in, and may edit it before sending.
 */

export function listCannedReplies(): Promise<CannedReply[]> {
  return db().select().from(cannedReplies).orderBy(asc(cannedReplies.title), asc(cannedReplies.id));
}

/** Every canned reply for one ticket: in the customer's language, variables filled in. */
export async function cannedRepliesFor(
  lang: Lang,
  values: Partial<Record<CannedVariable, string>>,
): Promise<CannedReplyView[]> {
  return (await listCannedReplies()).map((reply) => {
    const text = fillCannedReply(lang === "en" ? reply.bodyEn : reply.bodyRu, values);
    return { id: reply.id, title: reply.title, text, missing: unresolvedVariables(text) };
  });
}

type CannedReplyInput = z.infer<typeof cannedReplySchema>;

/** Adds a reply, or changes one (`id`); each write is in the audit log. */
export async function saveCannedReply(ctx: WriteContext, input: CannedReplyInput & { id?: number }) {
  requireRight(ctx.actor, "desk.manage");
  const { id, ...fields } = input;
  return db().transaction(async (tx) => {
    let before: CannedReply | null = null;
    if (id !== undefined) {
      [before] = await tx.select().from(cannedReplies).where(eq(cannedReplies.id, id)).for("update");
      if (!before) throw new ConsoleError("NOT_FOUND", 404);
    }
    const [row] = before
      ? await tx.update(cannedReplies).set(fields).where(eq(cannedReplies.id, before.id)).returning()
      : await tx.insert(cannedReplies).values(fields).returning();
    await recordAudit(tx, ctx, {
      action: before ? "cannedReply.update" : "cannedReply.create",
      entity: "cannedReply",
      entityId: row.id,
      before: before && { title: before.title, bodyRu: before.bodyRu, bodyEn: before.bodyEn },
      after: fields,
    });
    return row;
  });
}

/** Deletes a reply (tickets keep the text already sent). */
export async function deleteCannedReply(ctx: WriteContext, id: number) {
  requireRight(ctx.actor, "desk.manage");
  await db().transaction(async (tx) => {
    const [row] = await tx.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning();
    if (!row) throw new ConsoleError("NOT_FOUND", 404);
    await recordAudit(tx, ctx, {
      action: "cannedReply.delete",
      entity: "cannedReply",
      entityId: id,
      before: { title: row.title },
      after: null,
    });
  });
}
