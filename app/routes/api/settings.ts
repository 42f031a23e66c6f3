import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSettings } from "~/services/settings.server";
import { catalogueJson } from "~/utils/http.server";

/** GET /api/settings → the settings of each language: { ru: {…}, en: {…} } */
export async function loader({ request }: LoaderFunctionArgs) {
  const [ru, en] = await Promise.all([getSettings("ru"), getSettings("en")]);
  return catalogueJson(request, { ru, en });
}
