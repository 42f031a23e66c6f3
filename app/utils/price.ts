/** A price as the API returns it: amounts in major units, null when out of stock. */
export interface PriceView {
  price: number | null;
  discountPrice: number | null;
  /** 0 RUB, 1 USD (SPEC §3). */
  currency: number | null;
  type?: string;
  redirect?: string | null;
}

/** Converts stored minor units (kopecks, cents) to major units. */
export function fromMinor(value: number | null | undefined): number | null {
  return value == null ? null : value / 100;
}
