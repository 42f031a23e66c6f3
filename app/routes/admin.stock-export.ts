import type { LoaderFunctionArgs } from "@remix-run/node";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { exportSoldKeys } from "~/services/stock/stock-writes.server";
import { parseId } from "~/utils/ids";

/** GET /admin/stock/{id}/sold.csv: the stock's sold keys with their invoices (owner only, audited). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireConsoleUser(request, "sales.manage");
  const stockId = parseId(params.id);
  if (stockId === null) throw new Response("Not Found", { status: 404 });
  const csv = await exportSoldKeys(consoleContext(user, context.clientIp), stockId);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stock-${stockId}-sold.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
