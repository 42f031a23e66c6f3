import type { LoaderFunctionArgs } from "@remix-run/node";
import { getHeaderData } from "~/services/catalogue/header.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/header?lang=ru|en: the header data of SPEC §3 (Russian by default). */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  return catalogueJson(request, await getHeaderData(lang));
}
