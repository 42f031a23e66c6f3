import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { COUPON_COOKIE } from "~/utils/promotion-codes";
import { storedMinor, type Minor } from "~/utils/money";
import { readCookie } from "~/utils/preferences";

/** What a code does to the block's options (resources/coupon-quote): the price of each it applies to. */
export interface CouponQuote {
  code: string;
  prices: Record<number, Minor>;
}

/**
 * The buy block's coupon code (decision 0050): folded until wanted, opened with the code a
 * `?coupon=` link kept for the visit. With JavaScript the code is checked as it is typed and the
 * block's total shows the price with it (`onQuote`); Buy checks it again and holds its use. Without
 * JavaScript an empty field still buys with the kept code, and the payment page shows the discount
 * before anything is paid.
 */
export function CouponField({
  options,
  onQuote,
}: {
  options: number[];
  onQuote: (quote: CouponQuote | null) => void;
}) {
  const { t } = useTranslation();
  const [kept, setKept] = useState("");
  const [code, setCode] = useState("");
  const [said, setSaid] = useState<string | null>(null);
  // The kept code is the visitor's own: read in the browser, so the server's page stays one for all.
  useEffect(() => {
    const cookie = readCookie(document.cookie, COUPON_COOKIE) ?? "";
    setKept(cookie);
    setCode(cookie);
  }, []);
  const query = options.join();
  useEffect(() => {
    const typed = code.trim();
    if (typed.length < 4) {
      setSaid(null);
      onQuote(null);
      return;
    }
    const controller = new AbortController();
    // Asked once the buyer stops typing for a moment, not at every key.
    const timer = setTimeout(async () => {
      const params = new URLSearchParams([["code", typed], ...query.split(",").map((id) => ["option", id])]);
      try {
        const response = await fetch(`/resources/coupon-quote?${params}`, { signal: controller.signal });
        const quote = (await response.json()) as {
          code: string;
          refused: string | null;
          prices: Record<number, number>;
        };
        const prices = Object.fromEntries(
          Object.entries(quote.prices).map(([id, minor]) => [id, storedMinor(minor)]),
        );
        onQuote(Object.keys(prices).length ? { code: quote.code, prices } : null);
        setSaid(
          quote.refused
            ? t(`buyRefusal.${quote.refused}`)
            : Object.keys(prices).length
              ? t("coupon.applied", { code: quote.code })
              : t("coupon.bonusLarger"),
        );
      } catch {
        // Offline or aborted: Buy still checks the code.
      }
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, query, onQuote, t]);
  return (
    <details className="mt-4 text-sm" open={Boolean(kept) || undefined} key={kept}>
      <summary className="cursor-pointer text-muted hover:text-text">{t("coupon.toggle")}</summary>
      <label className="mt-2 block">
        <span className="text-xs text-faint">{t("coupon.label")}</span>
        <input
          name="coupon"
          defaultValue={kept}
          onChange={(event) => setCode(event.currentTarget.value)}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="input mt-1 w-full uppercase"
        />
      </label>
      {said ? (
        <p className="mt-1.5 text-xs text-text" role="status">
          {said}
        </p>
      ) : null}
      <p className="mt-1.5 text-xs text-faint">{t("coupon.rule")}</p>
    </details>
  );
}
