import type { LoaderFunctionArgs } from "@remix-run/node";
import { listProblems, PROBLEMS_PAGE_SIZE } from "~/services/catalogue/problems.server";
import { parsePage } from "~/services/catalogue/sql.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { normalizeSearch } from "~/utils/search";
import { apiError } from "~/services/api-errors.server";

/** GET /api/problems/home?page&search&language → { list, nextPage } */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const params = new URL(request.url).searchParams;
  const result = await listProblems({
    lang,
    page: parsePage(params.get("page")),
    pageSize: PROBLEMS_PAGE_SIZE,
    search: normalizeSearch(params.get("search")),
  });
  return catalogueJson(request, result);
}
