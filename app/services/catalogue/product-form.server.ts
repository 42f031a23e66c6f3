import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import type { User } from "~/db/schema";
import type { ProductDetailsResult } from "~/components/console/product-details";
import { newProductSchema, productDetailsSchema } from "~/utils/console-forms";
import { localizePath, type Lang } from "~/utils/lang";
import { consoleContext } from "../auth/console-guard.server";
import { attemptConsoleWrite } from "../console-errors.server";
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  updateProductDetails,
} from "./product-writes.server";

/** The product details form, the duplicate and the delete of a product's console page. */
export async function productFormAction(
  formData: FormData,
  cheatId: number,
  user: User,
  clientIp: string | undefined,
  lang: Lang,
): Promise<ProductDetailsResult> {
  const ctx = consoleContext(user, clientIp);
  if (formData.get("intent") === "duplicate") {
    const attempt = await attemptConsoleWrite(() => duplicateProduct(ctx, cheatId));
    if (!attempt.ok) return { ok: false, changed: null, error: attempt.code };
    throw redirect(`${localizePath(`/admin/cheats/${attempt.value}`, lang)}?duplicated=1`);
  }
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

/** The new-product form of the product list: opens the new (unpublished) product's page. */
export async function newProductAction(
  formData: FormData,
  user: User,
  clientIp: string | undefined,
  lang: Lang,
) {
  const submission = parseWithZod(formData, { schema: newProductSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null };
  const attempt = await attemptConsoleWrite(() =>
    createProduct(consoleContext(user, clientIp), submission.value),
  );
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code };
  throw redirect(`${localizePath(`/admin/cheats/${attempt.value}`, lang)}?created=1`);
}
