import { Form } from "@remix-run/react";
import { SearchField } from "~/components/ui/search-field";
import { useTranslation } from "~/i18n/react";
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
      <SearchField
        id={id}
        label={label}
        defaultValue={search ?? ""}
        key={search ?? ""}
        placeholder={placeholder}
        onChange={(event) => submitLater(event.currentTarget.form)}
        className="pr-24"
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
