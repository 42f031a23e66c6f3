import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guard.server";
import { computeBonus } from "~/services/payments/purchases.server";

/** GET /api/users/bonuses: the loyalty bonus of the signed-in user. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return Response.json(await computeBonus(user.id), { headers: { "Cache-Control": "private, no-store" } });
}
