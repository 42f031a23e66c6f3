import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guard.server";
import { listPurchases } from "~/services/payments/purchases.server";
import { apiLang } from "~/utils/http.server";

/** GET /api/users/purchases: the signed-in user's purchases (names in `lang`, Russian by default). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const list = await listPurchases(user.id, apiLang(request) ?? "ru");
  return Response.json({ list }, { headers: { "Cache-Control": "private, no-store" } });
}
