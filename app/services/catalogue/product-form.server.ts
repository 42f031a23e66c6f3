import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import type { z } from "zod";
import type { User } from "~/db/schema";
import type { ProductDetailsResult } from "~/components/console/product-details";
import { newProductSchema, productDetailsSchema, productListsSchema } from "~/utils/console-forms";
import { localizePath, type Lang } from "~/utils/lang";
import { allowedEmbedUrl } from "~/utils/video-hosts";
import { consoleContext } from "../auth/console-guard.server";
import { updateProductLists } from "./product-lists.server";
import { setProductPicture } from "./product-picture.server";
import { ImageRefusal } from "../media/image-pipeline.server";
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
  return saveProductForm(formData, productDetailsSchema, (value) =>
    updateProductDetails(ctx, cheatId, value),
  );
}

/**
 * Validates a product form and runs its write: field errors, a refused write (its code) or the
 * number of fields that changed, in the shape the product page's forms show.
 */
async function saveProductForm<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  write: (value: z.output<Schema>) => Promise<number>,
): Promise<ProductDetailsResult> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return { ok: false, changed: null, error: "INVALID", result: submission.reply() };
  const attempt = await attemptConsoleWrite(() => write(submission.value as z.output<Schema>));
  if (!attempt.ok) return { ok: false, changed: null, error: attempt.code, result: submission.reply() };
  return { ok: true, changed: attempt.value, error: null, result: submission.reply() };
}

/** The new-product form of the product list: opens the new (unpublished) product's page. */
export async function newProductAction(
  formData: FormData,
  user: User,
  clientIp: string | undefined,
  lang: Lang,
  /** The card picture sent with the form, if any: stored once the product exists. */
  picture: Buffer | null = null,
) {
  const submission = parseWithZod(formData, { schema: newProductSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null };
  const ctx = consoleContext(user, clientIp);
  const attempt = await attemptConsoleWrite(() => createProduct(ctx, submission.value));
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code };
  const page = `${localizePath(`/admin/cheats/${attempt.value}`, lang)}?created=1`;
  if (!picture) throw redirect(page);
  // A picture the pipeline refuses leaves the product made: its page says why, beside the upload.
  try {
    await setProductPicture(ctx, attempt.value, picture);
  } catch (error) {
    if (error instanceof ImageRefusal) throw redirect(`${page}&pictureError=${error.reason}`);
    throw error;
  }
  throw redirect(`${page}&picture=1`);
}

/** The lists form: features, kit components, requirements and the gallery's videos. */
export const productListsFormSchema = productListsSchema((url) => allowedEmbedUrl(url) !== null);

export function productListsAction(
  formData: FormData,
  cheatId: number,
  user: User,
  clientIp: string | undefined,
): Promise<ProductDetailsResult> {
  return saveProductForm(formData, productListsFormSchema, (value) =>
    updateProductLists(consoleContext(user, clientIp), cheatId, value),
  );
}
