import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { accountSchema, problemSchema, type AccountInput, type ProblemInput } from "~/utils/console-forms";
import { languages } from "~/utils/lang";

interface TextField {
  key: string;
  /** 0 for a one-line input, else the textarea's rows. */
  rows: number;
  max: number;
}

/** What each kind's form differs in: its schema, label namespace, texts and the published flag. */
const KINDS = {
  account: {
    schema: accountSchema,
    labels: "console.accounts",
    placeholder: "steam-prime-account",
    published: true,
    fields: [
      { key: "name", rows: 0, max: 80 },
      { key: "headTitle", rows: 0, max: 160 },
      { key: "headDescription", rows: 2, max: 320 },
      { key: "description", rows: 6, max: 20_000 },
    ],
  },
  problem: {
    schema: problemSchema,
    labels: "console.problems",
    placeholder: "game-does-not-start",
    published: false,
    fields: [
      { key: "title", rows: 0, max: 160 },
      { key: "shortDescription", rows: 2, max: 320 },
      { key: "headTitle", rows: 0, max: 160 },
      { key: "headDescription", rows: 2, max: 320 },
      { key: "description", rows: 8, max: 20_000 },
    ],
  },
} as const satisfies Record<string, { fields: readonly TextField[]; [key: string]: unknown }>;

/** The fields as typed (what conform keeps), common to both kinds. */
type FormValues = {
  slug?: string;
  sort?: string;
  isPublished?: string;
  ru?: Record<string, string | undefined>;
  en?: Record<string, string | undefined>;
};

/**
 * The form of an account or a problem article (create and edit): address, order, for accounts the
 * published flag, and the texts of both sites. A new account starts unpublished, so its create
 * form has no flag.
 */
export function ContentForm({
  kind,
  values,
  result,
  error,
  submitLabel,
}: {
  kind: keyof typeof KINDS;
  values?: AccountInput | ProblemInput;
  result?: SubmissionResult<string[]>;
  error?: string | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const config = KINDS[kind];
  // Through conform's fields, a form refused by the server keeps what was typed (no JavaScript too).
  const [form, fields] = useForm<FormValues, AccountInput | ProblemInput>({
    lastResult: navigation.state === "idle" ? result : null,
    defaultValue: values
      ? {
          ...values,
          sort: String(values.sort),
          isPublished: "isPublished" in values && values.isPublished ? "on" : undefined,
        }
      : { sort: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: config.schema }),
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
  // The shared SLUG_TAKEN text names games; each kind says whose address it is.
  const refusal =
    error === "SLUG_TAKEN" ? t(`${config.labels}.slugTaken`) : error && t(`console.errors.${error}`);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="card grid gap-4 p-5"
      data-testid={`console-${kind}-form`}
    >
      <input type="hidden" name="intent" value="save" />
      {refusal ? (
        <p role="alert" className="text-sm text-status-red">
          {refusal}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_120px]">
        <label className="grid gap-1 text-sm font-medium text-text">
          {t(`${config.labels}.slug`)}
          <input
            name="slug"
            defaultValue={fields.slug.initialValue ?? ""}
            maxLength={60}
            className="input font-normal"
            placeholder={config.placeholder}
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
      {config.published && values ? (
        <label className="flex items-center gap-2 text-sm text-text">
          <input
            type="checkbox"
            name="isPublished"
            defaultChecked={fields.isPublished.initialValue === "on"}
            className="size-4 accent-[#7c5cff]"
            data-testid={`console-${kind}-published`}
          />
          {t("console.details.published")}
        </label>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {languages.map((lang) => (
          <div key={lang} className="space-y-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-faint">
              {t(`console.settings.lang.${lang}`)}
            </p>
            {config.fields.map((field) => {
              const name = `${lang}.${field.key}`;
              const initial = fields[lang].getFieldset()[field.key].initialValue;
              const props = { name, defaultValue: initial ?? "", maxLength: field.max };
              return (
                <label key={field.key} className="grid gap-1 text-sm font-medium text-text">
                  {t(`${config.labels}.fields.${field.key}`)}
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
      <button type="submit" className="btn-primary justify-self-start" data-testid={`console-${kind}-submit`}>
        {submitLabel}
      </button>
    </Form>
  );
}
