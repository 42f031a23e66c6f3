import { normalizeSearch } from "~/utils/search";
import { GAME_CATEGORIES, type GameCategory } from "./games.server";
import { parsePage } from "./sql.server";

/** The game grid's URL state: ?search=&category=&page= (unknown values fall back to defaults). */
export function gameGridParams(request: Request) {
  const params = new URL(request.url).searchParams;
  const category = params.get("category") as GameCategory;
  return {
    search: normalizeSearch(params.get("search")),
    category: GAME_CATEGORIES.includes(category) ? category : ("all" as const),
    page: parsePage(params.get("page")),
  };
}
