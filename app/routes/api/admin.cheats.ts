import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  consoleApiError,
  consoleMethodNotAllowed,
  requireConsoleApi,
} from "~/services/auth/console-guard.server";
import {
  listConsoleCheats,
  loadConsoleCheat,
  readCheatFilter,
} from "~/services/catalogue/console-lists.server";
import { productPrices } from "~/services/catalogue/price-writes.server";
import { productListsFormSchema } from "~/services/catalogue/product-form.server";
import { productLists, updateProductLists } from "~/services/catalogue/product-lists.server";
import {
  createProduct,
  deleteProduct,
  productDetails,
  updateProductDetails,
} from "~/services/catalogue/product-writes.server";
import { setCheatStatus, statusChangeSchema, statusHistory } from "~/services/catalogue/status-writes.server";
import {
  apiWrite,
  consoleApiLang,
  invalidInput,
  readApiInput,
  validateApiInput,
} from "~/services/console-api.server";
import { newProductSchema, productDetailsSchema, productListsAsText } from "~/utils/console-forms";
import { privateJson, readBody } from "~/utils/http.server";
import { parseId } from "~/utils/ids";
import { can } from "~/utils/permissions";
import { routeMethods } from "~/utils/route-methods";

/**
 * GET /api/admin/cheats?q=&game=&category=&status=&published=&page= — the console's product list;
 * GET /api/admin/cheats/{id} — one product with its status history, and for catalogue editors its
 * details, lists and price options. Staff with the status right.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requireConsoleApi(request, "catalogue.status", context.clientIp);
  if (params.part !== undefined) return consoleApiError(request, 404, "NOT_FOUND");
  if (params.id === undefined) {
    const filter = readCheatFilter(new URL(request.url).searchParams);
    const list = await listConsoleCheats(consoleApiLang(request), filter);
    return privateJson({ page: filter.page, ...list });
  }
  const id = parseId(params.id);
  const cheat = id === null ? undefined : await loadConsoleCheat(id);
  if (!cheat) return consoleApiError(request, 404, "NOT_FOUND");
  const edits = can(ctx.actor.role, "catalogue.edit");
  const [history, details, lists, prices] = await Promise.all([
    statusHistory(cheat.id),
    edits ? productDetails(cheat.id) : null,
    edits ? productLists(cheat.id) : null,
    edits ? productPrices(cheat.id) : null,
  ]);
  return privateJson({ cheat, history, ...(edits ? { details, lists, prices } : {}) });
}

/**
 * POST /api/admin/cheats `{category, gameId?, name, slug}` — a new, unpublished product (201);
 * PATCH /api/admin/cheats/{id} `{status, note}` — the one-click status change, and/or any of the
 * details form's fields (`name`, `isPublished`, `inSlider`, `isSpoofer`, `sort`, `ru`/`en` texts): only the
 * fields sent change; PATCH /api/admin/cheats/{id}/lists — features, components, requirements
 * ("Name: value") per language and `videos` (lists of strings); DELETE /api/admin/cheats/{id}.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const permission = request.method === "PATCH" && !params.part ? "catalogue.status" : "catalogue.edit";
  const ctx = await requireConsoleApi(request, permission, context.clientIp);
  if (params.part !== undefined && params.part !== "lists") return consoleApiError(request, 404, "NOT_FOUND");
  if (params.id === undefined) {
    if (request.method !== "POST") return consoleMethodNotAllowed(request, "POST");
    const input = await readApiInput(request, newProductSchema);
    if (!input.ok) return input.response;
    const created = await apiWrite(request, () => createProduct(ctx, input.value));
    if (!created.ok) return created.response;
    return privateJson({ cheat: await loadConsoleCheat(created.value) }, 201);
  }
  const id = parseId(params.id);
  const cheat = id === null ? undefined : await loadConsoleCheat(id);
  if (!cheat) return consoleApiError(request, 404, "NOT_FOUND");

  if (request.method === "DELETE" && !params.part) {
    const deleted = await apiWrite(request, () => deleteProduct(ctx, cheat.id));
    return deleted.ok ? new Response(null, { status: 204 }) : deleted.response;
  }
  if (request.method !== "PATCH") return consoleMethodNotAllowed(request, "GET, HEAD, PATCH, DELETE");

  if (params.part === "lists") {
    const current = productListsAsText(await productLists(cheat.id));
    const input = await readApiInput(request, productListsFormSchema, current);
    if (!input.ok) return input.response;
    const saved = await apiWrite(request, () => updateProductLists(ctx, cheat.id, input.value));
    if (!saved.ok) return saved.response;
    return privateJson({ changed: saved.value, lists: await productLists(cheat.id) });
  }

  // One body may change the status and the details: both are checked before either is written.
  const { status, note, ...detailFields } = await readBody(request);
  const changesStatus = status !== undefined || note !== undefined;
  const changesDetails = Object.keys(detailFields).length > 0;
  if (changesDetails && !can(ctx.actor.role, "catalogue.edit"))
    return consoleApiError(request, 403, "FORBIDDEN");
  // The status keeps its own JSON rule (a number or one digit; never `true` or `[1]`).
  const statusInput = changesStatus ? statusChangeSchema.safeParse({ status, note }) : null;
  if (statusInput && !statusInput.success) return invalidInput(request, statusInput.error);
  const detailsInput = changesDetails
    ? await validateApiInput(request, detailFields, productDetailsSchema, await productDetails(cheat.id))
    : null;
  if (detailsInput && !detailsInput.ok) return detailsInput.response;
  let changed = 0;
  if (statusInput?.success) {
    const set = await apiWrite(request, () => setCheatStatus(ctx, cheat.id, statusInput.data));
    if (!set.ok) return set.response;
    changed += set.value.changed ? 1 : 0;
  }
  if (detailsInput?.ok) {
    const saved = await apiWrite(request, () => updateProductDetails(ctx, cheat.id, detailsInput.value));
    if (!saved.ok) return saved.response;
    changed += saved.value;
  }
  return privateJson({ changed, cheat: await loadConsoleCheat(cheat.id) });
}

/** The list takes new products, a product its changes, its lists only a PATCH; other parts are 404. */
export const handle = routeMethods((params) => {
  if (params.id === undefined) return ["GET", "POST"];
  if (params.part === undefined) return ["GET", "PATCH", "DELETE"];
  return params.part === "lists" ? ["PATCH"] : "any";
});
