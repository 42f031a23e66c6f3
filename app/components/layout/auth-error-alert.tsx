import { Link, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";

const AlertTriangle = icon("triangle-exclamation-point");
const X = icon("x");

/** The message of a failed sign-in (SPEC §4.3: "failure stores the message and goes home"). */
export function AuthErrorAlert({ error }: { error: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const rest = new URLSearchParams(location.search);
  rest.delete("authError");
  const dismissTo = location.pathname + (rest.size ? `?${rest}` : "");
  return (
    <div className="container-page pt-4">
      <div
        role="alert"
        data-testid="auth-error"
        className="flex items-start gap-3 rounded-2xl border border-status-red/40 bg-status-red/10 p-4 text-sm"
      >
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-status-red" aria-hidden />
        <div className="flex-1">
          <p className="font-semibold text-text">{t("authError.title")}</p>
          <p className="mt-0.5 text-muted">{t(`authError.${error}`)}</p>
        </div>
        <Link
          to={dismissTo}
          replace
          preventScrollReset
          className="grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-3 hover:text-text"
          aria-label={t("authError.dismiss")}
        >
          <X className="size-4" aria-hidden />
        </Link>
      </div>
    </div>
  );
}
