import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { SearchItem } from "~/services/catalogue/search.server";
import { useLocalize } from "~/utils/use-lang";
import { PriceTag } from "./price-tag";
import { StatusBadge } from "./status-badge";

/** The mixed list of games, cheats and accounts a search found. */
export function SearchResults({ items, onNavigate }: { items: SearchItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <ul className="divide-y divide-line/60" data-testid="search-results">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <Link
            to={localize(item.to)}
            onClick={onNavigate}
            className="flex items-center gap-3 px-3 py-2.5 transition hover:bg-surface-3"
            data-testid="search-item"
            data-type={item.type}
          >
            {item.previewWebP ? (
              <picture className="shrink-0">
                <source srcSet={item.previewWebP} type="image/webp" />
                <img
                  src={item.previewJPEG ?? item.previewWebP}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-lg object-cover"
                />
              </picture>
            ) : (
              <span className="size-12 shrink-0 rounded-lg bg-surface-3" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-text">{item.name}</span>
              {/* The kind, count and status wrap under each other on a narrow phone rather than
                  running under the price. */}
              <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-faint">
                <span className="rounded bg-surface-3 px-1.5 py-0.5 uppercase tracking-wide">
                  {t(`search.types.${item.type}`)}
                </span>
                {item.type === "game" && item.cheatsCount !== undefined ? (
                  <span>{t("counts.cheats", { count: item.cheatsCount })}</span>
                ) : null}
                {item.status !== undefined ? (
                  <StatusBadge status={item.status} className="whitespace-nowrap px-2 py-0.5" />
                ) : null}
              </span>
            </span>
            <PriceTag price={item.minPrice} className="shrink-0 text-xs" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
