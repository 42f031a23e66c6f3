import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Picture } from "~/components/ui/picture";
import type { PriceView } from "~/utils/price";
import { useLocalize } from "~/utils/use-lang";
import { PriceTag } from "./price-tag";

export interface AccountCardData {
  to: string;
  name: string;
  minPrice: PriceView | null;
  /** Held for another buyer's pending payment (comes back on sale if they do not pay). */
  reserved?: boolean;
  previewVerticalWebP: string | null;
  previewVerticalJPEG: string | null;
}

/** An account: poster art, name, the stock badge and the lowest price. */
export function AccountCard({
  account,
  priority = false,
}: {
  account: AccountCardData;
  /** The list's first card: its picture is the page's largest paint, asked for first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Link
      to={localize(account.to)}
      prefetch="intent"
      data-testid="account-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:-translate-y-0.5 hover:border-accent/60"
    >
      <div className="relative overflow-hidden">
        {account.previewVerticalWebP ? (
          <Picture
            webp={account.previewVerticalWebP}
            alt=""
            width={360}
            height={480}
            priority={priority}
            className="card-art aspect-[4/3]"
          />
        ) : null}
        <StockBadge
          inStock={!!account.minPrice}
          reserved={account.reserved}
          className="absolute left-3 top-3"
          label={t(accountStockLabel(account))}
        />
      </div>
      <div className="card-body">
        {/* Cards are listed right under the page's h1. */}
        <h2 className="font-semibold leading-snug text-text">{account.name}</h2>
        <PriceTag price={account.minPrice} className="mt-auto text-sm" />
      </div>
    </Link>
  );
}

/** What an account's stock pill says: on sale, held for another buyer, or gone. */
export function accountStockLabel(account: { minPrice: unknown; reserved?: boolean }) {
  if (account.minPrice) return "accounts.inStock";
  return account.reserved ? "accounts.reserved" : "accounts.outOfStock";
}

/** "In stock" / "Reserved" / "Out of stock" pill. */
export function StockBadge({
  inStock,
  reserved = false,
  label,
  className = "",
}: {
  inStock: boolean;
  reserved?: boolean;
  label: string;
  className?: string;
}) {
  const tone = inStock ? "status-green" : reserved ? "warning" : "status-red";
  return (
    <span
      data-testid="stock-badge"
      data-in-stock={inStock}
      data-reserved={!inStock && reserved ? true : undefined}
      className={`status-badge-overlay inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold ${
        {
          "status-green": "border-status-green/40 text-status-green",
          warning: "border-warning/40 text-warning",
          "status-red": "border-status-red/40 text-status-red",
        }[tone]
      } ${className}`}
    >
      <span
        className={`size-1.5 rounded-full ${{ "status-green": "bg-status-green", warning: "bg-warning", "status-red": "bg-status-red" }[tone]}`}
        aria-hidden
      />
      {label}
    </span>
  );
}
