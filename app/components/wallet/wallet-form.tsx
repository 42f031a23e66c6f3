import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { ConformTextField } from "~/components/forms/conform-text-field";
import { ConsentBoxes } from "~/components/forms/consent-boxes";
import { useRootData } from "~/utils/use-root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { useLocalize } from "~/utils/use-lang";
import { walletRules } from "~/components/forms/form-rules";
import { WALLET_MIN } from "~/utils/wallet-limits";
import { DocLink } from "~/components/ui/doc-link";
import { useValidatedForm } from "~/components/forms/use-validated-form";

/** The /steam action's answer: conform's result, and the payment URL once the form is valid. */
export interface WalletActionData {
  result: SubmissionResult<string[]>;
  url?: string | null;
}

/**
 * The wallet top-up form (SPEC §2.4, §5) of the header modal and the /steam page: login, e-mail,
 * amount and the confirmation. With JavaScript the browser goes to the returned payment URL;
 * without, the /steam action redirects there itself.
 */
export function WalletForm({ id, pageData }: { id: string; pageData?: WalletActionData }) {
  const { t } = useTranslation();
  const payments = useRootData()?.payments ?? "sandbox";
  const localize = useLocalize();
  const hydrated = useHydrated();
  const fetcher = useFetcher<WalletActionData>({ key: `wallet-${id}` });
  const data = fetcher.data ?? pageData;
  const [form, fields] = useValidatedForm(walletRules, {
    id,
    lastResult: fetcher.state === "idle" ? data?.result : undefined,
  });
  const url = fetcher.data?.url;
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  const busy = fetcher.state !== "idle" || Boolean(url);
  return (
    <fetcher.Form
      method="post"
      action={localize("/steam")}
      {...getFormProps(form)}
      className="space-y-4"
      data-testid={id}
    >
      {/* Tells the action to answer the URL instead of redirecting (JavaScript is running). */}
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <ConformTextField
        field={fields.login}
        type="text"
        label={t("wallet.login")}
        testId="wallet-login"
        autoComplete="off"
        placeholder={t("wallet.loginPlaceholder")}
        hint={<Trans i18nKey="wallet.loginHint" components={{ doc: <DocLink path="/offer-agreement" /> }} />}
      />
      <ConformTextField
        field={fields.email}
        type="email"
        label={t("wallet.email")}
        testId="wallet-email"
        autoComplete="email"
        placeholder={t("auth.emailPlaceholder")}
      />
      <ConformTextField
        field={fields.amount}
        label={t("wallet.amount", { min: WALLET_MIN })}
        testId="wallet-amount"
        inputMode="decimal"
        placeholder="500"
      />
      <ConsentBoxes
        idPrefix={id}
        names={{ terms: fields.terms.name, personal: fields.personalData.name }}
        errors={{ terms: fields.terms.errors, personal: fields.personalData.errors }}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="wallet-pay">
        {busy ? t("wallet.redirecting") : t("wallet.pay")}
      </button>
      {/* The buy block's sandbox note, written out: importing it made a chunk of its own for this
          page (decision 0038's script budget). */}
      {payments === "sandbox" ? (
        <p
          className="mt-3 rounded-lg bg-status-blue/10 px-3 py-2 text-xs font-medium text-status-blue"
          data-testid="sandbox-note"
        >
          {t("sandboxNote")}
        </p>
      ) : null}
      {data && "url" in data && data.url === null ? (
        <p role="alert" className="text-sm text-status-red">
          {t("wallet.unavailable")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
