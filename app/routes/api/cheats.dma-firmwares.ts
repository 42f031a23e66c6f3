import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDmaProducts } from "~/services/catalogue/dma.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/cheats/dma-firmwares → { cheats } (SPEC §7.1 names this list "cheats"). */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  return catalogueJson(request, { cheats: await listDmaProducts(lang, "firmware") });
}
