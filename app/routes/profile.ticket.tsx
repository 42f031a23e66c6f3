import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { useRevalidateOn } from "~/components/tickets/live-provider";
import { TicketActionAlert } from "~/components/tickets/ticket-action-alert";
import { TicketStatusBadge } from "~/components/tickets/ticket-status-badge";
import { TicketThread } from "~/components/tickets/ticket-thread";
import { fixedT } from "~/i18n/i18n.server";
import { requireUser } from "~/services/auth/guard.server";
import { TicketError } from "~/services/tickets/errors.server";
import { openThread, ticketPageAction } from "~/services/tickets/pages.server";
import { formatTicketListDate } from "~/utils/dates";
import { parseId } from "~/utils/ids";
import { pageMeta } from "~/utils/meta";
import { can } from "~/utils/permissions";
import { ticketDisplayStatus } from "~/utils/tickets";
import { useLocalize } from "~/utils/use-lang";

const ArrowLeft = icon("arrow-left");

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta({ title: data.title }) : []);
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const t = await fixedT(request);
  try {
    if (id === null) throw new TicketError("NOT_FOUND");
    const thread = await openThread(user, id, request);
    return {
      title: `${t("tickets.number", { id })} — ${t("brand")}`,
      thread,
      viewer: { id: user.id, role: user.role },
    };
  } catch (error) {
    // Missing and not-yours look the same (no id guessing).
    if (error instanceof TicketError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ticketPageAction(request, await requireUser(request), context.clientIp);
}

/** /profile/ticket/{id} (SPEC §2.3): one ticket with its messages and the reply box. */
export default function TicketPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { thread, viewer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { ticket } = thread;
  // The status follows new messages and reads of this ticket only.
  useRevalidateOn(["send-ticket-messages", "receive-message", "ticket-messages-readed"], {
    ticketId: ticket.id,
  });
  const status = ticketDisplayStatus(ticket, viewer.id);
  const back =
    can(viewer.role, "supportDesk") && ticket.authorId !== viewer.id
      ? "/profile/techsupport"
      : "/profile/tickets";
  return (
    <div className="space-y-5">
      <Link
        to={localize(back)}
        className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("tickets.back")}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="section-title" data-testid="ticket-title">
            {t("tickets.number", { id: ticket.id })}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {t(`tickets.subjects.${ticket.subject}`)} ·{" "}
            {t("tickets.createdAt", { date: formatTicketListDate(ticket.createdAt) })}
            {ticket.authorId !== viewer.id && ticket.authorLogin ? ` · ${ticket.authorLogin}` : ""}
          </p>
        </div>
        <TicketStatusBadge
          status={status}
          testId="ticket-page-status"
          asAuthor={ticket.authorId === viewer.id}
        />
      </div>
      <TicketActionAlert result={actionData} />
      <TicketThread data={thread} viewer={viewer} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
