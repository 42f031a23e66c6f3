import { Link, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { breadcrumbLd } from "~/utils/structured-data";
import { useLocalize } from "~/utils/use-lang";
import { useRootData } from "~/utils/use-root-data";
import { JsonLdScript } from "../seo/json-ld";

const ChevronRight = icon("chevron-right");

/**
 * Home › … › current page; the last crumb is the page itself. Search engines get the same trail
 * as a schema.org BreadcrumbList with absolute addresses.
 */
export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const origin = useRootData()?.origin ?? "";
  const { pathname } = useLocation();
  const crumbs = [{ label: t("breadcrumbs.home"), to: "/" }, ...items];
  // A middle crumb without a page of its own has no address to give: it is left out.
  const trail = crumbs.flatMap((crumb, index) => {
    const last = index === crumbs.length - 1;
    if (!last && !crumb.to) return [];
    return [{ name: crumb.label, url: origin + (last ? pathname : localize(crumb.to!)) }];
  });
  return (
    <>
      <JsonLdScript data={breadcrumbLd(trail)} />
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
    </>
  );
}
