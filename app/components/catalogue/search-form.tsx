import { Form } from "@remix-run/react";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useDebouncedSubmit } from "~/utils/use-debounced-submit";

/** Debounce of the catalogue and statuses search boxes (SPEC §9). */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's server-side search box: a GET form with ?search= that submits itself 300 ms after the
 * last keystroke, and with its button (or Enter) without JavaScript. `hidden` keeps other URL
 * state (category, status filter) across searches.
 */
export function SearchForm({
  id,
  search,
  label,
  placeholder,
  hidden = {},
  className = "max-w-md",
}: {
  id: string;
  search: string | null;
  label: string;
  placeholder: string;
  hidden?: Record<string, string | null | undefined>;
  className?: string;
}) {
  const { t } = useTranslation();
  const submitLater = useDebouncedSubmit(LIST_SEARCH_DEBOUNCE_MS);
  return (
    <Form method="get" role="search" replace preventScrollReset className={`relative w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-faint"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        name="search"
        defaultValue={search ?? ""}
        key={search ?? ""}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => submitLater(event.currentTarget.form)}
        className="h-11 w-full rounded-xl border border-line bg-surface-2 pl-10 pr-24 text-sm text-text placeholder:text-faint focus:border-accent/70 focus:outline-none"
      />
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <button
        type="submit"
        className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-lg bg-surface-3 px-3 py-1.5 text-xs font-semibold text-text hover:bg-accent"
      >
        {t("catalog.searchSubmit")}
      </button>
    </Form>
  );
}
