import { Link, useFetcher, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { useConfirm } from "~/components/ui/confirm-dialog";
import type { TicketActionResult } from "~/services/tickets/pages.server";
import { canAskHelp, canBlock, canClose, type Reader } from "~/utils/ticket-access";
import { type TicketView } from "~/utils/tickets";

const AlertTriangle = icon("triangle-exclamation-point");
const ChevronDown = icon("chevron-down");

export function ActionError({ result }: { result?: TicketActionResult }) {
  const { t } = useTranslation();
  if (!result || result.ok) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-status-red" role="alert" data-testid="action-error">
      <AlertTriangle className="size-3.5" aria-hidden />
      {t(`tickets.errors.${result.error}`)}
    </p>
  );
}

/**
 * Staff at work: the Actions menu (SPEC §4.2 close mode) with Help when allowed, Block and Close.
 * A <details> menu opens without JavaScript; Block and Close ask for confirmation first — in the
 * confirm dialog with JavaScript, on an inline confirmation (?confirm=) without it.
 */
export function ActionsMenu({
  ticket,
  viewer,
  formId,
}: {
  ticket: TicketView;
  viewer: Reader;
  formId: string;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const fetcher = useFetcher<TicketActionResult>();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const asked = params.get("confirm");
  const confirmHref = (what: string) => {
    const next = new URLSearchParams(location.search);
    next.set("confirm", `${what}:${ticket.id}`);
    return `?${next.toString()}`;
  };
  const run = async (event: React.MouseEvent, intent: "block" | "close") => {
    event.preventDefault();
    const ok = await confirm({
      title: t(intent === "block" ? "tickets.blockConfirmTitle" : "tickets.closeConfirmTitle"),
      description:
        intent === "block"
          ? t("tickets.blockConfirmText", { login: ticket.authorLogin ?? "" })
          : t("tickets.closeConfirmText"),
      submitLabel: t(intent === "block" ? "tickets.block" : "tickets.close"),
      type: intent === "block" ? "danger" : "primary",
    });
    if (ok) fetcher.submit({ intent, ticketId: ticket.id }, { method: "post" });
  };
  const pendingConfirm = asked?.endsWith(`:${ticket.id}`) ? asked.split(":")[0] : null;
  const item = "block w-full rounded-lg px-3 py-2 text-left text-sm text-text hover:bg-surface-3";
  return (
    <div className="relative">
      <details className="group">
        <summary className="btn-ghost cursor-pointer list-none text-sm" data-testid="ticket-actions">
          {t("tickets.actions")}
          <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
        </summary>
        <div className="absolute bottom-full right-0 z-20 mb-2 w-64 rounded-xl border border-line bg-surface-2 p-1.5 shadow-xl">
          {canAskHelp(ticket, viewer) ? (
            <button
              type="submit"
              form={formId}
              name="intent"
              value="help"
              className={item}
              data-testid="action-help"
              onClick={(e) => {
                e.preventDefault();
                fetcher.submit({ intent: "help", ticketId: ticket.id }, { method: "post" });
              }}
            >
              {t("tickets.askHelp")}
            </button>
          ) : null}
          {canBlock(ticket, viewer) ? (
            <Link
              to={confirmHref("block")}
              className={item}
              onClick={(e) => run(e, "block")}
              data-testid="action-block"
              replace
            >
              {t("tickets.block")}
            </Link>
          ) : null}
          {canClose(ticket, viewer) ? (
            <Link
              to={confirmHref("close")}
              className={item}
              onClick={(e) => run(e, "close")}
              data-testid="action-close"
              replace
            >
              {t("tickets.close")}
            </Link>
          ) : null}
        </div>
      </details>
      {pendingConfirm === "block" || pendingConfirm === "close" ? (
        <NoScriptConfirm ticket={ticket} intent={pendingConfirm} formId={formId} />
      ) : null}
      <ActionError result={fetcher.data} />
    </div>
  );
}

/** The confirmation without JavaScript: the same question, answered by a form post. */
function NoScriptConfirm({
  ticket,
  intent,
  formId,
}: {
  ticket: TicketView;
  intent: "block" | "close";
  formId: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("confirm");
  const cancel = `${location.pathname}${params.size ? `?${params}` : ""}`;
  return (
    <div
      className="absolute bottom-full right-0 z-30 mb-2 w-72 rounded-xl border border-line bg-surface-2 p-4 shadow-xl"
      role="alertdialog"
      aria-labelledby={`inline-confirm-${ticket.id}`}
      data-testid="inline-confirm"
    >
      <p id={`inline-confirm-${ticket.id}`} className="font-semibold text-text">
        {t(intent === "block" ? "tickets.blockConfirmTitle" : "tickets.closeConfirmTitle")}
      </p>
      <p className="mt-1 text-sm text-muted">
        {intent === "block"
          ? t("tickets.blockConfirmText", { login: ticket.authorLogin ?? "" })
          : t("tickets.closeConfirmText")}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Link to={cancel} className="btn-ghost text-sm" replace>
          {t("confirm.cancel")}
        </Link>
        <button
          type="submit"
          form={formId}
          name="intent"
          value={intent}
          className="btn-primary text-sm"
          data-testid="inline-confirm-submit"
        >
          {t(intent === "block" ? "tickets.block" : "tickets.close")}
        </button>
      </div>
    </div>
  );
}
