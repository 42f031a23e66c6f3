import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useState } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { BrandIcon } from "~/components/ui/brand-icon";
import type { Provider } from "~/db/schema/users";
import { useLang, useLocalize } from "~/utils/use-lang";
import { signInRules } from "~/components/forms/form-rules";
import { ConformTextField } from "../forms/conform-text-field";
import { DocLink } from "~/components/ui/doc-link";
import { useValidatedForm } from "~/components/forms/use-validated-form";

const MailCheck = icon("mail-check");

/** What the sign-in action answers: conform's result, and the address once the link is sent. */
export interface SignInActionData {
  result: SubmissionResult<string[]>;
  sent?: string;
}

/** Starts a provider sign-in (a full navigation: the provider's page comes next). */
export function providerHref(provider: Provider, lang: string, redirectTo?: string | null) {
  const query = new URLSearchParams({ lang });
  if (redirectTo) query.set("redirectTo", redirectTo);
  return `/api/users/${provider}-login?${query}`;
}

/**
 * The sign-in form of the modal and of the /sign-in page (SPEC §2.4, §4.4): e-mail, the configured
 * providers, submit; then a success message whose Back returns to the form. It posts to the
 * /sign-in action, so it works the same without JavaScript.
 */
export function SignInForm({
  providers,
  redirectTo,
  pageData,
}: {
  providers: Provider[];
  redirectTo?: string | null;
  /** The action's answer after a plain form post (the page without JavaScript). */
  pageData?: SignInActionData;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalize();
  const fetcher = useFetcher<SignInActionData>({ key: "sign-in" });
  const data = fetcher.data ?? pageData;
  const [dismissed, setDismissed] = useState<SignInActionData | null>(null);
  const [form, fields] = useValidatedForm(signInRules, {
    id: "sign-in",
    lastResult: fetcher.state === "idle" ? data?.result : undefined,
  });
  const busy = fetcher.state !== "idle";

  if (data?.sent && dismissed !== data) {
    return (
      <div className="text-center" data-testid="sign-in-sent" role="status">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent">
          <MailCheck className="size-7" aria-hidden />
        </span>
        <h2 className="mt-4 font-display text-xl text-text">{t("auth.sentTitle")}</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t("auth.sentText", { email: data.sent })}</p>
        {pageData && !fetcher.data ? (
          <Link to={localize("/sign-in")} className="btn-ghost mt-6" reloadDocument>
            {t("auth.back")}
          </Link>
        ) : (
          <button type="button" className="btn-ghost mt-6" onClick={() => setDismissed(data)}>
            {t("auth.back")}
          </button>
        )}
      </div>
    );
  }

  return (
    <div data-testid="sign-in-form">
      <fetcher.Form method="post" action={localize("/sign-in")} {...getFormProps(form)} className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <ConformTextField
          field={fields.email}
          type="email"
          label={t("auth.emailLabel")}
          testId="sign-in-email"
          autoComplete="email"
          placeholder={t("auth.emailPlaceholder")}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="sign-in-submit">
          {busy ? t("auth.sending") : t("auth.submit")}
        </button>
      </fetcher.Form>
      {providers.length ? (
        <>
          <p className="my-5 flex items-center gap-3 text-xs uppercase tracking-wider text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {t("auth.or")}
          </p>
          <ul className="grid grid-cols-2 gap-2" data-testid="sign-in-providers">
            {providers.map((provider) => (
              <li key={provider}>
                <a
                  href={providerHref(provider, lang, redirectTo)}
                  className="btn-ghost w-full text-sm"
                  aria-label={t("auth.continueWith", { provider: t(`auth.provider.${provider}`) })}
                  data-testid={`sign-in-${provider}`}
                >
                  <ProviderIcon provider={provider} />
                  {t(`auth.provider.${provider}`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-5 text-xs leading-relaxed text-muted">
        <Trans
          i18nKey="auth.termsNote"
          components={{
            terms: <DocLink path="/term-of-use" />,
            privacy: <DocLink path="/privacy-policy" />,
          }}
        />
      </p>
    </div>
  );
}

/** A provider's logo (VK ID and Steam by their brand marks too). */
export function ProviderIcon({ provider, className = "size-4" }: { provider: Provider; className?: string }) {
  return <BrandIcon name={provider} className={className} />;
}
