import { z } from "zod";
import { parseShopTime } from "./dates";
import { COUPON_CODE } from "./promotion-codes";
import { parseMinor } from "./money";

/**
 * The owner's coupon form (console → Promotions, and the owner API's POST /api/admin/coupons):
 * what a code is, what it takes off, what it applies to and its limits (decision 0050). Values are
 * translation keys, shown at the field.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const optionalCount = optionalText.pipe(
  z
    .string()
    .regex(/^\d{1,6}$/, "console.promotions.errors.count")
    .transform(Number)
    .refine((n) => n >= 1, "console.promotions.errors.count")
    .optional(),
);
const optionalAmount = optionalText.pipe(
  z
    .string()
    .transform((text, ctx) => {
      const minor = parseMinor(text);
      if (minor === null || minor <= 0) {
        ctx.addIssue({ code: "custom", message: "console.promotions.errors.amount" });
        return z.NEVER;
      }
      return minor;
    })
    .optional(),
);
const optionalTime = (endOfDay: boolean) =>
  optionalText.pipe(
    z
      .string()
      .transform((text, ctx) => {
        const time = parseShopTime(text, endOfDay);
        if (!time) {
          ctx.addIssue({ code: "custom", message: "console.promotions.errors.time" });
          return z.NEVER;
        }
        return time;
      })
      .optional(),
  );
const ids = z
  .union([z.string(), z.array(z.string())])
  .optional()
  // A form sends one value per chosen product; the owner API's list arrives as lines.
  .transform((value) =>
    value === undefined ? [] : Array.isArray(value) ? value : value.split("\n").filter(Boolean),
  );

export const couponFormSchema = z
  .object({
    code: z
      .string({ error: "validation.required" })
      .trim()
      .toUpperCase()
      .regex(COUPON_CODE, "console.promotions.errors.code"),
    discount: z.enum(["percent", "fixed"]),
    percent: optionalCount,
    amountRub: optionalAmount,
    amountUsd: optionalAmount,
    scope: z.enum(["all", "game", "category", "products"]),
    gameId: optionalCount,
    category: optionalText.pipe(z.enum(["0", "1", "2", "3"]).transform(Number).optional()),
    /** Products as `cheat:<id>` or `account:<id>`. */
    products: ids,
    minRub: optionalAmount,
    minUsd: optionalAmount,
    starts: optionalTime(false),
    ends: optionalTime(true),
    maxUses: optionalCount,
    perCustomer: optionalCount,
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (form.discount === "percent" && !(form.percent && form.percent <= 90))
      issue("percent", "console.promotions.errors.percent");
    if (form.discount === "fixed" && !form.amountRub && !form.amountUsd)
      issue("amountRub", "console.promotions.errors.fixed");
    if (form.scope === "game" && !form.gameId) issue("gameId", "console.promotions.errors.game");
    if (form.scope === "category" && form.category === undefined)
      issue("category", "console.promotions.errors.category");
    if (form.scope === "products" && !form.products.some((p) => /^(cheat|account):\d+$/.test(p)))
      issue("products", "console.promotions.errors.products");
    if (form.starts && form.ends && form.ends <= form.starts) issue("ends", "console.promotions.errors.ends");
  });
export type CouponForm = z.infer<typeof couponFormSchema>;
