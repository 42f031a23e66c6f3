import type { Lang } from "./lang";

// Money is stored as integer minor units (kopecks, cents) and crosses into major units only here:
// reading an amount someone typed or a provider sent, writing one for a provider or a form, and
// formatting one for people. Nothing else multiplies or divides money by 100, so a rounding rule
// lives in one place. The compiler holds that (decision 0049): an amount is a `Minor` or a `Major`,
// types only this module makes. Arithmetic anywhere else gives a plain number, which no column,
// formatter or provider call takes — `price * 100`, `balance / 100`, `cost * 0.01` do not compile
// where money is expected. (Comparing and sorting amounts needs nothing: they are numbers.)

declare const minorUnits: unique symbol;
declare const majorUnits: unique symbol;
/** An amount in integer minor units (kopecks, cents), as the database stores money. */
export type Minor = number & { readonly [minorUnits]: true };
/** An amount in major units (rubles, dollars), as the API's prices and people read it. */
export type Major = number & { readonly [majorUnits]: true };

const MINOR_DIGITS = 2;
const MINOR_PER_MAJOR = 10 ** MINOR_DIGITS;

// "1290", "12.5", "12,50", "-3.10", "1 290,00" (spaces between thousands, as people type them).
const DECIMAL = /^(-)?(\d{1,13})(?:[.,](\d{1,2}))?$/;

/**
 * A decimal amount as text → minor units, read digit by digit (no floating point), or null when
 * it is not an amount with at most two decimals. "12,5" → 1250; "12.345" → null.
 */
export function parseMinor(text: string): Minor | null {
  const match = DECIMAL.exec(text.trim().replace(/[\s\u00a0\u202f]/g, ""));
  if (!match) return null;
  const [, minus, whole, fraction = ""] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(MINOR_DIGITS, "0"));
  return (minus && minor !== 0 ? -minor : minor) as Minor;
}

/**
 * An amount a provider or the seed gives as a number or text in major units → minor units, or
 * null when it has more than two decimals (a provider's 12.345 is a mismatch, not 12.35).
 */
export function minorFromAmount(amount: number | string): Minor | null {
  if (typeof amount === "number" && !Number.isFinite(amount)) return null;
  return parseMinor(typeof amount === "number" ? String(amount) : amount);
}

/** Minor units → the decimal text providers, CSV files and form fields expect: 1250 → "12.50". */
export function decimalFromMinor(minor: Minor): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(minor));
  const fraction = String(abs % MINOR_PER_MAJOR).padStart(MINOR_DIGITS, "0");
  return `${sign}${Math.trunc(abs / MINOR_PER_MAJOR)}.${fraction}`;
}

/** Minor units → major units, as the API's prices carry them (SPEC §3): 1250 → 12.5. */
export function fromMinor(value: Minor): Major;
export function fromMinor(value: Minor | null | undefined): Major | null;
export function fromMinor(value: Minor | null | undefined): Major | null {
  return value == null ? null : (Number(decimalFromMinor(value)) as Major);
}

/**
 * An amount the shop already holds in minor units but receives untyped — a `sum()` in SQL (text or
 * bigint from Postgres), a field of a JSON row, a signed order — as a `Minor`; it must be whole.
 */
export function storedMinor(value: number | string | bigint): Minor {
  const minor = Number(value);
  if (!Number.isSafeInteger(minor)) throw new TypeError(`not an amount in minor units: ${value}`);
  return minor as Minor;
}

/** A whole amount of major units as stored (the bonus thresholds are whole rubles and dollars). */
export function wholeMajor(value: number | string): Major {
  const major = Number(value);
  if (!Number.isSafeInteger(major)) throw new TypeError(`not a whole amount: ${value}`);
  return major as Major;
}

/** What is left of an amount after another is taken off it (a list price less the price paid). */
export function subtractMinor(amount: Minor, less: Minor): Minor {
  return (amount - less) as Minor;
}

/**
 * The loyalty discount applied to an amount in minor units (SPEC §1: a discount that grows with
 * the amount spent), rounded to the nearest kopeck or cent. The buy link, the signed order and the
 * payment check all compute it here.
 */
