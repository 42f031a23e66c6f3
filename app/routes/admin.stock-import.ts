import type { ActionFunctionArgs } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { stockImportForm } from "~/services/stock/stock-import-form.server";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";

/**
 * POST /admin/stock/{id}/import (multipart: `keys` pasted, `file` a .txt/.csv, or an account's
 * sign-in fields): adds to the stock and goes back to its page with the counts or the refusal.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "sales.manage");
  const stockId = parseId(params.id);
  if (stockId === null) throw new Response("Not Found", { status: 404 });
  const backTo = localizePath(`/admin/stock/${stockId}`, requestLang(request));
  return stockImportForm(request, consoleContext(user, context.clientIp), stockId, backTo);
}
