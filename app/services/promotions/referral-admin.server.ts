import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { referralProgramme } from "~/db/schema";
import type { ReferralForm } from "~/utils/referral-form";
import { changedFields, recordAudit, type WriteContext } from "../audit/audit.server";
import { requireRight } from "../console-errors.server";

/**
 * Sets the referral programme's terms (owner only, decision 0051), audited as `referral.terms`
 * with only the fields that changed; saving the same terms again writes nothing. Returns how many
 * fields changed.
 */
export async function updateReferralTerms(ctx: WriteContext, input: ReferralForm) {
  requireRight(ctx.actor, "promotions.manage");
  // Only the terms, whatever else the caller's object carries.
  const terms = {
    enabled: input.enabled,
    rewardPercent: input.rewardPercent,
    rewardDays: input.rewardDays,
    welcomePercent: input.welcomePercent,
    monthlyCap: input.monthlyCap,
    refundWindowDays: input.refundWindowDays,
  };
  return db().transaction(async (tx) => {
    // The row is made with the defaults the first time, so there is always one to lock: two owners
    // saving at once are applied one after the other, each diffed against what the other saved.
    await tx.insert(referralProgramme).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(referralProgramme).where(eq(referralProgramme.id, 1)).for("update");
    const diff = changedFields(row, terms);
    if (!diff.count) return 0;
    await tx
      .update(referralProgramme)
      .set({ ...terms, updatedAt: new Date() })
      .where(eq(referralProgramme.id, 1));
    await recordAudit(tx, ctx, {
      action: "referral.terms",
      entity: "referral",
      entityId: "programme",
      before: diff.before,
      after: diff.after,
    });
    return diff.count;
  });
}
