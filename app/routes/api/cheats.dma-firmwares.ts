import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDmaProducts } from "~/services/catalogue/dma.server";
import { apiLang, catalogueJson } from "~/utils/http.server";
import { apiError } from "~/services/api-errors.server";

/** GET /api/cheats/dma-firmwares → { cheats } (SPEC §7.1 names this list "cheats"). */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return apiError(request, 400, "UNKNOWN_LANGUAGE");
  return catalogueJson(request, { cheats: await listDmaProducts(lang, "firmware") });
}
