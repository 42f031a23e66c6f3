import { Link } from "@remix-run/react";
import { Picture } from "~/components/ui/picture";
import type { PriceView } from "~/utils/price";
import type { StatusCode } from "~/utils/status";
import { useLocalize } from "~/utils/use-lang";
import { FittedTags } from "./fitted-tags";
import { PriceTag } from "./price-tag";
import { StatusBadge } from "./status-badge";

export interface CheatCardData {
  to: string;
  title: string;
  status: StatusCode;
  game: { name: string } | null;
  features: { name: string }[];
  minPrice: PriceView | null;
  previewWebP: string | null;
}

/** A cheat: wide art, status, title, the feature tags that fit with "+N", the lowest price. */
export function CheatCard({ cheat, showGame }: { cheat: CheatCardData; showGame?: boolean }) {
  const localize = useLocalize();
  return (
    <Link
      to={localize(cheat.to)}
      prefetch="intent"
      data-testid="cheat-card"
      className="card-lift group flex flex-col"
    >
      <div className="relative overflow-hidden">
        {cheat.previewWebP ? (
          <Picture
            webp={cheat.previewWebP}
            alt=""
            width={640}
            height={360}
            className="card-art aspect-video"
          />
        ) : (
          <div className="aspect-video w-full bg-surface-3" />
        )}
        <StatusBadge status={cheat.status} className="status-badge-overlay absolute left-3 top-3" />
      </div>
      <div className="card-body">
        {showGame && cheat.game ? <p className="text-xs text-faint">{cheat.game.name}</p> : null}
        <h3 className="font-semibold leading-snug text-text">{cheat.title}</h3>
        <FittedTags tags={cheat.features} testId="card-tags" />
        <PriceTag price={cheat.minPrice} className="mt-auto pt-2 text-sm" />
      </div>
    </Link>
  );
}
