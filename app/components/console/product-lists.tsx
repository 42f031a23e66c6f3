import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { productListsAsText, productListsSchema, type ProductListsInput } from "~/utils/console-forms";
import { allowedEmbedUrl } from "~/utils/video-hosts";
import { SaveOutcome, type ProductDetailsResult } from "./product-details";
import { SaveBar } from "./save-bar";
import { GUARDED } from "./unsaved-changes-guard";
import { LangColumns } from "./lang-fields";

const schema = productListsSchema((url) => allowedEmbedUrl(url) !== null);

const LIST_FIELDS = ["features", "components", "requirements"] as const;

/**
 * A product's feature tags, kit components and requirements on both sites, and its gallery videos
 * — textareas, one entry per line, so the form needs no script and pastes from a vendor's list.
 */
export function ProductLists({
  values,
  result,
}: {
  values: ProductListsInput;
  result?: ProductDetailsResult;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saved = productListsAsText(values);
  // After a refused post the form shows what was typed, not what is stored (a page without
  // JavaScript is drawn again from the server's answer).
  const typed =
    result && !result.ok ? (result.result?.initialValue as Partial<typeof saved> | undefined) : undefined;
  const text = typed
    ? { ru: { ...saved.ru, ...typed.ru }, en: { ...saved.en, ...typed.en }, videos: typed.videos ?? "" }
    : saved;
  const [form] = useForm({
    lastResult: navigation.state === "idle" ? result?.result : null,
    defaultValue: saved,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // Errors are checked on submit and cleared while typing: one shown on blur would move the
    // button away from under the pointer of someone going to press it.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const errorOf = (name: string) => {
    const errors = (form.allErrors ?? {}) as Record<string, string[] | undefined>;
    return errors[name]?.map((key) => t(key)).join(" ");
  };
  const area = (name: string, label: string, value: string, hint?: string) => (
    <label key={name} className="grid gap-1 text-sm font-medium text-text">
      {label}
      <textarea
        name={name}
        defaultValue={value}
        rows={5}
        className="input h-auto py-2.5 font-mono text-xs font-normal"
        aria-invalid={errorOf(name) ? true : undefined}
        data-testid={`console-lists-${name}`}
      />
      {hint ? <span className="text-xs font-normal text-faint">{hint}</span> : null}
      {errorOf(name) ? (
        <span role="alert" className="text-sm font-normal text-status-red">
          {errorOf(name)}
        </span>
      ) : null}
    </label>
  );
  return (
    <section className="space-y-3" id="lists" aria-labelledby="lists-title" data-testid="console-lists">
      <h2 id="lists-title" className="font-display text-xl text-text">
        {t("console.lists.title")}
      </h2>
      <p className="max-w-2xl text-sm text-muted">{t("console.lists.lead")}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        {...GUARDED}
        key={typed ? "typed" : "saved"}
        className="card grid gap-4 p-5"
      >
        <input type="hidden" name="intent" value="lists" />
        <LangColumns>
          {(lang) => (
            <>
              {LIST_FIELDS.map((field) =>
                area(
                  `${lang}.${field}`,
                  t(`console.lists.${field}`),
                  text[lang][field],
                  t(`console.lists.${field}Hint`),
                ),
              )}
            </>
          )}
        </LangColumns>
        {area("videos", t("console.lists.videos"), text.videos, t("console.lists.videosHint"))}
        <SaveBar label={t("console.lists.submit")} testId="console-lists-submit">
          <SaveOutcome result={result} testId="console-lists-saved" />
        </SaveBar>
      </Form>
    </section>
  );
}
