import { Form, Link, useLocation } from "@remix-run/react";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { GameCategory } from "~/services/catalogue/games.server";
import { queryString } from "~/utils/search";
import { useDebouncedSubmit } from "~/utils/use-debounced-submit";
import { GameCard, type GameCardData } from "./game-card";
import { LoadMore } from "./load-more";

const CATEGORIES: GameCategory[] = ["all", "mobile", "spoofer"];

/** Debounce of catalogue search boxes (SPEC §9). */
export const CATALOG_SEARCH_DEBOUNCE_MS = 300;

/**
 * The searchable game grid of the home page and the catalogue: a GET form (search), category
 * links, the cards and "Show more". Everything lives in the URL, so it all works without JavaScript.
 */
export function GamesBrowser({
  games,
  nextPage,
  search,
  category,
}: {
  games: (GameCardData & { slug: string })[];
  nextPage: number | null;
  search: string | null;
  category: GameCategory;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const submitLater = useDebouncedSubmit(CATALOG_SEARCH_DEBOUNCE_MS);
  return (
    <div data-testid="games-browser">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <Form method="get" role="search" preventScrollReset replace className="relative w-full md:max-w-sm">
          <label htmlFor="games-search" className="sr-only">
            {t("catalog.searchLabel")}
          </label>
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-faint"
            aria-hidden
          />
          <input
            id="games-search"
            type="search"
            name="search"
            defaultValue={search ?? ""}
            key={search ?? ""}
            placeholder={t("catalog.searchPlaceholder")}
            autoComplete="off"
            maxLength={100}
            onChange={(event) => submitLater(event.currentTarget.form)}
            className="h-11 w-full rounded-xl border border-line bg-surface-2 pl-10 pr-24 text-sm text-text placeholder:text-faint focus:border-accent/70 focus:outline-none"
          />
          {category !== "all" ? <input type="hidden" name="category" value={category} /> : null}
          <button
            type="submit"
            className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-lg bg-surface-3 px-3 py-1.5 text-xs font-semibold text-text hover:bg-accent"
          >
            {t("catalog.searchSubmit")}
          </button>
        </Form>
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
                c === category ? "bg-accent text-white" : "text-muted hover:text-text"
              }`}
            >
              {t(`catalog.categories.${c}`)}
            </Link>
          ))}
        </nav>
      </div>
      {games.length ? (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6">
          {games.map((game, index) => (
            <li key={game.slug}>
              <GameCard game={game} priority={index < 4} />
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
