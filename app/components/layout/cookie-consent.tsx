import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";
import { PreferenceForm, useRememberedPreference } from "./preference-form";

const Cookie = icon("cookie");

/** The cookie notice, shown until accepted (key cookieConsent). */
export function CookieConsent() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [accepted, setAccepted] = useState(false);
  const remembered = useRememberedPreference("cookie-consent", "true");
  if (accepted || remembered) return null;
  return (
    <div
      role="dialog"
      aria-live="polite"
      aria-label={t("cookie.accept")}
      data-testid="cookie-consent"
      className="fixed inset-x-3 bottom-3 z-50 animate-fade-in md:inset-x-auto md:bottom-5 md:left-5 md:max-w-md"
    >
      <div className="card flex flex-col gap-4 border-accent/25 bg-surface-2/95 p-4 backdrop-blur md:p-5">
        <div className="flex gap-3">
          <Cookie className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          <p className="text-sm leading-relaxed text-muted">{t("cookie.text")}</p>
        </div>
        <div className="flex items-center justify-end gap-2">
          <Link to={localize("/privacy-policy")} className="btn-ghost text-sm">
            {t("cookie.more")}
          </Link>
          <PreferenceForm intent="cookie-consent" value="true" onSubmit={() => setAccepted(true)}>
            <button type="submit" className="btn-primary text-sm">
              {t("cookie.accept")}
            </button>
          </PreferenceForm>
        </div>
      </div>
    </div>
  );
}
