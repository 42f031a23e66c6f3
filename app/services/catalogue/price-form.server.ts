import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { User } from "~/db/schema";
import { priceOptionSchema } from "~/utils/console-forms";
import { idSchema } from "~/utils/ids";
import { languages } from "~/utils/lang";
import { consoleContext } from "../auth/console-guard.server";
import { attemptConsoleWrite } from "../console-errors.server";
import { createPrice, deletePrice, updatePrice } from "./price-writes.server";

/** The price forms of a product's console page: change, add (in one language) or delete an option. */
const priceFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("price-update"), priceId: idSchema, option: priceOptionSchema }),
  z.object({ intent: z.literal("price-create"), lang: z.enum(languages), option: priceOptionSchema }),
  z.object({ intent: z.literal("price-delete"), priceId: idSchema }),
]);

export interface PriceFormResult {
  /** Which form answered: the option's id, or "new-<lang>". */
  form: string;
  ok: boolean;
  error: string | null;
  result?: SubmissionResult<string[]>;
}

/** Handles a price form post of the product `cheatId`; the page reloads its options afterwards. */
export async function priceFormAction(
  formData: FormData,
  cheatId: number,
  user: User,
  clientIp: string | undefined,
): Promise<PriceFormResult> {
  const form = String(formData.get("priceId") ?? `new-${formData.get("lang")}`);
  const submission = parseWithZod(formData, { schema: priceFormSchema });
  if (submission.status !== "success")
    return { form, ok: false, error: "INVALID", result: submission.reply() };
  const ctx = consoleContext(user, clientIp);
  const value = submission.value;
  const attempt = await attemptConsoleWrite(async () => {
    if (value.intent === "price-update") await updatePrice(ctx, cheatId, value.priceId, value.option);
    else if (value.intent === "price-create") await createPrice(ctx, cheatId, value.lang, value.option);
    else await deletePrice(ctx, cheatId, value.priceId);
  });
  if (!attempt.ok) return { form, ok: false, error: attempt.code };
  return {
    form,
    ok: true,
    error: null,
    result: submission.reply({ resetForm: value.intent === "price-create" }),
  };
}
