import type { PriceView } from "~/utils/price";
import { usePriceText } from "~/utils/use-price";

/** "from 290 ₽" with the discount badge, or the out-of-stock text. */
export function PriceTag({ price, className = "" }: { price: PriceView | null; className?: string }) {
  const text = usePriceText();
  const discount = text.discount(price);
  return (
    <span className={`price-tag ${className}`} data-testid="price-tag">
      <span className={price ? "price-from" : "price-none"}>{text.from(price)}</span>
      {discount ? <span className="discount-badge">{discount}</span> : null}
    </span>
  );
}
