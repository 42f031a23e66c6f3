import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  GAME_CATEGORIES,
  GAMES_PAGE_SIZE,
  listGames,
  type GameCategory,
} from "~/services/catalogue/games.server";
import { parsePage } from "~/services/catalogue/sql.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { normalizeSearch } from "~/utils/search";
import { apiError } from "~/services/api-errors.server";

/** GET /api/games/home?page&category&search → { list, nextPage } */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const params = new URL(request.url).searchParams;
  const category = (params.get("category") || "all") as GameCategory;
  if (!GAME_CATEGORIES.includes(category)) return apiError(request, 400, "UNKNOWN_CATEGORY");
  const result = await listGames({
    lang,
    category,
    page: parsePage(params.get("page")),
    pageSize: GAMES_PAGE_SIZE,
    search: normalizeSearch(params.get("search")),
  });
  return catalogueJson(request, result);
}
