import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { AuditEntries, auditEntryViews } from "~/components/console/audit-entries";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { listAudit } from "~/services/audit/audit.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { idSchema } from "~/utils/ids";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

const AUDIT_ENTITIES = ["cheat", "game", "price", "settings", "token", "cannedReply"] as const;

const auditFilterSchema = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional().catch(undefined),
  entityId: idSchema.optional().catch(undefined),
  before: idSchema.optional().catch(undefined),
});

/** GET /admin/audit: every console write, newest first, filtered by entity; read-only by design. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "audit.read");
  const params = new URL(request.url).searchParams;
  const filter = auditFilterSchema.parse({
    entity: params.get("entity") || undefined,
    entityId: params.get("entityId") || undefined,
    before: params.get("before") || undefined,
  });
  const t = await fixedT(request);
  const { entries, next } = await listAudit({
    entity: filter.entity,
    entityId: filter.entityId === undefined ? undefined : String(filter.entityId),
    before: filter.before,
  });
  return {
    title: `${t("console.audit.title")} — ${t("console.title")}`,
    filter,
    entries: auditEntryViews(entries, requestLang(request)),
    next,
  };
}

export default function ConsoleAudit() {
  const { t } = useTranslation();
  const { filter, entries, next } = useLoaderData<typeof loader>();
  const location = useLocation();
  const older = () => {
    const params = new URLSearchParams(location.search);
    params.set("before", String(next));
    return `?${params}`;
  };
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.audit.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.audit.lead")}</p>
      </header>
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
        <button type="submit" className="btn-primary min-h-11">
          {t("console.audit.filter")}
        </button>
      </Form>
      <AuditEntries entries={entries} />
      {next ? (
        <Link to={older()} className="btn-ghost min-h-11">
          {t("console.audit.older")}
        </Link>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
