import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { AuditEntryView } from "~/services/audit/audit-sentences.server";
import { useLocalize } from "~/utils/use-lang";

/** The audit log as sentences (the audit page and the overview's latest changes). */
export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!entries.length) return <p className="card p-5 text-sm text-muted">{t("console.audit.empty")}</p>;
  return (
    <ol className="card divide-y divide-line" data-testid="console-audit">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1.5 p-4 text-sm" data-testid="console-audit-entry">
          <p className="text-text" data-action={entry.action}>
            {entry.sentence.map((part, index) =>
              part.to ? (
                <Link key={index} to={localize(part.to)} className="font-medium text-accent-hover underline">
                  {part.text}
                </Link>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
          {entry.changes.length ? (
            <ul className="grid gap-0.5 text-xs text-muted">
              {entry.changes.map((change) => (
                <li key={change.field} className="break-words">
                  <span className="text-text">{change.field}:</span>{" "}
                  <span className="text-status-red line-through">{change.before}</span> →{" "}
                  <span className="text-status-green">{change.after}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <span>{entry.when}</span>
            <span>
              ·{" "}
              {entry.via.startsWith("token:")
                ? `${t("console.audit.via.api")} ${entry.via}`
                : t(`console.audit.via.${entry.via}`)}
            </span>
            {entry.ip ? <span>· {entry.ip}</span> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
