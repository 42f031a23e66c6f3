import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { ordersCsv, parseOrderFilter } from "~/services/payments/order-admin.server";

/** GET /admin/orders.csv: the orders the list's filters select, as CSV (owner only). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "sales.manage");
  const csv = await ordersCsv(parseOrderFilter(new URL(request.url).searchParams));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
