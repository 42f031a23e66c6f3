import { useTranslation } from "~/i18n/react";
import type { AuditEntry } from "~/db/schema";
import { formatConsoleTime } from "~/utils/dates";
import type { Lang } from "~/utils/lang";

/** An audit row as the page shows it: the date formatted on the server, the change as field lines. */
export interface AuditEntryView {
  id: number;
  when: string;
  actorLogin: string;
  actorRole: string;
  via: string;
  action: string;
  entity: string;
  entityId: string;
  changes: { field: string; before: string; after: string }[];
  ip: string | null;
}

/** A field's value as one short line (long texts such as the home HTML are cut). */
function show(value: unknown) {
  const text =
    value === undefined || value === null ? "—" : typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** Turns audit rows into views: one line per field whose value differs between before and after. */
export function auditEntryViews(entries: AuditEntry[], lang: Lang): AuditEntryView[] {
  return entries.map((entry) => {
    const before = (entry.before ?? {}) as Record<string, unknown>;
    const after = (entry.after ?? {}) as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return {
      id: entry.id,
      when: formatConsoleTime(entry.createdAt, lang),
      actorLogin: entry.actorLogin,
      actorRole: entry.actorRole,
      via: entry.via,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      changes: fields
        .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
        .map((field) => ({ field, before: show(before[field]), after: show(after[field]) })),
      ip: entry.ip,
    };
  });
}

/** The audit log as a list (the audit page and the overview's latest changes). */
export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useTranslation();
  if (!entries.length) return <p className="card p-5 text-sm text-muted">{t("console.audit.empty")}</p>;
  return (
    <ol className="card divide-y divide-line" data-testid="console-audit">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1.5 p-4 text-sm" data-testid="console-audit-entry">
          <p className="flex flex-wrap items-center gap-x-2 text-muted">
            <span>{entry.when}</span>
            <span className="font-semibold text-text">{entry.actorLogin}</span>
            <span>({t(`profile.role.${entry.actorRole}`)})</span>
            <span>
              ·{" "}
              {entry.via.startsWith("token:")
                ? `${t("console.audit.via.api")} ${entry.via}`
                : t(`console.audit.via.${entry.via}`)}
            </span>
            {entry.ip ? <span>· {entry.ip}</span> : null}
          </p>
          <p className="text-text">
            {t(`console.actions.${entry.action}`, { defaultValue: entry.action })} —{" "}
            {t(`console.audit.entities.${entry.entity}`, { defaultValue: entry.entity })} #{entry.entityId}
          </p>
          {entry.changes.length ? (
            <ul className="grid gap-0.5 font-mono text-xs text-muted">
              {entry.changes.map((change) => (
                <li key={change.field}>
                  {change.field}: <span className="text-status-red line-through">{change.before}</span> →{" "}
                  <span className="text-status-green">{change.after}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
