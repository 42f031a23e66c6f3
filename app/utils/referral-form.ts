import { z } from "zod";

/**
 * The owner's referral programme form (console → Promotions, decision 0051): on or off, the
 * reward, the friend's welcome, the monthly cap and the refund window. The ranges are the
 * database's (referral_programme_terms_check); errors are translation keys, shown at the field.
 */
const whole = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

export const referralFormSchema = z.object({
  /** A checkbox: "on" when ticked, absent when not. */
  enabled: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
  rewardPercent: whole(1, 90, "console.referrals.errors.rewardPercent"),
  rewardDays: whole(1, 365, "console.referrals.errors.rewardDays"),
  welcomePercent: whole(0, 90, "console.referrals.errors.welcomePercent"),
  monthlyCap: whole(1, 1000, "console.referrals.errors.monthlyCap"),
  refundWindowDays: whole(0, 365, "console.referrals.errors.refundWindowDays"),
});
export type ReferralForm = z.infer<typeof referralFormSchema>;
