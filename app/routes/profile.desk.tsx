import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NavLink, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { useDropRemovedTickets, useLiveTickets, useRevalidateOn } from "~/components/tickets/live-provider";
import { TicketActionAlert } from "~/components/tickets/ticket-action-alert";
import { TicketList } from "~/components/tickets/ticket-list";
import { fixedT } from "~/i18n/i18n.server";
import { requireUser } from "~/services/auth/guard.server";
import { ticketPageAction, loadListPage } from "~/services/tickets/pages.server";
import { DESK_TABS, deskTabOf, type DeskTab } from "~/utils/desk-tabs";
import { stripLangPrefix } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta({ title: data.title }) : []);
export const headers = () => ({ "Cache-Control": "private, no-store" });

function tabOf(request: Request): DeskTab {
  const tab = deskTabOf(stripLangPrefix(new URL(request.url).pathname));
  if (!tab) throw new Response("Not Found", { status: 404 });
  return tab;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const tab = tabOf(request);
  const user = await requireUser(request, tab.desk === "owner" ? "ownerDesk" : "supportDesk");
  const [t, page] = await Promise.all([fixedT(request), loadListPage(request, user, tab.list)]);
  return { title: `${t(`profile.tabs.${tab.desk}`)} — ${t("brand")}`, tab, ...page };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const tab = tabOf(request);
  return ticketPageAction(
    request,
    await requireUser(request, tab.desk === "owner" ? "ownerDesk" : "supportDesk"),
    context.clientIp,
  );
}

/**
 * The staff desks (SPEC §2.3): /profile/techsupport with Review, My and Archive, and
 * /profile/owner with the need-help queue, My and All. Live lists reload on the desk events;
 * the archive is not live (SPEC §4.2). A ticket that leaves the list leaves `?ticket=` too
 * (SPEC §4.2). Scroll is kept between sub-tabs.
 */
export default function DeskPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { tab, list, threads, viewer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { counters } = useLiveTickets();
  useRevalidateOn(
    tab.live
      ? [
          "new-ticket",
          "remove-ticket",
          "remove-in-work-ticket",
          "new-ticket-to-help",
          "remove-owner-my-ticket",
          "receive-message",
          "send-ticket-messages",
          "ticket-messages-readed",
        ]
      : [],
  );
  useDropRemovedTickets(tab.removedBy);
  const tabs = DESK_TABS.filter((x) => x.desk === tab.desk);
  return (
    <div className="space-y-5">
      <h1 className="section-title">{t(`tickets.desk.${tab.desk}Title`)}</h1>
      <nav
        // On a phone the tabs wrap onto a second row rather than run off both edges.
        className="flex flex-wrap gap-1 rounded-xl border border-line bg-surface p-1"
        aria-label={t(`tickets.desk.${tab.desk}Title`)}
      >
        {tabs.map((x) => {
          const count = x.counter ? (counters?.[x.counter] ?? 0) : 0;
          return (
            <NavLink
              key={x.key}
              to={localize(x.path)}
              end
              preventScrollReset
              className={({ isActive }) =>
                `flex shrink-0 items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition ${
                  isActive ? "bg-accent/15 text-white" : "text-muted hover:bg-surface-3 hover:text-text"
                }`
              }
              data-testid={`desk-tab-${x.key}`}
            >
              {t(`tickets.desk.${x.label}`)}
              {count > 0 ? (
                <span className="grid min-w-5 place-items-center rounded-full bg-accent-fill px-1.5 text-[11px] font-bold text-white">
                  {count}
                </span>
              ) : null}
            </NavLink>
          );
        })}
      </nav>
      {tab.hint ? (
        <p className="text-sm text-muted" data-testid="desk-hint">
          {t(`tickets.desk.${tab.hint}`)}
        </p>
      ) : null}
      <TicketActionAlert result={actionData} />
      <TicketList
        list={list}
        threads={threads}
        viewer={viewer}
        showAuthor
        emptyText={t("tickets.emptyDesk")}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
