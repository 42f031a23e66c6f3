import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { activeFilters, FilterPanel } from "~/components/console/filter-panel";
import { z } from "zod";
import { AuditEntries } from "~/components/console/audit-entries";
import { auditEntryViews } from "~/services/audit/audit-sentences.server";
import { DayInput } from "~/components/console/day-input";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { auditActors, listAudit } from "~/services/audit/audit.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { parseDayInput } from "~/utils/dates";
import { idSchema } from "~/utils/ids";
import { consoleMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = consoleMeta;

const AUDIT_ENTITIES = [
  "cheat",
  "price",
  "game",
  "account",
  "problem",
  "stock",
  "order",
  "user",
  "settings",
  "token",
  "cannedReply",
  "coupon",
  "referral",
] as const;

const auditFilterSchema = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional().catch(undefined),
  entityId: idSchema.optional().catch(undefined),
  actor: idSchema.optional().catch(undefined),
  before: idSchema.optional().catch(undefined),
});

/** GET /admin/audit: every console write, newest first, filtered by entity; read-only by design. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "audit.read");
  const params = new URL(request.url).searchParams;
  const filter = auditFilterSchema.parse({
    entity: params.get("entity") || undefined,
    entityId: params.get("entityId") || undefined,
    actor: params.get("actor") || undefined,
    before: params.get("before") || undefined,
  });
  const days = { from: parseDayInput(params.get("from")), to: parseDayInput(params.get("to")) };
  const t = await fixedT(request);
  const [{ entries, next }, actors] = await Promise.all([
    listAudit({
      entity: filter.entity,
      entityId: filter.entityId === undefined ? undefined : String(filter.entityId),
      actorId: filter.actor,
      ...days,
      before: filter.before,
    }),
    auditActors(),
  ]);
  return {
    title: `${t("console.audit.title")} — ${t("console.title")}`,
    filter: { ...filter, ...days },
    actors,
    entries: await auditEntryViews(entries, requestLang(request)),
    next,
  };
}

export default function ConsoleAudit() {
  const { t } = useTranslation();
  const { filter, actors, entries, next } = useLoaderData<typeof loader>();
  const location = useLocation();
  const older = () => {
    const params = new URLSearchParams(location.search);
    params.set("before", String(next));
    return `?${params}`;
  };
  const newest = () => {
    const params = new URLSearchParams(location.search);
    params.delete("before");
    return `?${params}`;
  };
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.audit.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.audit.lead")}</p>
      </header>
      <FilterPanel
        active={activeFilters(filter.entity, filter.entityId, filter.actor, filter.from, filter.to)}
      >
        <Form
          method="get"
          className="card flex flex-wrap items-end gap-3 p-4"
          data-testid="console-audit-filters"
        >
          <label className="grid gap-1 text-xs text-muted">
            {t("console.audit.entity")}
            <select name="entity" defaultValue={filter.entity ?? ""} className="input w-auto">
              <option value="">{t("console.audit.anyEntity")}</option>
              {AUDIT_ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {t(`console.audit.entities.${entity}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-xs text-muted">
            {t("console.audit.entityId")}
            <input
              name="entityId"
              inputMode="numeric"
              defaultValue={filter.entityId ?? ""}
              className="input w-28"
            />
          </label>
          <label className="grid gap-1 text-xs text-muted">
            {t("console.audit.actor")}
            <select name="actor" defaultValue={filter.actor ?? ""} className="input w-auto">
              <option value="">{t("console.audit.anyActor")}</option>
              {actors.map((actor) => (
                <option key={actor.id ?? actor.login} value={actor.id ?? ""}>
                  {actor.login}
                </option>
              ))}
            </select>
          </label>
          <DayInput name="from" label={t("console.orders.from")} value={filter.from} />
          <DayInput name="to" label={t("console.orders.to")} value={filter.to} />
          <button type="submit" className="btn-primary min-h-11">
            {t("console.audit.filter")}
          </button>
        </Form>
      </FilterPanel>
      <AuditEntries entries={entries} />
      <nav className="flex flex-wrap gap-2" aria-label={t("console.audit.pages")}>
        {filter.before ? (
          <Link to={newest()} className="btn-ghost min-h-11" data-testid="audit-newest">
            {t("console.audit.newest")}
          </Link>
        ) : null}
        {next ? (
          <Link to={older()} className="btn-ghost min-h-11" data-testid="audit-older">
            {t("console.audit.older")}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
