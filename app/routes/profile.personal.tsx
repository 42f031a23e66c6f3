import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { ConsentsGivenText } from "~/components/tickets/create-ticket-form";
import { consentsGivenAt, withdrawConsents } from "~/services/users/consents.server";
import { UserAvatar } from "~/components/auth/user-avatar";
import { ConformTextField } from "~/components/forms/conform-text-field";
import { FieldError } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { PROVIDERS } from "~/utils/user-kinds";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { requireUser } from "~/services/auth/guard.server";
import { providerConfigured } from "~/services/auth/social-sign-in.server";
import { listPurchases } from "~/services/payments/purchases.server";
import {
  updateAvatar,
  updateEmail,
  updateLogin,
  type UpdateResult,
} from "~/services/users/profile-updates.server";
import { formatPurchaseDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang, useLocalize } from "~/utils/use-lang";
import { changeEmailSchema, changeLoginSchema } from "~/utils/validation";
import { setStatusAlerts } from "~/services/alerts/alert-settings.server";
import { chooseLanguage } from "~/services/users/users.server";
import { isLang, languages, localizePath } from "~/utils/lang";
import { useProfileData } from "./profile";
import { LinkedAccounts } from "~/components/profile/linked-accounts";
import { PurchaseList } from "~/components/profile/purchase-list";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { changeEmailRules, changeLoginRules } from "~/components/forms/form-rules";

const Camera = icon("camera");
const Check = icon("check");

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta({ title: data.title }) : []);
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const [t, purchases] = await Promise.all([fixedT(request), listPurchases(user.id, lang)]);
  const query = new URL(request.url).searchParams;
  return {
    // SPEC §2.3: the purchases list is loaded on entry.
    purchases: purchases.map((p) => ({ ...p, date: formatPurchaseDate(p.createdAt, lang) })),
    title: `${t("profile.tabs.personal")} — ${t("brand")}`,
    providers: PROVIDERS.map((provider) => ({
      provider,
      configured: providerConfigured(provider),
    })),
    editEmail: query.get("edit") === "email",
    statusAlerts: user.statusAlerts,
    alertsSaved: query.get("saved") === "alerts",
    emailChanged: query.get("emailChanged") === "1",
    consentsGivenAt: consentsGivenAt(user)?.toISOString() ?? null,
  };
}

type Intent = "avatar" | "login" | "email" | "alerts" | "consents";
export interface PersonalActionData {
  intent: Intent;
  result: SubmissionResult<string[]>;
  pendingEmail?: string;
  done?: boolean;
}

/** The page's three forms post here (with or without JavaScript); the services are the API's. */
export async function action({ request }: ActionFunctionArgs): Promise<PersonalActionData | Response> {
  const user = await requireUser(request);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const outcome = await updateAvatar(user, request);
    return outcome.ok
      ? { intent: "avatar", result: { status: "success" }, done: true }
      : { intent: "avatar", result: { status: "error", error: { [outcome.field]: [outcome.error] } } };
  }
  const formData = await request.formData();
  if (formData.get("intent") === "consents") {
    await withdrawConsents(user.id);
    return { intent: "consents", result: { status: "success" }, done: true };
  }
  if (formData.get("intent") === "alerts") {
    await setStatusAlerts(user.id, formData.get("statusAlerts") === "on");
    // The e-mails' language as chosen: it stays, whichever site the customer opens later
    // (users.server.ts). Another language than the page's opens the profile on that site.
    const chosen = formData.get("lang");
    if (isLang(chosen)) {
      await chooseLanguage(user.id, chosen);
      if (chosen !== requestLang(request))
        return redirect(`${localizePath("/profile/personal", chosen)}?saved=alerts`);
    }
    return { intent: "alerts", result: { status: "success" }, done: true };
  }
  if (formData.get("intent") === "login") {
    const submission = parseWithZod(formData, { schema: changeLoginSchema });
    if (submission.status !== "success") return { intent: "login", result: submission.reply() };
    return reply("login", submission, await updateLogin(user, submission.value));
  }
  const submission = parseWithZod(formData, { schema: changeEmailSchema });
  if (submission.status !== "success") return { intent: "email", result: submission.reply() };
  return reply("email", submission, await updateEmail(user, submission.value, requestLang(request)));
}

