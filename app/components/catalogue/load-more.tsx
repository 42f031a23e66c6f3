import { Link, useLocation, useNavigation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";

const Loader2 = icon("loader-circle");

/**
 * "Show more": a plain link to the next page number, whose loader returns every page so far,
 * so it works without JavaScript; with JavaScript the navigation keeps the scroll position.
 */
export function LoadMore({ nextPage, param = "page" }: { nextPage: number | null; param?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  if (!nextPage) return null;
  const params = new URLSearchParams(location.search);
  params.set(param, String(nextPage));
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="mt-8 flex justify-center">
      <Link
        to={`${location.pathname}?${params}`}
        preventScrollReset
        replace
        data-testid="load-more"
        className="btn-ghost min-w-48"
      >
        {loading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {t("list.loadMore")}
      </Link>
    </div>
  );
}
