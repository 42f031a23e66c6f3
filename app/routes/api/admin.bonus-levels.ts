import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { consoleMethodNotAllowed, requireConsoleApi } from "~/services/auth/console-guard.server";
import { apiWrite, readApiInput } from "~/services/console-api.server";
import { bonusLevels, updateBonusLevels } from "~/services/settings-writes.server";
import { bonusLevelsSchema } from "~/utils/console-forms";
import { privateJson } from "~/utils/http.server";
import { routeMethods } from "~/utils/route-methods";

/** GET /api/admin/bonus-levels — the loyalty levels, lowest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireConsoleApi(request, "settings.edit", context.clientIp);
  return privateJson({ levels: await bonusLevels() });
}

/** PUT /api/admin/bonus-levels `{levels: [{percent, amountRub, amountUsd}, …]}` — the whole table. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireConsoleApi(request, "settings.edit", context.clientIp);
  if (request.method !== "PUT") return consoleMethodNotAllowed(request, "GET, HEAD, PUT");
  const input = await readApiInput(request, bonusLevelsSchema);
  if (!input.ok) return input.response;
  const saved = await apiWrite(request, () => updateBonusLevels(ctx, input.value));
  if (!saved.ok) return saved.response;
  return privateJson({ changed: saved.value, levels: await bonusLevels() });
}

/** The levels are read and replaced as a whole. */
export const handle = routeMethods(["GET", "PUT"]);
