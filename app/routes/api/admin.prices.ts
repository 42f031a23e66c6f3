import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { consoleApiError, requireConsoleApi } from "~/services/auth/console-guard.server";
import { loadConsoleCheat } from "~/services/catalogue/console-lists.server";
import {
  createPrice,
  deletePrice,
  priceOption,
  priceOptionValues,
  productPrices,
  updatePrice,
} from "~/services/catalogue/price-writes.server";
import { apiWrite, readApiInput } from "~/services/console-api.server";
import { priceOptionSchema } from "~/utils/console-forms";
import { privateJson } from "~/utils/http.server";
import { parseId } from "~/utils/ids";
import { languages } from "~/utils/lang";
import { routeMethods } from "~/utils/route-methods";

/** A new option: the language it is sold in (its currency follows) and the option's fields. */
const newOptionSchema = z.intersection(
  z.object({ lang: z.enum(languages, { error: "console.errors.lang" }) }),
  priceOptionSchema,
);

/** GET /api/admin/cheats/{id}/prices and GET /api/admin/prices/{priceId}: a product's options or one. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireConsoleApi(request, "catalogue.edit", context.clientIp);
  if (params.priceId !== undefined) {
    const id = parseId(params.priceId);
    const option = id === null ? undefined : await priceOption(id);
    return option ? privateJson({ price: option }) : consoleApiError(request, 404, "NOT_FOUND");
  }
  const id = parseId(params.id);
  const cheat = id === null ? undefined : await loadConsoleCheat(id);
  if (!cheat) return consoleApiError(request, 404, "NOT_FOUND");
  return privateJson({ prices: await productPrices(cheat.id) });
}

/**
 * POST /api/admin/cheats/{id}/prices `{lang, title, periodDays, price, discountPrice?, sort?}`
 * (amounts in roubles or dollars, `null` for none: out of stock) — 201; PATCH
 * /api/admin/prices/{priceId} with any of those fields; DELETE /api/admin/prices/{priceId}
 * (409 while purchases name the option). The SPEC §3 rules are the console form's.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireConsoleApi(request, "catalogue.edit", context.clientIp);
  if (params.priceId === undefined) {
    if (request.method !== "POST") return consoleApiError(request, 405, "METHOD_NOT_ALLOWED");
    const cheatId = parseId(params.id);
    const cheat = cheatId === null ? undefined : await loadConsoleCheat(cheatId);
    if (!cheat) return consoleApiError(request, 404, "NOT_FOUND");
    const input = await readApiInput(request, newOptionSchema);
    if (!input.ok) return input.response;
    const created = await apiWrite(request, () => createPrice(ctx, cheat.id, input.value.lang, input.value));
    if (!created.ok) return created.response;
    return privateJson({ price: await priceOption(created.value) }, 201);
  }
  const priceId = parseId(params.priceId);
  const option = priceId === null ? undefined : await priceOption(priceId);
  if (!option?.cheatId) return consoleApiError(request, 404, "NOT_FOUND");
  const cheatId = option.cheatId;
  if (request.method === "DELETE") {
    const deleted = await apiWrite(request, () => deletePrice(ctx, cheatId, option.id));
    return deleted.ok ? new Response(null, { status: 204 }) : deleted.response;
  }
  if (request.method !== "PATCH") return consoleApiError(request, 405, "METHOD_NOT_ALLOWED");
  const input = await readApiInput(request, priceOptionSchema, priceOptionValues(option));
  if (!input.ok) return input.response;
  const saved = await apiWrite(request, () => updatePrice(ctx, cheatId, option.id, input.value));
  if (!saved.ok) return saved.response;
  return privateJson({ price: await priceOption(option.id) });
}

/** A product's options take a new one; an option its changes and its removal. */
export const handle = routeMethods((params) =>
  params.priceId === undefined ? ["GET", "POST"] : ["GET", "PATCH", "DELETE"],
);
