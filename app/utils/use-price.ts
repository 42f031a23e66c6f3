import { useCallback } from "react";
import { useTranslation } from "~/i18n/react";
import {
  discountPercent,
  effectivePrice,
  fillPrice,
  formatDiscount,
  isInStock,
  type PriceView,
} from "./price";
import { formatMoney, type Major } from "./money";
import { useLang } from "./use-lang";

/** Price texts in the page's language: "from 290 ₽", "$14.99", "-20%", "Out of stock". */
export function usePriceText() {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useCallback(
    (amount: Major, currency: PriceView["currency"]) =>
      formatMoney(amount, currency ?? (lang === "en" ? 1 : 0), lang),
    [lang],
  );
  return {
    money,
    /** "from #price#" with the effective price, or the out-of-stock text. */
    from: (price: PriceView | null) =>
      isInStock(price)
        ? fillPrice(t("price.from"), money(effectivePrice(price)!, price.currency))
        : t("price.outOfStock"),
    discount: (price: PriceView | null) => {
      const percent = price ? discountPercent(price) : null;
      return percent ? formatDiscount(percent) : null;
    },
  };
}
