import type { LoaderFunctionArgs } from "@remix-run/node";
import { listGameCheats } from "~/services/catalogue/cheats.server";
import { getGameBySlug } from "~/services/catalogue/games.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/games/slug/{slug} → the game with its cheats; 404 for an unknown slug. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  const game = await getGameBySlug(lang, params.slug ?? "");
  if (!game) return jsonError(404, "Game not found");
  return catalogueJson(request, { ...game, cheats: await listGameCheats(lang, game.id) });
}
