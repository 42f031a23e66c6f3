import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Provider } from "~/db/schema";
import { socialSignIn } from "~/services/auth/social-sign-in.server";

/**
 * GET /api/users/{google,discord,vk,steam}-login (SPEC §7.3): starts a provider sign-in and, with
 * the provider's answer in the query, finishes it (the callback is the same URL).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const provider = /\/api\/users\/(google|discord|vk|steam)-login$/.exec(
    new URL(request.url).pathname,
  )![1] as Provider;
  return socialSignIn(provider, request);
}
