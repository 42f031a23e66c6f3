import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { consoleApiError, requireConsoleApi } from "~/services/auth/console-guard.server";
import { apiWrite, consoleApiLang, invalidInput } from "~/services/console-api.server";
import { listStocks, parseStockFilter, stockDetails } from "~/services/stock/stock-pages.server";
import { importKeys } from "~/services/stock/stock-writes.server";
import { privateJson, readBody } from "~/utils/http.server";
import { parseId } from "~/utils/ids";
import { IMPORT_MAX_KEYS } from "~/utils/sales";
import { routeMethods } from "~/utils/route-methods";

/**
 * GET /api/admin/stock?q=&kind=cheat|account&attention=1 — every stock with its counts;
 * GET /api/admin/stock/{id} — one; POST /api/admin/stock/{id}/keys `{keys: ["…", …]}` — adds keys
 * (the console's import rules: duplicates and invalid lines refused and counted; a body is at most
 * 64 kB, so a few thousand keys per call). Keys are never answered back.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireConsoleApi(request, "sales.manage", context.clientIp);
  const lang = consoleApiLang(request);
  if (params.id === undefined)
    return privateJson({ list: await listStocks(lang, parseStockFilter(new URL(request.url).searchParams)) });
  const id = parseId(params.id);
  const stock = id === null ? null : await stockDetails(lang, id);
  if (!stock) return consoleApiError(request, 404, "NOT_FOUND");
  return privateJson({ stock });
}

const keysSchema = z.object({ keys: z.array(z.string().max(2000)).max(IMPORT_MAX_KEYS) });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireConsoleApi(request, "sales.manage", context.clientIp);
  if (request.method !== "POST" || params.part !== "keys")
    return consoleApiError(request, 405, "METHOD_NOT_ALLOWED");
  const id = parseId(params.id);
  if (id === null || !(await stockDetails("ru", id))) return consoleApiError(request, 404, "NOT_FOUND");
  const parsed = keysSchema.safeParse(await readBody(request));
  if (!parsed.success) return invalidInput(request, parsed.error);
  const keys = parsed.data.keys.map((key) => key.trim()).filter(Boolean);
  const result = await apiWrite(request, () => importKeys(ctx, id, keys));
  if (!result.ok) return result.response;
  if (!result.value.ok) {
    const refusal = result.value.refusal;
    if (refusal === "accountStocked") return consoleApiError(request, 409, "ACCOUNT_STOCKED");
    return consoleApiError(request, 422, refusal === "tooMany" ? "TOO_MANY_KEYS" : "NO_KEYS");
  }
  return privateJson({ counts: result.value.counts, stock: await stockDetails(consoleApiLang(request), id) });
}

/** Stocks are read; keys are added to one; other parts are 404. */
export const handle = routeMethods((params) => {
  if (params.part === undefined) return ["GET"];
  return params.part === "keys" ? ["POST"] : "any";
});
