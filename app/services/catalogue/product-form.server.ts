import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import type { User } from "~/db/schema";
import type { ProductDetailsResult } from "~/components/console/product-details";
import { productDetailsSchema } from "~/utils/console-forms";
import { localizePath, type Lang } from "~/utils/lang";
import { consoleContext } from "../auth/console-guard.server";
import { attemptConsoleWrite } from "../console-errors.server";
import { deleteProduct, updateProductDetails } from "./product-writes.server";

/** The product details form and the delete of a product's console page. */
export async function productFormAction(
  formData: FormData,
  cheatId: number,
  user: User,
  clientIp: string | undefined,
  lang: Lang,
): Promise<ProductDetailsResult> {
  const ctx = consoleContext(user, clientIp);
  if (formData.get("intent") === "delete-product") {
    const attempt = await attemptConsoleWrite(() => deleteProduct(ctx, cheatId));
    if (!attempt.ok) return { ok: false, changed: null, error: attempt.code };
    throw redirect(`${localizePath("/admin/cheats", lang)}?deleted=1`);
  }
  const submission = parseWithZod(formData, { schema: productDetailsSchema });
  if (submission.status !== "success")
    return { ok: false, changed: null, error: "INVALID", result: submission.reply() };
  const attempt = await attemptConsoleWrite(() => updateProductDetails(ctx, cheatId, submission.value));
  if (!attempt.ok) return { ok: false, changed: null, error: attempt.code, result: submission.reply() };
  return { ok: true, changed: attempt.value, error: null, result: submission.reply() };
}
