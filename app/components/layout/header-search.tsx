import { Form, Link, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { SearchResults } from "~/components/catalogue/search-results";
import type { SearchItem } from "~/services/catalogue/search.server";
import { normalizeSearch } from "~/utils/search";
import { useLang, useLocalize } from "~/utils/use-lang";

const Loader2 = icon("loader-circle");
const Search = icon("search");
const X = icon("x");

/** Header search debounce (SPEC §9). */
export const HEADER_SEARCH_DEBOUNCE_MS = 750;

type State =
  | { kind: "idle" }
  | { kind: "empty" }
  | { kind: "loading" }
  | { kind: "done"; list: SearchItem[]; count: number }
  | { kind: "error"; message: string };

/**
 * The header search: a panel under the header whose dropdown lists games, cheats and accounts.
 * Typing searches after 750 ms; a newer query aborts the one in flight; an outside click closes
 * it and clears the text. Without JavaScript the icon leads to the /search results page.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalize();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inflight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const close = () => {
    setOpen(false);
    setText("");
    setState({ kind: "idle" });
    inflight.current?.abort();
    clearTimeout(timer.current);
  };

  useEffect(close, [location.pathname]);
  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const run = async (query: string) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setState({ kind: "loading" });
    try {
      const response = await fetch(`/api/search?q=${encodeURIComponent(query)}&lang=${lang}`, {
        signal: controller.signal,
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body?.message ?? response.statusText);
      setState({ kind: "done", list: body.list, count: body.count });
    } catch (error) {
      // A search replaced by a newer one is dropped silently (SPEC §8).
      if (controller.signal.aborted) return;
      setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  };

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    inflight.current?.abort();
    if (!value) return setState({ kind: "idle" });
    const query = normalizeSearch(value);
    if (!query) return setState({ kind: "empty" });
    timer.current = setTimeout(() => run(query), HEADER_SEARCH_DEBOUNCE_MS);
  };

  return (
    <>
      <Link
        to={localize("/search")}
        onClick={(event) => {
          event.preventDefault();
          if (open) close();
          else setOpen(true);
        }}
        aria-label={t("search.label")}
        aria-expanded={open}
        data-testid="header-search-toggle"
        className="header-btn text-muted hover:text-text"
      >
        <Search className="size-4.5" aria-hidden />
      </Link>
      {open ? (
        <div
          ref={panel}
          className="absolute inset-x-0 top-full z-50 border-b border-line bg-bg/95 py-3 backdrop-blur-md"
          data-testid="header-search"
        >
          <div className="container-page">
            <Form
              method="get"
              action={localize("/search")}
              role="search"
              className="relative"
              onSubmit={() => setOpen(false)}
            >
              <Search
                className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-faint"
                aria-hidden
              />
              <input
                ref={input}
                type="search"
                name="q"
                value={text}
                onChange={(event) => onChange(event.currentTarget.value)}
                placeholder={t("search.placeholder")}
                aria-label={t("search.label")}
                autoComplete="off"
                maxLength={100}
                data-testid="header-search-input"
                className="h-12 w-full rounded-xl border border-line bg-surface-2 pl-10 pr-12 text-text placeholder:text-faint focus:border-accent/70 focus:outline-none"
              />
              <button
                type="button"
                onClick={close}
                aria-label={t("search.clear")}
                className="absolute right-2 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-muted hover:text-text"
              >
                <X className="size-4" aria-hidden />
              </button>
            </Form>
            {state.kind !== "idle" ? (
              <div
                className="card mt-2 max-h-[408px] overflow-y-auto bg-surface-2"
                data-testid="search-dropdown"
                data-state={state.kind}
              >
                {state.kind === "loading" ? (
                  <p className="flex items-center gap-2 p-4 text-sm text-muted">
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                    {t("search.loading")}
                  </p>
                ) : state.kind === "empty" ? (
                  <p className="p-4 text-sm text-muted">{t("search.empty")}</p>
                ) : state.kind === "error" ? (
                  <p className="p-4 text-sm text-status-red">
                    {t("search.error", { message: state.message })}
                  </p>
                ) : state.count === 0 ? (
                  <p className="p-4 text-sm text-muted">{t("search.nothing")}</p>
                ) : (
                  <>
                    <p
                      className="border-b border-line px-3 py-2 text-xs text-faint"
                      data-testid="search-count"
                    >
                      {t("search.found", { count: state.count })}
                    </p>
                    <SearchResults items={state.list} onNavigate={close} />
                  </>
                )}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
