import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCheat } from "~/services/catalogue/cheats.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/cheats/slugs/{gameSlug}/{cheatSlug} → the cheat; 404 for unknown slugs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const cheat = await getCheat(lang, params.gameSlug ?? "", params.cheatSlug ?? "");
  if (!cheat) return apiError(request, 404, "PRODUCT_NOT_FOUND");
  return catalogueJson(request, await withBuyLinks(request, cheat, lang));
}
