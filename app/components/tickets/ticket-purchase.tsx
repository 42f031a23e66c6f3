import { useActionData, useFetcher } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { TicketPurchaseView } from "~/services/tickets/customer-context.server";
import type { TicketActionResult } from "~/services/tickets/pages.server";
import { formatPurchaseDate } from "~/utils/dates";
import { purchaseStatusKey } from "~/utils/purchase-status";
import { useLang } from "~/utils/use-lang";

const Eye = icon("eye");
const EyeOff = icon("eye-off");
const KeyRound = icon("key-round");
const ShoppingBag = icon("shopping-bag");

/**
 * The purchase a ticket is about, at the top of its thread for its buyer and staff: product,
 * option, date, state and the delivered key, masked until "Show key" asks the server for it (a
 * form post, so it works without JavaScript; a staff reveal is audited).
 */
export function TicketPurchaseCard({
  ticketId,
  purchase,
}: {
  ticketId: number;
  purchase: TicketPurchaseView;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const fetcher = useFetcher<TicketActionResult>();
  const pageResult = useActionData<TicketActionResult>();
  const [hidden, setHidden] = useState(false);
  const answer = [fetcher.data, pageResult].find((r) => r?.intent === "revealKey" && r.ticketId === ticketId);
  const key = answer?.ok && !hidden ? answer.key : null;
  const details = [
    purchase.valueText,
    purchase.periodDays ? t("cheat.days", { count: purchase.periodDays }) : null,
    formatPurchaseDate(purchase.createdAt, lang),
  ].filter((part, index, all) => part && all.indexOf(part) === index);
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line bg-surface-2/60 px-4 py-3 text-sm"
      data-testid="ticket-purchase"
    >
      <ShoppingBag className="size-5 shrink-0 text-accent" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-text">
          <span className="sr-only">{t("tickets.purchase.label")}: </span>
          {purchase.name}
        </p>
        <p className="text-xs text-muted">
          {details.join(" · ")} ·{" "}
          <span data-testid="ticket-purchase-status">{t(purchaseStatusKey(purchase))}</span>
        </p>
      </div>
      {purchase.maskedKey ? (
        <fetcher.Form method="post" className="flex items-center gap-2" onSubmit={() => setHidden(false)}>
          <input type="hidden" name="intent" value="revealKey" />
          <input type="hidden" name="ticketId" value={ticketId} />
          <KeyRound className="size-4 text-muted" aria-hidden />
          <code
            className="rounded-lg bg-surface-3 px-2 py-1 font-mono text-xs text-text"
            data-testid="ticket-purchase-key"
          >
            {key ?? purchase.maskedKey}
          </code>
          {key ? (
            <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => setHidden(true)}>
              <EyeOff className="size-3.5" aria-hidden />
              {t("tickets.purchase.hideKey")}
            </button>
          ) : (
            <button
              type="submit"
              className="btn-ghost px-2 py-1 text-xs"
              data-testid="ticket-purchase-reveal"
            >
              <Eye className="size-3.5" aria-hidden />
              {t("tickets.purchase.showKey")}
            </button>
          )}
        </fetcher.Form>
      ) : null}
      {answer && !answer.ok ? (
        <p className="w-full text-xs text-status-red" role="alert">
          {t(`tickets.errors.${answer.error}`)}
        </p>
      ) : null}
    </div>
  );
}
