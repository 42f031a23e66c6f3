import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import {
  accountSchema,
  gameSchema,
  problemSchema,
  type AccountInput,
  type GameInput,
  type ProblemInput,
} from "~/utils/console-forms";
import type { EntityKind } from "~/utils/console-sections";
import { FieldError, LangColumns, TextField, type TextFieldSpec } from "./lang-fields";

/**
 * What each kind's form differs in: its schema, label namespace, address example, its checkbox
 * (and whether a new one may set it) and its texts. Everything else is one form.
 */
const KINDS = {
  game: {
    schema: gameSchema,
    labels: "console.games",
    placeholder: "neon-havoc",
    // The shared SLUG_TAKEN text names games already.
    slugTaken: "console.errors.SLUG_TAKEN",
    flag: { name: "isMobile", label: "console.games.mobile", testId: "mobile", onCreate: true },
    fields: [
      { key: "name", rows: 0, max: 80 },
      { key: "pageTitle", rows: 0, max: 160 },
      { key: "pageDescription", rows: 2, max: 320 },
      { key: "pageText", rows: 5, max: 20_000, rich: true },
    ],
  },
  account: {
    schema: accountSchema,
    labels: "console.accounts",
    placeholder: "steam-prime-account",
    slugTaken: "console.accounts.slugTaken",
    // A new account starts unpublished (it has no screenshots yet), so its create form has no flag.
    flag: { name: "isPublished", label: "console.details.published", testId: "published", onCreate: false },
    fields: [
      { key: "name", rows: 0, max: 80 },
      { key: "headTitle", rows: 0, max: 160 },
      { key: "headDescription", rows: 2, max: 320 },
      { key: "description", rows: 6, max: 20_000, rich: true },
    ],
  },
  problem: {
    schema: problemSchema,
    labels: "console.problems",
    placeholder: "game-does-not-start",
    slugTaken: "console.problems.slugTaken",
    flag: null,
    fields: [
      { key: "title", rows: 0, max: 160 },
      { key: "shortDescription", rows: 2, max: 320 },
      { key: "headTitle", rows: 0, max: 160 },
      { key: "headDescription", rows: 2, max: 320 },
      { key: "description", rows: 8, max: 20_000, rich: true },
    ],
  },
} as const satisfies Record<
  EntityKind,
  {
    fields: readonly TextFieldSpec[];
    flag: { name: string; label: string; testId: string; onCreate: boolean } | null;
    [key: string]: unknown;
  }
>;

type EntityInput = GameInput | AccountInput | ProblemInput;

/** The fields as typed (what conform keeps), common to every kind. */
type FormValues = {
  slug?: string;
  sort?: string;
  isMobile?: string;
  isPublished?: string;
  ru?: Record<string, string | undefined>;
  en?: Record<string, string | undefined>;
};

/** The page action's answer the form shows: its fields' state and, with it, the write's refusal. */
export interface FormAnswer {
  result?: SubmissionResult<string[]>;
  error?: string | null;
}

/**
 * The form of a game, an account or a problem article (create and edit): address, order, the
 * kind's checkbox and the texts of both sites. Without `values` it creates. `answer` is the page
 * action's: its refusal belongs to the form only when the form was what was posted.
 */
export function EntityForm({
  kind,
  values,
  answer,
}: {
  kind: EntityKind;
  values?: EntityInput;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const config = KINDS[kind];
  const result = answer?.result;
  const error = result ? answer?.error : null;
  const flag = config.flag && (values || config.flag.onCreate) ? config.flag : null;
  // Through conform's fields, a form refused by the server keeps what was typed (no JavaScript too).
  const [form, fields] = useForm<FormValues, EntityInput>({
    lastResult: navigation.state === "idle" ? result : null,
    defaultValue: values
      ? {
          slug: values.slug,
          sort: String(values.sort),
          ru: values.ru,
          en: values.en,
          ...(config.flag && { [config.flag.name]: flagOf(values, config.flag.name) ? "on" : undefined }),
        }
      : { sort: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: config.schema }),
    shouldValidate: "onBlur",
  });
  const errors = (result?.error ?? {}) as Record<string, string[] | null>;
  const errorOf = (name: string) => errors[name]?.map((key) => t(key)).join(" ");
  const refusal = error === "SLUG_TAKEN" ? t(config.slugTaken) : error && t(`console.errors.${error}`);
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
          <FieldError text={errorOf("slug")} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.details.sort")}
          <input
            name="sort"
            defaultValue={fields.sort.initialValue ?? "0"}
            inputMode="numeric"
            className="input font-normal"
          />
          <FieldError text={errorOf("sort")} />
        </label>
      </div>
      {flag ? (
        <label className="flex items-center gap-2 text-sm text-text">
          <input
            type="checkbox"
            name={flag.name}
            defaultChecked={fields[flag.name].initialValue === "on"}
            className="check"
            data-testid={`console-${kind}-${flag.testId}`}
          />
          {t(flag.label)}
        </label>
      ) : null}
      <LangColumns>
        {(lang) =>
          config.fields.map((field) => (
            <TextField
              key={field.key}
              field={field}
              name={`${lang}.${field.key}`}
              label={t(`${config.labels}.fields.${field.key}`)}
              initial={fields[lang].getFieldset()[field.key].initialValue}
              error={errorOf(`${lang}.${field.key}`)}
            />
          ))
        }
      </LangColumns>
      <p className="text-xs text-muted">{t("console.settings.richTextHint")}</p>
      <button type="submit" className="btn-primary justify-self-start" data-testid={`console-${kind}-submit`}>
        {values ? t("console.details.submit") : t(`${config.labels}.create`)}
      </button>
    </Form>
  );
}

/** The stored value of a kind's checkbox (a game's mobile flag, an account's published flag). */
function flagOf(values: EntityInput, name: "isMobile" | "isPublished") {
  return name in values && Boolean((values as Record<string, unknown>)[name]);
}
