import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { ENTITY_SECTIONS, type EntityKind } from "~/utils/console-sections";
import { useLocalize } from "~/utils/use-lang";
import { ConsolePager } from "./pager";

/** One row of an entity list: a link to its page and the kind's note beside it. */
export interface EntityRow {
  id: number;
  /** The name (a problem's title) in the console's language; the address stands in without one. */
  name: string | null;
  slug: string;
  /** The card picture, for the kinds that have one (null: not uploaded yet). */
  preview?: string | null;
  meta: ReactNode;
}

/**
 * The console's list page of games, accounts or problem articles: the header, the notice of a
 * delete that came back here, the search (with the kind's own `filters`), the total, one page of
 * rows with its pager, and the create form (`children`).
 */
export function EntityListPage({
  kind,
  filter,
  total,
  pages,
  deleted,
  filters,
  rows,
  children,
}: {
  kind: EntityKind;
  filter: { q?: string; page: number };
  total: number;
  pages: number;
  deleted: boolean;
  filters?: ReactNode;
  rows: EntityRow[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const section = ENTITY_SECTIONS[kind];
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t(`console.${section}.title`)}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t(`console.${section}.lead`)}</p>
      </header>
      {deleted ? (
        <p role="status" className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green">
          {t(`console.${section}.deleted`)}
        </p>
      ) : null}
      <Form
        method="get"
        className="card flex flex-wrap items-end gap-3 p-4"
        data-testid={`console-${section}-filter`}
      >
        <label className="grid min-w-48 flex-1 gap-1 text-sm font-medium text-text">
          {t("console.cheats.search")}
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ""}
            maxLength={100}
            className="input font-normal"
          />
        </label>
        {filters}
        <button type="submit" className="btn-ghost min-h-11">
          {t("console.cheats.filter")}
        </button>
      </Form>
      <p className="text-sm text-muted" data-testid={`console-${section}-total`}>
        {t(`console.${section}.total`, { count: total })}
      </p>
      <ul className="card divide-y divide-line" data-testid={`console-${section}`}>
        {rows.map((row) => (
          <li key={row.id} className="flex items-center gap-3 p-3" data-testid={`console-${kind}`}>
            {row.preview === undefined ? null : <Thumbnail src={row.preview} />}
            <Link
              to={localize(`/admin/${section}/${row.id}`)}
              className="min-w-0 flex-1 truncate font-semibold text-text hover:text-accent-hover"
            >
              {row.name ?? row.slug}
            </Link>
            {row.meta}
          </li>
        ))}
      </ul>
      {/* A page link keeps the search and drops the one-off "deleted" notice. */}
      <ConsolePager page={filter.page} pages={pages} drop={["deleted"]} />
      <section className="space-y-3">
        <h2 className="font-display text-xl text-text">{t(`console.${section}.new`)}</h2>
        {children}
      </section>
    </div>
  );
}

/** A list row's picture: a card's portrait (games, accounts) or a product's landscape (`wide`). */
export function Thumbnail({ src, wide = false }: { src: string | null; wide?: boolean }) {
  const size = wide ? "h-9 w-16" : "h-12 w-9";
  return src ? (
    <img
      src={src}
      alt=""
      width={wide ? 64 : 36}
      height={wide ? 36 : 48}
      loading="lazy"
      className={`${size} shrink-0 rounded-md object-cover`}
    />
  ) : (
    <span className={`${size} shrink-0 rounded-md bg-surface-3`} />
  );
}

/** A list filter's yes / no select; the empty choice is no filter. */
export function YesNoFilter({
  name,
  value,
  label,
  any,
  yes,
  no,
}: {
  name: string;
  value: "yes" | "no" | undefined;
  label: string;
  any: string;
  yes: string;
  no: string;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium text-text">
      {label}
      <select name={name} defaultValue={value ?? ""} className="input font-normal">
        <option value="">{any}</option>
        <option value="yes">{yes}</option>
        <option value="no">{no}</option>
      </select>
    </label>
  );
}
