import { effectivePrice, type PriceView } from "./price";

export interface SortableCheat {
  isPublished: boolean;
  sort: number;
  minPrice: PriceView | null;
}

/**
 * SPEC §9: published first; priced before unpriced; then the higher sort value; then the lower
 * effective price (the discount price when present).
 */
export function compareCheats(a: SortableCheat, b: SortableCheat): number {
  if (a.isPublished !== b.isPublished) return a.isPublished ? -1 : 1;
  const pa = a.minPrice ? effectivePrice(a.minPrice) : null;
  const pb = b.minPrice ? effectivePrice(b.minPrice) : null;
  if ((pa == null) !== (pb == null)) return pa == null ? 1 : -1;
  if (a.sort !== b.sort) return b.sort - a.sort;
  return (pa ?? 0) - (pb ?? 0);
}

/** Games with a price come before those without; otherwise the given order is kept. */
export function comparePricedFirst(a: { minPrice: PriceView | null }, b: { minPrice: PriceView | null }) {
  return Number(a.minPrice == null) - Number(b.minPrice == null);
}
