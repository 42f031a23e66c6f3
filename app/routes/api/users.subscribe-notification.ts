import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireApiUser } from "~/services/auth/guard.server";
import { removeSubscription, saveSubscription, vapidKeys } from "~/services/tickets/push.server";
import { jsonError, readBody } from "~/utils/http.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(10).max(100) }),
});

/** GET /api/users/subscribe/notification: the VAPID public key the browser subscribes with. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  return Response.json({ publicKey: (await vapidKeys()).publicKey }, { headers: PRIVATE });
}

/**
 * POST /api/users/subscribe/notification {subscription: JSON string} stores the browser's push
 * subscription (SPEC §7.1); DELETE with {endpoint} forgets it (logout).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const body = await readBody(request);
  if (request.method === "DELETE") {
    if (typeof body.endpoint !== "string") return jsonError(422, "endpoint is required");
    await removeSubscription(user.id, body.endpoint);
    return new Response(null, { status: 204, headers: PRIVATE });
  }
  if (request.method !== "POST") return jsonError(405, "Method Not Allowed");
  let raw: unknown = body.subscription;
  try {
    if (typeof raw === "string") raw = JSON.parse(raw);
  } catch {
    return jsonError(422, "subscription must be JSON");
  }
  const parsed = subscriptionSchema.safeParse(raw);
  if (!parsed.success) return jsonError(422, "invalid subscription");
  await saveSubscription(user.id, parsed.data);
  return Response.json({ success: true }, { status: 201, headers: PRIVATE });
}
