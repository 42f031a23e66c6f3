import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";

const ShoppingCart = icon("shopping-cart");

/**
 * The phone's buy bar (below 1024 px, with JavaScript): the chosen option's price and Buy pinned to
 * the bottom of the screen while the buy block's own Buy is out of view — above it on the first
 * screen, or scrolled past. Its Buy submits the same form, so the same checks run (a missing
 * consent is focused in the block). The assistant's button sits at its right end (app.css).
 */
export function StickyBuyBar({ title, price, shown }: { title: string; price: string; shown: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={`sticky-buy-bar fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 backdrop-blur transition-transform duration-200 lg:hidden ${
        shown ? "translate-y-0" : "pointer-events-none translate-y-full"
      }`}
      aria-hidden={!shown}
      data-testid="sticky-buy-bar"
      data-shown={shown}
    >
      <div className="flex items-center gap-3 py-2.5 pl-4 pr-[5.25rem]">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-faint">{title}</p>
          {/* One line at any width: smaller on the narrowest phones, where a bonus price with
              kopecks ("30 545,30 ₽") beside Buy and the helper's button once pushed Buy off screen. */}
          <p
            className="whitespace-nowrap font-display text-base leading-tight text-text min-[390px]:text-lg"
            data-testid="sticky-buy-price"
          >
            {price}
          </p>
        </div>
        <button
          type="submit"
          className="btn-primary shrink-0"
          tabIndex={shown ? 0 : -1}
          data-testid="sticky-buy"
        >
          <ShoppingCart className="size-4" aria-hidden />
          {t("cheat.buy")}
        </button>
      </div>
    </div>
  );
}
