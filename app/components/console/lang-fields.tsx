import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { languages, type Lang } from "~/utils/lang";
import { RichTextField } from "./rich-text-field";

// The console's forms write each site's texts side by side: one column per language, each under
// its language's name. These are the pieces those forms share.

/** One column per site, each headed by its language; `children` draws a site's fields. */
export function LangColumns({ children }: { children: (lang: Lang) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {languages.map((lang) => (
        <div key={lang} className="space-y-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-faint">
            {t(`console.settings.lang.${lang}`)}
          </p>
          {children(lang)}
        </div>
      ))}
    </div>
  );
}

/** A text field of a form: how long it may be and how it is typed. */
export interface TextFieldSpec {
  key: string;
  /** 0 for a one-line input, else the textarea's rows. */
  rows: number;
  max: number;
  /** HTML edited in the formatting editor (without JavaScript, a textarea of HTML). */
  rich?: boolean;
}

/** One text: its label, an input (a textarea for the longer ones) and its error. */
export function TextField({
  field,
  name,
  label,
  initial,
  error,
}: {
  field: TextFieldSpec;
  name: string;
  label: string;
  initial: string | undefined;
  error: string | undefined;
}) {
  const props = { name, defaultValue: initial ?? "", maxLength: field.max };
  if (field.rich)
    return (
      <RichTextField
        name={name}
        label={label}
        defaultValue={props.defaultValue}
        rows={field.rows}
        maxLength={field.max}
        error={error}
      />
    );
  return (
    <label className="grid gap-1 text-sm font-medium text-text">
      {label}
      {field.rows ? (
        <textarea rows={field.rows} {...props} className="input h-auto py-2.5 font-normal" />
      ) : (
        <input {...props} className="input font-normal" />
      )}
      <FieldError text={error} />
    </label>
  );
}

/** A field's error under it, read out when it appears. */
export function FieldError({ text }: { text: string | undefined }) {
  return text ? (
    <span role="alert" className="text-sm font-normal text-status-red">
      {text}
    </span>
  ) : null;
}
