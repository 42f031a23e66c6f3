import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/**
 * The previous / next links of a console list. They keep the list's filters (the query) and drop
 * one-off notices (`drop`), so a page link never repeats "saved".
 */
export function ConsolePager({ page, pages, drop = [] }: { page: number; pages: number; drop?: string[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (pages <= 1) return null;
  const link = (to: number) => {
    const params = new URLSearchParams(location.search);
    for (const key of drop) params.delete(key);
    params.set("page", String(to));
    return `?${params}`;
  };
  const label = t("console.cheats.page", { page, pages });
  return (
    <nav className="flex items-center justify-between gap-3 text-sm" aria-label={label}>
      {page > 1 ? (
        <Link to={link(page - 1)} className="btn-ghost min-h-11" rel="prev">
          {t("console.cheats.prev")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">{label}</span>
      {page < pages ? (
        <Link to={link(page + 1)} className="btn-ghost min-h-11" rel="next">
          {t("console.cheats.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
