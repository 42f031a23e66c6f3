import { parseWithZod } from "@conform-to/zod/v4";
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SignInForm, type SignInActionData } from "~/components/auth/sign-in-form";
import { FormCard } from "~/components/ui/form-card";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { requestSignInLink, TooManyRequests } from "~/services/auth/magic-link.server";
import { getSignedIn } from "~/services/auth/session.server";
import { configuredProviders } from "~/services/auth/social-sign-in.server";
import { logger } from "~/services/logger.server";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { returnPath } from "~/utils/preferences";
import { signInSchema } from "~/utils/validation";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta({ title: data.title, description: data.description }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  if (await getSignedIn(request)) throw redirect(localizePath("/profile/personal", lang));
  const t = await fixedT(request);
  return {
    title: `${t("auth.signInPageTitle")} — ${t("brand")}`,
    description: t("auth.signInPageDescription"),
    providers: configuredProviders(),
    redirectTo: returnPath(new URL(request.url).searchParams.get("redirectTo")),
  };
}

/** The sign-in form's post (modal and page): e-mails the link, or answers the field's error. */
export async function action({ request, context }: ActionFunctionArgs): Promise<SignInActionData> {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  try {
    await requestSignInLink({
      email: submission.value.email,
      lang: requestLang(request),
      ip: context.clientIp,
      redirectTo: submission.value.redirectTo,
    });
  } catch (error) {
    const key = error instanceof TooManyRequests ? "auth.tooManyRequests" : "auth.unknownError";
    if (!(error instanceof TooManyRequests)) logger().error({ err: error }, "sign-in link failed");
    return { result: submission.reply({ fieldErrors: { email: [key] } }) };
  }
  return { result: submission.reply({ resetForm: true }), sent: submission.value.email };
}

export default function SignInPage() {
  const { t } = useTranslation();
  const { providers, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <FormCard id="sign-in-title" title={t("auth.signInTitle")} lead={t("auth.signInLead")}>
      <SignInForm providers={providers} redirectTo={redirectTo} pageData={actionData} />
    </FormCard>
  );
}
