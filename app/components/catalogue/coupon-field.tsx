import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { COUPON_COOKIE } from "~/utils/coupon-cookie";
import { readCookie } from "~/utils/preferences";

/**
 * The buy block's coupon code (decision 0050): folded until wanted, opened with the code a
 * `?coupon=` link kept for the visit. Buy checks it; without JavaScript an empty field still buys
 * with the kept code, and the payment page shows the discount before anything is paid.
 */
export function CouponField() {
  const { t } = useTranslation();
  const [kept, setKept] = useState("");
  // The kept code is the visitor's own: read in the browser, so the server's page stays one for all.
  useEffect(() => setKept(readCookie(document.cookie, COUPON_COOKIE) ?? ""), []);
  return (
    <details className="mt-4 text-sm" open={Boolean(kept) || undefined} key={kept}>
      <summary className="cursor-pointer text-muted hover:text-text">{t("coupon.toggle")}</summary>
      <label className="mt-2 block">
        <span className="text-xs text-faint">{t("coupon.label")}</span>
        <input
          name="coupon"
          defaultValue={kept}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="input mt-1 w-full uppercase"
        />
      </label>
      <p className="mt-1.5 text-xs text-faint">{t("coupon.rule")}</p>
    </details>
  );
}
