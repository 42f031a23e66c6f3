import { Form } from "@remix-run/react";
import { consoleIcon } from "~/components/console/icons";
import { useTranslation } from "~/i18n/react";
import { AttentionPanel } from "./attention-panel";

const MailWarning = consoleIcon("mail-exclamation-point");
const RotateCw = consoleIcon("rotate-cw");

export interface FailedMailRow {
  id: number;
  recipient: string;
  subject: string;
  lastError: string | null;
  failedAt: string;
}

/**
 * E-mails the outbox gave up on after its last attempt, each with "Send again" (the overview's own
 * form, so it works without JavaScript). Renders nothing while every e-mail went.
 */
export function FailedMailList({ rows }: { rows: FailedMailRow[] }) {
  const { t } = useTranslation();
  if (!rows.length) return null;
  return (
    <AttentionPanel
      id="failed-mail-title"
      testId="failed-mail"
      tone="warning"
      icon={<MailWarning className="size-5 text-warning" aria-hidden />}
      title={t("console.failedMail.title")}
      lead={<p className="text-sm text-muted">{t("console.failedMail.lead")}</p>}
    >
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0 flex-1 text-sm">
            <p className="break-words font-medium text-text">{row.subject}</p>
            <p className="break-words text-xs text-muted">
              {row.recipient} · {row.failedAt}
              {row.lastError ? ` · ${row.lastError}` : ""}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="resendMail" />
            <input type="hidden" name="mailId" value={row.id} />
            <button
              type="submit"
              className="btn-ghost min-h-11"
              aria-label={`${t("console.failedMail.retry")}: ${row.subject}`}
            >
              <RotateCw className="size-4" aria-hidden />
              {t("console.failedMail.retry")}
            </button>
          </Form>
        </li>
      ))}
    </AttentionPanel>
  );
}
