import { useTranslation } from "~/i18n/react";
import { statusMeta, type StatusColor, type StatusCode } from "~/utils/status";

/** Text and dot colours per status colour (SPEC §4.1). */
export const statusColorClass: Record<StatusColor, { text: string; dot: string; ring: string }> = {
  green: {
    text: "text-status-green",
    dot: "bg-status-green",
    ring: "border-status-green/40 bg-status-green/10",
  },
  blue: { text: "text-status-blue", dot: "bg-status-blue", ring: "border-status-blue/40 bg-status-blue/10" },
  gray: { text: "text-status-gray", dot: "bg-status-gray", ring: "border-status-gray/50 bg-status-gray/15" },
  red: { text: "text-status-red", dot: "bg-status-red", ring: "border-status-red/40 bg-status-red/10" },
};

/** A cheat's status as a coloured pill (`.status-badge` in app.css colours it by data-color). */
export function StatusBadge({ status, className = "" }: { status: StatusCode; className?: string }) {
  const { t } = useTranslation();
  const meta = statusMeta[status];
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      data-color={meta.color}
      className={`status-badge ${className}`}
    >
      {t(`status.${meta.key}`)}
    </span>
  );
}
