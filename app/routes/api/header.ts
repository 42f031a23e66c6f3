import type { LoaderFunctionArgs } from "@remix-run/node";
import { getHeaderData } from "~/services/catalogue/header.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/header?lang=ru|en: the header data of SPEC §3 (Russian by default). */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  return catalogueJson(request, await getHeaderData(lang));
}
