import type { OptionKind } from "~/utils/buy";
import { BuyingInstruction } from "./buying-instruction";

/**
 * A product page's body (cheats, DMA products, accounts): the gallery, the buy block and the
 * details. Below 1024 px they stack in that order, so on a phone the price, the options and Buy
 * come right after the pictures instead of after the whole description; from 1024 px the buy
 * block is a sticky column beside both, with "How to buy?" under it.
 */
export function ProductLayout({
  gallery,
  buy,
  instructionVideo,
  kind,
  details,
}: {
  gallery: React.ReactNode;
  buy: React.ReactNode;
  instructionVideo: string | null;
  /** What the buy block's options are: the "How to buy?" steps follow it. */
  kind: OptionKind;
  details: React.ReactNode;
}) {
  // One explicit column below 1024 px: an implicit one grows to the buy block's widest line and
  // pushed the page 16 px past a phone's edge.
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0">{gallery}</div>
      <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        {buy}
        <div className="mt-3 flex justify-center">
          <BuyingInstruction videoUrl={instructionVideo} kind={kind} />
        </div>
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">{details}</div>
    </div>
  );
}
