import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { ConsentBoxes } from "~/components/forms/consent-boxes";
import { FormCard, FormCardIcon } from "~/components/ui/form-card";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { completeRegistration, pendingRegistration } from "~/services/auth/registration.server";
import { AUTH_ERROR_PARAM, outcomeResponse } from "~/services/auth/sign-in.server";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";
import { registerSchema } from "~/utils/validation";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { registerRules } from "~/components/forms/form-rules";

const UserPlus = icon("user-plus");

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

const expired = (request: Request) =>
  redirect(`${localizePath("/", requestLang(request))}?${AUTH_ERROR_PARAM}=registrationExpired`);

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await pendingRegistration(request);
  if (!pending) throw expired(request);
  const t = await fixedT(request);
  return {
    title: `${t("register.title")} — ${t("brand")}`,
    email: pending.email,
    provider: pending.provider,
    displayName: pending.displayName,
  };
}

/** Registration requires accepting the terms (SPEC §1): only then is the account created. */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  const done = await completeRegistration(request);
  if (!done) throw expired(request);
  const { user, pending } = done;
  if (user.isBlocked)
    return outcomeResponse(request, { kind: "error", error: "blocked", lang: pending.lang });
  return outcomeResponse(request, { kind: "user", user, lang: pending.lang, redirectTo: pending.redirectTo });
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useValidatedForm(registerRules, {
    id: "register",
    lastResult: actionData?.result,
  });
  return (
    <FormCard
      id="register-title"
      title={t("register.title")}
      lead={t("register.lead")}
      icon={
        <FormCardIcon>
          <UserPlus className="size-6" aria-hidden />
        </FormCardIcon>
      }
    >
      <ul
        className="space-y-1 rounded-xl border border-line bg-surface p-3 text-sm text-text"
        data-testid="register-identity"
      >
        {data.email ? <li>{t("register.emailLine", { email: data.email })}</li> : null}
        {data.provider ? (
          <li>
            {t("register.providerLine", {
              provider: t(`auth.provider.${data.provider}`),
              name: data.displayName ?? "",
            })}
          </li>
        ) : null}
      </ul>
      <Form method="post" {...getFormProps(form)} className="mt-5 space-y-3">
        <ConsentBoxes
          idPrefix="register"
          names={{ terms: fields.terms.name, personal: fields.personalData.name }}
          errors={{ terms: fields.terms.errors, personal: fields.personalData.errors }}
        />
        <div className="flex flex-wrap gap-2 pt-2">
          <button type="submit" className="btn-primary flex-1" disabled={busy} data-testid="register-submit">
            {t("register.submit")}
          </button>
          <Link to={localize("/")} className="btn-ghost">
            {t("register.cancel")}
          </Link>
        </div>
      </Form>
    </FormCard>
  );
}
