import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDmaProducts } from "~/services/catalogue/dma.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/cheats/dma-components → { list } of DMA hardware. */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  return catalogueJson(request, { list: await listDmaProducts(lang, "components") });
}
