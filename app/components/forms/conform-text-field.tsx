import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { EMAIL_INPUT, TextField } from "./field";

// Apart from field.tsx: conform's helpers are loaded only by the forms that use them (sign-in,
// the wallet, the profile), not by every page with a checkbox (the buy block's consents; 0038).

/** A TextField bound to a conform field: its name, constraints, errors and reset key. */
export function ConformTextField({
  field,
  type = "text",
  label,
  testId,
  action,
  hint,
  ...input
}: {
  field: FieldMetadata<string>;
  type?: "text" | "email";
  label: string;
  testId: string;
  action?: React.ReactNode;
  hint?: React.ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "form">) {
  return (
    <TextField
      label={label}
      errors={field.errors}
      inputKey={field.key}
      inputProps={{
        ...getInputProps(field, { type: "text" }),
        ...(type === "email" ? EMAIL_INPUT : {}),
        ...input,
        "data-testid": testId,
      }}
      action={action}
      hint={hint}
    />
  );
}
