import { describe, expect, it } from "vitest";
import {
  currencySymbol,
  discountPercent,
  fillPrice,
  formatDiscount,
  formatMoney,
  isInStock,
  lowestPrice,
  type PriceView,
} from "./price";

const p = (
  price: number | null,
  discountPrice: number | null = null,
  currency: PriceView["currency"] = 0,
): PriceView => ({
  price,
  discountPrice,
  currency,
});

describe("prices", () => {
  it("shows the currency of the language, or the upper-cased code", () => {
    expect(currencySymbol(0)).toBe("₽");
    expect(currencySymbol(1)).toBe("$");
    expect(currencySymbol("eur")).toBe("EUR");
  });

  it("formats numbers with Intl in the page's language", () => {
    expect(formatMoney(1290, 0, "ru")).toBe("1\u00a0290\u00a0₽");
    expect(formatMoney(14.99, 1, "en")).toBe("$14.99");
    expect(formatMoney(1234.5, 1, "en")).toBe("$1,234.50");
    expect(formatMoney(12, "eur", "en")).toBe("12\u00a0EUR");
    expect(formatMoney(99.9, 0, "ru")).toBe("99,90\u00a0₽");
  });

  it("rounds the discount percent and signs it", () => {
    expect(discountPercent(p(1000, 800))).toBe(20);
    expect(discountPercent(p(990, 690))).toBe(30);
    expect(discountPercent(p(3, 2))).toBe(33);
    expect(discountPercent(p(1000))).toBeNull();
    expect(discountPercent(p(1000, 1000))).toBeNull();
    expect(formatDiscount(20)).toBe("-20%");
  });

  it("is out of stock without an amount or a currency", () => {
    expect(isInStock(p(100))).toBe(true);
    expect(isInStock(p(null))).toBe(false);
    expect(isInStock(p(100, null, null))).toBe(false);
    expect(isInStock(null)).toBe(false);
  });

  it("fills the #price# placeholder and picks the lowest buyable price", () => {
    expect(fillPrice("от #price#", "290 ₽")).toBe("от 290 ₽");
    expect(lowestPrice([p(500), p(900, 400), p(null), p(100, null, null)])).toEqual(p(900, 400));
    expect(lowestPrice([p(null)])).toBeNull();
  });
});
