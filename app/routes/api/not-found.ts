import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/services/api-errors.server";
import { routeMethods } from "~/utils/route-methods";

/** Any other /api path, whatever the method: a JSON 404 rather than the not-found page. */
export const loader = ({ request }: LoaderFunctionArgs) => apiError(request, 404, "NOT_FOUND");
export const action = loader;
/** Every method reaches this route, so every method gets its 404 (server/methods.ts). */
export const handle = routeMethods("any");
