import { jsonError } from "~/utils/http.server";

/** Any other /api path: a JSON 404 rather than the not-found page. */
export const loader = () => jsonError(404, "Not found");
export const action = () => jsonError(404, "Not found");
