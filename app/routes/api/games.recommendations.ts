import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRecommendations } from "~/services/catalogue/cheats.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/games/recommendations/{gameSlug} → { game, recommendations }; 404 for an unknown game. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const result = await getRecommendations(lang, params.gameSlug ?? "");
  if (!result) return apiError(request, 404, "GAME_NOT_FOUND");
  return catalogueJson(request, result);
}
