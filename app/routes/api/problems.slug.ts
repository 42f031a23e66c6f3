import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProblem } from "~/services/catalogue/problems.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/problems/slug/{slug} → the problem; 404 for an unknown slug. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  const problem = await getProblem(lang, params.slug ?? "");
  if (!problem) return jsonError(404, "Problem not found");
  return catalogueJson(request, problem);
}
