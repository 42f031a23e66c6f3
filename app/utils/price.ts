import type { Major } from "./money";

/** Currency codes of SPEC §3. */
export const CURRENCY = { RUB: 0, USD: 1 } as const;

/** A price as the API returns it: amounts in major units; a null amount or currency is out of stock. */
export interface PriceView {
  id?: number;
  title?: string;
  price: Major | null;
  discountPrice: Major | null;
  /** 0 RUB, 1 USD, or another currency's code. */
  currency: number | string | null;
  type?: string;
  redirect?: string | null;
  periodDays?: number;
  /** A signed-in buyer's loyalty discount on this option: the percent and the price after it. */
  bonus?: { percent: number; price: Major } | null;
}

/** Whether a price can be bought: it needs an amount and a currency. */
export function isInStock(price: PriceView | null | undefined): price is PriceView & { price: Major } {
  return price != null && price.price != null && price.currency != null;
}

/** What the buyer pays: the discount price when there is one. */
export function effectivePrice(price: PriceView): Major | null {
  return price.discountPrice ?? price.price;
}

/** The discount as a rounded percentage of the original price, or null without a discount. */
export function discountPercent(price: PriceView): number | null {
  if (price.price == null || price.discountPrice == null || price.price <= 0) return null;
  if (price.discountPrice >= price.price) return null;
  return Math.round(((price.price - price.discountPrice) / price.price) * 100);
}

/** "−20%": the discount with a percent sign. */
export function formatDiscount(percent: number): string {
  return `-${percent}%`;
}

/** Fills the "#price#" placeholder of a template such as "from #price#". */
export function fillPrice(template: string, formatted: string): string {
  return template.replace("#price#", formatted);
}

/** The lowest effective price among the buyable ones, or null when none can be bought. */
export function lowestPrice(prices: PriceView[]): PriceView | null {
  let best: PriceView | null = null;
  for (const p of prices) {
    if (!isInStock(p)) continue;
    if (!best || effectivePrice(p)! < effectivePrice(best)!) best = p;
  }
  return best;
}
