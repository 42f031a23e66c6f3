import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
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
  const ticked = useTickedCount("bulk-form");
  return (
    <Form
      id="bulk-form"
      method="post"
      // Once something is ticked it stays under the console's top bar while the list scrolls: the
      // count, the action and Apply in reach (before that it would only cover the list).
      className={`flex flex-wrap items-end gap-2 rounded-xl border border-line bg-surface-2/95 p-3 backdrop-blur ${
        ticked ? "sticky top-16 z-20 shadow-lg" : ""
      }`}
      data-testid="console-bulk"
    >
      <input type="hidden" name="intent" value="bulk-preview" />
      <input type="hidden" name="back" value={back} />
      <label className="grid gap-1 text-xs text-muted">
        {/* The select says what it does on a phone; the line above it would only add height. */}
        <span className="max-sm:sr-only">{t("console.cheats.bulkLabel")}</span>
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
      {/* A reset clears every box of this form, the rows' included (they name it in form=). */}
      <button type="reset" className="btn-ghost min-h-11" data-testid="console-bulk-clear">
        {t("console.cheats.bulkClear")}
      </button>
      {ticked !== null ? (
        <p
          className="min-h-11 self-center py-3 text-sm text-muted"
          role="status"
          data-testid="console-bulk-count"
        >
          {ticked ? t("console.cheats.bulkSelected", { count: ticked }) : t("console.cheats.bulkNone")}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * How many boxes of a form are ticked, following every change and reset; null until the page
 * runs scripts (without them there is nothing to count with, and a wrong "0" would mislead).
 */
function useTickedCount(formId: string) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    const recount = () =>
      setCount(
        [...form.elements].filter(
          (el) => el instanceof HTMLInputElement && el.type === "checkbox" && el.checked,
        ).length,
      );
    // A reset changes the boxes after its event: count once it has.
    const afterReset = () => setTimeout(recount);
    recount();
    document.addEventListener("change", recount);
    form.addEventListener("reset", afterReset);
    return () => {
      document.removeEventListener("change", recount);
      form.removeEventListener("reset", afterReset);
    };
  }, [formId]);
  return count;
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
              className="check"
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
