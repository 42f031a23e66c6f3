import type { LoaderFunctionArgs } from "@remix-run/node";
import { listGameCheats } from "~/services/catalogue/cheats.server";
import { getGameBySlug } from "~/services/catalogue/games.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/games/slug/{slug} → the game with its cheats; 404 for an unknown slug. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const game = await getGameBySlug(lang, params.slug ?? "");
  if (!game) return apiError(request, 404, "GAME_NOT_FOUND");
  return catalogueJson(request, { ...game, cheats: await listGameCheats(lang, game.id) });
}
