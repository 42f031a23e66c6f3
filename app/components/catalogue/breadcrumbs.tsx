import { Link } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";

/** Home › … › current page; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const crumbs = [{ label: t("breadcrumbs.home"), to: "/" }, ...items];
  return (
    <nav aria-label={t("breadcrumbs.label")} className="pt-6 text-sm" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {crumbs.map((crumb, index) => (
          <li key={index} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRight className="size-3.5 text-faint" aria-hidden /> : null}
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={localize(crumb.to)} className="transition hover:text-text">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-text">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
