import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCheatRequirements } from "~/services/catalogue/cheats.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/cheats/requirements/{gameSlug}/{cheatSlug} → { requirements, features }; 404 for unknown slugs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const result = await getCheatRequirements(lang, params.gameSlug ?? "", params.cheatSlug ?? "");
  if (!result) return apiError(request, 404, "PRODUCT_NOT_FOUND");
  return catalogueJson(request, result);
}
