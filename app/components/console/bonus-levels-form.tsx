import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { SaveOutcome } from "./save-outcome";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BONUS_LEVELS_MAX, bonusLevelsSchema } from "~/utils/console-forms";

interface Level {
  percent: number;
  amountRub: number;
  amountUsd: number;
}

/** Spare empty rows under the levels, so a level is added without script. */
const SPARE_ROWS = 2;

/**
 * The loyalty levels (SPEC §4.4): discount percent and the spending in roubles and dollars that
 * reaches it, one row per level; an emptied row removes its level.
 */
export function BonusLevelsForm({
  levels,
  answer,
}: {
  levels: Level[];
  answer?: { result: SubmissionResult<string[]> | null; changed: number | null; error: string | null };
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const rows = Math.min(BONUS_LEVELS_MAX, levels.length + SPARE_ROWS);
  const [form] = useForm({
    lastResult: navigation.state === "idle" ? answer?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bonusLevelsSchema }),
    shouldValidate: "onSubmit",
  });
  const errors = Object.entries((form.allErrors ?? {}) as Record<string, string[]>);
  const rowError = (index: number) => errors.find(([name]) => name === `levels[${index}]`)?.[1];
  const listError = errors.find(([name]) => name === "levels")?.[1];
  return (
    <section className="card space-y-4 p-5" data-testid="console-bonus-levels">
      <h2 className="font-semibold text-text">{t("console.bonus.title")}</h2>
      <p className="max-w-2xl text-sm text-muted">{t("console.bonus.lead")}</p>
      <SaveOutcome
        answer={answer}
        saved={t("console.bonus.saved")}
        unchanged={t("console.settings.unchanged")}
        testId="console-bonus-saved"
      />
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="bonus" />
        <div className="hidden grid-cols-3 gap-3 text-xs font-semibold uppercase tracking-wide text-faint sm:grid">
          <span>{t("console.bonus.percent")}</span>
          <span>{t("console.bonus.amountRub")}</span>
          <span>{t("console.bonus.amountUsd")}</span>
        </div>
        {Array.from({ length: rows }, (_, index) => {
          const level = levels[index];
          const cell = (key: keyof Level, label: string) => (
            <label className="grid gap-1 text-xs text-muted">
              <span className="sm:sr-only">{label}</span>
              <input
                name={`levels[${index}].${key}`}
                defaultValue={level ? String(level[key]) : ""}
                inputMode="numeric"
                aria-label={label}
                className="input text-sm"
                data-testid={`console-bonus-${index}-${key}`}
              />
            </label>
          );
          return (
            <div key={index} className="space-y-1">
              <div className="grid grid-cols-3 gap-3">
                {cell("percent", t("console.bonus.percent"))}
                {cell("amountRub", t("console.bonus.amountRub"))}
                {cell("amountUsd", t("console.bonus.amountUsd"))}
              </div>
              {rowError(index) ? (
                <p role="alert" className="text-sm text-status-red">
                  {rowError(index)!
                    .map((key) => t(key))
                    .join(" ")}
                </p>
              ) : null}
            </div>
          );
        })}
        {listError ? (
          <p role="alert" className="text-sm text-status-red">
            {listError.map((key) => t(key)).join(" ")}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" data-testid="console-bonus-submit">
          {t("console.bonus.submit")}
        </button>
      </Form>
    </section>
  );
}
