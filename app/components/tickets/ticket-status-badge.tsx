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

/**
 * SPEC §4.2's "wait" (the other side wrote last) and "review" (the viewer did) say whose turn it is,
 * in the words of the viewer's side: the customer reads "Your answer is awaited" / "Support is
 * answering", staff "Awaiting your answer" / "The customer's answer is awaited".
 */
export function TicketStatusBadge({
  status,
  testId,
  asAuthor,
}: {
  status: TicketDisplayStatus;
  testId: string;
  /** The viewer wrote the ticket (the customer's side); else staff. */
  asAuthor: boolean;
}) {
  const { t } = useTranslation();
  const label =
    status === "wait" || status === "review"
      ? t(`tickets.turn.${asAuthor ? "customer" : "staff"}.${status}`)
      : t(`tickets.status.${status}`);
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[status]}`}
      data-testid={testId}
      data-status={status}
    >
      {label}
    </span>
  );
}
