import { parse, useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import type { z } from "zod";
import type { FormRules } from "./form-rules";

/** What puts a form's rules on their way: the visitor reaching into it (decision 0038). */
const TOUCHES = ["focusin", "pointerdown", "input"] as const;

type Validate = (formData: FormData) => Submission<unknown, string[], unknown>;
type SubmissionOf<Schema extends z.ZodObject> = Submission<z.input<Schema>, string[], z.output<Schema>>;

/** Each form's rules are fetched once a page, whichever of its forms asked first. */
const fetched = new WeakMap<object, Validate>();
const fetching = new WeakMap<object, Promise<unknown>>();

/**
 * Fetches a form's rules once a page (whichever of its forms asks first); resolves when they are
 * in. A failed fetch (offline for a moment) is forgotten, so the next touch asks again; until then
 * the server checks.
 */
export function fetchFormRules(rules: FormRules<z.ZodObject>): Promise<unknown> {
  let done = fetching.get(rules);
  if (!done) {
    done = Promise.all([import("@conform-to/zod/v4"), rules.load()]).then(
      ([{ parseWithZod }, schema]) => {
        fetched.set(rules, (formData) => parseWithZod(formData, { schema }));
      },
      () => fetching.delete(rules),
    );
    fetching.set(rules, done);
  }
  return done;
}

/**
 * A conform form with the SPEC §5 display rules, for every form of the shop: validate on submit,
 * then again on each input; errors are translation keys, shown once the form was submitted.
 *
 * The rules (the zod schema, with zod and conform's bridge to it: ~28 kB gzipped) are not part of
 * the page's scripts: they are fetched the first time the visitor focuses, taps or types in the
 * form. A submission sent before they arrive goes to the server, which checks every submission
 * with the same schema and answers the same translated errors.
 */
export function useValidatedForm<Schema extends z.ZodObject>(
  rules: FormRules<Schema>,
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
    onValidate: ({ formData }) => {
      const validate = fetched.get(rules);
      if (validate) return validate(formData) as SubmissionOf<Schema>;
      void fetchFormRules(rules);
      // No verdict here (conform's "error: null"): the form is sent and the server's answer shown.
      return parse(formData, { resolve: () => ({ error: null }) }) as SubmissionOf<Schema>;
    },
  });
  const formId = options.id;
  useEffect(() => {
    const inForm = (target: EventTarget | null) =>
      target instanceof Element && target.closest("form")?.id === formId;
    // A field focused before hydration (the page's autofocus) counts as a touch.
    if (inForm(document.activeElement)) void fetchFormRules(rules);
    const touch = (event: Event) => {
      if (inForm(event.target)) void fetchFormRules(rules);
    };
    for (const type of TOUCHES) document.addEventListener(type, touch, { capture: true, passive: true });
    return () => {
      for (const type of TOUCHES) document.removeEventListener(type, touch, { capture: true });
    };
  }, [formId, rules]);
  // Conform re-renders a form only for the metadata read during the last render of the component
  // that owns it, field components included. When React renders that component but bails out of
  // its children (a router update that changes nothing for them), the fields' reads are
  // forgotten and a later error never shows. Reading every field's errors and key here keeps
  // them subscribed whatever the children do.
  for (const name of rules.fields) {
    const field = fields[name as keyof typeof fields] as { errors?: unknown; key?: unknown } | undefined;
    void field?.errors;
    void field?.key;
  }
  return [form, fields] as const;
}
