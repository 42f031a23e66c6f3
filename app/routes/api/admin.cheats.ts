import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { consoleApiError, requireConsoleApi } from "~/services/auth/console-guard.server";
import {
  listConsoleCheats,
  loadConsoleCheat,
  readCheatFilter,
} from "~/services/catalogue/console-lists.server";
import { setCheatStatus, statusChangeSchema, statusHistory } from "~/services/catalogue/status-writes.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { apiLang, privateJson, readBody } from "~/utils/http.server";
import { parseId } from "~/utils/ids";

/**
 * GET /api/admin/cheats?q=&game=&category=&status=&published=&page= — the console's product list;
 * GET /api/admin/cheats/{id} — one product with its status history. Staff with the status right.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireConsoleApi(request, "catalogue.status", context.clientIp);
  if (params.id === undefined) {
    const filter = readCheatFilter(new URL(request.url).searchParams);
    const list = await listConsoleCheats(apiLang(request) ?? "ru", filter);
    return privateJson({ page: filter.page, ...list });
  }
  const id = parseId(params.id);
  const cheat = id === null ? undefined : await loadConsoleCheat(id);
  if (!cheat) return consoleApiError(request, 404, "NOT_FOUND");
  return privateJson({ cheat, history: await statusHistory(cheat.id) });
}

/** PATCH /api/admin/cheats/{id} `{status, note}` — the one-click status change of the console. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireConsoleApi(request, "catalogue.status", context.clientIp);
  const id = parseId(params.id);
  if (params.id === undefined || request.method !== "PATCH")
    return consoleApiError(request, 405, "METHOD_NOT_ALLOWED");
  if (id === null) return consoleApiError(request, 404, "NOT_FOUND");
  const parsed = statusChangeSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    return consoleApiError(request, 422, "INVALID", { fields });
  }
  const attempt = await attemptConsoleWrite(() => setCheatStatus(ctx, id, parsed.data));
  if (!attempt.ok) return consoleApiError(request, attempt.status, attempt.code);
  return privateJson({ changed: attempt.value.changed, cheat: await loadConsoleCheat(id) });
}
