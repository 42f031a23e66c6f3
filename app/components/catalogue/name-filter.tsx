import { Form } from "@remix-run/react";
import { SearchField } from "~/components/ui/search-field";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { matchesName } from "~/utils/search";

/**
 * A list filter by name (case-insensitive substring, SPEC §5). With JavaScript it filters while
 * typing without a request; without it the form submits ?search= and the server filters.
 */
export function useNameFilter<T>(items: T[], name: (item: T) => string, initial: string | null) {
  const [query, setQuery] = useState(initial ?? "");
  const shown = query.trim() ? items.filter((item) => matchesName(name(item), query)) : items;
  return { query, setQuery, shown };
}

export function NameFilterBox({
  id,
  value,
  onChange,
  label,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  return (
    <Form
      method="get"
      role="search"
      replace
      preventScrollReset
      className="relative max-w-md"
      onSubmit={(e) => e.preventDefault()}
    >
      <SearchField
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder}
      />
    </Form>
  );
}

/** The "nothing found" line of a filtered list. */
export function NotFoundText({ children }: { children: React.ReactNode }) {
  return (
    <p className="card mt-6 p-8 text-center text-muted" data-testid="list-not-found">
      {children}
    </p>
  );
}

/**
 * A name-filtered grid of the DMA pages: the filter box, the items that match, or the not-found
 * text naming the query.
 */
export function FilteredGrid<T>({
  id,
  label,
  items,
  name,
  itemKey,
  search,
  gridClassName,
  renderItem,
}: {
  id: string;
  /** The list's name (the page's title): the cards are told apart from the page's other lists. */
  label: string;
  items: T[];
  name: (item: T) => string;
  itemKey: (item: T) => string | number;
  search: string | null;
  gridClassName: string;
  renderItem: (item: T, index: number) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { query, setQuery, shown } = useNameFilter(items, name, search);
  return (
    <>
      <div className="mt-6">
        <NameFilterBox
          id={id}
          value={query}
          onChange={setQuery}
          label={t("dma.searchLabel")}
          placeholder={t("dma.searchPlaceholder")}
        />
      </div>
      {shown.length ? (
        <ul className={`mt-6 grid ${gridClassName}`} aria-label={label}>
          {shown.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      ) : (
        <NotFoundText>{t("list.notFound", { query: query.trim() })}</NotFoundText>
      )}
    </>
  );
}
