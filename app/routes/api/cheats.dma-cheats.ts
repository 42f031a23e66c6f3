import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDmaGames } from "~/services/catalogue/dma.server";
import { apiLang, catalogueJson, jsonError } from "~/utils/http.server";

/** GET /api/cheats/dma-cheats → { list } of games with DMA cheats. */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = apiLang(request);
  if (!lang) return jsonError(400, "Unknown language");
  return catalogueJson(request, { list: await listDmaGames(lang) });
}
