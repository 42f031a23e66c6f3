import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBestGamesHome } from "~/services/catalogue/home.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/best-games/home → { bestGames, newCheats } */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  return catalogueJson(request, await getBestGamesHome(lang));
}
