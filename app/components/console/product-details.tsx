import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DETECTED, type StatusCode } from "~/utils/status";
import {
  AFTER_PURCHASE_MAX,
  PRODUCT_NAME_MAX,
  productDetailsSchema,
  type ProductDetailsInput,
} from "~/utils/console-forms";
import { InlineConfirm } from "./inline-confirm";
import { LangColumns } from "./lang-fields";
import { RichTextField } from "./rich-text-field";
import { SaveBar } from "./save-bar";
import { GUARDED } from "./unsaved-changes-guard";

export interface ProductDetailsResult {
  ok: boolean;
  changed: number | null;
  error: string | null;
  result?: SubmissionResult<string[]>;
}

const TEXT_FIELDS = [
  // The site's own name (decision 0037): optional, the main name shows where it is empty.
  { key: "name", rows: 0, max: PRODUCT_NAME_MAX, hint: true },
  { key: "pageTitle", rows: 0, max: 160 },
  { key: "pageDescription", rows: 2, max: 320 },
  { key: "text", rows: 6, max: 20_000, rich: true },
  { key: "functions", rows: 6, max: 20_000, rich: true },
  // Shown to the buyer under their key (purchase page): the download link and how to launch.
  { key: "afterPurchase", rows: 4, max: AFTER_PURCHASE_MAX, rich: true },
] as const;

/**
 * A product's name, publication, order and its texts on both sites (the owner's form), and the
 * delete with its inline confirm. Texts are HTML from the rich-text allow-list.
 */
export function ProductDetails({
  values,
  status,
  result,
}: {
  values: ProductDetailsInput;
  /** The product's status now: a Detected product is not offered for the slider when published. */
  status: StatusCode;
  result?: ProductDetailsResult;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? result?.result : null,
    // Checkboxes and the order field are read from the form as text.
    defaultValue: {
      ...values,
      sort: String(values.sort),
      category: String(values.category),
      isPublished: values.isPublished ? "on" : undefined,
      // Publishing asks whether to feature the product: ticked unless it is Detected.
      inSlider: (values.isPublished ? values.inSlider : values.inSlider && status !== DETECTED)
        ? "on"
        : undefined,
      isSpoofer: values.isSpoofer ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productDetailsSchema }),
    shouldValidate: "onBlur",
  });
  const errorOf = (name: string) => {
    const errors = (result?.result?.error ?? {}) as Record<string, string[] | null>;
    return errors[name]?.map((key) => t(key)).join(" ");
  };
  return (
    <section className="space-y-3" id="details" aria-labelledby="details-title" data-testid="console-details">
      <h2 id="details-title" className="font-display text-xl text-text">
        {t("console.details.title")}
      </h2>
      <Form method="post" {...getFormProps(form)} {...GUARDED} className="card grid gap-4 p-5">
        <input type="hidden" name="intent" value="details" />
        <div className="grid gap-4 sm:grid-cols-[1fr_200px_120px]">
          <label className="grid gap-1 text-sm font-medium text-text">
            {t("console.details.name")}
            <input
              name={fields.name.name}
              defaultValue={values.name}
              maxLength={PRODUCT_NAME_MAX}
              className="input font-normal"
            />
            {errorOf("name") ? (
              <span role="alert" className="text-sm font-normal text-status-red">
                {errorOf("name")}
              </span>
            ) : null}
          </label>
          <label className="grid gap-1 text-sm font-medium text-text">
            {t("console.cheats.category")}
            <select
              name={fields.category.name}
              defaultValue={String(values.category)}
              className="input font-normal"
              data-testid="console-details-category"
            >
              {/* Only the categories of the same game rule: see categoryNeedsGame. */}
              {(values.category === 0 || values.category === 2 ? [0, 2] : [1, 3]).map((category) => (
                <option key={category} value={category}>
                  {t(`console.categories.${category}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-text">
            {t("console.details.sort")}
            <input
              name={fields.sort.name}
              defaultValue={values.sort}
              inputMode="numeric"
              className="input font-normal"
            />
          </label>
        </div>
        <div className="flex flex-wrap gap-5 text-sm text-text">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name={fields.isPublished.name}
              defaultChecked={values.isPublished}
              className="check"
              data-testid="console-details-published"
            />
            {t("console.details.published")}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name={fields.inSlider.name}
              defaultChecked={fields.inSlider.initialValue === "on"}
              aria-describedby="details-slider-hint"
              className="check"
              data-testid="console-details-slider"
            />
            {t("console.details.inSlider")}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name={fields.isSpoofer.name}
              defaultChecked={values.isSpoofer}
              className="check"
            />
            {t("console.details.spoofer")}
          </label>
        </div>
        <p id="details-slider-hint" className="-mt-1 text-xs text-muted">
          {t(values.isPublished ? "console.details.sliderHint" : "console.details.sliderAsk")}
        </p>
        <LangColumns>
          {(lang) => (
            <>
              {TEXT_FIELDS.map((field) => {
                const name = `${lang}.${field.key}`;
                const label = t(`console.details.fields.${field.key}`);
                if ("rich" in field)
                  return (
                    <RichTextField
                      key={field.key}
                      name={name}
                      label={label}
                      defaultValue={values[lang][field.key]}
                      rows={field.rows}
                      maxLength={field.max}
                      error={errorOf(name)}
                      testId={`console-details-${lang}-${field.key}`}
                    />
                  );
                const hintId = "hint" in field ? `${lang}-${field.key}-hint` : undefined;
                const props = {
                  name,
                  defaultValue: values[lang][field.key],
                  maxLength: field.max,
                  className: "input h-auto py-2.5 font-normal",
                  "aria-describedby": hintId,
                  // An empty site name shows the main one: the placeholder says which.
                  placeholder: field.key === "name" ? values.name : undefined,
                };
                return (
                  <label key={field.key} className="grid gap-1 text-sm font-medium text-text">
                    {label}
                    {field.rows ? (
                      <textarea rows={field.rows} {...props} />
                    ) : (
                      <input {...props} className="input font-normal" />
                    )}
                    {hintId ? (
                      <span id={hintId} className="text-xs font-normal text-muted">
                        {t(`console.details.fields.${field.key}Hint`)}
                      </span>
                    ) : null}
                    {errorOf(name) ? (
                      <span role="alert" className="text-sm font-normal text-status-red">
                        {errorOf(name)}
                      </span>
                    ) : null}
                  </label>
                );
              })}
            </>
          )}
        </LangColumns>
        <p className="text-xs text-muted">{t("console.settings.richTextHint")}</p>
        <SaveBar label={t("console.details.submit")} testId="console-details-submit">
          <SaveOutcome result={result} testId="console-details-saved" />
        </SaveBar>
      </Form>
      <InlineConfirm
        label={t("console.details.delete")}
        question={t("console.details.deleteConfirm", { name: values.name })}
        fields={{ intent: "delete-product" }}
        testId="console-product-delete"
      />
    </section>
  );
}

/**
 * What a product form's save answered: "saved" (or "nothing changed"), or why the write was
 * refused. Field errors stand next to their fields instead.
 */
export function SaveOutcome({ result, testId }: { result?: ProductDetailsResult; testId: string }) {
  const { t } = useTranslation();
  if (result?.ok)
    return (
      <p role="status" className="text-sm text-status-green" data-testid={testId}>
        {result.changed ? t("console.details.saved") : t("console.settings.unchanged")}
      </p>
    );
  if (result && result.error !== "INVALID")
    return (
      <p role="alert" className="text-sm text-status-red">
        {t(`console.errors.${result.error}`)}
      </p>
    );
  return null;
}
