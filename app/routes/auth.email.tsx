import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { confirmEmailChange } from "~/services/auth/magic-link.server";
import { outcomeResponse } from "~/services/auth/sign-in.server";
import { localizePath } from "~/utils/lang";

/** /auth/email/{token}: confirms a new e-mail address, which takes effect now. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const result = await confirmEmailChange(params.token ?? "");
  if (result.kind === "error") return outcomeResponse(request, { ...result, lang: requestLang(request) });
  return redirect(`${localizePath("/profile/personal", result.lang)}?emailChanged=1`);
}
