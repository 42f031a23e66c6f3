import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { FormCard, FormCardIcon } from "~/components/ui/form-card";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { WalletForm, type WalletActionData } from "~/components/wallet/wallet-form";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { getSignedIn } from "~/services/auth/session.server";
import { walletPaymentUrl } from "~/services/payments/wallet.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { canonicalUrl } from "~/utils/seo.server";
import { walletFormSchema } from "~/utils/validation";

const Wallet = icon("wallet");

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title, description: data.description })] : [];
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  return data(
    {
      title: `${t("wallet.pageTitle")} — ${t("brand")}`,
      description: t("wallet.pageDescription"),
      canonical: canonicalUrl(request, "/steam"),
    },
    { headers: cacheHeaders(request) },
  );
}

/** The wallet form's post: validates (the confirmation included) and goes to the payment. */
export async function action({ request }: ActionFunctionArgs): Promise<WalletActionData | Response> {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: walletFormSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  const { login, email, amount } = submission.value;
  const userId = (await getSignedIn(request))?.user.id ?? null;
  const url = await walletPaymentUrl({ login, email, amount }, userId, requestLang(request));
  if (url && formData.get("_js") !== "1") return redirect(url);
  return { result: submission.reply(), url };
}

export default function SteamPage() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>() as WalletActionData | undefined;
  return (
    <FormCard
      id="wallet-title"
      title={t("wallet.title")}
      lead={t("wallet.lead")}
      wide
      after={
        <section className="card p-6 sm:p-8" aria-labelledby="wallet-how">
          <h2 id="wallet-how" className="font-display text-lg text-text">
            {t("wallet.howTitle")}
          </h2>
          <div className="mt-4">
            <NumberedSteps steps={t("wallet.howSteps", { returnObjects: true }) as string[]} />
          </div>
        </section>
      }
      icon={
        <FormCardIcon>
          <Wallet className="size-6" aria-hidden />
        </FormCardIcon>
      }
    >
      <WalletForm id="wallet-page" pageData={actionData} />
    </FormCard>
  );
}
