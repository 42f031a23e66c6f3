import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guard.server";
import { loadPublicUser } from "~/services/users/users.server";

/** GET /api/users/profile: the signed-in user; 401 ends a stale signed-in state. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return Response.json(await loadPublicUser(user), { headers: { "Cache-Control": "private, no-store" } });
}
