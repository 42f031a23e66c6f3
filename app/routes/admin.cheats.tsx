import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { activeFilters, FilterPanel } from "~/components/console/filter-panel";
import { StatusBadge } from "~/components/catalogue/status-badge";
import { ConsolePager } from "~/components/console/pager";
import { NewProductForm } from "~/components/console/new-product-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { consoleGames, listConsoleCheats, readCheatFilter } from "~/services/catalogue/console-lists.server";
import { newProductAction } from "~/services/catalogue/product-form.server";
import { statusFormAction, type StatusFormResult } from "~/services/catalogue/status-form.server";
import { formatStatusDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { can } from "~/utils/permissions";
import { STATUSES, statusMeta, type StatusCode } from "~/utils/status";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.status");
  const lang = requestLang(request);
  const url = new URL(request.url);
  const filter = readCheatFilter(url.searchParams);
  const [list, games] = await Promise.all([listConsoleCheats(lang, filter), consoleGames(lang)]);
  const t = await fixedT(request);
  const changed = url.searchParams.get("changed");
  return {
    title: `${t("console.cheats.title")} — ${t("console.title")}`,
    filter,
    games,
    changed: changed === null ? null : Number(changed) || 0,
    deleted: url.searchParams.get("deleted") === "1",
    canCreate: can(user.role, "catalogue.edit"),
    ...list,
    rows: list.rows.map((row) => ({ ...row, statusUpdatedAt: formatStatusDate(row.statusUpdatedAt, lang) })),
  };
}

/** The status forms (tech support and owner) and the owner's new-product form. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.status");
  const formData = await request.formData();
  if (formData.get("intent") === "create-product") {
    if (!can(user.role, "catalogue.edit")) throw new Response("Forbidden", { status: 403 });
    return { created: await newProductAction(formData, user, context.clientIp, requestLang(request)) };
  }
  return statusFormAction(formData, user, context.clientIp);
}

export default function ConsoleCheats() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const created = actionData && "created" in actionData ? actionData.created : undefined;
  const { filter, rows, total, pages, games } = data;
  const localize = useLocalize();
  const location = useLocation();
  const back = location.pathname + location.search.replace(/([?&])changed=\d+&?/, "$1").replace(/[?&]$/, "");
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.cheats.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.cheats.lead")}</p>
      </header>

      {data.changed !== null ? (
        <p role="status" className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green">
          {data.changed
            ? t("console.cheats.bulk.done", { count: data.changed })
            : t("console.cheats.bulk.none")}
        </p>
      ) : null}

      {data.deleted ? (
        <p role="status" className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green">
          {t("console.details.deleted")}
        </p>
      ) : null}

      <FilterPanel
        active={activeFilters(filter.q, filter.game, filter.category, filter.status, filter.published)}
      >
        <Form
          method="get"
          className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5"
          data-testid="console-filters"
        >
          <label className="grid gap-1 text-xs text-muted lg:col-span-2">
            {t("console.cheats.search")}
            <input type="search" name="q" defaultValue={filter.q ?? ""} className="input" maxLength={100} />
          </label>
          <FilterSelect name="game" label={t("console.cheats.game")} value={filter.game}>
            <option value="">{t("console.cheats.anyGame")}</option>
            {games.map((game) => (
              <option key={game.id} value={game.id}>
                {game.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect name="category" label={t("console.cheats.category")} value={filter.category}>
            <option value="">{t("console.cheats.anyCategory")}</option>
            {[0, 1, 2, 3].map((category) => (
              <option key={category} value={category}>
                {t(`console.categories.${category}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect name="status" label={t("console.cheats.status")} value={filter.status}>
            <option value="">{t("console.cheats.anyStatus")}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${statusMeta[status].key}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect name="published" label={t("console.cheats.published")} value={filter.published}>
            <option value="">{t("console.cheats.anyPublished")}</option>
            <option value="yes">{t("console.cheats.yes")}</option>
            <option value="no">{t("console.cheats.no")}</option>
          </FilterSelect>
          <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
            <button type="submit" className="btn-primary min-h-11" data-testid="console-filter-submit">
              {t("console.cheats.filter")}
            </button>
            <Link to={localize("/admin/cheats")} className="btn-ghost min-h-11">
              {t("console.cheats.reset")}
            </Link>
          </div>
        </Form>
      </FilterPanel>

      <p className="text-sm text-muted" data-testid="console-total">
        {t("console.cheats.total", { count: total })}
      </p>

      {rows.length ? (
        <ul className="card divide-y divide-line" data-testid="console-cheats">
          {rows.map((row) => (
            <CheatRow key={row.id} row={row} back={back} />
          ))}
        </ul>
      ) : (
        <p className="card p-6 text-center text-muted">{t("console.cheats.empty")}</p>
      )}

      <ConsolePager page={filter.page} pages={pages} drop={["changed"]} />

      {games.length ? <GameStatusForm games={games} back={back} /> : null}
      {data.canCreate ? (
        <NewProductForm games={games} result={created?.result} error={created?.error} />
      ) : null}
    </div>
  );
}

function FilterSelect({
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

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/**
 * One product with its one-click status control. With JavaScript the change posts through a
 * fetcher and the badge shows the new status at once (optimistic), reverting if it is refused.
 */
