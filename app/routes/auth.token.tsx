import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { followSignInLink } from "~/services/auth/magic-link.server";
import { outcomeResponse } from "~/services/auth/sign-in.server";

/**
 * /auth/{token}: the e-mailed sign-in link. It activates the token and goes to the profile (or to
 * the registration step); a failure goes home with its message (SPEC §4.3).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return outcomeResponse(request, await followSignInLink(params.token ?? "", requestLang(request)));
}
