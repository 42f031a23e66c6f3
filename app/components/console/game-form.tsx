import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { gameSchema, type GameInput } from "~/utils/console-forms";
import { languages } from "~/utils/lang";

const TEXT_FIELDS = [
  { key: "name", rows: 0, max: 80 },
  { key: "pageTitle", rows: 0, max: 160 },
  { key: "pageDescription", rows: 2, max: 320 },
  { key: "pageText", rows: 5, max: 20_000 },
] as const;

/** A game's form (create and edit): address, mobile flag, order and the texts of both sites. */
export function GameForm({
  values,
  result,
  error,
  submitLabel,
}: {
  values?: GameInput;
  result?: SubmissionResult<string[]>;
  error?: string | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // Through conform's fields, a form refused by the server keeps what was typed (no JavaScript too).
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? result : null,
    defaultValue: values
      ? { ...values, sort: String(values.sort), isMobile: values.isMobile ? "on" : undefined }
      : { sort: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: gameSchema }),
    shouldValidate: "onBlur",
  });
  const errors = (result?.error ?? {}) as Record<string, string[] | null>;
  const errorOf = (name: string) => errors[name]?.map((key) => t(key)).join(" ");
  const Error = ({ name }: { name: string }) =>
    errorOf(name) ? (
      <span role="alert" className="text-sm font-normal text-status-red">
        {errorOf(name)}
      </span>
    ) : null;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="card grid gap-4 p-5"
      data-testid="console-game-form"
    >
      <input type="hidden" name="intent" value="save" />
      {error ? (
        <p role="alert" className="text-sm text-status-red">
          {t(`console.errors.${error}`)}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_120px]">
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.games.slug")}
          <input
            name="slug"
            defaultValue={fields.slug.initialValue ?? ""}
            maxLength={60}
            className="input font-normal"
            placeholder="neon-havoc"
          />
          <Error name="slug" />
        </label>
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.details.sort")}
          <input
            name="sort"
            defaultValue={fields.sort.initialValue ?? "0"}
            inputMode="numeric"
            className="input font-normal"
          />
          <Error name="sort" />
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm text-text">
        <input
          type="checkbox"
          name="isMobile"
          defaultChecked={fields.isMobile.initialValue === "on"}
          className="size-4 accent-[#7c5cff]"
        />
        {t("console.games.mobile")}
      </label>
      <div className="grid gap-4 lg:grid-cols-2">
        {languages.map((lang) => (
          <div key={lang} className="space-y-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-faint">
              {t(`console.settings.lang.${lang}`)}
            </p>
            {TEXT_FIELDS.map((field) => {
              const name = `${lang}.${field.key}`;
              const initial = fields[lang].getFieldset()[field.key].initialValue;
              const props = { name, defaultValue: initial ?? "", maxLength: field.max };
              return (
                <label key={field.key} className="grid gap-1 text-sm font-medium text-text">
                  {t(`console.games.fields.${field.key}`)}
                  {field.rows ? (
                    <textarea rows={field.rows} {...props} className="input h-auto py-2.5 font-normal" />
                  ) : (
                    <input {...props} className="input font-normal" />
                  )}
                  <Error name={name} />
                </label>
              );
            })}
          </div>
        ))}
      </div>
      <p className="text-xs text-muted">{t("console.settings.richTextHint")}</p>
      <button type="submit" className="btn-primary justify-self-start" data-testid="console-game-submit">
        {submitLabel}
      </button>
    </Form>
  );
}