export function applyBonus(amount: Minor, percent: number): Minor {
  return percent > 0 ? (Math.round((amount * (100 - percent)) / 100) as Minor) : amount;
}

/** A coupon's discount on one amount: a percent, or a fixed amount in the order's currency. */
export type CouponDiscount = { percent: number } | { amountMinor: Minor };

/**
 * The least a coupon leaves to pay: one whole ruble or dollar. A provider cannot take a payment of
 * nothing, and an order of a few kopecks would be a gift the shop never meant.
 */
export const LEAST_COUPON_PRICE = MINOR_PER_MAJOR as Minor;

/** An amount after a coupon, rounded like the bonus, never below LEAST_COUPON_PRICE (or the amount). */
export function applyCoupon(amount: Minor, coupon: CouponDiscount): Minor {
  const after =
    "percent" in coupon
      ? Math.round((amount * (100 - coupon.percent)) / 100)
      : amount - Math.max(0, coupon.amountMinor);
  return Math.min(amount, Math.max(after, LEAST_COUPON_PRICE)) as Minor;
}

/**
 * How a coupon meets the loyalty bonus (decision 0050), the one rule for every price the shop
 * shows or charges: the buyer gets whichever discount takes more off, never both. On a tie the
 * bonus is kept, so the coupon's use is not spent for nothing.
 */
export function bestDiscount(
  amount: Minor,
  bonusPercent: number,
  coupon: CouponDiscount | null,
): { amountMinor: Minor; by: "none" | "bonus" | "coupon" } {
  const withBonus = applyBonus(amount, bonusPercent);
  const withCoupon = coupon ? applyCoupon(amount, coupon) : amount;
  if (coupon && withCoupon < withBonus) return { amountMinor: withCoupon, by: "coupon" };
  return { amountMinor: withBonus, by: bonusPercent > 0 && withBonus < amount ? "bonus" : "none" };
}

/** ₽ for RUB, $ for USD, the upper-cased code for anything else. */
export function currencySymbol(currency: number | string): string {
  if (currency === 0 || currency === "rub" || currency === "RUB") return "₽";
  if (currency === 1 || currency === "usd" || currency === "USD") return "$";
  return String(currency).toUpperCase();
}

/** The page's number format for amounts: digit groups and the decimal sign of each language. */
const NUMBER_SIGNS: Record<Lang, { group: string; decimal: string }> = {
  ru: { group: "\u00a0", decimal: "," },
  en: { group: ",", decimal: "." },
};

/**
 * An amount in major units with at most two decimals (as money always is) the way
 * `Intl.NumberFormat(intlLocale(lang))` writes it — "1 290", "1 234,50", "1,234.50" — without
 * Intl: the first number format a page made cost a phone's browser ~35 ms of hydration, loading
 * the language's number data, for the prices of every card (decision 0038). A test holds it to
 * Intl's output over a sweep of amounts in both languages.
 */
export function formatAmount(amount: Major, lang: Lang): string {
  const signs = NUMBER_SIGNS[lang];
  const cents = Math.round(Math.abs(amount) * MINOR_PER_MAJOR) as Minor;
  const [whole, fraction] = decimalFromMinor(cents).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, signs.group);
  return `${amount < 0 && cents !== 0 ? "-" : ""}${grouped}${Number.isInteger(amount) ? "" : signs.decimal + fraction}`;
}

/** An amount in major units in the page's number format with its currency: "1 290 ₽", "$14.99". */
export function formatMoney(amount: Major, currency: number | string, lang: Lang): string {
  const number = formatAmount(amount, lang);
  const symbol = currencySymbol(currency);
  return symbol === "$" ? `$${number}` : `${number}\u00a0${symbol}`;
}

/** A stored amount (minor units) for people: formatMinor(129000, 0, "ru") → "1 290 ₽". */
export function formatMinor(minor: Minor, currency: number | string, lang: Lang): string {
  return formatMoney(fromMinor(minor), currency, lang);
}
