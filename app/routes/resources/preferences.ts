import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  BANNER_DISMISSED_KEY,
  COOKIE_CONSENT_KEY,
  PREFERENCE_MAX_AGE_S,
  safeRedirectPath,
} from "~/utils/preferences";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cookie-consent"), value: z.literal("true") }),
  z.object({ intent: z.literal("dismiss-banner"), value: z.string().regex(/^[0-9a-f]{8}$/) }),
]);

/** Remembers the cookie-consent answer or a dismissed banner in a cookie, then goes back. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = schema.safeParse({ intent: form.get("intent"), value: form.get("value") });
  if (!parsed.success) return new Response("Bad request", { status: 400 });
  const name = parsed.data.intent === "cookie-consent" ? COOKIE_CONSENT_KEY : BANNER_DISMISSED_KEY;
  const secure = process.env.NODE_ENV === "production" && new URL(request.url).protocol === "https:";
  const cookie = `${name}=${parsed.data.value}; Path=/; Max-Age=${PREFERENCE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": cookie },
  });
}
