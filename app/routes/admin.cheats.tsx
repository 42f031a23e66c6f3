import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { redirect } from "@remix-run/node";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { BulkBar, BulkConfirm } from "~/components/console/bulk-products";
import { ProductRow } from "~/components/console/product-row";
import {
  type BulkAction,
  applyBulk,
  bulkActionsFor,
  bulkFormSchema,
  bulkRight,
  bulkTargets,
} from "~/services/catalogue/bulk-products.server";
import { consoleContext } from "~/services/auth/console-guard.server";
import { localizePath, type Lang } from "~/utils/lang";
import { returnPath } from "~/utils/preferences";
import { formatMinor, type Minor } from "~/utils/money";
import {
  activeFilters,
  FilterPanel,
  FilterSelect,
  GameFilterSelect,
} from "~/components/console/filter-panel";
import { ConsolePager } from "~/components/console/pager";
import { NewProductForm } from "~/components/console/new-product-form";
import { isMultipart, readNewProductForm } from "~/services/catalogue/new-product-upload.server";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { consoleGames, listConsoleCheats, readCheatFilter } from "~/services/catalogue/console-lists.server";
import { newProductAction } from "~/services/catalogue/product-form.server";
import { statusFormAction } from "~/services/catalogue/status-form.server";
import { formatStatusDate } from "~/utils/dates";
import { consoleMeta } from "~/utils/meta";
import { can } from "~/utils/permissions";
import { STATUSES, statusMeta } from "~/utils/status";
import { useLocalize } from "~/utils/use-lang";

const Plus = icon("plus");

export const meta: MetaFunction<typeof loader> = consoleMeta;

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
    bulkActions: bulkActionsFor(user.role),
    ...list,
    rows: list.rows.map((row) => ({
      ...row,
      statusUpdatedAt: formatStatusDate(row.statusUpdatedAt, lang),
      priceRange: priceRange(row, lang),
    })),
  };
}

/** "390 ₽" or "390 ₽ – 1 990 ₽"; null while nothing is priced on this site. */
function priceRange(
  row: { priceFrom: Minor | null; priceTo: Minor | null; currency: number | null },
  lang: Lang,
) {
  if (row.priceFrom === null || row.priceTo === null || row.currency === null) return null;
  const from = formatMinor(row.priceFrom, row.currency, lang);
  return row.priceFrom === row.priceTo ? from : `${from} – ${formatMinor(row.priceTo, row.currency, lang)}`;
}

/** The status forms (tech support and owner), bulk actions and the owner's new-product form. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.status");
  if (isMultipart(request)) {
    // The new-product form with its card picture: read while it streams, within the upload limit.
    if (!can(user.role, "catalogue.edit")) throw new Response("Forbidden", { status: 403 });
    const form = await readNewProductForm(request);
    if ("refused" in form) return { created: { result: undefined, error: null, pictureError: form.refused } };
    return {
      created: await newProductAction(
        form.fields,
        user,
        context.clientIp,
        requestLang(request),
        form.picture,
      ),
    };
  }
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "bulk-preview" || intent === "bulk-apply") {
    const parsed = bulkFormSchema.safeParse({
      bulk: formData.get("bulk"),
      ids: formData.getAll("ids"),
      inSlider: formData.get("inSlider"),
    });
    if (!parsed.success) return { bulk: { error: "BULK_EMPTY" as const } };
    const { bulk, ids, inSlider } = parsed.data;
    if (!can(user.role, bulkRight(bulk))) throw new Response("Forbidden", { status: 403 });
    if (intent === "bulk-preview")
      return { bulk: { action: bulk, targets: await bulkTargets(ids, requestLang(request)) } };
    const changed = await applyBulk(consoleContext(user, context.clientIp), bulk, ids, inSlider);
    const back = new URL(
      returnPath(String(formData.get("back") ?? "")) || localizePath("/admin/cheats", requestLang(request)),
      "http://shop.local",
    );
    back.searchParams.set("changed", String(changed));
    return redirect(back.pathname + back.search, 303);
  }
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
  const bulk = actionData && "bulk" in actionData ? actionData.bulk : undefined;
  const { filter, rows, total, pages, games } = data;
  const localize = useLocalize();
  const location = useLocation();
  const back = location.pathname + location.search.replace(/([?&])changed=\d+&?/, "$1").replace(/[?&]$/, "");
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-text">{t("console.cheats.title")}</h1>
          <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.cheats.lead")}</p>
        </div>
      </header>
      {data.canCreate ? (
        // "New product" first, as a button that unfolds its form (no JavaScript needed).
        <details id="new-product" open={Boolean(created)}>
          <summary
            className="btn-primary min-h-11 w-fit cursor-pointer list-none"
            data-testid="console-new-product-toggle"
          >
            <Plus className="size-4" aria-hidden />
            {t("console.newProduct.title")}
          </summary>
          <div className="mt-3">
            <NewProductForm
              games={games}
              result={created?.result}
              error={created?.error}
              pictureError={created && "pictureError" in created ? created.pictureError : null}
            />
          </div>
        </details>
      ) : null}

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
          <GameFilterSelect
            label={t("console.cheats.game")}
            anyLabel={t("console.cheats.anyGame")}
            value={filter.game}
            games={games}
          />
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

      {bulk?.action && bulk.targets ? (
        <BulkConfirm action={bulk.action as BulkAction} targets={bulk.targets} back={back} />
      ) : null}
      {bulk?.error ? (
        <p role="alert" className="rounded-xl bg-status-red/10 px-4 py-3 text-sm text-status-red">
          {t("console.cheats.bulkEmpty")}
        </p>
      ) : null}
      {rows.length ? <BulkBar actions={data.bulkActions} back={back} /> : null}
      {rows.length ? (
        <ul className="card divide-y divide-line" data-testid="console-cheats">
          {rows.map((row) => (
            <ProductRow key={row.id} row={row} back={back} />
          ))}
        </ul>
      ) : (
        <p className="card p-6 text-center text-muted">{t("console.cheats.empty")}</p>
      )}

      <ConsolePager page={filter.page} pages={pages} drop={["changed"]} />

      {games.length ? <GameStatusForm games={games} back={back} /> : null}
    </div>
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
        <select name="gameId" className="input min-h-11" defaultValue="" required>
          <option value="" disabled>
            {t("console.cheats.anyGame")}
          </option>
          {games.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs text-muted">
        {t("console.cheats.status")}
        {/* Nothing chosen in advance: one click must not mark a whole game detected. */}
        <select name="status" className="input min-h-11" defaultValue="" required>
          <option value="" disabled>
            {t("console.cheats.bulkChooseStatus")}
          </option>
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
