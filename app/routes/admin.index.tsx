import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuditEntries } from "~/components/console/audit-entries";
import { auditEntryViews } from "~/services/audit/audit-sentences.server";
import { StatusBadge } from "~/components/catalogue/status-badge";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { listAudit } from "~/services/audit/audit.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { statusTotals } from "~/services/catalogue/console-lists.server";
import { salesOverview } from "~/services/payments/sales-figures.server";
import { FailedMailList } from "~/components/console/failed-mail-list";
import { NeedsRefundList } from "~/components/console/needs-refund-list";
import { failedMail, retryFailedMail } from "~/services/mail/outbox.server";
import { formatStatusDate } from "~/utils/dates";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";
import { SalesDashboard } from "~/components/console/sales-dashboard";
import { needsRefundPanel } from "~/services/payments/needs-refund.server";
import { DeskFigures } from "~/components/console/desk-figures";
import { DESK_WINDOWS, deskFigures, type DeskWindow } from "~/services/tickets/desk-figures.server";
import { consoleMeta } from "~/utils/meta";
import { can } from "~/utils/permissions";
import { STATUSES } from "~/utils/status";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = consoleMeta;

/** The console's first page: products per status (links to the filtered list) and, for the owner, the latest changes. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireConsoleUser(request);
  const t = await fixedT(request);
  const readsAudit = can(user.role, "audit.read");
  const lang = requestLang(request);
  const wanted = Number(new URL(request.url).searchParams.get("desk"));
  const days: DeskWindow = DESK_WINDOWS.find((w) => w === wanted) ?? DESK_WINDOWS[0];
  const sells = can(user.role, "sales.manage");
  const [totals, recent, sales, desk, needsRefund, failed] = await Promise.all([
    statusTotals(),
    readsAudit ? listAudit({}) : Promise.resolve(null),
    sells ? salesOverview(lang) : Promise.resolve(null),
    can(user.role, "desk.manage") ? deskFigures(days) : Promise.resolve(null),
    sells ? needsRefundPanel(lang) : Promise.resolve(null),
    sells ? failedMail() : Promise.resolve([]),
  ]);
  return {
    title: t("console.title"),
    totals,
    recent: recent ? await auditEntryViews(recent.entries.slice(0, 8), lang) : null,
    sales,
    desk: desk && { figures: desk, days, windows: DESK_WINDOWS },
    needsRefund,
    failedMail: failed.map((row) => ({ ...row, failedAt: formatStatusDate(row.failedAt!, lang) })),
  };
}

/** The overview's one write: send a given-up e-mail again (the owner fixed the mail server). */
export async function action({ request }: ActionFunctionArgs) {
  await requireConsoleUser(request, "sales.manage");
  const form = await request.formData();
  const id = form.get("intent") === "resendMail" ? parseId(form.get("mailId")) : null;
  if (id === null) throw new Response("Bad Request", { status: 400 });
  await retryFailedMail(id);
  return redirect(localizePath("/admin", requestLang(request)), 303);
}

export default function ConsoleOverview() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { totals, recent, sales, desk, needsRefund, failedMail: failed } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.overview.title")}</h1>
        <p className="mt-2 text-sm text-muted">{t("console.overview.lead")}</p>
      </header>
      {needsRefund ? <NeedsRefundList {...needsRefund} /> : null}
      <FailedMailList rows={failed} />
      {sales ? <SalesDashboard sales={sales} /> : null}
      {desk ? <DeskFigures {...desk} /> : null}
      <section className="space-y-3">
        <h2 className="font-semibold text-text">{t("console.overview.statuses")}</h2>
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          data-testid="console-status-totals"
        >
          {STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={localize(`/admin/cheats?category=0&status=${status}`)}
                className="card flex min-h-24 flex-col justify-between gap-2 p-4 transition hover:border-accent/60"
              >
                <StatusBadge status={status} className="self-start" />
                <span className="font-display text-3xl text-text" data-testid={`console-total-${status}`}>
                  {totals[status] ?? 0}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {recent ? (
        <section className="space-y-3">
          <div className="flex items-center justify-between gap-3">
            <h2 className="font-semibold text-text">{t("console.overview.recent")}</h2>
            <Link to={localize("/admin/audit")} className="py-1 text-sm text-accent-hover underline">
              {t("console.overview.allChanges")}
            </Link>
          </div>
          <AuditEntries entries={recent} />
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
