import { Form, useLocation } from "@remix-run/react";
import { useNamespace, useTranslation } from "~/i18n/react";
import { useRootData } from "~/utils/use-root-data";
import { can } from "~/utils/permissions";
import { STATUS_NOTE_MAX, STATUSES, statusMeta, type StatusCode } from "~/utils/status";
import { useLocalize } from "~/utils/use-lang";
import { useLoadingPartMark } from "~/utils/loading-part";

/**
 * The status control staff get on a product's own page (they see detections first): a folded
 * form posting to the console, which brings them back here. Visitors never see it.
 */
export function InlineStatus({
  cheatId,
  status,
  note,
}: {
  cheatId: number;
  status: StatusCode;
  note: string;
}) {
  // Its words are the console's, which a storefront page does not load for everyone: it waits for
  // them (a staff member's page keeps the server's markup meanwhile). Pages render it for staff only.
  useNamespace("console");
  const { t } = useTranslation();
  const localize = useLocalize();
  const location = useLocation();
  const role = useRootData()?.user?.role;
  const loading = useLoadingPartMark();
  if (!can(role, "catalogue.status")) return null;
  return (
    <details className="mt-3 text-sm" data-testid="inline-status" {...loading}>
      <summary className="cursor-pointer py-1 text-accent-hover">{t("console.inline.open")}</summary>
      <Form
        method="post"
        action={localize(`/admin/cheats/${cheatId}`)}
        className="card mt-2 flex flex-wrap items-end gap-2 p-3"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="cheatId" value={cheatId} />
        <input type="hidden" name="back" value={location.pathname + location.search} />
        <label className="grid gap-1 text-xs text-muted">
          {t("console.cheats.status")}
          <select name="status" defaultValue={status} key={status} className="input w-auto">
            {STATUSES.map((code) => (
              <option key={code} value={code}>
                {t(`status.${statusMeta[code].key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-48 flex-1 gap-1 text-xs text-muted">
          {t("console.cheat.note")}
          <input name="note" defaultValue={note} key={note} maxLength={STATUS_NOTE_MAX} className="input" />
        </label>
        <button type="submit" className="btn-primary min-h-11" data-testid="inline-status-submit">
          {t("console.cheats.save")}
        </button>
      </Form>
    </details>
  );
}
