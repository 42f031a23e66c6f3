import type { LoaderFunctionArgs } from "@remix-run/node";
import { ACCOUNTS_PAGE_SIZE, listAccounts } from "~/services/catalogue/accounts.server";
import { parsePage } from "~/services/catalogue/sql.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { normalizeSearch } from "~/utils/search";
import { apiError } from "~/services/api-errors.server";

/** GET /api/accounts/home?page&search → { list, nextPage } */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const params = new URL(request.url).searchParams;
  const result = await listAccounts({
    lang,
    page: parsePage(params.get("page")),
    pageSize: ACCOUNTS_PAGE_SIZE,
    search: normalizeSearch(params.get("search")),
  });
  return catalogueJson(request, result);
}
