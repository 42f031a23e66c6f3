import type { LoaderFunctionArgs } from "@remix-run/node";
import { search } from "~/services/catalogue/search.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { normalizeSearch } from "~/utils/search";
import { apiError } from "~/services/api-errors.server";

/** GET /api/search?q=…&lang= → { list, count } of games, cheats and accounts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const q = normalizeSearch(new URL(request.url).searchParams.get("q"));
  if (!q) return apiError(request, 400, "EMPTY_QUERY");
  return catalogueJson(request, await search(lang, q));
}
