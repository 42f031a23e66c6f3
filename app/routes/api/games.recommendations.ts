import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRecommendations } from "~/services/catalogue/cheats.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/games/recommendations/{gameSlug} → { game, recommendations }; 404 for an unknown game. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  const result = await getRecommendations(lang, params.gameSlug ?? "");
  if (!result) return jsonError(404, "Game not found");
  return catalogueJson(request, result);
}
