import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { LinkConfirmCard } from "~/components/auth/link-confirm-card";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { confirmEmailChange, peekToken } from "~/services/auth/magic-link.server";
import { outcomeResponse } from "~/services/auth/sign-in.server";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

/**
 * /auth/email/{token}: the link that confirms a new e-mail address. Opening it shows a "Confirm"
 * button; the button's POST makes the new address take effect.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  if ((await peekToken(params.token ?? "")) !== "changeEmail")
    throw await outcomeResponse(request, { kind: "error", error: "tokenInvalid", lang });
  const t = await fixedT(request);
  return { title: `${t("auth.linkPage.changeEmail.title")} — ${t("brand")}` };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const result = await confirmEmailChange(params.token ?? "");
  if (result.kind === "error") return outcomeResponse(request, { ...result, lang: requestLang(request) });
  return redirect(`${localizePath("/profile/personal", result.lang)}?emailChanged=1`);
}

export default function EmailLinkPage() {
  return <LinkConfirmCard kind="changeEmail" />;
}
