import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LinkConfirmCard } from "~/components/auth/link-confirm-card";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { followSignInLink, peekToken } from "~/services/auth/magic-link.server";
import { outcomeResponse } from "~/services/auth/sign-in.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

/**
 * /auth/{token}: the e-mailed sign-in link. Opening it only shows a "Sign in" button (a GET never
 * spends the token); the button's POST activates it and goes to the profile or the registration
 * step. A used or expired link goes home with its message (SPEC §4.3).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  if ((await peekToken(params.token ?? "")) !== "signIn")
    throw await outcomeResponse(request, { kind: "error", error: "tokenInvalid", lang });
  const t = await fixedT(request);
  return { title: `${t("auth.linkPage.signIn.title")} — ${t("brand")}` };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return outcomeResponse(request, await followSignInLink(params.token ?? "", requestLang(request)));
}

export default function SignInLinkPage() {
  return <LinkConfirmCard kind="signIn" />;
}
