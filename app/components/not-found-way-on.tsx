import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";

const Home = icon("house");
const Search = icon("search");

/**
 * What the not-found page offers as a way on: the shop's search (a plain GET form, with or
 * without JavaScript), the way home and, where the page has them, the games bought most this month.
 */
export default function NotFoundWayOn({ popular = [] }: { popular?: { to: string; title: string }[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <>
      <form
        method="get"
        action={localize("/search")}
        role="search"
        className="mx-auto mt-8 flex max-w-md gap-2"
        data-testid="not-found-search"
      >
        <input
          type="search"
          name="q"
          required
          aria-label={t("search.label")}
          placeholder={t("search.placeholder")}
          className="input h-11 min-w-0 flex-1"
        />
        <button type="submit" className="btn-ghost h-11 shrink-0">
          <Search className="size-4" aria-hidden />
          {t("search.submit")}
        </button>
      </form>
      <Link to={localize("/")} className="btn-primary mt-6">
        <Home className="size-4" aria-hidden />
        {t("notFound.home")}
      </Link>
      {popular.length ? (
        <nav className="mt-10" aria-labelledby="not-found-popular" data-testid="not-found-popular">
          <h2 id="not-found-popular" className="text-sm font-semibold text-muted">
            {t("notFound.popular")}
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {popular.map((game) => (
              <li key={game.to}>
                <Link
                  to={localize(game.to)}
                  className="inline-block rounded-full border border-line bg-surface-2 px-3 py-1.5 text-sm text-text transition hover:border-accent"
                >
                  {game.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
