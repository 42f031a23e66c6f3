import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { BulkAction } from "~/services/catalogue/bulk-products.server";
import { DETECTED, statusMeta, type StatusCode } from "~/utils/status";

/** An action's words: "Set status: Detected", "Publish", "Unpublish". */
function useActionLabel() {
  const { t } = useTranslation();
  return (action: BulkAction) =>
    action.startsWith("status:")
      ? t("console.cheats.bulkActions.status", {
          status: t(`status.${statusMeta[Number(action.slice(7)) as StatusCode].key}`),
        })
      : t(`console.cheats.bulkActions.${action}`);
}

/**
 * The bar above the product list: the products ticked in its rows (their boxes belong to this
 * form) and one action. Nothing is chosen in advance — a bulk form never starts on "Detected" —
 * and applying first shows what it will touch (BulkConfirm).
 */
export function BulkBar({ actions, back }: { actions: BulkAction[]; back: string }) {
  const { t } = useTranslation();
  const label = useActionLabel();
  return (
    <Form
      id="bulk-form"
      method="post"
      className="flex flex-wrap items-end gap-2 rounded-xl border border-line bg-surface-2 p-3"
      data-testid="console-bulk"
    >
      <input type="hidden" name="intent" value="bulk-preview" />
      <input type="hidden" name="back" value={back} />
      <label className="grid gap-1 text-xs text-muted">
        {t("console.cheats.bulkLabel")}
        <select
          name="bulk"
          required
          defaultValue=""
          className="input min-h-11 w-auto"
          data-testid="console-bulk-action"
        >
          <option value="" disabled>
            {t("console.cheats.bulkChoose")}
          </option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {label(action)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-ghost min-h-11" data-testid="console-bulk-submit">
        {t("console.cheats.bulkApply")}
      </button>
    </Form>
  );
}

/** The confirmation of a bulk action: every product it touches, by name, then Confirm or Cancel. */
export function BulkConfirm({
  action,
  targets,
  back,
}: {
  action: BulkAction;
  targets: { id: number; name: string; status: number }[];
  back: string;
}) {
  const { t } = useTranslation();
  const label = useActionLabel();
  // Shown in place of the list's top: brought into view (and focus) wherever Apply was pressed.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: "start" });
    box.current?.focus();
  }, [action, targets]);
  return (
    <section
      ref={box}
      tabIndex={-1}
      className="card scroll-mt-24 space-y-3 border-warning/40 p-4 outline-none"
      role="alertdialog"
      aria-labelledby="bulk-confirm-title"
      data-testid="console-bulk-confirm"
    >
      <h2 id="bulk-confirm-title" className="font-semibold text-text">
        {t("console.cheats.bulkConfirm", { action: label(action), count: targets.length })}
      </h2>
      <ul
        className="max-h-60 list-disc overflow-y-auto pl-5 text-sm text-muted"
        data-testid="console-bulk-targets"
      >
        {targets.map((target) => (
          <li key={target.id}>{target.name}</li>
        ))}
      </ul>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="bulk-apply" />
        <input type="hidden" name="bulk" value={action} />
        <input type="hidden" name="back" value={back} />
        {targets.map((target) => (
          <input key={target.id} type="hidden" name="ids" value={target.id} />
        ))}
        {action === "publish" ? (
          // Publishing asks whether the products join the home slider as New.
          <label className="flex w-full items-start gap-2 text-sm text-text">
            <input
              type="checkbox"
              name="inSlider"
              defaultChecked={!targets.some((target) => target.status === DETECTED)}
              className="mt-0.5 size-5 shrink-0 accent-[#7c5cff]"
              data-testid="console-bulk-slider"
            />
            <span>
              {t("console.cheats.bulkSlider")}
              <span className="block text-xs text-muted">{t("console.details.sliderHint")}</span>
            </span>
          </label>
        ) : null}
        <button type="submit" className="btn-primary min-h-11" data-testid="console-bulk-confirm-submit">
          {label(action)}
        </button>
        <Link to={back} className="btn-ghost min-h-11">
          {t("console.cheats.bulkCancel")}
        </Link>
      </Form>
    </section>
  );
}
