import { describe, expect, it } from "vitest";
import type { PriceView } from "./price";
import {
  applyBonus,
  decimalFromMinor,
  formatMinor,
  formatMoney,
  fromMinor,
  parseMinor,
  storedMinor,
  wholeMajor,
  type Major,
  type Minor,
} from "./money";

/*
 * The money types (decision 0049), checked by the compiler: `npm test` typechecks this file, and
 * each `@ts-expect-error` below fails the typecheck the day the line it marks compiles — the day
 * a conversion by hand outside money.ts could reach a price, a formatter or a provider again.
 * These are the cases the lint rule by name missed.
 */
const price = parseMinor("1290")!;
const cost = storedMinor(99_000);
const balance = storedMinor(12_345);

/** Where amounts go: a stored price, a formatted one, a provider's decimal text. */
const store = (amount: Minor) => amount;
const show = (amount: Major) => formatMoney(amount, 0, "ru");

describe("amounts of money as types", () => {
  it("refuses amounts made by arithmetic outside money.ts", () => {
    // @ts-expect-error 100 * price is a number, not minor units
    store(100 * price);
    // @ts-expect-error cost * 100 is a number, not minor units
    decimalFromMinor(cost * 100);
    // @ts-expect-error balance / 100 is a number, not major units
    show(balance / 100);
    // @ts-expect-error price * 0.01 is a number, not major units
    show(price * 0.01);
    // @ts-expect-error a bare number is not an amount
    formatMinor(129_000, 0, "ru");
    // @ts-expect-error minor units are not major units
    show(price);
    // @ts-expect-error major units are not minor units
    store(fromMinor(price));
    // @ts-expect-error a price shown on a page is in major units
    const view: PriceView = { price: 1290, discountPrice: null, currency: 0 };
    expect(view.price).toBe(1290);
  });

  it("takes the amounts money.ts makes", () => {
    expect(store(applyBonus(price, 10))).toBe(116_100);
    expect(show(fromMinor(price))).toBe("1\u00a0290\u00a0₽");
    expect(show(wholeMajor(5_000))).toBe("5\u00a0000\u00a0₽");
    expect(decimalFromMinor(balance)).toBe("123.45");
  });

  it("reads untyped amounts only when they are whole minor units", () => {
    expect(storedMinor("129000")).toBe(129_000);
    expect(storedMinor(10n)).toBe(10);
    expect(() => storedMinor(12.5)).toThrow(TypeError);
    expect(() => storedMinor("12,50")).toThrow(TypeError);
    expect(() => wholeMajor(60.5)).toThrow(TypeError);
  });
});
