import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";

const PackageX = icon("package-x");

/**
 * Tells the owner plainly that priced options of a product have no keys (customers see "Out of
 * stock" there), with a link to the product's stock. Renders nothing when every option can sell.
 */
export function StockWarning({ options, product }: { options: { title: string }[]; product: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!options.length) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-text"
      data-testid="stock-warning"
    >
      <PackageX className="size-5 shrink-0 text-warning" aria-hidden />
      {/* Grows from 14rem, so on a phone the link wraps below the text instead of crushing it. */}
      <span className="min-w-0 flex-[1_1_14rem]">
        {t("stockWarning.text", {
          count: options.length,
          options: options.map((option) => option.title).join(", "),
        })}
      </span>
      <Link to={localize(`/admin/stock?q=${encodeURIComponent(product)}`)} className="btn-ghost min-h-11">
        {t("stockWarning.link")}
      </Link>
    </p>
  );
}
