import { fromMinor, minorFromAmount, storedMinor, type Major, type Minor } from "~/utils/money";

/*
 * Amounts in tests, made by the shop's own money functions (decision 0049): a test writes
 * `minor(129_000)` for kopecks it states as such, `major(1290)` or `major(14.99)` for an amount in
 * rubles or dollars, and gets the types the code under test takes — never a cast.
 */

/** An amount stated in minor units (kopecks, cents). */
export const minor = (amount: number): Minor => storedMinor(amount);

/** An amount stated in major units (at most two decimals, as money always is). */
export function major(amount: number): Major {
  const inMinor = minorFromAmount(amount);
  if (inMinor === null) throw new TypeError(`not an amount of money: ${amount}`);
  return fromMinor(inMinor);
}
