import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requestSignInLink, TooManyRequests } from "~/services/auth/magic-link.server";
import { readBody } from "~/utils/http.server";
import { languages } from "~/utils/lang";
import { emailSchema } from "~/utils/validation";
import { apiError, invalidFields, methodNotAllowed } from "~/services/api-errors.server";

const bodySchema = z.object({
  email: emailSchema,
  lang: z.enum(languages),
  redirectTo: z.string().optional(),
});

/** POST /api/users/login {email, lang}: e-mails a sign-in link in that language. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const input = await readBody(request);
  const parsed = bodySchema.safeParse(input);
  if (!parsed.success) {
    return invalidFields(request, parsed.error, 400);
  }
  try {
    await requestSignInLink({ ...parsed.data, ip: context.clientIp });
  } catch (error) {
    // The form's language: the message shows under its e-mail field (SPEC §8).
    if (error instanceof TooManyRequests)
      return apiError(request, 429, "TOO_MANY_REQUESTS", { lang: parsed.data.lang });
    throw error;
  }
  return Response.json({ success: true }, { headers: { "Cache-Control": "no-store" } });
}
