import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCheatRequirements } from "~/services/catalogue/cheats.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/cheats/requirements/{gameSlug}/{cheatSlug} → { requirements, features }; 404 for unknown slugs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  const result = await getCheatRequirements(lang, params.gameSlug ?? "", params.cheatSlug ?? "");
  if (!result) return jsonError(404, "Cheat not found");
  return catalogueJson(request, result);
}
