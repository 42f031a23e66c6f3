import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAccount } from "~/services/catalogue/accounts.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/accounts/slug/{slug} → the account; 404 for an unknown slug. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  const account = await getAccount(lang, params.slug ?? "");
  if (!account) return jsonError(404, "Account not found");
  return catalogueJson(request, await withBuyLinks(request, account, lang));
}
