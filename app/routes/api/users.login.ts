import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requestSignInLink, TooManyRequests } from "~/services/auth/magic-link.server";
import { jsonError, methodNotAllowed, readBody } from "~/utils/http.server";
import { languages } from "~/utils/lang";
import { emailSchema } from "~/utils/validation";

/** SPEC §8: the text the sign-in form shows under the e-mail field on a 429. */
export const TOO_MANY_REQUESTS_MESSAGE = "Too Many Requests. Please try again in 15 minutes.";

const bodySchema = z.object({
  email: emailSchema,
  lang: z.enum(languages),
  redirectTo: z.string().optional(),
});

/** POST /api/users/login {email, lang}: e-mails a sign-in link in that language. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = await readBody(request);
  const parsed = bodySchema.safeParse(input);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return Response.json(
      { message: "Bad Request", errors },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  try {
    await requestSignInLink({ ...parsed.data, ip: context.clientIp });
  } catch (error) {
    if (error instanceof TooManyRequests) return jsonError(429, TOO_MANY_REQUESTS_MESSAGE);
    throw error;
  }
  return Response.json({ success: true }, { headers: { "Cache-Control": "no-store" } });
}
