import { describe, expect, it } from "vitest";
import { major } from "../../tests/support/money";
import { discountPercent, fillPrice, formatDiscount, isInStock, lowestPrice, type PriceView } from "./price";

const p = (
  price: number | null,
  discountPrice: number | null = null,
  currency: PriceView["currency"] = 0,
): PriceView => ({
  price: price === null ? null : major(price),
  discountPrice: discountPrice === null ? null : major(discountPrice),
  currency,
});

describe("prices", () => {
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
