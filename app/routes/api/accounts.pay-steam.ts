import type { ActionFunctionArgs } from "@remix-run/node";
import { getSignedIn } from "~/services/auth/session.server";
import { walletPaymentUrl } from "~/services/payments/wallet.server";
import { apiLang, readBody } from "~/utils/http.server";
import { walletSchema } from "~/utils/validation";
import { invalidFields, methodNotAllowed } from "~/services/api-errors.server";

/** POST /api/accounts/pay-steam {login, email, amount} → {url}; the browser goes there when it is not null. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const body = await readBody(request);
  const parsed = walletSchema.safeParse({
    ...body,
    amount: body.amount == null ? undefined : String(body.amount),
  });
  if (!parsed.success) {
    return invalidFields(request, parsed.error, 400);
  }
  const userId = (await getSignedIn(request))?.user.id ?? null;
  const url = await walletPaymentUrl(parsed.data, userId, apiLang(request) ?? "ru");
  return Response.json({ url }, { headers: { "Cache-Control": "no-store" } });
}
