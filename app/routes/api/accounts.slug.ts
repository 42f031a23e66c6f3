import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAccount } from "~/services/catalogue/accounts.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/accounts/slug/{slug} → the account; 404 for an unknown slug. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const account = await getAccount(lang, params.slug ?? "");
  if (!account) return apiError(request, 404, "ACCOUNT_NOT_FOUND");
  return catalogueJson(request, await withBuyLinks(request, account, lang));
}
