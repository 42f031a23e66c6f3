import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SearchForm } from "~/components/catalogue/search-form";
import type { GameCategory } from "~/services/catalogue/games.server";
import { queryString } from "~/utils/search";
import { GameCard, type GameCardData } from "./game-card";
import { LoadMore } from "./load-more";

const CATEGORIES: GameCategory[] = ["all", "mobile", "spoofer"];

/**
 * The searchable game grid of the home page and the catalogue: a GET form (search), category
 * links, the cards and "Show more". Everything lives in the URL, so it all works without JavaScript.
 * Two, three, then six columns, so the pages of 6 (home) and 12 (catalogue) fill whole rows.
 */
export function GamesBrowser({
  games,
  nextPage,
  search,
  category,
  eagerCards = 0,
}: {
  games: GameCardData[];
  nextPage: number | null;
  search: string | null;
  category: GameCategory;
  /** How many of the first posters load at once: the catalogue's first row is its largest paint; the home grid is far below the fold. */
  eagerCards?: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div data-testid="games-browser">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <SearchForm
          id="games-search"
          search={search}
          label={t("catalog.searchLabel")}
          placeholder={t("catalog.searchPlaceholder")}
          hidden={{ category: category === "all" ? null : category }}
          className="md:max-w-sm"
        />
        <nav
          aria-label={t("catalog.categoriesLabel")}
          className="flex gap-1 rounded-xl border border-line bg-surface-2 p-1 text-sm"
        >
          {CATEGORIES.map((c) => (
            <Link
              key={c}
              to={`${location.pathname}${queryString({ category: c === "all" ? null : c, search })}`}
              preventScrollReset
              replace
              aria-current={c === category ? "true" : undefined}
              data-testid={`category-${c}`}
              className={`rounded-lg px-3.5 py-1.5 font-medium transition ${
                c === category ? "bg-accent-fill text-white" : "text-muted hover:text-text"
              }`}
            >
              {t(`catalog.categories.${c}`)}
            </Link>
          ))}
        </nav>
      </div>
      {games.length ? (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-6">
          {games.map((game, index) => (
            <li key={game.to}>
              <GameCard game={game} priority={index < eagerCards} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="card mt-6 p-8 text-center text-muted" data-testid="list-not-found">
          {search ? t("list.notFound", { query: search }) : t("list.empty")}
        </p>
      )}
      <LoadMore nextPage={nextPage} />
    </div>
  );
}
