import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/env.server";
import { langT } from "~/i18n/i18n.server";
import { requireApiUser } from "~/services/auth/guard.server";
import { checkPushEndpoint } from "~/services/tickets/push-endpoint.server";
import { removeSubscription, saveSubscription, vapidKeys } from "~/services/tickets/push.server";
import { errorLang, privateJson, readBody } from "~/utils/http.server";
import { hasControlChars } from "~/utils/plain-text";
import { invalidFields, methodNotAllowed } from "~/services/api-errors.server";
import { routeMethods } from "~/utils/route-methods";

const PRIVATE = { "Cache-Control": "private, no-store" };

// The scheme, port and host are checkPushEndpoint's (a translated refusal, not a bad request); an
// address never holds a control character (and Postgres refuses U+0000).
const endpointSchema = z
  .string()
  .min(1)
  .max(1000)
  .refine((value) => !hasControlChars(value));

const subscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(10).max(100) }),
});

/** GET /api/users/subscribe/notification: the VAPID public key the browser subscribes with. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  return Response.json({ publicKey: (await vapidKeys()).publicKey }, { headers: PRIVATE });
}

/**
 * POST /api/users/subscribe/notification {subscription: JSON string} stores the browser's push
 * subscription (SPEC §7.1), or answers 400 PUSH_ENDPOINT_REFUSED when the endpoint is not a
 * public push service; DELETE with {endpoint} forgets it (logout).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const body = await readBody(request);
  if (request.method === "DELETE") {
    const endpoint = endpointSchema.safeParse(body.endpoint);
    if (!endpoint.success) return invalidFields(request, endpoint.error);
    await removeSubscription(user.id, endpoint.data);
    return new Response(null, { status: 204, headers: PRIVATE });
  }
  if (request.method !== "POST") return methodNotAllowed(request, "GET, HEAD, POST, DELETE");
  let raw: unknown = body.subscription;
  try {
    if (typeof raw === "string") raw = JSON.parse(raw);
  } catch {
    raw = null; // not JSON: the schema refuses it with the rest
  }
  const parsed = z.object({ subscription: subscriptionSchema }).safeParse({ subscription: raw });
  if (!parsed.success) return invalidFields(request, parsed.error);
  const check = await checkPushEndpoint(parsed.data.subscription.endpoint, env().PUSH_ALLOW_PRIVATE_HOSTS);
  if (!check.ok) {
    const t = await langT(errorLang(request));
    const code = "PUSH_ENDPOINT_REFUSED";
    return privateJson({ message: t(`tickets.errors.${code}`), code }, 400);
  }
  await saveSubscription(user.id, parsed.data.subscription);
  return Response.json({ success: true }, { status: 201, headers: PRIVATE });
}

/** The key is read, a subscription stored (POST) or forgotten (DELETE). */
export const handle = routeMethods(["GET", "POST", "DELETE"]);
