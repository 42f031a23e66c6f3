import { useTranslation } from "~/i18n/react";

/**
 * A labelled text field with its error under it. Errors are translation keys, rendered in the
 * page's language at render time, so a language change shows them in the new language.
 */
export function TextField({
  label,
  errors,
  inputProps,
  inputKey,
  action,
  hint,
}: {
  label: string;
  /** conform's field key: a new key remounts the input when the form resets. */
  inputKey?: string;
  errors?: string[];
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { "data-testid"?: string };
  action?: React.ReactNode;
  /** A line under the field that the input is described by (not an error). */
  hint?: React.ReactNode;
}) {
  const errorId = inputProps.id ? `${inputProps.id}-error` : undefined;
  const hintId = inputProps.id && hint ? `${inputProps.id}-hint` : undefined;
  const error = errors?.[0];
  const describedBy = [error ? errorId : undefined, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputProps.id} className="block text-sm font-medium text-text">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          key={inputKey}
          {...inputProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // An invalid field (aria-invalid) stays red while focused, with a red ring; a valid one
          // takes the accent border on focus.
          className="h-11 w-full min-w-0 rounded-xl border border-line bg-surface-2 px-3.5 text-text placeholder:text-muted/60 transition focus:border-accent focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-status-red aria-invalid:focus:border-status-red aria-invalid:focus:ring-2 aria-invalid:focus:ring-status-red/50"
        />
        {action}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-faint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's translated error line (or nothing). */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-status-red" role="alert" data-testid={id}>
      {t(error)}
    </p>
  );
}

/** A consent checkbox with a label that may hold links, and its error. */
export function CheckboxField({
  name,
  id,
  errors,
  required,
  onChange,
  children,
}: {
  name: string;
  id: string;
  errors?: string[];
  required?: boolean;
  onChange?: () => void;
  children: React.ReactNode;
}) {
  const error = errors?.[0];
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-2.5 text-sm text-muted">
        <input
          id={id}
          type="checkbox"
          name={name}
          required={required}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-[#7c5cff]"
          data-testid={id}
        />
        <span>{children}</span>
      </label>
      <div className="pl-6.5">
        <FieldError id={`${id}-error`} error={error} />
      </div>
    </div>
  );
}

/**
 * An e-mail field as text with the e-mail keyboard: a browser's own type="email" check refuses a
 * Cyrillic local part ("пользователь@пример.рф") before the form posts, and without JavaScript
 * nothing would lift it. SPEC §5's rule (utils/validation.ts) decides on both sides instead.
 */
export const EMAIL_INPUT = {
  type: "text",
  inputMode: "email",
  autoCapitalize: "none",
  autoCorrect: "off",
  spellCheck: false,
} as const;
