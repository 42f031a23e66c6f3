import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { MIN_QUERY } from "~/utils/console-search";
import { useLocalize } from "~/utils/use-lang";
import { searchHits, type SearchHit, type SearchResultsView } from "./search-hits";

const Search = icon("search");

/** How long typing pauses before the box asks (a request per pause, not per key). */
const PAUSE_MS = 200;

/**
 * The console's global search (decision 0033): one box in the top bar. Without JavaScript it is a
 * GET form to /admin/search, a page of grouped results. With it, results drop down as you type,
 * grouped (orders, customers, products, keys); ↑/↓ move through them, Enter opens one (or the
 * results page when none is chosen), Escape closes — the ARIA combobox pattern.
 */
export function ConsoleSearchBox({ defaultQuery = "" }: { defaultQuery?: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const fetcher = useFetcher<{ results: SearchResultsView }>();
  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const action = localize("/admin/search");
  const results = fetcher.data?.results;
  const fresh = results && results.query === query.trim() ? results : null;
  const hits = fresh ? searchHits(fresh, t) : [];

  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = (value: string) => {
    clearTimeout(timer.current);
    if (value.trim().length < MIN_QUERY) return;
    timer.current = setTimeout(
      () => fetcher.load(`${action}?${new URLSearchParams({ q: value.trim() })}`),
      PAUSE_MS,
    );
  };
  const go = (hit: SearchHit) => {
    setOpen(false);
    navigate(localize(hit.to));
  };

  return (
    <Form
      method="get"
      action={action}
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        if (active >= 0 && hits[active]) {
          event.preventDefault();
          go(hits[active]);
        } else setOpen(false);
      }}
    >
      <label className="relative block">
        <span className="sr-only">{t("console.search.label")}</span>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-faint"
          aria-hidden
        />
        {/* A text box, not type="search": a search box may not be a combobox (HTML's ARIA rules). */}
        <input
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          value={query}
          autoComplete="off"
          placeholder={t("console.search.placeholder")}
          className="input h-10 w-full pl-9"
          role="combobox"
          aria-expanded={open && Boolean(fresh)}
          // Names the list only while it is drawn (a reference to nothing is an error to assistive tech).
          aria-controls={open && fresh ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          data-testid="console-search"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
            ask(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
            else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setOpen(true);
              if (!hits.length) return;
              const last = hits.length - 1;
              setActive((index) =>
                event.key === "ArrowDown" ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
              );
            }
          }}
        />
      </label>
      {open && fresh ? (
        <div
          // On a phone the box is narrow (the top bar's other buttons beside it): its results take
          // the screen's width under the bar instead of the box's.
          className="fixed inset-x-2 top-[4.25rem] z-40 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface-2 p-1.5 shadow-2xl sm:absolute sm:inset-x-0 sm:top-full sm:mt-2"
          data-testid="console-search-results"
        >
          {hits.length ? (
            <ul id={listId} role="listbox" aria-label={t("console.search.results")}>
              {/* A group of options per kind (orders, customers, …), named as its heading reads. */}
              {hits
                .filter((hit) => hit.first)
                .map(({ group }) => (
                  <li key={group} role="group" aria-label={t(`console.search.groups.${group}`)}>
                    <p
                      className="px-3 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wide text-faint"
                      aria-hidden
                    >
                      {t(`console.search.groups.${group}`)}
                    </p>
                    {hits.map((hit, index) =>
                      hit.group === group ? (
                        <div
                          key={hit.key}
                          id={`${listId}-${index}`}
                          role="option"
                          aria-selected={index === active}
                          tabIndex={-1}
                          className={`flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm ${
                            index === active ? "bg-accent/15 text-white" : "text-text hover:bg-surface-3"
                          }`}
                          data-testid={`console-search-hit-${hit.group}`}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => go(hit)}
                        >
                          <span className="truncate font-medium">{hit.title}</span>
                          {hit.detail ? (
                            <span className="truncate text-xs text-muted">{hit.detail}</span>
                          ) : null}
                        </div>
                      ) : null,
                    )}
                  </li>
                ))}
            </ul>
          ) : (
            <p id={listId} className="px-3 py-2 text-sm text-muted" role="status">
              {t("console.search.nothing", { query: fresh.query })}
            </p>
          )}
        </div>
      ) : null}
    </Form>
  );
}
