import { useTranslation } from "~/i18n/react";
import type { TicketDisplayStatus } from "~/utils/tickets";

/** One colour per SPEC §4.2 display status, the same in the lists and on the ticket page. */
const STATUS_STYLE: Record<TicketDisplayStatus, string> = {
  needHelp: "bg-status-red/15 text-status-red",
  newMessage: "bg-accent/20 text-accent-hover",
  wait: "bg-warning/15 text-warning",
  review: "bg-status-blue/15 text-status-blue",
  closed: "bg-surface-3 text-faint",
};

export function TicketStatusBadge({ status, testId }: { status: TicketDisplayStatus; testId: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[status]}`}
      data-testid={testId}
      data-status={status}
    >
      {t(`tickets.status.${status}`)}
    </span>
  );
}
