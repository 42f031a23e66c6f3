import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProblem } from "~/services/catalogue/problems.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/problems/slug/{slug} → the problem; 404 for an unknown slug. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  const problem = await getProblem(lang, params.slug ?? "");
  if (!problem) return apiError(request, 404, "PROBLEM_NOT_FOUND");
  return catalogueJson(request, problem);
}
