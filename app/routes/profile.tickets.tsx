import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { CreateTicketForm } from "~/components/tickets/create-ticket-form";
import { useCreateTicketPanel } from "~/components/tickets/create-ticket-panel";
import { useRevalidateOn } from "~/components/tickets/live-provider";
import { PushButton } from "~/components/tickets/push-button";
import { TicketList } from "~/components/tickets/ticket-list";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { listPurchases } from "~/services/payments/purchases.server";
import { requireUser } from "~/services/auth/guard.server";
import { loadListPage, ticketPageAction } from "~/services/tickets/pages.server";
import { ticketPreset } from "~/utils/assistant";
import { pageMeta } from "~/utils/meta";

const Plus = icon("plus");

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta({ title: data.title }) : []);
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // The creation form without JavaScript (`?new`) offers the customer's purchases to pick.
  const search = new URL(request.url).searchParams;
  const creating = search.has("new");
  const [t, page, purchases] = await Promise.all([
    fixedT(request),
    loadListPage(request, user, "mine"),
    creating ? listPurchases(user.id, requestLang(request)) : undefined,
  ]);
  // A link about an order comes with the subject and the purchase chosen (the assistant's).
  const preset = creating ? ticketPreset(search) : {};
  return { title: `${t("profile.tabs.tickets")} — ${t("brand")}`, ...page, purchases, preset };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ticketPageAction(request, await requireUser(request), context.clientIp);
}

/**
 * /profile/tickets (SPEC §2.3): the customer's tickets with unread badges, opened in place by
 * `?ticket=`, and ticket creation — the panel with JavaScript, the form below with `?new`
 * without it.
 */
export default function TicketsPage() {
  const { t } = useTranslation();
  const { list, threads, viewer, purchases, preset } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const panel = useCreateTicketPanel();
  const location = useLocation();
  const showForm =
    new URLSearchParams(location.search).has("new") ||
    (actionData && !actionData.ok && actionData.intent === "create");
  useRevalidateOn(["receive-message", "send-ticket-messages", "ticket-messages-readed"]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="section-title">{t("profile.tabs.tickets")}</h1>
        <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
          <PushButton />
          <Link
            to="?new#new-ticket"
            className="btn-primary"
            data-testid="new-ticket"
            onClick={(e) => {
              if (!panel) return;
              e.preventDefault();
              panel.open();
            }}
          >
            <Plus className="size-4" aria-hidden />
            {t("tickets.new")}
          </Link>
        </div>
      </div>
      {showForm ? (
        <section id="new-ticket" className="card p-5 md:p-6" aria-labelledby="new-ticket-title">
          <h2 id="new-ticket-title" className="mb-4 text-lg font-semibold text-text">
            {t("tickets.new")}
          </h2>
          <CreateTicketForm
            serverResult={actionData && !actionData.ok ? actionData : undefined}
            purchases={purchases}
            preset={preset}
          />
        </section>
      ) : null}
      <TicketList list={list} threads={threads} viewer={viewer} emptyText={t("tickets.empty")} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