function CheatRow({ row, back }: { row: Row; back: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const fetcher = useFetcher<StatusFormResult>();
  const pending = fetcher.formData ? Number(fetcher.formData.get("status")) : null;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const shown = (pending ?? row.status) as StatusCode;
  return (
    <li
      className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between"
      data-testid={`console-cheat-${row.id}`}
      data-status={shown}
    >
      <div className="min-w-0">
        <p className="truncate font-semibold text-text">
          <Link to={localize(`/admin/cheats/${row.id}`)} className="hover:text-accent-hover">
            {row.name}
          </Link>
          {!row.isPublished ? (
            <span className="ml-2 rounded bg-surface-3 px-1.5 py-0.5 text-xs font-normal text-faint">
              {t("console.cheats.unpublished")}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 truncate text-xs text-muted">
          {row.gameName ?? t("console.cheats.noGame")} · {t(`console.categories.${row.category}`)} ·{" "}
          {t("console.cheats.columns.updated")} {row.statusUpdatedAt}
        </p>
        {failed ? (
          <p role="alert" className="mt-1 text-xs text-status-red">
            {t(`console.errors.${failed}`)}
          </p>
        ) : null}
      </div>
      <fetcher.Form
        method="post"
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          // The fetcher answers with the result instead of a redirect back.
          event.currentTarget.js.value = "1";
        }}
      >
        <StatusBadge status={shown} />
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="cheatId" value={row.id} />
        <input type="hidden" name="note" value={row.statusNote} />
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="js" value="" />
        <label className="sr-only" htmlFor={`status-${row.id}`}>
          {t("console.cheats.status")}
        </label>
        <select
          id={`status-${row.id}`}
          name="status"
          defaultValue={row.status}
          key={row.status}
          className="input min-h-11 w-auto"
          data-testid="console-status-select"
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${statusMeta[status].key}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-ghost min-h-11" data-testid="console-status-save">
          {fetcher.state !== "idle" ? t("console.cheats.saving") : t("console.cheats.save")}
        </button>
      </fetcher.Form>
    </li>
  );
}

/** Sets one status on every product of a game (a game update breaks them all). */
function GameStatusForm({ games, back }: { games: { id: number; name: string }[]; back: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      className="card grid gap-3 p-4 sm:grid-cols-[1fr_1fr_auto]"
      data-testid="console-game-status"
    >
      <div className="sm:col-span-3">
        <h2 className="font-semibold text-text">{t("console.cheats.bulk.title")}</h2>
        <p className="text-sm text-muted">{t("console.cheats.bulk.lead")}</p>
      </div>
      <input type="hidden" name="intent" value="game-status" />
      <input type="hidden" name="note" value="" />
      <input type="hidden" name="back" value={back} />
      <label className="grid gap-1 text-xs text-muted">
        {t("console.cheats.game")}
        <select name="gameId" className="input min-h-11" required>
          {games.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs text-muted">
        {t("console.cheats.status")}
        <select name="status" className="input min-h-11" defaultValue={4}>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${statusMeta[status].key}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="btn-primary min-h-11 self-end"
        disabled={navigation.state === "submitting"}
      >
        {t("console.cheats.bulk.submit")}
      </button>
    </Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
