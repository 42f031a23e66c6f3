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
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
