import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBestGamesHome } from "~/services/catalogue/home.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/best-games/home → { bestGames, newCheats } */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  return catalogueJson(request, await getBestGamesHome(lang));
}
