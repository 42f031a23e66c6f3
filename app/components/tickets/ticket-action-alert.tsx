import { useTranslation } from "~/i18n/react";
import type { TicketActionResult } from "~/services/tickets/pages.server";

/** A ticket page's refused form post (without JavaScript), in the page's language. */
export function TicketActionAlert({ result }: { result?: TicketActionResult }) {
  const { t } = useTranslation();
  if (!result || result.ok) return null;
  return (
    <p
      className="rounded-xl bg-status-red/10 px-3 py-2 text-sm text-status-red"
      role="alert"
      data-testid="page-action-error"
    >
      {t(`tickets.errors.${result.error}`)}
    </p>
  );
}