function reply(
  intent: Intent,
  submission: { reply(options?: { fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> },
  outcome: UpdateResult,
): PersonalActionData {
  if (!outcome.ok)
    return { intent, result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.error] } }) };
  return { intent, result: submission.reply(), pendingEmail: outcome.pendingEmail, done: true };
}

export default function PersonalPage() {
  const { t } = useTranslation();
  const { providers, purchases } = useLoaderData<typeof loader>();
  const { user } = useProfileData();
  return (
    <div className="space-y-6">
      <h1 className="section-title">{t("profile.personalTitle")}</h1>
      <AvatarSection />
      <section className="card space-y-6 p-5 md:p-6">
        <LoginForm />
        <EmailForm />
      </section>
      <LinkedAccounts providers={providers} linked={user.linkedAccounts} />
      <StatusAlertsSwitch />
      <ConsentsSection />
      <PurchaseList purchases={purchases} />
    </div>
  );
}

/** Status alerts on or off (issue: support that knows the customer); a plain form without JavaScript. */
function StatusAlertsSwitch() {
  const { t } = useTranslation();
  const { statusAlerts, alertsSaved } = useLoaderData<typeof loader>();
  const { fetcher, data, busy } = useIntentFetcher("alerts");
  const lang = useLang();
  return (
    <section className="card p-5 md:p-6" aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="sr-only">
        {t("alerts.switch")}
      </h2>
      <fetcher.Form method="post" className="flex flex-wrap items-center justify-between gap-3">
        <input type="hidden" name="intent" value="alerts" />
        <label className="flex items-start gap-3 text-sm text-text">
          <input
            type="checkbox"
            name="statusAlerts"
            defaultChecked={statusAlerts}
            className="mt-0.5 size-4 accent-[#7c5cff]"
            data-testid="status-alerts-switch"
          />
          {t("alerts.switch")}
        </label>
        <label className="flex w-full flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-text">
          {t("alerts.language")}
          <select
            name="lang"
            defaultValue={lang}
            className="h-10 rounded-xl border border-line bg-surface-2 px-3 text-sm text-text"
            data-testid="mail-language"
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`alerts.languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-3">
          {(data?.done || alertsSaved) && !busy ? (
            <span className="text-sm text-status-green" role="status">
              {t("alerts.switchSaved")}
            </span>
          ) : null}
          <button
            type="submit"
            className="btn-ghost text-sm"
            disabled={busy}
            data-testid="status-alerts-save"
          >
            {t("alerts.switchSave")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/**
 * The two consents (terms of use, personal data) as given, with their date, and a way to withdraw
 * them: forms that need them then ask again (decision 0043). A plain form without JavaScript.
 */
function ConsentsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const { consentsGivenAt: givenAt } = useLoaderData<typeof loader>();
  const { fetcher, data, busy } = useIntentFetcher("consents");
  return (
    <section id="consents" className="card space-y-3 p-5 md:p-6" aria-labelledby="consents-title">
      <h2 id="consents-title" className="text-lg font-semibold text-text">
        {t("consent.title")}
      </h2>
      <p className="text-sm text-muted" data-testid="consents-state">
        {givenAt ? (
          <ConsentsGivenText givenAt={givenAt} lang={lang} />
        ) : data?.done ? (
          t("consent.withdrawn")
        ) : (
          t("consent.none")
        )}
      </p>
      {givenAt ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="consents" />
          <button type="submit" className="btn-ghost text-sm" disabled={busy} data-testid="consents-withdraw">
            {t("consent.withdraw")}
          </button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}

/** The latest answer of one of the page's forms. */
function useIntentFetcher(intent: Intent) {
  const fetcher = useFetcher<PersonalActionData>({ key: `profile-${intent}` });
  // Without JavaScript the form posts as a navigation, and the answer is the page's action data.
  const posted = useActionData<typeof action>();
  const data =
    fetcher.data?.intent === intent
      ? fetcher.data
      : !fetcher.data && posted?.intent === intent
        ? posted
        : undefined;
  return { fetcher, data, busy: fetcher.state !== "idle" };
}

function AvatarSection() {
  const { t } = useTranslation();
  const { user } = useProfileData();
  const { fetcher, data, busy } = useIntentFetcher("avatar");
  const error = data?.result.error?.avatar?.[0];
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <section
      className="card flex flex-col gap-5 p-5 sm:flex-row sm:items-center md:p-6"
      aria-labelledby="avatar-title"
    >
      <UserAvatar user={user} size={96} className={busy ? "opacity-50" : ""} />
      <div className="min-w-0 flex-1">
        <h2 id="avatar-title" className="font-semibold text-text">
          {t("profile.avatar")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("profile.avatarHint")}</p>
        <fetcher.Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          className="mt-3 flex flex-wrap items-center gap-2"
        >
          <label className="btn-ghost cursor-pointer text-sm focus-within:outline focus-within:outline-2 focus-within:outline-accent">
            <Camera className="size-4" aria-hidden />
            {t("profile.avatarChange")}
            <input
              type="file"
              name="avatar"
              accept="image/png,image/jpeg"
              className="sr-only"
              data-testid="avatar-input"
              // SPEC §5: the first chosen file is the avatar; with JavaScript it uploads at once.
              onChange={(event) => {
                if (event.currentTarget.files?.length)
                  fetcher.submit(formRef.current, { encType: "multipart/form-data" });
              }}
            />
          </label>
          <noscript>
            <button type="submit" className="btn-primary text-sm">
              {t("profile.avatarUpload")}
            </button>
          </noscript>
          {busy ? <span className="text-sm text-muted">{t("profile.saving")}</span> : null}
          {data?.done ? <Saved text={t("profile.avatarSaved")} /> : null}
        </fetcher.Form>
        <FieldError id="avatar-error" error={error} />
      </div>
    </section>
  );
}

function Saved({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-status-green" role="status">
      <Check className="size-4" aria-hidden />
      {text}
    </span>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const { user } = useProfileData();
  const { fetcher, data, busy } = useIntentFetcher("login");
  const [value, setValue] = useState(user.login);
  const [form, fields] = useValidatedForm(changeLoginRules, {
    id: "profile-login",
    lastResult: busy ? undefined : data?.result,
    defaultValue: { login: user.login },
  });
  useEffect(() => setValue(user.login), [user.login]);
  // SPEC §5: the change is sent only when it differs and nothing is in flight.
  const hydrated = useHydrated();
  const unchanged = value.trim() === user.login;
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="login" />
      <ConformTextField
        field={fields.login}
        type="text"
        label={t("profile.login")}
        testId="login-input"
        autoComplete="username"
        onChange={(event) => setValue(event.currentTarget.value)}
        action={
          <button
            type="submit"
            className="btn-primary shrink-0 text-sm"
            disabled={hydrated && (busy || unchanged)}
            data-testid="login-save"
          >
            {t("profile.loginSave")}
          </button>
        }
      />
      {data?.done && unchanged ? <Saved text={t("profile.loginSaved")} /> : null}
    </fetcher.Form>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { user } = useProfileData();
  const { editEmail, emailChanged } = useLoaderData<typeof loader>();
  const { fetcher, data, busy } = useIntentFetcher("email");
  // SPEC §5: the e-mail field is disabled until the user chooses to change it.
  const [editing, setEditing] = useState(editEmail);
  const [form, fields] = useValidatedForm(changeEmailRules, {
    id: "profile-email",
    lastResult: busy ? undefined : data?.result,
    defaultValue: { email: user.email ?? "" },
  });
  useEffect(() => {
    if (data?.done) setEditing(false);
  }, [data]);
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="email" />
      <ConformTextField
        field={fields.email}
        type="email"
        label={t("profile.email")}
        testId="email-input"
        disabled={!editing}
        placeholder={user.email ? undefined : t("profile.emailNone")}
        autoComplete="email"
        action={
          editing ? (
            <button
              type="submit"
              className="btn-primary shrink-0 text-sm"
              disabled={busy}
              data-testid="email-save"
            >
              {t("profile.emailSave")}
            </button>
          ) : (
            <Link
              to={`${localize("/profile/personal")}?edit=email`}
              className="btn-ghost shrink-0 text-sm"
              onClick={(event) => {
                event.preventDefault();
                setEditing(true);
              }}
              data-testid="email-edit"
            >
              {t("profile.emailEdit")}
            </Link>
          )
        }
      />
      {data?.pendingEmail ? (
        <p className="mt-2 text-sm text-status-green" role="status" data-testid="email-pending">
          {t("profile.emailPending", { email: data.pendingEmail })}
        </p>
      ) : emailChanged ? (
        <p className="mt-2 text-sm text-status-green" role="status" data-testid="email-changed">
          {t("profile.emailChanged")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
