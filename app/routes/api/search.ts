import type { LoaderFunctionArgs } from "@remix-run/node";
import { search } from "~/services/catalogue/search.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";
import { normalizeSearch } from "~/utils/search";

/** GET /api/search?q=…&lang= → { list, count } of games, cheats and accounts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  const q = normalizeSearch(new URL(request.url).searchParams.get("q"));
  if (!q) return jsonError(400, "Empty search query");
  return catalogueJson(request, await search(lang, q));
}
