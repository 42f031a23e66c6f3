import { describe, expect, it } from "vitest";
import { major, minor } from "../../tests/support/money";
import {
  currencySymbol,
  decimalFromMinor,
  formatAmount,
  formatMinor,
  formatMoney,
  fromMinor,
  minorFromAmount,
  parseMinor,
} from "./money";
import { intlLocale } from "./lang";

describe("money", () => {
  it("reads typed amounts digit by digit, with a comma or a point", () => {
    expect(parseMinor("1290")).toBe(129000);
    expect(parseMinor("12,5")).toBe(1250);
    expect(parseMinor("12.50")).toBe(1250);
    expect(parseMinor(" 1 290,99 ")).toBe(129099);
    expect(parseMinor("0.07")).toBe(7);
    expect(parseMinor("-3.10")).toBe(-310);
    // 0.29 * 100 is 28.999999999999996 in floating point: the text is read, not multiplied.
    expect(parseMinor("0.29")).toBe(29);
    expect(parseMinor("1.005")).toBeNull();
    expect(parseMinor("12.")).toBeNull();
    expect(parseMinor("")).toBeNull();
    expect(parseMinor("1e3")).toBeNull();
    expect(parseMinor("abc")).toBeNull();
  });

  it("takes a provider's amount as a number or text, and refuses a third decimal", () => {
    expect(minorFromAmount(14.99)).toBe(1499);
    expect(minorFromAmount(4.35)).toBe(435);
    expect(minorFromAmount("990.00")).toBe(99000);
    expect(minorFromAmount(12.345)).toBeNull();
    expect(minorFromAmount(Number.NaN)).toBeNull();
  });

  it("writes minor units as the decimal text providers and forms expect", () => {
    expect(decimalFromMinor(minor(1250))).toBe("12.50");
    expect(decimalFromMinor(minor(7))).toBe("0.07");
    expect(decimalFromMinor(minor(129000))).toBe("1290.00");
    expect(decimalFromMinor(minor(-310))).toBe("-3.10");
    expect(fromMinor(minor(1250))).toBe(12.5);
    expect(fromMinor(null)).toBeNull();
    for (const amount of [1, 29, 1499, 99999, 123456789])
      expect(parseMinor(decimalFromMinor(minor(amount)))).toBe(amount);
  });

  it("shows the currency of the language, or the upper-cased code", () => {
    expect(currencySymbol(0)).toBe("₽");
    expect(currencySymbol(1)).toBe("$");
    expect(currencySymbol("eur")).toBe("EUR");
  });

  it("writes amounts as Intl does in each language, without it", () => {
    const amounts = [
      0, 0.5, 0.05, 1, 9.99, 99.9, 999, 1000, 1290, 14.99, 1234.5, 99999.99, 1234567.5, -1290, -0.5,
    ];
    for (let minor = 0; minor < 3_000_000; minor += 7_919) amounts.push(minor / 100, Math.trunc(minor / 100));
    for (const lang of ["ru", "en"] as const)
      for (const amount of amounts) {
        const digits = Number.isInteger(amount) ? 0 : 2;
        const intl = new Intl.NumberFormat(intlLocale(lang), {
          minimumFractionDigits: digits,
          maximumFractionDigits: 2,
        });
        expect(formatAmount(major(amount), lang), `${lang} ${amount}`).toBe(intl.format(amount));
      }
  });

  it("formats amounts in the page's language", () => {
    expect(formatMoney(major(1290), 0, "ru")).toBe("1\u00a0290\u00a0₽");
    expect(formatMoney(major(14.99), 1, "en")).toBe("$14.99");
    expect(formatMoney(major(1234.5), 1, "en")).toBe("$1,234.50");
    expect(formatMoney(major(12), "eur", "en")).toBe("12\u00a0EUR");
    expect(formatMoney(major(99.9), 0, "ru")).toBe("99,90\u00a0₽");
    expect(formatMinor(minor(129000), 0, "ru")).toBe("1\u00a0290\u00a0₽");
    expect(formatMinor(minor(1499), 1, "en")).toBe("$14.99");
  });
});
