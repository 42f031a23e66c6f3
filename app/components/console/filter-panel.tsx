import { icon } from "~/components/icons";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

const SlidersHorizontal = icon("sliders-horizontal");

/**
 * A console list's filters. From 768 px they are always shown; on a phone they fold behind
 * "Filters (n)", n counting the filters in use, so the list is on the first screen. A <details>
 * (no JavaScript needed); the wide-screen "always open" is CSS (`.filter-panel` in app.css), and
 * a browser without `::details-content` keeps the toggle there too rather than hiding the filters.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <details className="filter-panel" data-testid="filter-panel">
      <summary className="btn-ghost min-h-11 cursor-pointer list-none" data-testid="filter-panel-toggle">
        <SlidersHorizontal className="size-4" aria-hidden />
        {t("console.filtersToggle", { count: active })}
      </summary>
      <div className="filter-panel-body">{children}</div>
    </details>
  );
}

/** How many of a list's filters are in use (set to anything but their "all" value). */
export const activeFilters = (...values: unknown[]) =>
  values.filter((value) => value !== undefined && value !== null && value !== "" && value !== false).length;

/** One select of a list's filters, its empty choice meaning "any". */
export function FilterSelect({
  name,
  label,
  value,
  children,
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  children: React.ReactNode;
}) {
  return (
    <label className="grid gap-1 text-xs text-muted">
      {label}
      <select name={name} defaultValue={value ?? ""} className="input" data-testid={`console-filter-${name}`}>
        {children}
      </select>
    </label>
  );
}

/** The "game" filter of a console list: any game, or one of those listed. */
export function GameFilterSelect({
  label,
  anyLabel,
  value,
  games,
}: {
  label: string;
  anyLabel: string;
  value: string | number | undefined;
  games: { id: number; name: string }[];
}) {
  return (
    <FilterSelect name="game" label={label} value={value}>
      <option value="">{anyLabel}</option>
      {games.map((game) => (
        <option key={game.id} value={game.id}>
          {game.name}
        </option>
      ))}
    </FilterSelect>
  );
}
