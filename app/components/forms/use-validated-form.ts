import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A conform form with the SPEC §5 display rules, for every form of the shop: validate on submit,
 * then again on each input; errors are translation keys, shown once the form was submitted.
 */
export function useValidatedForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]>;
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // Conform re-renders a form only for the metadata read during the last render of the component
  // that owns it, field components included. When React renders that component but bails out of
  // its children (a router update that changes nothing for them), the fields' reads are
  // forgotten and a later error never shows. Reading every field's errors and key here keeps
  // them subscribed whatever the children do.
  for (const name of Object.keys(schema.shape)) {
    const field = fields[name as keyof typeof fields] as { errors?: unknown; key?: unknown } | undefined;
    void field?.errors;
    void field?.key;
  }
  return [form, fields] as const;
}
