import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCheat } from "~/services/catalogue/cheats.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/cheats/slugs/{gameSlug}/{cheatSlug} → the cheat; 404 for unknown slugs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  const cheat = await getCheat(lang, params.gameSlug ?? "", params.cheatSlug ?? "");
  if (!cheat) return jsonError(404, "Cheat not found");
  return catalogueJson(request, await withBuyLinks(request, cheat, lang));
}
